import { family, type OccupationEntry } from './family'

export const WELLBEING: OccupationEntry[] = [
  ...family('Health, Fitness & Beauty', [
    [
      'Personal Trainer',
      'fitness coaching and weight loss through exercise',
      'personal trainer; gym; workout; exercise; lose weight; weight loss; lose pounds; get fit; fitness; strength training; build muscle; motivation to exercise; entrenador personal; Fitnesstrainer; coach sportif; tone up; get in shape; training plan; marathon training; running plan; triathlon; ironman; 10k; half marathon; race training; endurance; home workouts; workout plan; get stronger; strength; gym plan; exercise routine; fitness plan; out of breath; winded; unfit; out of shape; push me; keep me accountable; clothes dont fit; jeans dont fit',
    ],
    [
      'Yoga Instructor',
      'yoga classes, flexibility and breathing',
      'yoga; flexibility; stretching; breathwork; meditation; mindfulness; prenatal yoga; beginners yoga; stiff; breathing; relaxation',
    ],
    [
      'Pilates Instructor',
      'pilates for core and posture',
      'pilates; core strength; reformer; posture exercises; core; posture; mat pilates',
    ],
    [
      'Nutritionist',
      'healthy eating and diet plans',
      'nutrition; nutritionist; healthy eating; diet plan; eat better; lose weight; weight loss diet; meal plan; vegan; gut health; sports nutrition; nutricionista; Ernährung; nutritionniste; what should I eat; meal ideas; eat healthier; sugar cravings; bloating; protein intake; energy; snacking; eating habits',
    ],
    [
      'Massage Therapist',
      'massage for tension and muscle pain',
      'massage; sore muscles; tension; knots; deep tissue; relaxation; sports massage; masaje; Massage; stiff shoulders; tight muscles; back knots; relaxing massage; tense',
    ],
    [
      'Hairdresser',
      'haircuts and colouring',
      'hairdresser; hair; haircut; hair colour; dye; balayage; bridal hair; peluquera; Friseur; coiffeur; hair falling; hair damaged; colour went wrong; wedding hair; curly hair cut; colour; blonde; highlights; hairstyle; hair breaking; fringe; bangs; trim; bad haircut; cut too short; wonky cut; grey roots; roots; split ends; frizzy hair',
    ],
    [
      'Makeup Artist',
      'makeup for weddings, events and shoots',
      'makeup; make-up; bridal makeup; bride; wedding morning; event makeup; maquillaje; Make-up; maquillage; makeup for photoshoot; prom makeup; makeup lesson; special effects; glam; photoshoot makeup',
    ],
    ['Nail Technician', 'manicures, pedicures and nail art', 'nails; manicure; pedicure; gel nails; nail art; acrylic nails; acrylics'],
    [
      'Esthetician',
      'facials and skin treatments',
      'facial; facials; esthetician; skin treatment; chemical peel; glowing skin; spa; skin care; dull skin; waxing; peel; blackheads',
    ],
    ['Barber', "men's haircuts and beards", "barber; fade; beard; beard trim; shave; mens haircut; men's haircut"],
  ]),
]
