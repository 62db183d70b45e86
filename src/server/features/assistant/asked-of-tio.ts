/**
 * Questions put to Tio about how it works, read on the normalised message and its glossed English reading (see
 * asides.ts): what it accepts as payment, asking for a person in the bot's place, ordering and filtering its search,
 * what messaging or signing up costs, offering one's services here, and an expert's own side (payouts, rates).
 * Each is anchored on who is asked or what is ordered, so that the same words about the person's own shop, photos
 * or dentist ("my shop wants to accept credit cards", "sort my photos by date") stay a need.
 */
const PAYMENT =
  '(payments?|credit cards?|debit cards?|cards?|paypal|apple pay|google pay|bank transfers?|cash|crypto|bitcoin|klarna|cheques?|checks|amex|visa|mastercard)'

export const ASKED_OF_TIO: RegExp[] = [
  // "do you accept credit cards", "does tio take paypal", and a question opening on the verb ("aceptan tarjetas de crédito",
  // "acceptez-vous les cartes", "akzeptiert ihr Kreditkarten")
  new RegExp(
    `\\b(do|does|can|will) (you|you guys|you all|tio|the site|this site) (accept|take) (a |the )?${PAYMENT}\\b|^(voces |vous |you )?accept( vous| ihr| you)? (the )?${PAYMENT}\\b`,
  ),
  // a person in the bot's place ("can I talk to a real person instead of the bot", "someone from customer support")
  /\b(talk|speak|chat) (to|with) (a |an |one |some |the )?(real |actual |live )?(human( being)?|person|people|agent|someone)\b.{0,20}\b(instead of|rather than|not) (the |a |this |an |you)?(bot|chatbot|ai|robot|machine|you)\b|\b(talk|speak|chat) (to|with) (someone|somebody|a person|anyone) (from|at|in) (the )?(customer )?(support|service|customer service|tio|your team|the team)\b|\b(with|to) (a |an |one )?(real |actual |live )?(human|person|people) (talk|speak|chat)\W*$/m,
  // the search's order and filters ("sort search results by rating", "filter experts by price", "wie sortiere ich die Ergebnisse")
  /\b(sort|order|filter|rank|arrange|narrow down)(ed|ing)? (i |we )?(the |my |all )?(search )?(results|experts|list of experts|expert profiles|profiles)\b|\b(sort|order|filter)(ed|ing)? (them |it )?(by|per) (rating|ratings|reviews?|price|prices|stars|distance|availability|language|experience|popularity|newest|cheapest)\W*$|\b(experts|results|profiles) (are |get )?(ranked|sorted|ordered|listed)\b.{0,20}\b(search|results|first|top)\b/m,
  // what writing to an expert, a consultation or signing up costs ("is there a fee to message an expert", "is signing up free")
  /\b(fee|fees|charge|cost|costs|price|pay)\b.{0,20}\b(to|for) (message|messaging|contact|contacting|write|writing|talk|talking|chat|chatting) (to |with )?(an?|the|one of the|your) (expert|experts|specialist|professional)\b|\b(consultation|video call|written answer)s? (cost|costs)( here| on tio| on here)\W*$|\b(sign(ing)? ?up|register(ing)?|joining|creating an account)\b.{0,12}\b(free|cost anything|costs? money)\b|\b(free|cost anything) to (sign ?up|register|join)\b/m,
  // offering one's services here or joining as an expert ("kann ich hier meine Dienste anbieten", "register as an expert")
  /\b(offer|sell|list|advertise|provide|promote|propose|publish)s? (i |the )?(my|our) (services|skills)\b.{0,20}\b(here|on tio|on here|on (this|your) (site|platform|website|app))\b|\bhere\b.{0,10}\b(my|our) (services|skills) (offer|sell|list|advertise|propose)\b|\b(join|register|sign up|enrol|enroll|log in|be listed)( here| on tio)? as (an? )?(expert|specialist|professional|tutor|pro)\b|\bas (an? )?(expert|specialist) (join|register|sign up|log in)\b/m,
  // an expert's own side of Tio ("how do I get paid as an expert", "withdraw my earnings", "taxes on what I earn here")
  /\bhow (do|can|should|would) (i|we)\b.{0,40}\bas an? (tio )?expert\W*$|\b(withdraw|cash out|transfer out) (my )?(earnings|balance|payouts?)\b|\b(earn|earned|make|made) (here|on tio|on here)\b|\b(apply|sign up) again after (being |getting )?(rejected|refused|declined)\b|\b(upload|send|add) my (diploma|certificates?|degree|licen[cs]e|id|passport)\b.{0,20}\b(verification|profile|to get verified)\b/m,
  // what Tio offers ("do you offer discounts", "how do I use a promo code", "buy a gift card")
  /\b(do|does) (you|tio) (offer|have|give|sell|do)( any| a| an)? (student |senior )?(discounts?|gift (cards?|vouchers?)|vouchers?|promo(tion)? codes?|coupons?|free trials?)\b|\bhow (do|can) (i|we) (use|apply|redeem|enter) (a|my|the) (promo|discount|coupon|voucher|gift) (code|card)\b|\b(buy|give|send) (a|an) (tio )?gift (card|voucher)\b/,
  // the languages and formats of a consultation ("can I talk to an expert in french", "a phone call instead of video")
  /\b(talk|speak|write|chat) (to|with) (you|an expert|the experts?|the site) in (spanish|english|german|french|portuguese|italian)\b|\b(which|what) languages? (does|do|is|are) (the site|this site|the app|the website|tio|you) (support|offer|available|in)\b|\b(phone|voice|video) call instead of (a )?(video|phone|chat|written)\b|\bhow long (does|do|is) (a|the|my|one) (consultation|video call) (last|take)\b|\b(drops?|disconnects?|cuts? out|freezes?|lags?) during (the|my|a) (video )?(call|consultation)\b|\bfollow.?up (question|message)s? after (the|my|a) (session|consultation|call)\b|\blimit (on|to) (the )?(number of )?messages\W*$|\bpay (in|by) (installments|instalments)\W*$/m,
  // paying here failed ("my card was declined", "the payment failed but money was taken", "remove my credit card")
  /\b(my|the) (card|payment|credit card|debit card) (was |got |is being |keeps getting )?(declined|rejected|refused)\W*$|\bthe payment failed\b|\b(remove|delete|change|update) (my|the) (saved )?(credit card|debit card|card|payment method)\W*$/m,
  // one's own booking moved, asked with nothing else named ("can i reschedule instead of cancelling", "can we postpone it?")
  /^(can|could|may|do|how (do|can|could)) (i|we) (reschedule|postpone|rebook|move) ?(it|the appointment|the booking|the consultation|the session|the call)?( to (another|a later|a different) (day|time|date))?( instead of cancel\w*)?\W*$/m,
  // Tio's own emails that did not come ("never got the verification email", "didn't receive the confirmation link")
  /\b(never|not|didnt|did not|havent|have not|hasnt|has not|still (havent|have not|not)) (got|get|gotten|received?|arrived?)\b.{0,12}\b(the|my|a|any|your) (verification|confirmation|activation|sign ?up|welcome|password reset|reset|login) (email|e-mail|mail|link|code)\b/,
  // the data Tio holds on the person ("a copy of all the personal data you hold about me", GDPR's subject access)
  /\b(data|information|info) (that )?(you|tio) (hold|have|keep|store|collected?)s? (about|on|of) me\b|\b(copy|export|download) of (all )?(my|the) (personal )?(data|information)\b.{0,40}\b(you|tio|your site|this site|the site)\b/,
]
