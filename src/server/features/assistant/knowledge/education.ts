import { family, type OccupationEntry } from './family'

export const EDUCATION: OccupationEntry[] = [
  ...family('Education & Languages', [
    [
      'Math Tutor',
      'maths help: algebra, calculus, geometry, statistics, exams',
      'math; maths; mathematics; algebra; functions; equations; calculus; geometry; statistics; trigonometry; failing math; math exam; math homework; tutor; tutoring; matemáticas; Mathe; Nachhilfe; maths; mathématiques; maths homework help; gcse maths; fractions; percentages; quadratic; probability; struggling with maths; math test',
    ],
    [
      'Physics Tutor',
      'physics help for school and university',
      'physics; mechanics; electricity homework; ap physics; a-level physics; física; Physik; physique; forces; energy; circuits homework; physics exam; motion; electricity physics',
    ],
    [
      'Chemistry Tutor',
      'chemistry help for school and university',
      'chemistry; organic chemistry; chem; lab report; química; Chemie; chimie; organic reactions; chemical reactions; periodic table; moles chemistry; stoichiometry; chemistry homework; chemistry exam; balancing equations; titration; reactions',
    ],
    [
      'English Teacher',
      'English lessons and exam prep (IELTS, TOEFL)',
      'english; learn english; english lessons; ielts; toefl; esl; business english; speak english; inglés; Englisch; anglais; improve my english; english speaking practice; english grammar; english for work; cambridge exam',
    ],
    [
      'Spanish Teacher',
      'Spanish lessons',
      'spanish; learn spanish; spanish lessons; español; moving to spain; dele; Spanisch; espagnol; spanish conversation; moving to mexico; latin america trip spanish; speak spanish; latin america; spanish grammar; spanish homework; gcse spanish; spanish at school; talk to the locals',
    ],
    [
      'German Teacher',
      'German lessons and Goethe exam prep',
      "german; learn german; german lessons; german course; deutsch; moving to germany; berlin; goethe exam; alemán; allemand; cours d'allemand; Deutschkurs; learn deutsch; german for work; b1 german; telc; german citizenship test; speak german; german grammar; german homework; gcse german; german at school",
    ],
    [
      'Mandarin Teacher',
      'Mandarin Chinese lessons',
      'mandarin; chinese; learn chinese; hsk; pinyin; chino; Chinesisch; chinois; china; chinese lessons',
    ],
    [
      'French Tutor',
      'French lessons',
      'french; learn french; french lessons; français; moving to france; paris; delf; francés; Französisch; delf b2; b2 french; french exam; conversation in french; improve my french; aider a preparer le delf; speak french; french grammar; french homework; gcse french; a-level french; french at school',
    ],
    [
      'Music Teacher',
      'music lessons, singing and theory',
      'music; music lessons; singing; voice lessons; music theory; songwriting; música; Musik; violin; drums',
    ],
    ['Piano Teacher', 'piano lessons', 'piano; keyboard; piano lessons; learn piano; sight reading; abrsm; Klavier; keyboard lessons'],
    ['Guitar Teacher', 'guitar lessons', 'guitar; guitar lessons; learn guitar; chords; electric guitar; Gitarre; guitare'],
    [
      'Test Prep Tutor',
      'SAT, GMAT, GRE, ACT prep',
      'sat; gmat; gre; act; test prep; exam prep; entrance exam; standardized test; entrance exam prep; university admission test; lsat; mcat; 11 plus; score',
    ],
    [
      'Special Education Teacher',
      'support for children with learning difficulties: dyslexia, autism, ADHD',
      'special needs; special education; sen; learning difficulties; dyslexia; reading problems; falling behind at school; autism; adhd at school; iep; struggling at school; dislexia; Legasthenie; dyslexie; cannot sit still in class; disrupts the class; behaviour at school; struggles to concentrate in class; learning support; ehcp; processing difficulties; autistic; adhd',
    ],
    [
      'Translator',
      'translates documents and certified translations',
      'translation; translate; translator; certified translation; document translation; localization; traducción; Übersetzung; traduction; translate a document; translate my diploma; diploma translation; sworn translation; birth certificate translation; subtitles; marriage certificate translation; translate into german; translate into english; official translation; translate contract; translate website; translated; documents translated',
    ],
    [
      'Interpreter',
      'interprets spoken language at meetings, doctors and courts',
      'interpreter; interpreting; sign language; conference interpreting; accompany me to appointment; intérprete; Dolmetscher; interprète; interpret; meeting in another language; speak for us; live translation; only speaks; interpret at a hospital appointment; does not speak english; doesnt speak english; come with us to the appointment',
    ],
  ]),
]
