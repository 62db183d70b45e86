import { family, type OccupationEntry } from './family'

export const FOOD_TRAVEL_EVENTS: OccupationEntry[] = [
  ...family('Food, Travel & Events', [
    [
      'Chef',
      'cooking, menus and cooking classes',
      'chef; cook; cooking; recipes; menu; cooking class; learn to cook; restaurant menu; catering; cocinero; Koch; cuisinier; cooking lessons; menu for my restaurant; recipe development; meal ideas; learn knife skills',
    ],
    [
      'Private Chef',
      'cooks at your home for dinners and parties',
      'private chef; personal chef; dinner party; cook for guests; birthday dinner; meal prep; cook for my family; chef a domicilio; Privatkoch; chef à domicile; cook for us; weekly meals; chef at home',
    ],
    [
      'Pastry Chef',
      'cakes, desserts and pastry',
      'cake; birthday cake; wedding cake; desserts; pastry; pastries; chocolate; cake decorating; macarons; cake recipe failed; cupcakes; wedding cake design; tiered cake; patisserie',
    ],
    [
      'Baker',
      'bread and baking',
      'bread; sourdough; baking; bakery; gluten-free baking; croissants; sourdough not rising; dense bread; flat loaf; starter; bread recipe; proofing; flour; baked goods; pastries for a cafe; loaves',
    ],
    [
      'Sommelier',
      'wine choice and pairing',
      'wine; wine pairing; wine tasting; wine list; cellar; sommelier; wine recommendations; wine to go with; tasting menu; wine cellar; wine gift; which wine; wines',
    ],
    [
      'Event Planner',
      'organises events, parties and conferences',
      'event; events; party; organise a party; conference; corporate event; venue; birthday party; celebration; event planning; retreat; company retreat; offsite; team building; guests; people attending; gala; launch event; festival; organise an event; catering and venue; anniversary party; fundraiser; company party; product launch; graduation party; plan an event; party planning',
    ],
    [
      'Wedding Planner',
      'plans weddings',
      'wedding planner; plan my wedding; wedding; ceremony; reception; destination wedding; vendors; wedding in months; have not booked anything; wedding venue; wedding budget; wedding checklist; elopement planning; engaged; plan our wedding; organising the wedding; venue; flowers; catering; wedding day; where do we begin; where do we start; plan a wedding abroad',
    ],
    [
      'Travel Agent',
      'plans trips: itineraries, flights, hotels, trains',
      'travel; trip; vacation; holiday; itinerary; plan a trip; organise the trip; flights; hotels; trains; tour; honeymoon; viaje; Reise; Urlaub; voyage; honeymoon; bali; thailand; round the world; itinerary help; where to go; plan my holiday; book a trip; family holiday; cruise; road trip; book flights; holiday booking; trip planning; travel plans',
    ],
    [
      'Tour Guide',
      'local guided tours',
      'tour guide; city tour; sightseeing; local guide; walking tour; food tour; show us around; guide in rome; visiting the city; private tour; sights; guided tour; history tour',
    ],
    [
      'Bartender',
      'cocktails and bar for events',
      'bartender; cocktails; mixology; bar; drinks menu; cocktail menu; drinks menu for our restaurant; signature cocktails; bar menu; mocktails; bar staff for a party; drinks at the party; mobile bar; bar service',
    ],
  ]),
]
