import { family, type OccupationEntry } from './family'

export const CREATIVE: OccupationEntry[] = [
  ...family('Design & Creative', [
    [
      'Graphic Designer',
      'logos, brand identity, signs, menus, flyers and print',
      'logo; branding; brand identity; sign; menu design; menus; flyers; posters; business cards; packaging; label; print design; visual identity; opening a cafe; new business look; diseñador gráfico; Logo; Grafikdesigner; graphiste; brochure; leaflet; infographic; banner; invitation design; t-shirt design; book cover; presentation design; rebrand visuals; social media graphics; labels; flyer; poster; design for print; signage; shop sign; menu design; flyers',
    ],
    [
      'UX Designer',
      'research and design of how an app or website is used',
      'ux; user experience; usability; users confused; user research; wireframes; prototype; customer journey; navigation confusing; confusing; sign up flow; user testing; onboarding confusing; cannot find the products; cant find the products; people get confused; give up on the booking page; drop off during signup; cant find how to',
    ],
    [
      'UI Designer',
      'visual design of app and web interfaces',
      'ui; interface; app design; screens; figma; design system; mobile ui; looks outdated; icons; colours; visual design; app screens; buttons; nice looking interface; mockups',
    ],
    [
      'Product Designer',
      'designs digital products end to end',
      'product design; saas design; mvp design; prototyping; design thinking; product idea; design our product; app design end to end; new product design; prototype and test; design the app',
    ],
    [
      'Interior Designer',
      'designs rooms and homes: layout, colours, furniture',
      'interior design; decorate; redecorate; living room design; small apartment; furniture; colour scheme; home decor; home staging; makeover; diseño de interiores; Innenarchitekt; décoration intérieure; make my flat look bigger; choose paint colours; kitchen layout; furnish; decorating ideas; cosy; bedroom; small room; tiny room; fit two beds; room layout; space saving; kids room; nursery design; storage ideas; furniture layout; open plan living; colours for the room; lighting; home makeover; interior',
    ],
    [
      'Fashion Designer',
      'designs and makes clothes',
      'fashion; clothing line; clothes; dress design; sewing; pattern making; garment; fashion brand; collection; sewing patterns',
    ],
    [
      'Illustrator',
      'drawings for books, characters and comics',
      "illustration; illustrator; drawing; children's book; picture book; comic; character design; portrait drawing; draw; drawings",
    ],
    [
      'Animator',
      '2D and 3D animation and motion graphics',
      'animation; animated video; explainer video; motion graphics; cartoon; 3d animation; after effects; animated explainer; explainer; animation for homepage; motion video; logo animation; animated video explaining our product; animated; 2d animation',
    ],
    [
      'Video Editor',
      'edits videos for YouTube, social media and events',
      'video editing; edit my video; youtube; reels; tiktok video; wedding video; footage; premiere; post-production; edit footage; cut my videos; podcast video; vlog; wedding film; subtitles for video; edit a video; film from clips; youtube videos; montage; cut the video; product video; promo video; launch video; explainer video; corporate video; video for our website; hours of footage; gopro; cut into a short film; holiday footage; travel video',
    ],
    [
      'Photographer',
      'portraits, headshots, product and event photos',
      'photographer; photos; photoshoot; headshots; portrait; family photos; photography; fotógrafo; Fotograf; photographe; linkedin photo; profile picture; professional photos; family portrait; newborn photos; event photos; product photography; photos for my shop; real estate photos; family shoot; maternity shoot; photo shoot; professional pictures; product photos',
    ],
    [
      'Wedding Photographer',
      'photographs weddings and engagements',
      'wedding photographer; wedding photos; getting married; engagement shoot; bride; elopement; pictures of our wedding; wedding day photos',
    ],
    [
      'Architect',
      'designs buildings, extensions and renovations and handles planning permission',
      'architect; extension; house extension; remove a wall; open plan; renovation; plans; drawings; planning permission; building permit; council; permits; new house design; floor plan; arquitecto; reforma; Architekt; Anbau; Baugenehmigung; architecte; permis de construire; two-storey house; new build; design a house; conversion; garage conversion; planning application; building regulations; dormer; house plans; extension plans; loft conversion; convert the garage; garage converted; convert the loft; granny annex',
    ],
    [
      'Landscape Architect',
      'designs gardens, parks and outdoor spaces',
      'landscape design; garden design; outdoor space; backyard design; park; planting plan; irrigation design; design my garden; garden plan; landscape plan; backyard layout; patio; outdoor space design',
    ],
  ]),
  ...family('Marketing & Content', [
    [
      'Digital Marketing Specialist',
      'online ads and campaigns that bring customers and sales',
      'marketing; online marketing; digital marketing; ads; google ads; facebook ads; ppc; get more customers; no sales; few sales; conversion; conversion rate; traffic not converting; campaign; advertising; marketing digital; Werbung; publicité; marketing plan; more customers; more leads; lead generation; email marketing; ads not working; wasting money on ads; google ads expensive; grow sales online; instagram ads; ad spend; online advertising; newsletter; marketing campaign',
    ],
    [
      'SEO Specialist',
      'gets websites found on Google',
      'seo; google ranking; rank on google; nobody finds my website; search engine optimization; organic traffic; keywords; backlinks; google search; google stopped showing my website; dropped in google; changed urls; redirects; ranking dropped; not on google; local seo; google business profile; found on google; search results; competitors rank higher',
    ],
    [
      'Social Media Manager',
      'Instagram, TikTok and social media accounts',
      'social media; instagram; tiktok; facebook page; followers; posts; content calendar; influencers; community; redes sociales; followers not growing; engagement; reach; posting schedule; reels strategy; content ideas; manage our instagram; grow followers; viral; linkedin posts; youtube channel growth; social posts',
    ],
    [
      'Content Writer',
      'blog posts, articles and website text',
      'blog; blog posts; articles; content writing; website text; ghostwriter; newsletter; writing; write articles; website copy; about page; blog content; write my newsletter; website content; content for our website; newsletter writing',
    ],
    [
      'Copywriter',
      'persuasive words for ads, sales pages and emails',
      'copywriting; copy; sales page; landing page text; slogan; tagline; ad copy; product descriptions; email copy; write my website; sales email; product description; ad text; slogan for my business; sales copy; website text; persuasive text; room descriptions; product descriptions; slogan; website text',
    ],
    [
      'Brand Strategist',
      'brand positioning, naming and rebranding',
      'brand; brand strategy; positioning; rebrand; rebranding; name for my business; naming; brand voice; brand positioning; what we stand for; brand identity strategy; brand values; brand feels outdated; outdated image; brand message; reposition; nobody has heard of us',
    ],
    [
      'Public Relations Consultant',
      'press, media coverage and reputation',
      'pr; public relations; press release; media coverage; journalists; reputation; bad press; crisis communication; publicity; journalist called; negative article; press coverage; get featured; media interview; reputation damage; bad reviews online; press; negative publicity; went viral; media; bad press; journalist; press coverage; negative publicity',
    ],
    [
      'E-commerce Consultant',
      'online stores: Shopify, Amazon, listings and converting visitors to sales',
      'ecommerce; e-commerce; online store; online shop; shopify; amazon seller; etsy; conversion rate; product listings; sell online; cart abandonment; tienda online; Onlineshop; boutique en ligne; sell online; sell my products online; handmade products; start an online store; marketplace; dropshipping; product pages; payment gateway; shop not selling; product listings; amazon listing; etsy shop; online sales low; abandoned carts; checkout conversion; online store setup; which platform; shop online; woocommerce store',
    ],
    [
      'Technical Writer',
      'manuals, documentation and API docs',
      'documentation; manual; user guide; api docs; technical writing; instructions; help articles; how-to guides',
    ],
    [
      'Editor',
      'edits and proofreads books, manuscripts and texts',
      'editor; editing; proofreading; proofread; typos; manuscript; novel; book; first novel; finished my book; before sending to publishers; publishers; agents; plot; style; grammar check; developmental edit; copy edit; corrector; editor de libros; Lektor; Korrektur; manuscrit; relecture; edit my thesis; proofread my essay; check my grammar; edit my book; dissertation editing; self-publishing; polish my writing; memoir; thesis editing',
    ],
  ]),
]
