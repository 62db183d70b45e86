import { family, type OccupationEntry } from './family'

export const LEGAL: OccupationEntry[] = [
  ...family('Legal', [
    [
      'Immigration Lawyer',
      'handles visas, work permits, residence, citizenship and asylum',
      'immigration; visa; visa refused; visa denied; work permit; green card; residence permit; citizenship; naturalization; passport for spouse; deportation; asylum; moving abroad paperwork; spouse visa; overstayed; visado; permiso de residencia; Aufenthaltstitel; Visum; titre de séjour; move to another country; relocate abroad; residency; family reunification; bring my wife over; student visa; visa extension; expires; dual citizenship; blue card; papers to live here; bring my partner; partner visa; fiance visa; working abroad; move to this country; stay in the country; deported; passport; h1b; h-1b; l1 visa; grace period; visa sponsorship; sponsor my visa; laid off on a work visa; lost my job on a visa; days to leave',
    ],
    [
      'Family Lawyer',
      'divorce, separation, child custody, child support and prenups',
      'divorce; separating; separation; splitting up; ex wife; ex husband; custody; child custody; visitation; child support; alimony; spousal support; prenup; adoption; family court; custody battle; co-parenting agreement; divorcio; custodia; Scheidung; Sorgerecht; divorce; garde des enfants; ex will not let me see my kids; parenting plan; access to children; child maintenance; prenuptial; guardianship; will custody; child support not paid; ex will not pay; maintenance payments; unpaid child support; ex partner; children after separation; who keeps the kids; see my children; child arrangements; ex partner will not let me; who the kids live with; children live with; where the children live; wants half; half my pension; wants the house; divorce settlement; financial settlement; split the assets; who gets the house',
    ],
    [
      'Corporate Lawyer',
      'company law: incorporation, shareholders, mergers, investment deals',
      'corporate law; company law; incorporate; set up a company; shareholders agreement; cofounder dispute; equity split; term sheet; mergers; acquisitions; selling my company; investment contract; venture financing; business partner; partner taking money; embezzlement; company account; shareholder dispute; partnership agreement; contract for my business; terms and conditions; founder agreement; buy out my partner; privacy policy; gdpr; data protection; legal compliance; terms of service; legal setup for my startup; contracts with clients; contract for freelancers; freelancer contract; contractor agreement; service agreement; supplier contract; review a contract; draft a contract; nda; non-disclosure agreement; company registration; bank froze my business account; business bank account frozen; partner wants out; wants out of the business; share of the business; value of the business; buy him out; nothing in writing; refuses to pay; wont pay the invoice; unpaid invoice; pay the balance; keep the deposit; cancellation terms; cancellation policy; contract with customers; threatening to sue; sue my business; liability; buying a business; buying an existing business; sell my business; sell my practice; limited company; refund dispute',
    ],
    [
      'Criminal Defense Attorney',
      'defends people accused or arrested: charges, bail, court, DUI',
      'arrested; charged; criminal charge; police; court date; bail; dui; drunk driving; assault charge; theft charge; criminal record; defense lawyer; accused; trial; abogado penal; Strafverteidiger; avocat pénal; pulled over; caught; police station; summons; warrant; fraud charge; drug charge; speeding court; arrested for; charged with; caught with drugs; police want to question me; questioning; interview under caution; court case; criminal',
    ],
    [
      'Employment Lawyer',
      'workplace rights: dismissal, discrimination, contracts, severance',
      'fired; dismissed; sacked; let go; laid off; unfair dismissal; wrongful termination; wrongful dismissal; pregnant at work; pregnancy discrimination; discrimination at work; harassment at work; employer; severance; employment contract; non-compete; unpaid wages; overtime not paid; despido; Kündigung; Arbeitsrecht; licenciement; age discrimination; comments about my age; passed over for promotion; bullied at work; hostile workplace; sexual harassment; maternity leave; sick leave dismissed; redundancy; constructive dismissal; settlement agreement; contract terms at work; whistleblowing; not paid; salary not paid; wages not paid; employer owes me; dismissed without notice; unfair treatment at work; employment rights; workplace rights; discriminated; fired without reason; lost my job; they did not pay me; didnt pay me; final pay; final paycheck; owed wages; wages owed; never paid me; holiday entitlement; leave entitlement; annual leave; paid leave; unused vacation days; boss has not paid me; employer has not paid me; not been paid for weeks; compensation for an injury at work; tip pool; tips shared with the kitchen; non compete; tip sharing; injured at work; workplace injury; overtime pay; unfairly dismissed; public holidays pay; staff without contracts',
    ],
    [
      'Intellectual Property Attorney',
      'trademarks, patents, copyright and licensing',
      'trademark; register a brand name; patent; invention; copyright; someone copied my design; stole my logo; licensing; ip; infringement; cease and desist; marca registrada; Marke; Patent; brevet; using our brand name; using my photos without permission; copied my product; trademark infringement; protect my idea; app name taken; copied our name; copied my work; brand name stolen; protect my brand; our product copied; using almost the same logo; same logo as ours; looks like our logo; use a song; music licensing; copied our photos; copied my designs; same name as my business',
    ],
    [
      'Real Estate Attorney',
      'property law: buying and selling property, leases, landlord-tenant disputes, deposits',
      'landlord; tenant; deposit; security deposit; inherited a house; inherited property; inheritance of a house; probate; executor of a will; testament; estate planning; living trust; testamento; Testament; estate of a parent; deposit not returned; lease; rental agreement; eviction; evicted; rent increase; landlord dispute; tenant rights; conveyancing; closing; title; property purchase contract; easement; neighbour boundary dispute; casero; fianza; Vermieter; Kaution; Mietvertrag; propriétaire; caution; bail; mould and landlord will not fix; repairs not done; buying a house contract; sale fell through; neighbour built on my land; right of way; squatters; deposit back; keeping the deposit; landlord deductions; estate administration; probate paperwork; letters of administration; estate and probate; deal with the estate; landlord enters without permission; landlord comes in without asking; landlord lets himself in',
    ],
    [
      'Tax Lawyer',
      'tax disputes, tax audits, international and estate tax law',
      'tax law; irs audit; tax dispute; tax fraud accusation; offshore; back taxes penalty; estate tax; international tax; tax investigation; back taxes; tax penalties; tax evasion',
    ],
    [
      'Paralegal',
      'legal paperwork: drafting, filings, case documents',
      'paralegal; legal assistant; court filings; legal documents; fill in legal forms; case management; e-discovery; draft a privacy policy; prepare legal documents; legal paperwork for business; legal forms; court forms; fill in legal paperwork; document preparation; file court papers; consumer rights; refund refused; faulty goods; arrived broken; small claims; small claims court; letter before action',
    ],
    [
      'Notary Public',
      'notarizes signatures, certifies copies, apostilles and affidavits',
      'notary; notarize; notarise; apostille; certified copy; affidavit; witness a signature; power of attorney signature; notario; Notar; Beglaubigung; notaire; apostilled; apostilled documents; legalise documents; legalization; documents for use abroad; sign in front of a notary; certify a document; statutory declaration; certify a signature; sworn statement',
    ],
    [
      'Mediator',
      'helps two sides settle a dispute without going to court',
      'mediation; mediator; conflict; dispute; settle out of court; avoid court; disagreement; negotiation; arbitration; neighbour dispute; landlord dispute; business partner dispute; family mediation; mediación; Mediation; Schlichtung; médiation; neighbour dispute; noise from neighbours; family feud; inheritance dispute between siblings; workplace conflict; agree without lawyers; co-parenting disagreements; avoid suing; resolve a dispute; falling out; sort it out without court; both sides; dispute with neighbours',
    ],
  ]),
]
