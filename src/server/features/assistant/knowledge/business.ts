import { family, type OccupationEntry } from './family'

export const BUSINESS: OccupationEntry[] = [
  ...family('Business & Management', [
    [
      'Management Consultant',
      'business strategy and making a company work better',
      'consulting; strategy; business strategy; grow my business; efficiency; restructure; market entry; due diligence; business problems; business is losing money; profitability; costs too high; growth strategy; restructuring; expand to new market; not growing; business review; raise prices; raise my prices; pricing strategy; prices cover my costs; margins; profit margin; actually profitable; dependent on one client; one big client; second location; franchise; occupancy dropped; sales dropped; what is my business worth; value of my business; sales team; sales targets; missing targets; underperforming team; sales performance; sales process',
    ],
    [
      'Business Analyst',
      'requirements and processes for projects',
      'business analysis; requirements; process mapping; user stories; stakeholders; bpmn; gather requirements; system requirements; specification',
    ],
    [
      'Project Manager',
      'plans and delivers projects on time',
      'project management; project manager; deadlines; plan a project; schedule; jira; pmp; project delayed; coordinate; project is late; project plan; coordinate contractors; renovation project management; timeline; budget overrun; coordinating; vendors; over budget; office move; office relocation; moving offices; nobody owns it',
    ],
    [
      'Product Manager',
      'product strategy, roadmap and priorities',
      'product management; roadmap; prioritize features; product strategy; go-to-market; mvp; prioritise features; product roadmap; features; which features to build; what to build next; feature requests; nobody decides; prioritising',
    ],
    [
      'Startup Advisor',
      'advice for startups: fundraising, pitch decks, investors, business models',
      'startup; start-up; pitch deck; deck; pitch; investors; angel investors; seed round; fundraising; raise money; venture capital; vc; business model; founder; inversores; Gründer; Investoren; levée de fonds; business idea; validate my idea; startup funding; raise capital; crowdfunding; accelerator; cofounder; startup idea; how much to charge; what to charge; hourly rate; day rate; what rate; charge per hour; charge per project; per package; quote for a job; pricing my services; price my services; price my classes; went freelance; going freelance; just went self-employed; turn it into a business; turn my hobby into a business; open a second location; open my own studio; subscription model; business loan or investor',
    ],
    [
      'HR Consultant',
      'HR policies, hiring, staff problems',
      'hr; human resources; staff problems; employee issue; hr policy; hiring process; performance review; employee handbook; difficult employee; fire an employee; disciplinary; grievance; hr advice; staff handbook; employee contracts; toxic team; employee not performing; onboarding; staff fighting; staff always fighting; conflict between staff; shouting at staff; shouting at the junior staff; bullying staff; atmosphere in the team; staff keep quitting; staff turnover; team morale; terrible with the team; growing team; holiday tracking; track holidays; holiday requests; asked for a raise; pay rise requests; salary bands; pay structure; contracts for my team; contracts for our staff; hr processes',
    ],
    [
      'Recruiter',
      'finds candidates to hire',
      'recruiting; recruiter; hire; hiring; find candidates; headhunter; talent; job posting; need to hire a developer; find staff; cannot find candidates; recruitment agency; headhunt; recruit; recruitment; job openings; cannot find staff; job ads; job advert; nobody applies; no applicants; candidates ghost us; seasonal staff; summer staff; hire staff; find a manager; reliable manager; qualified staff; cant find staff',
    ],
    [
      'Supply Chain Consultant',
      'logistics, suppliers, inventory and procurement',
      'supply chain; logistics; supplier; suppliers; inventory; stock; procurement; shipping; import goods; manufacturer; deliveries late; sourcing',
    ],
    [
      'Operations Manager',
      'day-to-day operations, processes and efficiency',
      'operations; processes; lean; six sigma; efficiency; kpi tracking; run the business day to day; warehouse; fulfilment; who does what; wrong orders sent; things fall through the cracks; messy processes; daily operations; no-shows; no shows; dont show up; do not show up; guests not showing up; double booking; double booked; overbooked; queue is too long; long queues; waiting times; wait too long; waiting too long; shift rota; staff rota; rota; shift schedule; cancelled appointments; late cancellations; last minute cancellations; show up late; turn up late; front desk overwhelmed; phone always busy; cannot get through on the phone; housekeeping; dinner rush; lunch rush; food waste; bake too much; too much left over',
    ],
    [
      'Agile Coach',
      'scrum, kanban and agile teams',
      'agile; scrum; kanban; sprint; retrospectives; scrum master; safe; sprint deadlines; standups; standup chaos; team velocity; missed sprints; backlog chaos; sprints; team process',
    ],
  ]),
]
