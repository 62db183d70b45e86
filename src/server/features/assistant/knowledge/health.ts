import { family, type OccupationEntry } from './family'

export const HEALTH: OccupationEntry[] = [
  ...family('Medicine', [
    [
      'General Practitioner',
      'family doctor for any health worry, check-ups, referrals and explaining results',
      'gp; family doctor; doctor; checkup; check-up; feeling unwell; fever; cough; symptoms; health worry; blood test results; test results; what does my result mean; referral; prescription; vaccination; travel vaccines; tired all the time; primary care; mole; rash; médico de cabecera; Hausarzt; Arzt; médecin généraliste; feeling sick; dizzy; headache; headaches; migraine; migraines; migraine with aura; numbness; tingling; stomach ache; infection; blood pressure; persistent symptoms; which doctor; sick note; medical advice; cannot get pregnant; fertility; trying to conceive; ivf; tired; fatigue; weight gain; blood results; hair falling out; lumps; chest infection; ear ache; sore throat; urinary infection; general health; always tired; see a doctor; run down; feeling run down; losing weight without trying; unexplained weight loss; hoarse; hoarse voice; lost my voice; unwell for weeks; stomach pain; stomach hurts; heartburn; acid reflux; reflux; indigestion; burning in my chest after eating; constipation; breast lump; lump in my breast; found a lump; lump under my arm; snoring; snores; sleep apnoea; sleep apnea',
    ],
    [
      'Pediatrician',
      "children's doctor: development, illness, growth, vaccines",
      'child; children; kids health; baby; toddler; my son; my daughter; newborn; 2 year old; year old; infant fever; child development; milestones; late talker; not talking yet; growth; vaccines for kids; rash on baby; pediatra; Kinderarzt; pédiatre; month old; months old; baby sleep; wakes every hour; baby not sleeping; teething; ear infection; croup; baby weight; toddler tantrums; picky eater; cannot sit still; hyperactive child; child not growing; child rash; child fever; child cough; bedwetting; baby fever; toddler sick; sick child; baby rash; ear infection child; baby not feeding',
    ],
    [
      'Dermatologist',
      'skin, hair and nails: moles, acne, eczema, rashes, skin cancer checks',
      'skin; mole; mole changed; spot on my skin; skin cancer; acne; eczema; psoriasis; rash; itchy skin; hair loss; nails; rosacea; skincare; dermatólogo; lunar; Hautarzt; Muttermal; dermatologue; grain de beauté; hair falling out; hair thinning; bald patches; hair loss after pregnancy; itchy rash; hives; warts; nail fungus; skin tags; sunburn; dandruff; dry skin; skin patches; flaky skin; rash that will not go; spots; skin check; red bumps; bumps on my cheeks',
    ],
    [
      'Cardiologist',
      'heart and blood pressure: chest pain, palpitations, cholesterol',
      'heart; chest pain; palpitations; heart racing; irregular heartbeat; blood pressure; hypertension; cholesterol; ecg; heart attack; short of breath climbing stairs; cardiólogo; Herz; Blutdruck; cœur; blood pressure reading; high blood pressure; heart rate; fainting; dizzy spells; swollen ankles; chest tightness; heart flutter; skipped beats; arrhythmia; stroke risk; chest tight; tight chest; breathless on stairs; heart check',
    ],
    [
      'Psychiatrist',
      'medical doctor for mental health: diagnosis and medication',
      'psychiatrist; mental health; depression; medication; antidepressants; adhd; bipolar; anxiety medication; panic attacks; psychosis; hearing voices; suicidal thoughts; sleep and mood; psiquiatra; Psychiater; psychiatre; medication for anxiety; antidepressant side effects; mood swings; mania; schizophrenia; suicidal; self harm; adhd diagnosis adult; need medication; medication for depression',
    ],
    [
      'Dentist',
      'teeth and gums: toothache, fillings, bleeding gums, check-ups',
      'teeth; tooth; toothache; tooth pain; molar; wisdom tooth; gums; bleeding gums; sensitive teeth; cold hurts my tooth; cavity; filling; root canal; broken tooth; bad breath; dental; brush my teeth; dentista; muela; encías; dientes; Zahnarzt; Zahnschmerzen; Zahnfleisch; dentiste; dents; jaw swollen; wisdom teeth; tooth abscess; tooth infection; chipped tooth; dentures; teeth cleaning; gum disease; tooth sensitive; crown; implant; dental bridge; tooth knocked out; teeth grinding; swollen gums; loose tooth; cracked tooth; cracked a tooth; mouth; cold water hurts; sensitive to cold; hurts when I bite; bit on something hard',
    ],
    [
      'Orthodontist',
      'straightens teeth: braces, aligners, bite',
      'braces; aligners; invisalign; crooked teeth; straight teeth; overbite; underbite; bite correction; retainer; orthodontics; ortodoncista; Zahnspange; appareil dentaire; teeth stick out; gap in teeth',
    ],
    [
      'Pharmacist',
      'medicines: interactions, side effects, doses',
      'pharmacy; pharmacist; medicine; medication question; side effects; drug interactions; can I take together; dose; dosage; over the counter; prescription; farmacia; Apotheke; pharmacie; together with; tablets; painkillers with; medicine mix; head lice; lice treatment; threadworms',
    ],
    [
      'Optometrist',
      'eyes and vision: eye tests, glasses, contacts, dry eye',
      'eyes; eye; vision; blurry vision; glasses; contact lenses; eye test; eye exam; short-sighted; dry eyes; squinting; can not read the board; ojos; gafas; Augen; Brille; yeux; lunettes; blurry; prescription glasses; cannot see far; headaches when reading; eye strain; red eyes; contacts; itchy eyes; eye irritation; contact lens problems; reading glasses; cannot read small print; eyesight getting worse; glasses prescription',
    ],
    [
      'Physiotherapist',
      'rehabilitation of injuries and pain in muscles and joints',
      'physio; physical therapy; physiotherapy; injury; sports injury; sprained ankle; knee pain; back pain; shoulder pain; rehab; rehabilitation; after surgery recovery; running injury; pulled muscle; tendonitis; fisioterapeuta; Physiotherapie; kiné; kinésithérapeute; lifting boxes; hurt my back; bend over pain; sciatica; frozen shoulder; hamstring; ankle sprain; tennis elbow; rehab after surgery; mobility; injury rehab; knee injury; sprained; sprain; torn ligament; after surgery rehab; recover from injury',
    ],
    [
      'Chiropractor',
      'spine, neck and posture problems',
      'chiropractor; spine; neck pain; stiff neck; back pain; lower back; posture; slipped disc; spinal adjustment; quiropráctico; Chiropraktiker; back pain when bending; lower back pain; hip pain; back cracks; alignment; spine adjustment; back cracking; crick in my neck; misaligned; spinal',
    ],
    [
      'Radiologist',
      'reads and explains imaging: MRI, CT, X-ray and ultrasound reports',
      'mri; ct scan; scan results; x-ray; xray; ultrasound; imaging; radiology report; what does my scan mean; lesion; finding on scan; explain my report in plain words; resonancia; Röntgen; MRT; Befund; IRM; radiologie; ct results; scan report; ultrasound report; x-ray results; mammogram; what the radiologist wrote; medical imaging report; nodule; scan results mean; lesion on the scan',
    ],
  ]),
  ...family('Nursing & Care', [
    [
      'Registered Nurse',
      'nurse advice: wounds, symptoms, after-hospital care',
      'nurse; nurse advice; wound; wound care; stitches; dressing; hospital discharge; injection; iv; triage; is this an emergency; enfermera; Krankenschwester; Pflege; infirmière; wound dressing; injections at home; nurse at home; post-operative care; catheter',
    ],
    [
      'Pediatric Nurse',
      'nursing care for babies and children',
      'baby care; newborn; infant; breastfeeding; baby sleep; baby feeding; children nurse; pediatric; colic; vaccinations for baby; newborn care; feeding baby; baby weight gain; sick baby care; infant care',
    ],
    [
      'Midwife',
      'pregnancy, birth and the weeks after',
      'pregnancy; pregnant; birth plan; giving birth; labour; labor; prenatal; antenatal; postnatal; postpartum; breastfeeding; doula; maternity; home birth; comadrona; partera; Hebamme; Schwangerschaft; sage-femme; grossesse; trying to get pregnant; fertility; conceive; pregnancy test positive; morning sickness; due date; birth preparation; pregnancy care; weeks pregnant; latching',
    ],
    [
      'Nurse Practitioner',
      'primary care nurse who can diagnose and prescribe',
      'np; nurse practitioner; primary care; prescriptions; chronic disease; diabetes management; womens health; repeat prescription; fertility check; contraception; sexual health; minor illness; infection; quick consultation',
    ],
    [
      'Home Care Aide',
      'care at home for elderly or disabled people: washing, meals, company',
      'home care; carer; caregiver; care at home; elderly parent; elderly; dementia; alzheimer; meals; companionship; respite; mobility assistance; personal care; cuidador; cuidado de mayores; Pflegekraft; Altenpflege; aide à domicile; help at home; elderly care; cannot manage alone; needs help at home; carer visits; live-in carer; after hospital at home; grandma needs help; grandad; aging parents; frail; cannot live alone; falls at home; nursing home or home care; incontinence care; help showering; personal care at home; home help; daily help; after hospital discharge; elderly relative needs help; care visits',
    ],
    [
      'Occupational Therapist',
      'helps people do daily activities after illness, injury or with disability',
      'occupational therapy; ot; daily living; after a stroke; adaptive equipment; home modifications; fine motor skills; handwriting difficulty; sensory issues; grab rails; Ergotherapie; ergothérapeute; getting dressed; dressing; daily tasks; independence; stroke recovery; after an injury at home; wheelchair; disability aids; daily activities; fine motor; independence at home; adaptations at home; hand function; tie his laces; tie her laces; make his own breakfast safely; make her own breakfast safely',
    ],
    [
      'Speech Therapist',
      'speech and language: late talkers, stuttering, swallowing',
      'speech; speech delay; late talker; not talking; words; language development; stuttering; stammer; lisp; pronunciation of a child; swallowing; voice; communication; logopeda; Logopäde; Sprachentwicklung; orthophoniste; child not talking; unclear speech; difficulty pronouncing; speech after stroke; aphasia; tongue tie; stutters; stuttering child; stammers; tartamudea; stottert; begaie; speech problems; talking late; not talking yet; hard to understand; speech therapy; only says a few words; says very few words; not putting words together; talks in sentences',
    ],
    [
      'Dietitian',
      'clinical nutrition: diabetes, allergies, medical diets',
      'dietitian; diet; medical diet; diabetes diet; ibs diet; food allergy; meal plan; weight management; cholesterol diet; nutrition therapy; dietista; Ernährungsberater; diététicien; coeliac; celiac; gluten free diet; kidney diet; eating disorder; crohns; what to eat with diabetes; food intolerance; eating plan for a condition; low fodmap; fodmap; ibs; allergen labels; allergens; allergy labels',
    ],
  ]),
]
