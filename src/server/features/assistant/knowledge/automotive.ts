import { family, type OccupationEntry } from './family'

export const AUTOMOTIVE: OccupationEntry[] = [
  ...family('Automotive', [
    [
      'Auto Mechanic',
      'car repairs: brakes, engine, warning lights, noises',
      "car; mechanic; car repair; brakes; grinding brakes; squeaking; vibration; engine; check engine light; warning light; noise; car won't start; battery; clutch; gearbox; oil leak; overheating; tyres; mecánico; coche; frenos; Werkstatt; Auto; Bremsen; garagiste; voiture; freins; idle; rough idle; stalls; car makes noise; exhaust; suspension; car service; mot; inspection failed; car battery dead; transmission; car making noise; car shakes; car pulls to one side; smoke from engine; car overheating; oil light; flat battery; car service due; dashboard light; timing belt; car noise; car will not start; service; car aircon; aircon regas",
    ],
    [
      'Car Detailer',
      'car cleaning, polishing and coating',
      'detailing; car cleaning; polish; ceramic coating; scratches; interior clean; interior cleaning; car smells; valeting',
    ],
    [
      'Driving Instructor',
      'driving lessons and test preparation',
      'driving lessons; learn to drive; driving test; learner driver; license; nervous driver; Fahrschule; auto-école; failed my driving test; scared of driving; driving anxiety; refresher lessons; motorway lessons',
    ],
    [
      'Motorcycle Mechanic',
      'motorcycle and scooter repair',
      'motorcycle; motorbike; scooter; bike repair; moto; Motorrad; motorbike will not start; bike will not idle; carburettor; chain; motorcycle service; scooter repair; bike engine; motorcycle battery; mot for bike; bike will not start',
    ],
  ]),
]
