/**
 * An animal spoken of, in the six languages (on normalised text or English, any case). A young child's bite, bed, sleep
 * or meals are a child's, and the animals' fields not theirs, unless an animal is in the message.
 */
export const ANIMAL =
  /\b(animals?|pets?|vets?|dogs?|pupp(y|ies)|pups?|cats?|kittens?|horses?|pon(y|ies)|foals?|rabbits?|bunn(y|ies)|hamsters?|guinea pigs?|gerbils?|ferrets?|parrots?|budgies?|birds?|goldfish|fish|tortoises?|turtles?|snakes?|lizards?|reptiles?|(ball|royal|carpet) pythons?|corn snakes?|bearded dragons?|iguanas?|chameleons?|axolotls?|tarantulas?|geckos?|chickens?|hens|goats?|sheep|cows?|pigs?|paws?|kennel|litter tray|spaniel|terrier|labrador|retriever|poodle|collie|husky|bulldog|dachshund|chihuahua|beagle|pug|perros?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|caballos?|conejos?|mascotas?|hund(?!ert)\w*|welpe\w*|katze\w*|pferd\w*|kaninchen\w*|haustier\w*|chiens?|chiots?|chaton|cheval|chevaux|lapins?|cachorr[oa]s?|cao|caes|cavalos?|coelhos?|cane|cani|cucciol[oi]|gatti|cavall[oi]|conigli[oi])\b/i
