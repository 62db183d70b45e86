import { family, type OccupationEntry } from './family'

export const HOME: OccupationEntry[] = [
  ...family('Home & Trades', [
    [
      'Electrician',
      'wiring, sockets, fuses, lights and breakers',
      'electrician; electrical; sockets; outlet; power socket; no power; power cut; fuse; fuse box; breaker; circuit breaker; trips; tripping; rcd; lights flicker; wiring; light fitting; ev charger; sparks; burning smell from socket; electricista; enchufe; Elektriker; Steckdose; Sicherung; électricien; prise; no electricity in one room; light switch broken; install lights; rewire; electrical certificate; outlet sparking; power keeps going off; electric shock; extractor fan; bathroom fan; fan stopped working; doorbell; smoke alarm wiring; outdoor lights; flickering; burning smell; power outlet; sockets not working; electrics',
    ],
    [
      'Plumber',
      'leaks, pipes, drains, toilets, boilers and water heaters',
      'plumber; plumbing; bathroom renovation; new bathroom; bathroom refit; walk-in shower; install a shower; leak; leaking; water leak; dripping; ceiling leak; water stain; burst pipe; pipe; drain; blocked drain; clogged; toilet; toilet running; tap; faucet; shower; bathroom leak; boiler; water heater; no hot water; water pressure; fontanero; gotera; Klempner; Installateur; Wasserschaden; plombier; fuite; flooding; floods; flooded basement; basement; sump pump; damp basement; water in basement; radiator leaking; washing machine leak; dishwasher leak; sewer smell; low water pressure; drain blocked; blocked sink; toilet blocked; dripping tap',
    ],
    [
      'Carpenter',
      'custom woodwork, furniture, shelves and cabinets',
      'carpenter; carpentry; woodwork; wood; custom furniture; shelves; built-in wardrobe; cabinets; doors; decking; carpintero; Tischler; Schreiner; menuisier; kitchen cabinets; cabinets falling apart; custom cabinets; wardrobe; stairs; skirting; door frame; wooden floor; bunk beds; loft bed; built-in desk; fitted furniture; storage built in; built-in; wardrobes; shelves made; fitted; staircase',
    ],
    [
      'Handyman',
      'small jobs around the house',
      'handyman; odd jobs; small repairs; fix things; put up shelves; hang pictures; assemble furniture; ikea; drywall; patch a hole; manitas; Hausmeister; bricoleur; mount tv; fix a door; squeaky door; curtain rail; grout; regrout; tiling; retile; caulk; flat pack; put up; mount a tv',
    ],
    [
      'HVAC Technician',
      'heating, air conditioning, heat pumps and ventilation',
      'hvac; heating; heater; radiator; air conditioning; air con; ac not cooling; heat pump; furnace; ventilation; thermostat; calefacción; aire acondicionado; Heizung; Klimaanlage; chauffage; climatisation; air conditioner warm air; ac rattling; ac blows warm; heat pump noise; boiler pressure; no heating; ventilation smell; mould from condensation; extractor fan; bathroom ventilation; condensation; humidity; dehumidifier; air quality; ac; heating not working; boiler; radiators cold',
    ],
    [
      'Roofer',
      'roofs, roof leaks, gutters and tiles',
      'roof; roofer; roof leak; missing tiles; shingles; gutters; flat roof; chimney; water coming through roof; attic leak; tejado; Dach; toit; rain coming in; attic; loft leak; leaking roof; storm damage; tiles blown off; water stain after rain; roof tiles; slipped tiles; flashing; chimney leak; skylight leak; moss on roof; water in the attic; storm damage roof',
    ],
    [
      'Painter and Decorator',
      'painting walls and wallpapering',
      'painter; painting; paint walls; repaint; decorating; wallpaper; peeling paint; colour; pintor; Maler; peintre; peeling; repaint; paint the house; hallway; ceiling paint; stained walls; paint job; paint the walls',
    ],
    [
      'Locksmith',
      'locks, keys and lockouts',
      'locksmith; locked out; lockout; keys; lost my keys; key broke in lock; lock; change the locks; door will not open; smart lock; cerrajero; llaves; Schlüsseldienst; ausgesperrt; serrurier; clés; lost keys; door lock stuck; key stuck; broken lock; burglary lock change; safe opening; lock broken',
    ],
    [
      'Solar Panel Installer',
      'solar panels and home batteries',
      'solar; solar panels; photovoltaic; pv; home battery; energy bills; inverter; renewable energy; placas solares; Solaranlage; panneaux solaires; panels on the roof; cut electricity bill; electricity bill; go green; battery storage; feed in; renewable',
    ],
    [
      'Gardener',
      'garden and lawn care',
      'gardener; garden; lawn; grass; hedge; pruning; plants dying; weeds; vegetable garden; jardinero; Gärtner; jardinier; overgrown; hedge cutting; hedges; mow the lawn; garden maintenance; trees; weeding; garden tidy; mowing; trees cut',
    ],
    [
      'Landscaper',
      'patios, paving and garden construction',
      'landscaping; patio; paving; decking; yard; garden makeover; fence; retaining wall; outdoor; driveway; turf; fencing; new lawn; garden build',
    ],
    [
      'Cleaning Specialist',
      'house and deep cleaning',
      'cleaning; cleaner; house cleaning; deep clean; end of tenancy cleaning; move out cleaning; carpet cleaning; mould cleaning; limpieza; Reinigung; ménage; after builders clean; oven cleaning; window cleaning; airbnb cleaning; office cleaning; carpets cleaned; oven clean',
    ],
  ]),
  ...family('Real Estate & Engineering', [
    [
      'Real Estate Agent',
      'buying and selling homes',
      'real estate agent; realtor; estate agent; sell my house; buy a house; house hunting; property market; valuation; listing; inmobiliaria; Makler; agent immobilier; what is my house worth; sell my flat; selling a property; buying a flat; open house; asking price; estate agents fees; sell quickly; house not selling; estate agent; buying my first home; viewings; what price; house value; list the house; retail space; commercial property; shop premises; bigger premises; office space',
    ],
    [
      'Property Manager',
      'manages rental properties for landlords',
      'property management; rental property; tenants; rent collection; landlord; letting; vacant flat; manage my rental; find tenants; tenant not paying rent; airbnb management; letting agent; repairs; landlord duties',
    ],
    [
      'Home Inspector',
      'inspects houses for defects: cracks, damp, mould, before buying',
      'home inspection; house survey; survey; crack; cracks; crack in wall; damp; mould; mold; defects; subsidence; buying a house inspection; pre-purchase; is it serious; grieta; Riss; fissure; damp walls; rising damp; wet walls; water in basement; flooding basement; buying an old house; survey before buying; signs of subsidence; mould in house; check the house; before we buy; inspection; survey of the property; problems with the house',
    ],
    [
      'Civil Engineer',
      'roads, drainage, infrastructure and site works',
      'civil engineering; roads; bridges; drainage; infrastructure; site works; retaining wall design; drainage problem; flooding garden; surface water; retaining wall; driveway drainage; ground works; site engineering; groundworks',
    ],
    [
      'Structural Engineer',
      'checks and designs structures: cracks, walls, beams, foundations, extensions',
      'structural; structural engineer; crack; cracks; wall cracking; subsidence; foundations; load-bearing wall; remove a wall; steel beam; rsj; beams; extension; sagging ceiling; movement; ingeniero estructural; grieta; Statiker; Riss in der Wand; fissure; ingénieur structure; bowing wall; leaning wall; beam calculation; sagging floor; cracked foundation; chimney breast removal; beam; sagging; load-bearing; cracks in walls; structure',
    ],
    [
      'Mechanical Engineer',
      'machines, product design and CAD',
      'mechanical engineering; machine; prototype; product development; cad; solidworks; manufacturing; ventilation design; machine design; mechanical design; factory systems; hvac design; product engineering',
    ],
    [
      'Electrical Engineer',
      'electronics, circuits and power systems design',
      'electronics; circuit design; pcb; power systems; plc; automation; generators; backup power; electrical plans for a building',
    ],
    [
      'Quantity Surveyor',
      'construction cost estimates and tenders',
      'construction costs; building costs; cost estimate; quote for building; quantity surveyor; tender; bill of quantities; builder quotes; quotes vary; how much will it cost to build; building budget; cost of extension; cost estimate for building; quote reasonable; is the quote fair; overpriced quote; builder estimate; loft conversion cost; budget for building; cost plan; check the quote',
    ],
  ]),
]
