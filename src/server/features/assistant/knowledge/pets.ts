import { family, type OccupationEntry } from './family'

export const PETS: OccupationEntry[] = [
  ...family('Pets & Animals', [
    [
      'Dog Trainer',
      'dog obedience and training',
      'dog training; train my dog; puppy; puppy classes; obedience; recall; pulls on the leash; leash; lead; jumping up; barking; sit and stay; house training; adiestrador; Hundetrainer; dresseur; peeing in the house; toilet training; chewing; puppy biting; pulling; does not listen; come back when called; crate training; new puppy; leash training; barks at visitors; dog does not come back; walk nicely; potty training; puppy training; jumps on people',
    ],
    [
      'Veterinarian',
      'sick or injured pets and animal health',
      'vet; veterinarian; sick pet; cat; my dog; dog; pet; kitten; rabbit; vomiting; not eating; limping; peeing; cannot pee; blood in urine; diarrhea; lethargic; ate something; poisoned; vaccinations for pets; veterinario; gato; perro; Tierarzt; Katze; Hund; vétérinaire; chat; chien; limping; limps; cojea; not eating; vomits; bleeding; lump on my dog; cat sneezing; dog scratching; fleas; ticks; worms; old dog; euthanasia; injury; swollen paw; seizure; kitten; puppy sick; diarrhea; sleepy pet; pet lethargic; diarrhoea; straining; injured pet; horse is lame; hoof; hoof abscess; hot hoof; has not eaten; eaten nothing; stopped eating; off his food; off her food; breathing noisily',
    ],
    [
      'Dog Groomer',
      'dog grooming, haircuts and nails',
      'grooming; groomer; dog haircut; matted fur; nail trim; dog bath; de-shedding; matted; nails clipped; coat; bath for the dog',
    ],
    [
      'Pet Sitter',
      'pet sitting and dog walking while you are away',
      'pet sitter; dog walker; cat sitter; going on holiday who feeds my cat; boarding; house sitting; look after my cat while away; look after my dog; away on holiday; feed my cat; walk my dog; pet care while travelling; pet sitting; while we are away; holiday pet care; dog walking; travelling; while we travel',
    ],
    [
      'Animal Behaviorist',
      'problem behaviour in pets: aggression, anxiety, reactivity',
      'behavior; behaviour; aggressive dog; aggression; reactive dog; growls; bites; separation anxiety; anxious dog; fearful; cat scratching; cat peeing outside box; dog aggressive to people; dog bites; cat attacks; pet anxiety; fear of fireworks; destructive when alone; howls when left; aggressive; attacks; hides; anxious pet; reactive; behaviour problem',
    ],
    [
      'Horse Trainer',
      'horse training and riding lessons',
      'horse; pony; riding; riding lessons; equestrian; equine; Pferd; cheval; horse will not load; trailer loading; horse bucks; young horse; horse behaviour; spooky horse; loading; trailer; rears; bucks',
    ],
  ]),
]
