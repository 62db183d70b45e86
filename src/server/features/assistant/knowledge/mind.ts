import { family, type OccupationEntry } from './family'

export const MIND: OccupationEntry[] = [
  ...family('Mental Health & Coaching', [
    [
      'Psychologist',
      'talk therapy for anxiety, depression, stress and life difficulties',
      'psychologist; therapy; therapist; anxiety; anxious; depression; depressed; stress; burnout; overwhelmed; panic; worry all the time; low mood; self esteem; counselling; talk to someone; sleep problems stress; psicólogo; ansiedad; Psychologe; Angst; psychologue; cannot stop crying; sad all the time; on edge; cannot sleep; insomnia; lonely; loneliness; sadness; feel empty; overthinking; anger issues; teenager; teenage son; teenage daughter; withdrawn; barely leaves his room; isolating; seems down; low; mood; feeling low; hopeless; phobia; fear of flying; social anxiety; anger; self harm; emotional; anxiety attacks; low self esteem; racing thoughts; performance anxiety; not coping; stage fright; burnt out; burned out; cry before work; dread going to work',
    ],
    [
      'Clinical Psychologist',
      'assessment and therapy for trauma, PTSD, OCD and learning or developmental concerns',
      'trauma; ptsd; flashbacks; since the accident; night sweats; jump at noises; hypervigilant; reliving it; assault; abuse; nightmares; after the accident; crash; car accident; jumpy; startle; ocd; intrusive thoughts; compulsions; compulsively; compulsive checking; checking rituals; wash my hands over and over; cannot stop checking; emdr; psychological assessment; assessment; diagnosis; adhd assessment; dyslexia assessment; autism assessment; something more; testing; psicólogo clínico; Trauma; traumatisme; adhd; attention problems; cannot concentrate; cannot sit still; disruptive; autism spectrum; learning disability assessment; eating disorder; psychological evaluation; obsessive; compulsive; checking things; phobia; trauma after',
    ],
    [
      'Marriage Counselor',
      'couples therapy: communication, conflict, trust',
      'couples therapy; marriage; relationship; my partner; we argue; arguing; fighting all the time; trust; affair; cheating; communication problems; save our marriage; premarital; terapia de pareja; Paartherapie; thérapie de couple; we fight; fight constantly; we do not talk anymore; distant; drifting apart; couple; partner and I; intimacy; jealousy; relationship problems; breakup; boyfriend; no intimacy; separation or stay together; marriage counselling; marriage problems; save our relationship; constant fights; trust issues; couples counselling',
    ],
    [
      'Life Coach',
      'motivation, habits, confidence and life direction',
      'life coach; motivation; stuck in life; purpose; direction; habits; procrastination; confidence; time management; goals; change my life; midlife; coach de vida; Lebensberatung; coach de vie; lost; unmotivated; lack of direction; work life balance; confidence issues; personal growth; new year goals; no direction; no motivation; what do I want from life',
    ],
    [
      'Career Coach',
      'career changes, job search, CV and interviews',
      'career; career change; change career; switch careers; job; hate my job; dread work; job search; cv; resume; interview; interviews; linkedin; promotion; salary negotiation; ask for a raise; asking for a raise; ask my boss for a raise; negotiate a pay rise; unemployed; orientación laboral; Karriere; Berufswechsel; Bewerbung; reconversion; carrière; cv rewritten; applied to jobs; no replies; no callbacks; heard nothing back; job applications; cover letter; job interview nerves; graduate job; return to work after kids; career break; redundancy next steps; new job; change of job; cv update; transferable skills; next career step; laid off what now; retrain; retraining; too old to change career; new career at 40; move into teaching; change careers; bored in my job; bored at work; bored of my job; job is boring; more meaningful work; something more meaningful; what job suits me',
    ],
    [
      'Executive Coach',
      'leadership coaching for managers and executives',
      'leadership; executive; new manager; managing a team; team leader; c-suite; executive presence; leadership style; 360 feedback; managing people; first time manager; leading a team; difficult conversations with staff; public speaking for leaders; board; leading people; promoted; new leadership role; leadership skills; public speaking; presentation skills; speak at a conference; give a talk; keynote',
    ],
    [
      'Addiction Counselor',
      'alcohol, drugs, gambling and recovery',
      'addiction; addicted; alcohol; drinking too much; drugs; gambling; relapse; recovery; sobriety; sober; quit drinking; rehab; adicción; Sucht; addiction; drink every night; cannot stop drinking; alcoholic; using drugs; cocaine; cannabis; addicted to gambling; porn addiction; smoking; hangover every day; binge drinking; vaping; gaming addiction; phone addiction; addicted to my phone; cannot stop checking my phone; check my phone all the time; checking my phone; glued to my phone; cannot stop scrolling; doomscrolling; screen time; social media addiction; husband drinks; son on drugs; alcohol problem; drug problem',
    ],
    [
      'Grief Counselor',
      'support after a death or loss',
      'grief; grieving; loss; died; passed away; death of my; bereavement; lost my; miscarriage; mourning; duelo; Trauer; deuil; died; passed; death; funeral; lost my father; lost my mother; cannot stop crying; crying; miss him; miss her; widow; widowed; pet died; death of; cannot get over the loss; numb; feel numb since; since he passed; since she passed; died by suicide; suicide',
    ],
  ]),
]
