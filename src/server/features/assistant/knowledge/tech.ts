import { family, type OccupationEntry } from './family'

export const TECH: OccupationEntry[] = [
  ...family('Software Development', [
    [
      'Full-Stack Developer',
      'builds complete web applications, front to back',
      'web app; web application; build a website; build an app; saas; platform; booking system; online platform; members area; login and payments; full stack; react; node; database and frontend; mvp; desarrollador web; Webentwickler; développeur web; web platform; marketplace website; customer portal; dashboard app; build software; app idea; develop a website; custom software; booking website; build a website with accounts; from scratch; build a saas',
    ],
    [
      'Frontend Developer',
      'builds the user interface of websites and web apps',
      'frontend; front end; website layout; responsive; mobile layout broken; css; react; vue; page looks wrong; accessibility; web performance; spa; website looks broken on phone; layout broken; menu overlaps; button not working; javascript; html; design not responsive; mobile view; website looks wrong on mobile',
    ],
    [
      'Backend Developer',
      'servers, APIs and databases behind apps',
      'backend; api; apis; server; database; python; django; java; go; microservices; integration; backend bug; python script; script crashes; code; coding; bug in my code; memory; memory leak; error message; csv processing; programming; developer; software engineer; automation script; database queries slow; api integration; payment integration; webhook; server code; rest api; slow queries; server side; integrations; spam folder; junk folder; land in spam; ends up in spam; emails never arrive; not arriving in the inbox; flagged as spam; deliverability; password reset email; reset email; transactional emails; reminder texts; automatic reminders; sms reminders; discount code; coupon code; gift card codes; checkout crashes; payment provider; cards declined; loyalty points; stamps expire; subscriptions dont renew; wrong currency; wrong times; orders come in twice; duplicate orders',
    ],
    [
      'Mobile App Developer',
      'builds apps for iPhone and Android',
      'app; mobile app; ios and android; both platforms; app store; google play; react native; flutter; build an app; booking app; app for my business; aplicación móvil; App entwickeln; application mobile; app crashes; app idea; publish an app; update my app; iphone app crash; app for phones; app for ios and android',
    ],
    [
      'iOS Developer',
      'builds iPhone and iPad apps',
      'ios; iphone app; ipad app; swift; swiftui; apple; app store; xcode; iphone app crashing; ios update broke my app; crashes on launch; testflight; apple rejected my app; apple app',
    ],
    [
      'Android Developer',
      'builds Android apps',
      'android; android app; kotlin; google play; android phone app; android app crashing; play store rejected; android update broke app; play store; samsung',
    ],
    [
      'DevOps Engineer',
      'deploys and runs software: CI/CD, cloud infrastructure, containers',
      'devops; deployment; deploy; ci/cd; pipeline; docker; kubernetes; terraform; aws infrastructure; containers; servers keep crashing; monitoring; deployments; pipelines; automate releases; infrastructure as code',
    ],
    [
      'Cloud Architect',
      'designs cloud setups and migrations on AWS, Azure or Google Cloud',
      'cloud; aws; azure; google cloud; cloud migration; move to the cloud; serverless; cloud costs; architecture; move to aws; migrate to the cloud; cloud setup; cloud bill too high',
    ],
    [
      'Site Reliability Engineer',
      'keeps services up: uptime, incidents, observability',
      'sre; uptime; downtime; outage; site goes down; on-call; incident; reliability; observability; prometheus; outages; monitoring; alerts; scaling; site goes down; server goes down; app goes down; site goes down; downtime; outage; crashes under load; peak traffic',
    ],
    [
      'QA Engineer',
      'tests software and automates tests',
      'qa; testing; tests; test automation; bugs; quality assurance; selenium; cypress; playwright; find bugs before release; test the app; find bugs; test plan; automated tests; regression testing',
    ],
    [
      'Game Developer',
      'makes video games',
      'game; video game; make a game; unity; unreal; gamedev; indie game; 3d game; mobile game; platformer; steam; game programmer',
    ],
    [
      'Embedded Systems Engineer',
      'firmware and electronics that run on devices',
      'embedded; firmware; microcontroller; arduino; raspberry pi; iot; device; hardware; rtos; iot device; hardware device; sensor; electronics prototype',
    ],
    [
      'Blockchain Developer',
      'smart contracts and crypto applications',
      'blockchain; crypto; smart contract; ethereum; solidity; nft; web3; defi; token; dapp; nfts; nft',
    ],
    [
      'WordPress Developer',
      'builds and fixes WordPress and WooCommerce websites',
      'wordpress; woocommerce; wp; plugin; plugin update; theme; blank page; white screen; site broke after update; website slow; cms; elementor; php website; my website is down; web page; theme update; wordpress site broken; plugin conflict',
    ],
  ]),
  ...family('Data, AI & Security', [
    [
      'Data Scientist',
      'statistics, machine learning and predictions from data',
      'data science; machine learning; predictions; predictive model; statistics; a/b test; churn prediction; forecast; python data; analyse customer data; predict sales; customer churn; statistical analysis; survey data; regression; predict; prediction; churn; forecast demand; machine learning model; analyse data',
    ],
    [
      'Data Analyst',
      'turns data into reports and dashboards',
      'data analysis; analyze data; spreadsheet; excel; reports; dashboard; kpi; sql; tableau; power bi; make sense of our numbers; analyse sales; charts',
    ],
    [
      'Machine Learning Engineer',
      'builds AI and machine learning systems',
      'ai; artificial intelligence; machine learning; llm; chatbot; gpt; neural network; deep learning; nlp; computer vision; model training; uses ai; use ai; summarise; summarize; openai; chatgpt; gpt; ai feature; automate with ai; recommendation engine; image recognition; fine-tune; ai agent; model in production; deploy a model; ai model; chatbot; ai chatbot; ai assistant',
    ],
    [
      'Data Engineer',
      'data pipelines and warehouses',
      'data pipeline; etl; data warehouse; snowflake; spark; kafka; airflow; streaming data; csv; large files; big data; data processing; import data; data migration; combine data sources; nightly import; copied into our accounting system; sync between systems; data in one place',
    ],
    [
      'Database Administrator',
      'databases: performance, backups, replication',
      'database; dba; slow queries; sql tuning; mysql; postgresql; oracle; backup; replication; database crashed; million rows; queries got slow; index; database performance; database migration; deadlock; database slow; postgres; sql server; queries slow; database locks; database backup',
    ],
    [
      'Cybersecurity Analyst',
      'security incidents, breaches, hacking, malware and protection',
      'hacked; hack; hacker; breach; data breach; stolen card details; skimming; malware; ransomware; virus; phishing; suspicious login; account compromised; security; cybersecurity; protect my business; incident response; security breach; hackeado; gehackt; piraté; email hacked; account hacked; password leaked; scam; fraud email; someone logged into my account; suspicious activity; ransomware attack; spyware; stalkerware; identity theft; log into my bank account; login attempts; someone trying to log in; unknown device; two factor; 2fa; suspicious email; files encrypted; ransomware screen; clicked a link in an email; typed her password; typed my password; hacked; got into our admin; unauthorised access; unauthorized access; ransomware; pretending to be us; pretending to be from; impersonating; fake emails; data breach; logins from another country',
    ],
    [
      'Penetration Tester',
      'ethical hacking to find security holes before criminals do',
      'pentest; penetration test; ethical hacking; vulnerability; security audit; is my site secure; find security holes; owasp; web application security; hacked website; site hacked; break into; security test; ethical hacker; vulnerability scan; test our security; try to hack us; tried to hack; hack our site; security test for insurance',
    ],
    [
      'Business Intelligence Analyst',
      'BI dashboards and metrics for companies',
      'bi; business intelligence; dashboards; metrics; looker; power bi; data modeling; reporting; sales data dashboards; power bi dashboards; reporting from sales data; tableau dashboards; tableau; kpi; kpis; management reports; bi dashboard; reporting from erp; members about to cancel; customer churn; churn; which hours to open; sales by hour',
    ],
  ]),
  ...family('IT Support', [
    [
      'IT Support Technician',
      'everyday computer help: setup, printers, software, office IT',
      'it help; helpdesk; computer problem; pc problems; printer; printer not working; email setup; software installation; office computers; slow computer; remote support; office it; wifi problems; tech support; informático; IT-Support; support informatique; printer will not print; windows update; outlook; email not working; office 365; new computer setup; password reset work computer; software not working; set up email; new laptop setup; microsoft 365; teams; backup setup; shared drive; software licence; zoom problems; computer slow; pop ups; password keeps asking; software install; computer problems; office it help',
    ],
    [
      'Network Administrator',
      'networks: wifi, routers, VPN and firewalls',
      'network; wifi; wi-fi; wifi drops; wifi does not reach; wifi upstairs; weak wifi signal; wifi dead spots; wifi extender; no signal in some rooms; internet drops; connection drops; disconnects; router; office network; vpn; firewall; slow internet; access point; coverage; red wifi; WLAN; réseau; router keeps disconnecting; mesh wifi; ethernet; network printer; internet slow in office; dead zones; wifi signal; internet connection; remote access',
    ],
    [
      'Systems Administrator',
      'servers, user accounts, Linux and Windows administration',
      'sysadmin; server; servers; linux; windows server; active directory; user accounts; virtualization; backups; scripting; disk full; server maintenance; domain expired; dns; mx records; email on our own domain; email addresses with our domain; shared drive; back up our files; backups; user accounts and access; give a new employee access',
    ],
    [
      'Computer Repair Technician',
      'repairs laptops and computers and recovers data',
      "laptop; computer; laptop broken; won't turn on; wont turn on; does not start; dropped my laptop; screen broken; cracked screen; data recovery; recover files; lost files; hard drive; virus removal; keyboard; battery; water damage; ordenador; portátil; Laptop kaputt; ordinateur; spilled coffee on laptop; blue screen; computer will not boot; fan noise; overheating laptop; broken hinge; phone screen; recover photos; spilled; keyboard not working; computer will not start; noisy fan; shuts down by itself",
    ],
  ]),
]
