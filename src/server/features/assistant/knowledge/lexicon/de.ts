/** Everyday German → English (see ./index.ts). Compounds are split by translate.ts, so parts count most. */
export const DE = `
mutter:mother vater:father mama:mum papa:dad eltern:parents bruder:brother schwester:sister geschwister:siblings grosseltern:grandparents
oma:grandmother opa:grandfather grossmutter:grandmother grossvater:grandfather enkel:grandson enkelin:granddaughter onkel:uncle tante:aunt
cousin:cousin cousine:cousin neffe:nephew nichte:niece schwiegermutter:mother_in_law schwiegervater:father_in_law freund:friend
freundin:girlfriend ehemann:husband ehefrau:wife mann:husband frau:wife familie:family jugendliche:teenager jugendlicher:teenager
teenager:teenager junge:boy madchen:girl menschen:people leute:people zwillinge:twins adoptieren:adopt adoption:adoption witwe:widow
witwer:widower heiraten:marry hochzeit:wedding baby:baby saugling:baby kita:nursery kindergarten:nursery babysitter:babysitter
erziehung:parenting sohn:son tochter:daughter kind:child kinder:children
jemanden:someone jemand:someone nachbarin:neighbour verlobter:fiance verlobte:fiancee braut:bride brautigam:groom senioren:elderly_people
schwager:brother_in_law schwagerin:sister_in_law pate:godfather patin:godmother katzchen:kitten
verheiratet:married geschieden:divorced geboren:born stirbt:dies sterben:die verliebt:in_love liebe:love lieben:love hassen:hate
hasse:hate

zuhause:home zimmer:room schlafzimmer:bedroom wohnzimmer:living_room kuche:kitchen bad:bathroom badezimmer:bathroom fenster:window
boden:floor fussboden:floor treppe:stairs garage:garage keller:cellar dachboden:attic balkon:balcony terrasse:terrace pool:pool
zaun:fence mauer:wall wand:wall wande:walls ziegel:brick beton:concrete holz:wood fliesen:tiles fliese:tile spule:sink
waschbecken:washbasin waschmaschine:washing_machine kuhlschrank:fridge ofen:oven herd:cooker spulmaschine:dishwasher dusche:shower
badewanne:bath heizkorper:radiator heizung:heating ventilator:fan gluhbirne:bulb lampe:lamp kabel:cable leitung:pipe leitungen:wiring
schalter:switch sicherung:fuse steckdose:socket umzug:move umziehen:move nachbarschaft:neighbourhood viertel:neighbourhood
ungeziefer:pests kakerlaken:cockroaches mause:mice ratten:rats ameisen:ants kamin:chimney schornstein:chimney dammung:insulation
tropft:dripping undicht:leaking uberschwemmung:flood kaputt:broken defekt:broken gebrochen:broken riss:crack risse:cracks geruch:smell
riecht:smells stinkt:smells baustelle:building_site renovieren:renovate renovierung:renovation bauen:build bau:construction
gebaude:building grundstuck:property eigentumer:owner besitzer:owner vermieterin:landlord mieterin:tenant wartung:maintenance
warmwasser:hot_water kalt:cold warme:heat feucht:damp feuchtigkeit:damp schimmel:mould dach:roof decke:ceiling tur:door schloss:lock
schlussel:key garten:garden rasen:lawn baum:tree baume:trees haus:house wohnung:flat miete:rent vermieter:landlord mieter:tenant
kaution:deposit strom:electricity licht:light wasser:water rohr:pipe wasserhahn:tap toilette:toilet abfluss:drain verstopft:blocked
kissen:cushion vorhang:curtain vorhange:curtains teppich:carpet schublade:drawer spiegel:mirror mull:rubbish mulleimer:bin
staubsauger:vacuum_cleaner besen:broom schmutz:dirt dreck:dirt putz:plaster klingel:doorbell mikrowelle:microwave ziehen_um:moving
umgezogen:moved aufraumen:tidy giessen:water pfanne:pan topf:pot besteck:cutlery glas:glass jalousie:blind tropfen:drip dreckig:dirty
geschirr:dishes gabel:fork messer:knife loffel:spoon tasse:cup sessel:armchair matratze:mattress bettdecke:duvet
kopfkissen:pillow handtuch:towel seife:soap zahnburste:toothbrush bugeln:iron bugeleisen:iron fernbedienung:remote_control
fernseher:television gerat:device gerate:appliances gefrierschrank:freezer wasserkocher:kettle kaffeemaschine:coffee_machine
trockner:dryer dunstabzugshaube:extractor_hood briefkasten:letterbox flur:hallway hausflur:hallway aufzug:lift fahrstuhl:lift
regenrinne:gutter abwasser:sewage kondenswasser:condensation staub:dust pinsel:brush werkzeug:tools schraube:screw schrauben:screws
dubel:wall_plug schraubenzieher:screwdriver zange:pliers bohrmaschine:drill einbrecher:burglar rauch:smoke rauchmelder:smoke_alarm
feuer:fire brennt:burning abgebrannt:burnt_down uberflutet:flooded
haustur:front_door wohnungstur:front_door
tragend:load_bearing tragende:load_bearing tragenden:load_bearing ausbau:extension abriss:demolition durchbruch:opening fassade:facade
sanieren:renovate saniert:renovated sanierung:renovation olheizung:oil_heating oltank:oil_tank


kopf:head gesicht:face mund:mouth nase:nose ohr:ear ohren:ears hals:throat arm:arm arme:arms hand:hand hande:hands finger:finger
fuss:foot fusse:feet bein:leg beine:legs magen:stomach bauch:belly knochen:bone blut:blood hufte:hip huft:hip op:surgery handgelenk:wrist ellbogen:elbow
wirbelsaule:spine lunge:lungs niere:kidney leber:liver gehirn:brain schwindel:dizziness schwindelig:dizzy mude:tired mudigkeit:tiredness
erschopft:exhausted ubelkeit:nausea durchfall:diarrhoea allergie:allergy asthma:asthma diabetes:diabetes krebs:cancer tumor:tumour
infektion:infection entzundung:inflammation geschwollen:swollen schwellung:swelling blutung:bleeding blutet:bleeding krank:sick
krankheit:illness gesundheit:health krankenhaus:hospital notaufnahme:emergency termin:appointment operation:surgery verletzung:injury
verletzt:injured verstaucht:sprained bruch:fracture impfung:vaccination symptome:symptoms behandlung:treatment therapie:therapy schlafen:sleep
schlaf:sleep schnarcht:snores schnarchen:snoring atmen:breathe atmung:breathing migrane:migraine kopfschmerzen:headache schmerzen:pain
schmerz:pain tut_weh:hurts weh:hurts narbe:scar verbrennung:burn erbrechen:vomiting gedachtnis:memory vergisst:forgets vergesslich:forgetful
zucker:sugar periode:period wechseljahre:menopause fruchtbarkeit:fertility zahn:tooth zahne:teeth zahnfleisch:gums auge:eye augen:eyes
brille:glasses rucken:back knie:knee schulter:shoulder nacken:neck herz:heart brust:chest arzt:doctor arztin:doctor haut:skin
ausschlag:rash juckt:itchy fieber:fever husten:cough erkaltung:cold schwanger:pregnant schwangerschaft:pregnancy geburt:birth
medikament:medication medikamente:medication tabletten:pills rezept:prescription
bluthochdruck:high_blood_pressure zugenommen:gained_weight abgenommen:lost_weight fett:fat schlank:slim praxis:practice
zehe:toe zehen:toes daumen:thumb lippe:lip lippen:lips zunge:tongue stirn:forehead wange:cheek kinn:chin muskel:muscle sehne:tendon
gelenk:joint gelenke:joints darm:bowel blinddarm:appendix verstopfung:constipation blahungen:bloating sodbrennen:heartburn
erbrochen:vomited kotzen:vomit schwitzen:sweat schwitzt:sweats schweiss:sweat zittern:shaking zittert:shakes krampf:cramp krampfe:cramps
prellung:bruise bluterguss:bruise taub:deaf horgerat:hearing_aid schlaganfall:stroke herzinfarkt:heart_attack ergebnis:result
ergebnisse:results befund:findings spritze:injection geimpft:vaccinated schnupfen:runny_nose niesen:sneeze heiser:hoarse
ohnmachtig:fainted bewusstlos:unconscious blass:pale kribbeln:tingling steif:stiff hexenschuss:lumbago gelahmt:paralysed
behinderung:disability behindert:disabled krankenkasse:health_insurance rollstuhl:wheelchair altersheim:care_home untersuchung:examination
facharzt:specialist gesund:healthy gestochen:stung gebissen:bitten gestolpert:tripped stolpern:trip
kopfweh:headache abbrechen:break haarfarbe:hair_colour farbung:colouring storung:disorder storungen:disorders

glucklich:happy froh:happy wutend:angry wut:anger arger:anger sauer:angry allein:alone einsam:lonely einsamkeit:loneliness
gelangweilt:bored uberfordert:overwhelmed besorgt:worried nervos:nervous scham:shame schuld:guilt eifersucht:jealousy
selbstvertrauen:confidence selbstwert:self_esteem motivation:motivation unmotiviert:unmotivated verloren:lost verwirrt:confused
verangstigt:scared frustriert:frustrated weinen:cry weint:cries gefuhle:feelings stimmung:mood leer:empty ausgebrannt:burnt_out
burnout:burnout zwang:compulsion zwange:compulsions gedanken:thoughts traurig:sad trauer:grief angst:anxiety angste:fears panik:panic
stress:stress gestresst:stressed depression:depression depressiv:depressed sucht:addiction streit:argument streiten:arguing
beziehung:relationship ehe:marriage trennung:separation scheidung:divorce
aufgeregt:upset verruckt:crazy nervig:annoying ruhig:calm enttauscht:disappointed
hilflos:helpless hoffnungslos:hopeless verzweifelt:desperate unglucklich:unhappy zufrieden:satisfied unzufrieden:dissatisfied
peinlich:embarrassing schuchtern:shy neidisch:envious beleidigt:offended genervt:annoyed heimweh:homesickness liebeskummer:heartbreak
gemobbt:bullied gewalt:violence missbrauch:abuse traumen:dream alptraume:nightmares

konto:account karte:card kreditkarte:credit_card abbuchung:charge bezahlen:pay zahlen:pay zahlung:payment ausgaben:expenses
budget:budget einkommen:income einnahmen:income gewinn:profit verlust:loss verluste:losses strafe:fine bussgeld:fine quittung:receipt
rechnung:invoice rechnungen:invoices steuererklarung:tax_return steuer:tax steuern:taxes finanzamt:tax_office mehrwertsteuer:vat
zinsen:interest rate:instalment uberweisung:transfer betrug:fraud betrogen:scammed abzocke:scam borse:stock_market aktien:shares
krypto:crypto rente:pension rentner:retired ruhestand:retirement euro:euros kosten:cost teuer:expensive billig:cheap gunstig:cheap
buchhaltung:bookkeeping buchhalter:accountant finanzen:finances vermogen:assets eigentum:property mieten:rent ersparnisse:savings
sparen:save fonds:funds forderung:grant kredit:loan darlehen:loan schulden:debt hypothek:mortgage versicherung:insurance
selbststandig:self-employed freiberufler:freelancer gehalt:salary lohn:wages geld:money erbschaft:inheritance erbe:inheritance
testament:testament investieren:invest anlage:investment
ausgeben:spend ausgegeben:spent bekam:received leihen:lend geliehen:lent kontostand:balance kontoauszug:statement gebuhr:fee gebuhren:fees
wahrung:currency markt:market supermarkt:supermarket rabatt:discount lieferung:delivery bestellung:order bestellt:ordered bestellen:order
einkauf:shopping geldautomat:cash_machine gemeinschaftskonto:joint_account betrag:amount
uberwiesen:transferred geliefert:delivered liefern:deliver umtauschen:exchange reklamieren:complain beschweren:complain
beschwert:complained erhalten:received pleite:broke uberzogen:overdrawn portemonnaie:wallet geldbeutel:wallet geldborse:wallet
bargeld:cash munzen:coins sozialhilfe:benefits burgergeld:benefits auftrag:order auftrage:orders
kundenservice:customer_service mahngebuhr:late_fee
variabel:variable variablen:variable variabler:variable festen:fixed fester:fixed festem:fixed zinssatz:interest_rate zins:interest
festzins:fixed_rate tilgen:repay vorsorge:provision vorsorgen:provide_for privat:private saule:pillar pensionskasse:pension_fund
abrechnung:statement

gesetz:law recht:law rechte:rights rechtlich:legal klage:lawsuit verklagen:sue verklagt:sued gericht:court richter:judge
anwalt:lawyer anwaltin:lawyer rechtsanwalt:lawyer straftat:crime diebstahl:theft gestohlen:stolen geklaut:stolen gefangnis:prison
verhaftet:arrested festgenommen:arrested festnahme:arrest beschuldigt:accused anklage:charge schuldig:guilty unschuldig:innocent
opfer:victim korperverletzung:assault schlagerei:fight unfall:accident reklamation:complaint beschwerde:complaint schadensersatz:compensation
entschadigung:compensation schaden:damage klausel:clause unterschreiben:sign unterschrieben:signed papiere:papers dokumente:documents
unterlagen:documents behorde:authorities auslander:foreigner einwanderung:immigration asyl:asylum abschiebung:deportation reisepass:passport
urteil:verdict berufung:appeal widerspruch:objection polizei:police anzeige:charge urheberrecht:copyright plagiat:plagiarism
verleumdung:defamation diskriminierung:discrimination kundigung:dismissal gekundigt:fired entlassen:fired abfindung:severance
sorgerecht:custody unterhalt:child_support vormundschaft:guardianship vertrag:contract aufenthalt:residence visum:visa
staatsburgerschaft:citizenship notar:notary marke:trademark patent:patent nachbar:neighbour nachbarn:neighbours
personalausweis:id_card ausweis:id_card zeuge:witness zeugin:witness geerbt:inherited erbin:heir kundigungsfrist:notice_period
mutterschutz:maternity_leave elternzeit:parental_leave drohung:threat bedroht:threatened angegriffen:assaulted getrennt:separated
burge:guarantor rauswurf:eviction
uberfall:robbery uberfallen:mugged geschlagen:hit schlagt:hits gestritten:argued trennen:separate polizist:police_officer
einspruch:objection schenkung:gift mietminderung:rent_reduction gewahrleistung:warranty garantie:guarantee widerruf:cancellation
mangelhaft:defective formular:form antrag:application beantragen:apply_for beantragt:applied_for genehmigung:permit stempel:stamp
rathaus:town_hall burgeramt:citizens_office jugendamt:youth_office
scheiden:divorce pflichtteil:compulsory_share

arbeit:work arbeiten:work job:job arbeitnehmer:employee angestellter:employee angestellte:employee buro:office
lebenslauf:cv bewerbung:application vorstellungsgesprach:interview einstellen:hire arbeitszeit:working_hours uberstunden:overtime
krankschreibung:sick_leave arbeitslos:unemployed arbeitslosigkeit:unemployment karriere:career beforderung:promotion kollegen:colleagues
kollege:colleague kollegin:colleague geschaft:business firma:company unternehmen:company grunden:start_business grunder:founder
partner:partner team:team projekt:project besprechung:meeting lieferant:supplier lieferanten:suppliers mitarbeiter:employees
personal:staff werbung:advertising logo:logo design:design kunde:customer kunden:customers produkt:product produkte:products
onlineshop:online_shop lager:warehouse verkauf:sales verkaufen:sell wachsen:grow strategie:strategy beruf:profession
berufswechsel:career_change chef:boss chefin:boss gewerkschaft:union
stelle:position stellen:positions praktikum:internship praktikant:intern streik:strike aufgabe:task aufgaben:tasks eingestellt:hired
homeoffice:remote_work verwaltung:management geschaftsfuhrer:managing_director fuhrung:leadership schulung:training ausbildung:vocational_training
sitzung:meeting betrieb:business
vorgesetzter:manager vorgesetzte:manager befristet:fixed_term unbefristet:permanent teilzeit:part_time probezeit:probation
beworben:applied azubi:apprentice

schule:school gymnasium:school universitat:university uni:university studium:studies studieren:study lernen:learn student:student
studentin:student schuler:pupil schulerin:pupil lehrer:teacher lehrerin:teacher unterricht:lessons nachhilfe:tutoring
hausaufgaben:homework prufung:exam prufungen:exams klausur:exam note:grade noten:grades durchgefallen:failed bestehen:pass
mathe:maths mathematik:maths physik:physics chemie:chemistry geschichte:history sprache:language sprachen:languages englisch:english
deutsch:german franzosisch:french spanisch:spanish lesen:read schreiben:write rechtschreibung:spelling abschlussarbeit:thesis
doktorarbeit:thesis stipendium:scholarship beibringen:teach legasthenie:dyslexia abitur:exams fuhrerschein:driving_licence
fahrschule:driving_school fahrstunden:driving_lessons
klassenzimmer:classroom aufsatz:essay kurse:courses abschluss:degree bestanden:passed
vorlesung:lecture horsaal:lecture_hall sitzenbleiben:repeat_year
matura:school_leaving_exams

fahrzeug:vehicle auto:car wagen:car transporter:van lastwagen:truck fahrrad:bicycle rad:bike bus:bus panne:breakdown werkstatt:garage
mechaniker:mechanic reifen:tyres batterie:battery springt_nicht_an:wont_start lenkung:steering bremsen:brakes motor:engine
kupplung:clutch getriebe:gearbox scheinwerfer:lights strasse:road benzin:petrol diesel:diesel tuv:inspection parken:park
delle:dent zusammenstoss:crash fahren:drive anfahren:pull_away berg:hill steigung:hill motorrad:motorcycle toff:motorcycle toffli:moped
hupe:horn windschutzscheibe:windscreen kofferraum:boot parkplatz:parking beule:dent geschwindigkeit:speed maut:toll fahrer:driver
fahrerin:driver stau:traffic_jam tankstelle:petrol_station
kennzeichen:number_plate zulassung:registration blinker:indicator abgeschleppt:towed abschleppen:tow abschleppdienst:tow_truck
blitzer:speed_camera sattel:saddle scheibenwischer:wipers fahrkarte:ticket
velo:bicycle flicken:repair flickt:repairs

brauche:need brauchen:need mochte:want suche:looking_for suchen:looking_for helfen:help reparieren:repair reparatur:repair
andern:change verbessern:improve organisieren:organise planen:plan vorbereiten:prepare prufen:check uberprufen:check
wahlen:choose entscheiden:decide anfangen:start aufhoren:quit verlieren:lose verdienen:earn finden:find verstehen:understand
erklaren:explain beraten:advise beratung:advice rat:advice tipps:tips installieren:install einrichten:set_up gestalten:design
putzen:clean reinigen:clean kummern:care pflegen:care pflege:care
empfehlen:recommend empfehlung:recommendation losen:solve gelost:solved schicken:send geschickt:sent schicke:send warten:wait
warte:wait gewartet:waited zuruck:back erinnern:remember verspatung:delay verspatet:late geschnitten:cut vor_ort:on_site
gegangen:gone ging:went sieht:sees gesehen:seen gewusst:knew kenne:know kennen:know gesagt:said hatte:had hatten:had gewesen:been darf:may
durfte:was_allowed sollte:should nimmt:takes genommen:taken vergass:forgot vergessen:forget verstanden:understood denke:think denken:think
gedacht:thought dachte:thought geschrieben:written geholfen:helped hilft:helps angefangen:started aufgehort:stopped offnen:open
offnet:opens schliessen:close schliesst:closes geschlossen:closed gestiegen:risen steigt:rises geschehen:happened passiert:happened
passieren:happen erzahlt:told erzahlen:tell antwort:answer antworten:answer antwortet:answers gezeigt:showed zeigen:show geschafft:managed
gebracht:brought gesucht:searched versucht:tried versuchen:try versuche:try fragt:asks gefragt:asked gefuhlt:felt vermietet:rented_out
zurucksenden:send_back
ausgeschaltet:switched_off eingeschaltet:switched_on angemacht:switched_on aufgemacht:opened zugemacht:closed abgeholt:picked_up
abholen:pick_up angekommen:arrived ankommen:arrive eingezogen:moved_in einziehen:move_in abgesagt:cancelled absagen:cancel
aufgestanden:got_up aufstehen:get_up eingeschlafen:fell_asleep einschlafen:fall_asleep weggelaufen:ran_away abgehauen:ran_away
verschwunden:disappeared ausgebrochen:broke_out abgebrochen:broken_off heruntergefallen:fell_down runtergefallen:fell_down
umgekippt:tipped_over ausgelost:triggered weggeworfen:thrown_away wegwerfen:throw_away aufgeraumt:tidied angemeldet:registered
abgemeldet:deregistered ausgefullt:filled_in ausfullen:fill_in eingereicht:submitted einreichen:submit zugeschickt:sent festgestellt:found
bemerkt:noticed gemerkt:noticed aufgefallen:noticed
hilfe:help beachten:consider

handy:phone telefon:phone tablet:tablet internet:internet verbindung:connection langsam:slow datei:file dateien:files
cloud:cloud nachricht:message nachrichten:messages soziale_medien:social_media programmieren:code programmierer:programmer code:code
spiel:game videospiel:video_game webseite:website internetseite:website passwort:password passworter:passwords gehackt:hacked
computer:computer rechner:computer laptop:laptop bildschirm:screen drucker:printer
runterladen:download ladegerat:charger aktualisieren:update hangt:freezes ordner:folder aufnahme:recording maus:mouse
aufladen:charge neustart:restart gesperrt:blocked entsperren:unlock zugang:access postfach:inbox gespeichert:saved speichern:save
empfang:reception netz:network funkloch:dead_zone einstellungen:settings benutzername:username lautsprecher:speaker kopfhorer:headphones
zugangsdaten:login_details
verschlusselt:encrypted verschlusseln:encrypt sicherheit:security

essen:food kochen:cook rezepte:recipes restaurant:restaurant brot:bread backerei:bakery wein:wine abendessen:dinner mittagessen:lunch
fruhstuck:breakfast kuchen:cake torte:cake
isst:eats getrunken:drank fleisch:meat hahnchen:chicken huhn:chicken gemuse:vegetables obst:fruit reis:rice eier:eggs milch:milk
kase:cheese sussigkeiten:sweets mahlzeit:meal mahlzeiten:meals bier:beer getranke:drinks nachtisch:dessert mehl:flour suppe:soup
kartoffel:potato kartoffeln:potatoes tomate:tomato zwiebel:onion knoblauch:garlic meeresfruchte:seafood
braten:roast gebraten:fried gebacken:baked verdorben:spoiled eingekauft:shopped zutaten:ingredients gewurze:spices salz:salt
pfeffer:pepper nudeln:pasta wurst:sausage schinken:ham apfel:apple erdbeeren:strawberries salat:salad gurke:cucumber kaffee:coffee
saft:juice vegetarisch:vegetarian nusse:nuts durst:thirst hungrig:hungry lebensmittel:food sahne:cream

musik:music lied:song lieder:songs singen:sing gitarre:guitar klavier:piano spielen:play tanzen:dance tanz:dance fussball:football
sport:sport laufen:running marathon:marathon schwimmen:swim foto:photo fotos:photos fotografie:photography kamera:camera
zeichnen:draw malen:paint buch:book bucher:books roman:novel film:film video:video lagerfeuer:campfire instrument:instrument
fernsehen:watch_tv spazieren:walk spaziergang:walk angeln:fishing schach:chess hakeln:crochet wandern:hiking

reisen:travel reise:trip urlaub:holiday flughafen:airport flug:flight fluge:flights flugzeug:plane koffer:suitcase ticket:ticket
buchung:booking strand:beach berge:mountains hund:dog hunde:dogs katze:cat katzen:cats haustier:pet tierarzt:vet vogel:bird
papagei:parrot kaninchen:rabbit fisch:fish schildkrote:turtle hamster:hamster humpelt:limping kratzt:scratches flohe:fleas
zecken:ticks tiere:animals tier:animal bellt:barking beisst:bites welpe:puppy pferd:horse
futter:pet_food halsband:collar zelten:camping campingplatz:campsite insel:island bahnhof:station haltestelle:bus_stop rucksack:backpack
gepack:luggage grenze:border brucke:bridge gehweg:pavement
kastrieren:neuter kastriert:neutered tierheim:animal_shelter wurmer:worms hundin:female_dog meerschweinchen:guinea_pig
wellensittich:budgie kafig:cage mucke:mosquito mucken:mosquitoes muckenstich:mosquito_bite biene:bee bienen:bees hornisse:hornet
hornissen:hornets spinne:spider marder:marten igel:hedgehog wildschwein:wild_boar katzenklo:litter_box
hundebiss:dog_bite

kleidung:clothes kleid:dress anzug:suit schuhe:shoes nahen:sew feier:celebration gaste:guests geschenk:gift party:party
geburtstag:birthday
taufe:christening verlobung:engagement blumen:flowers blume:flower ausflug:outing einladung:invitation mantel:coat jacke:jacket hemd:shirt
stiefel:boots socken:socks grillen:barbecue buhne:stage vortrag:talk
jubilaum:anniversary jahrestag:anniversary abschied:farewell einweihung:housewarming ostern:easter silvester:new_years_eve
weihnachten:christmas trauerfeier:funeral
schmuck:jewellery fest:celebration

dringend:urgent schnell:fast schwierig:difficult schwer:difficult einfach:easy schlecht:bad besser:better schlechter:worse
neu:new alt:old gross:big klein:small stark:strong schwach:weak seltsam:strange komisch:strange sauber:clean schmutzig:dirty
machen:make mache:make macht:makes tun:do nehmen:take geben:give sagen:say gehen:go kommen:come konnen:can mussen:must wollen:want
wissen:know weiss:know sehen:see legen:put bringen:bring anrufen:call rufen:call wohnen:live wohnt:lives leben:live lebt:lives nachher:after
danach:after vorher:before immer:always nie:never niemals:never nichts:nothing etwas:something niemand:nobody nacht:night nachts:at_night
tag:day tage:days tagen:days woche:week wochen:weeks monat:month monaten:months jahr:year jahre:years jahren:years heute:today
gestern:yesterday morgen:tomorrow unter:under uber:over drinnen:inside draussen:outside ohne:without bett:bed tisch:table stuhl:chair
eins:one zwei:two drei:three vier:four funf:five sechs:six sieben:seven acht:eight neun:nine zehn:ten zwanzig:twenty dreissig:thirty
vierzig:forty funfzig:fifty sechzig:sixty siebzig:seventy achtzig:eighty neunzig:ninety ausland:abroad versteckt:hides gehabt:had
stadt:city dorf:village land:country
sommer:summer winter:winter fruhling:spring herbst:autumn regen:rain regnet:rain schnee:snow sturm:storm gewitter:storm nass:wet
trocken:dry muffig:musty modrig:musty betrunken:drunk trinkt:drinks physiotherapie:physiotherapy krankengymnastik:physiotherapy
tragende_wand:load_bearing_wall entfernen:remove abreissen:demolish aussprechen:pronounce aussprache:pronunciation aufwachen:wake wehtun:hurt
wacht:wakes morgens:morning gesturzt:fell sturz:fall sturzen:fall alles:everything
loschen:delete kundigen:cancel profil:profile punkte:points registrieren:sign_up anmelden:log_in bewertung:review abo:subscription abonnement:subscription erstattung:refund ruckerstattung:refund kostenlos:free gratis:free verkehr:traffic ungerecht:unfair
zeit:time die_ganze_zeit:all_the_time stunden:hours stunde:hour wochenende:weekend feiertag:holiday fruh:early nahe:near weit:far
nachstes:next nachste:next nachsten:next falsch:wrong schrecklich:terrible furchtbar:terrible schon:beautiful hubsch:pretty hasslich:ugly
heiss:hot gefroren:frozen offen:open geoffnet:open niedrig:low kurz:short weich:soft selten:rare gleich:same welt:world gegend:area
zuhoren:listen laut:noisy larm:noise hitze:heat
unwetter:severe_weather blitzeinschlag:lightning_strike umgesturzt:fell_over glatteis:black_ice windig:windy erdrutsch:landslide
hochwasser:flood seitdem:since vorige:last vorigen:last neulich:recently kurzlich:recently sofort:immediately spater:later
plotzlich:suddenly manchmal:sometimes meistens:mostly taglich:daily jahrlich:yearly wochentlich:weekly monatlich:monthly
nachmittag:afternoon vormittag:morning mittag:noon mitternacht:midnight montag:monday dienstag:tuesday mittwoch:wednesday
donnerstag:thursday freitag:friday samstag:saturday sonntag:sunday inzwischen:meanwhile endlich:finally bisher:so_far wieder:again
nochmal:again zuerst:first zuletzt:last ubermorgen:day_after_tomorrow leise:quiet wackelig:wobbly verbogen:bent verschmutzt:dirty
verrostet:rusty rostig:rusty rost:rust wichtig:important moglich:possible unmoglich:impossible ordentlich:tidy unordentlich:messy
breit:wide schmal:narrow tief:deep flach:flat bereit:ready lustig:funny nett:nice unfreundlich:unfriendly unhoflich:rude frech:cheeky
faul:lazy chaotisch:chaotic freundlich:friendly
hallo:hello gruezi:hello servus:hello moin:hello

ablauf:process ablaufe:processes alltag:daily_life angebot:offer antriebslos:listless anziehen:dress bekommen:get bekomme:get
beschadigen:damage beschadigt:damaged dick:swollen dunn:thin dunner:thinner fallen:fall fallt:falls fuhlen:feel fuhle:feel ganze:whole
gefunden:found wechseln:change gewechselt:changed geworden:become joggen:jogging kaum:barely klopfen:pound klopft:pounds
korrektur:proofreading liest:reads luft:air pfote:paw pfoten:paws pinkeln:pee pinkelt:pees rot:red rote:red roten:red roter:red
rotes:red schwarz:black schwarze:black standig:constantly uberall:everywhere uberblick:overview verbrannt:burnt verwechseln:mix_up
verwechselt:mixes_up verwildert:overgrown voll:full voller:full_of vollig:completely waschen:wash wurzeln:roots wurzel:root
rutschen:slip rutscht:slips gelb:yellow grun:green blau:blue braun:brown kupfer:copper grau:grey einschalten:switch_on ausschalten:switch_off
funktioniert:works funktionieren:work lecken:lick leckt:licks juckend:itchy juckende:itchy gepflanzt:planted
bauen_lassen:have_built ablaufen:expire lauft_ab:expires bleiben:stay zahlt:pays freude:joy lustlos:listless kratzen:scratch
buchstaben:letters drogerie:chemist creme:cream cremes:creams salbe:ointment sprache_lernen:learn_language sprachkurs:language_course
sprachen_lernen:learn_languages fremdsprache:foreign_language
dauern:take dauert:takes erfunden:invented erfinden:invent erspartes:savings ewig:ages feiern:celebrate fragen:questions
gefahrlich:dangerous idee:idea komplett:completely lang:long langer:long passen:fit passt:fits planung:planning richtig:properly
schere:scissors schneiden:cut schneidet:cuts sitzen:sitting stift:pencil bleistift:pencil verhindern:prevent verpasst:misses
verpassen:miss verschickt:sends verschicken:send zwolf:twelve halten:hold vorhersage:forecast vorhersagen:predict
prognose:forecast bewerber:applicants kandidaten:candidates altbau:old_house kopieren:copy namen:name ausfallen:go_down
fallen_aus:go_down
abend:evening abends:evenings ausrechnen:calculate rechnet:calculates benutzen:use benutzt:used droht:threatens drohen:threaten
dunkel:dark dunklen:dark dunkler:dark enden:end endet:ends erlaubnis:permission fahrverbot:driving_ban flasche:bottle flaschen:bottles
fleck:spot flecken:spots gebaut:built glauben:think glaube:think gliedern:structure halb:half halben:half hoch:high hohes:high hohe:high
horen:hear hore:hear kapitel:chapters letzten:last letzte:last lust:desire pfeifen:ringing ohrgerausch:tinnitus reden:talk
reicht:reaches schicht:shift schichten:shifts schreien:shout schreit:shouts seite:side umgeknickt:twisted umknicken:twist
unscharf:blurry verandert:changed verandern:change verweigert:refused verweigern:refuse wespen:wasps wespe:wasp wespennest:wasps_nest
zerstort:destroys zerstoren:destroy rollladen:shutter abgelaufen:expired abgeschoben:deported gereizt:irritable anteile:shares
aufteilen:split alkoholtest:breathalyser angehalten:stopped
rote_stellen:red_patches juckende_stellen:itchy_patches schuppige_stellen:scaly_patches trockene_stellen:dry_patches
lehre:apprenticeship
bzw:or evtl:maybe vllt:maybe usw:etc nicht_mehr:no_longer gefahren:driven skifahren:skiing steige:climb lässt:lets
hört_auf:stops geht_nicht_mehr:stopped_working springt_nicht_mehr_an:wont_start angesprungen:started
läuft_nicht_ab:doesnt_drain läuft_aus:leaks ausgelaufen:leaked fällt_aus:fails ausgefallen:broken_down ist_hin:is_broken
haare_fallen_aus:hair_falling_out gehen_ein:dying gesprungen:cracked angebrochen:cracked abgerissen:torn_off gerissen:torn klemmt:stuck
abschließen:close kühlt:cools kühlen:cool lauwarm:lukewarm quietscht:squeaks quietschen:squeak brummt:hums klappert:rattles
rattert:rattles ruckelt:judders überhitzt:overheats kompressor:compressor krach:noise zugluft:draught
backe:cheek blase:blister blasenentzündung:cystitis dement:dementia schwindlig:dizzy halsweh:sore_throat vereitert:festering
eitert:festers gezerrt:strained geprellt:bruised mich_übergeben:vomit übergeben:hand_over aufgeweckt:woken aufgewacht:woke
wachliegen:lie_awake kahle_stellen:bald_patches blätter:leaves
fristlos:without_notice rausschmeißen:kick_out rausgeschmissen:kicked_out rauswerfen:kick_out rausgeworfen:kicked_out
rausgeflogen:kicked_out rückstand:arrears abgezockt:ripped_off gemahnt:sent_reminder abgebucht:debited angezeigt:reported
ausgezogen:moved_out sitzengeblieben:held_back nicht_versetzt:held_back schluss_gemacht:broke_up schluss_machen:break_up
angefahren:hit aufgefahren:rear_ended zusammengestoßen:collided gstohle:stolen gstohlen:stolen
mehr:more alte:old alten:old altes:old heule:cry heulen:cry heult:cries ich_weine:i_cry weine_ich:i_cry und_weine:and_cry weine_viel:cry_a_lot weine_oft:cry_often weine_standig:cry_constantly weine_nur:only_cry geweint:cried verlassen:left bilder:pictures artikel:items
beschreibung:description beschreibungen:descriptions beschreiben:describe tagsuber:during_the_day aussehen:look aussieht:looks
zweimal:twice dreimal:three_times einmal:once holen:fetch geholt:fetched zubehor:accessories ahnung:clue dauernd:constantly
verdreht:twisted verdrehen:twist teilweise:partly ubung:exercise ubungen:exercises andere:other anderen:other anderer:other
anderes:other anderem:other lachen:laugh lacht:laughs auslachen:laugh_at riesig:huge riesige:huge mehrere:several mehreren:several
ecke:corner kriege:get kriegen:get kriegt:gets gekriegt:got ablenken:distract abgelenkt:distracted kindheit:childhood
bauernhof:farm bewegen:move bewege:move bewegt:moves einmischen:interfere beruflich:professionally aufpassen:look_after
aufpasst:looks_after kasten:cupboard vorzimmer:hallway schlimm:bad schlimmer:worse vorgestern:day_before_yesterday
aufregen:upset geblieben:stayed danke:thanks entschuldigung:sorry entschuldigen:apologise hundert:hundred tausend:thousand
dreizehn:thirteen vierzehn:fourteen funfzehn:fifteen sechzehn:sixteen siebzehn:seventeen achtzehn:eighteen neunzehn:nineteen
sonnabend:saturday janner:january januar:january februar:february feber:february marz:march juni:june juli:july
kaputtgegangen:broke verkaufe:sell probiert:tried probieren:try ausprobiert:tried ausprobieren:try ziemlich:quite
eigentlich:actually wirklich:really vielleicht:maybe trotzdem:still leider:unfortunately ungefahr:about bisschen:a_little
wenig:little genug:enough damals:back_then leicht:easy umsonst:free wach:awake durstig:thirsty freuen:look_forward
freue:look_forward gefreut:pleased fertig:finished unsicher:unsure paket:parcel uben:practise geubt:practised gesprochen:spoken
gehort:heard ausziehen:move_out tragen:wear tragt:wears getragen:worn rennen:run nutzen:use nutzt:uses
wunsche:wish wunschen:wish ziehen:move zieht:pulls gezogen:pulled werfen:throw wirft:throws geworfen:thrown abschneiden:cut_off
gestrichen:painted gesungen:sung eingeladen:invited geschrien:shouted jucken:itch stimme:voice wetter:weather
sonne:sun muell:rubbish hoffe:hope hoffen:hope mogen:like stort:bothers nervt:annoys nerven:nerves
betreuen:look_after zerbrochen:broken irgendwie:somehow irgendwas:something irgendwann:sometime nirgends:nowhere oben:upstairs
hinten:behind vorne:in_front daneben:next_to_it tschuss:bye einhorn:unicorn einhorner:unicorns laub:leaves teich:pond
kuchentisch:kitchen_table kuchenschrank:kitchen_cupboard kuchenschranke:kitchen_cupboards kuchenzeile:kitchen_units
kuchenfenster:kitchen_window kuchenboden:kitchen_floor kuchenmesser:kitchen_knife kuchenarbeitsplatte:kitchen_worktop
kuchenspule:kitchen_sink kuchenrolle:kitchen_roll kuchenmobel:kitchen_furniture kuchengerate:kitchen_appliances
kucheninsel:kitchen_island kuchenstuhl:kitchen_chair kuchenlampe:kitchen_lamp kuchenarmatur:kitchen_tap
kuchenabfluss:kitchen_drain kuchenplanung:kitchen_planning kuchenwand:kitchen_wall kuchentur:kitchen_door kuchenhilfe:kitchen_help
sache:thing sachen:things teil:part teile:parts weise:way platz:place halfte:half erwarte:expect erwarten:expect
gluck:luck lastig:annoying kurbis:pumpkin mohren:carrots mohre:carrot locher:holes zuge:trains kuhe:cows tater:perpetrator
sanger:singer sangerin:singer mulltonne:bin burste:brush nadel:needle knopfe:buttons reissverschluss:zip scheibe:pane
stecker:plug wischen:wipe kehren:sweep saugen:vacuum mahen:mow austauschen:replace ersetzen:replace kontrollieren:check
wiegen:weigh messen:measure rutschig:slippery glatt:smooth scharf:sharp stumpf:blunt krumm:crooked anstrengend:exhausting
stressig:stressful gemutlich:cosy zuverlassig:reliable hoflich:polite punktlich:punctual fleissig:hard_working geduldig:patient
ungeduldig:impatient windeln:nappies windel:nappy schnuller:dummy kinderwagen:pram spielplatz:playground spielzeug:toys
wutanfall:tantrum wutanfalle:tantrums trotzphase:tantrums taschengeld:pocket_money zocken:gaming zockt:games hausarrest:grounding
minijob:part_time_job anstrengung:effort aufwand:effort ratschlag:advice tipp:tip erfahrung:experience erfahrungen:experiences
meinung:opinion losung:solution grund:reason ursache:cause unterschied:difference vergleich:comparison ruhe:peace gestank:stench
ordnung:order unordnung:mess laune:mood langeweile:boredom selbstbewusstsein:self_confidence antrieb:drive zweifel:doubt
neid:envy bekannte:acquaintances kumpel:mate ansprache:speech deko:decorations polterabend:stag_party
junggesellenabschied:stag_party lampenfieber:stage_fright geige:violin schlagzeug:drums flote:flute chor:choir auftritt:performance
auftreten:perform fliessend:fluent muttersprache:mother_tongue ausdauer:stamina dehnen:stretch laufschuhe:running_shoes
italienisch:italian japanisch:japanese russisch:russian griechisch:greek portugiesisch:portuguese niederlandisch:dutch
medizinisch:medical versehentlich:accidentally ausversehen:by_mistake aus_versehen:by_mistake
unertraglich:unbearable meint:thinks meinte:said anfassen:touch wirken:seem wirkt:seems brockeln:crumble
brockelt:crumbles gruppe:group speisekammer:pantry angeknabbert:gnawed gurt:strap klarkommen:cope trau:dare traue:dare
traut:dares trauen:dare am_liebsten:preferably schwanzt:skips schwanzen:skip_school serios:serious
obergeschoss:upstairs erdgeschoss:ground_floor dachgeschoss:attic_floor achten:pay_attention susses:sweets in_den_griff:under_control
eklig:disgusting abgewohnen:break_the_habit gewohnen:get_used am_besten:best besten:best hefe:yeast knoten:lump ertastet:felt
haushalt:household hilfe_im_haushalt:home_care haushaltshilfe:home_carer erreichbar:reachable erlaubt:allowed begleitet:accompanies begleiten:accompany minderwertig:inferior
auffrischen:brush_up personen:people gelander:railing handlauf:handrail
stornieren:cancel storniert:cancelled stornierung:cancellation stornierungen:cancellations stornieren_lassen:cancel
wochen_alt:weeks_old monate_alt:months_old tage_alt:days_old jahre_alt:years_old an_der_brust:breastfeeding brustwarzen:nipples brustwarze:nipple wund:sore
wer_sucht:who_looks sucht_einen:looks_for_a sucht_eine:looks_for_a sucht_jemanden:looks_for_someone stellenanzeigen:job_ads stellenanzeige:job_ad
platzt:bursts ratlos:at_a_loss agentur:agency vespa:scooter aneinander_vorbei:past_each_other einziges:single
verschoben:postponed verschieben:postpone verschiebt:postpones ablehnen:refuse abgelehnt:refused
arbeitszimmer:home_office dienstgeber:employer dienstnehmer:employee zugeln:move zugelt:moves einen_platten:flat_tyre einfahrt:driveway
pfuati:bye heuer:this_year kaufer:buyer kauferin:buyer verkaufer:seller radfahrer:cyclist radfahrerin:cyclist anfanger:beginner
anfangerin:beginner anfangern:beginners reinkommen:get_in entwickeln:develop entwickelt:developed entwicklung:development
sowas:something_like_that entwerfen:design entwirft:designs entworfen:designed steckt:is_stuck innen:inside aussen:outside
furchterlich:terrible lohnt:is_worth_it lohnen:be_worth_it lohnt_sich:is_worth_it bock:desire keinen_bock:no_desire
unterstutzen:support unterstutzung:support unterstutzt:supports mies:lousy schaffen:manage schaffe:manage uberarbeiten:revise
uberarbeitet:revised narrisch:crazy rechts:right futtern:feed futtert:feeds gefuttert:fed anspringen:start gscheit:properly
gescheit:properly abgeben:hand_in abgegeben:handed_in gibt_ab:hands_in stimmt:is_right stimmt_nicht:is_wrong einige:some
einiger:some einigen:some einiges:some mitenand:everyone bruuch:need sind_hin:are_broken aufsperren:unlock zusperren:lock
aufgesperrt:unlocked zugesperrt:locked fehler:error bricht:breaks bricht_ab:cuts_out schutzen:protect schutze:protect
schutz:protection keinen_plan:no_idea wochenend:weekend heizig:heating wohnig:flat rechnig:invoice brennen:burn
gemeinschaft:community reagiert:responds reagieren:respond verlegen:install verlegt:installed gerne:gladly gern:gladly
strickt:knits gestrickt:knitted angefressen:gnawed
nur_bahnhof:nothing patienten:patients patientin:patient rechtens:lawful ausstellen:issue ausgestellt:issued schrott:scrap
andrehen:palm_off angedreht:palmed_off schwiegereltern:in_laws widersprechen:object widersprochen:objected flussig:fluent
flussiger:more_fluent losen_sich:come_loose lost_sich:comes_loose funkt:sparks funken:sparks einstecken:plug_in einsteckt:plugs_in
auszug:moving_out wuchert:overgrows wuchern:overgrow zuwuchern:overgrow erneuern:replace erneuert:replaced blutig:bleeding
im_eimer:broken eimer:bucket ausbleiben:missing ausgeblieben:missed knacken:click knackt:clicks orientieren:orient
orientierung:orientation ferien:holidays streifen:streaks zupfen:pluck wachst:grows gewachsen:grown ungleichmassig:uneven
gleichmassig:even gerasselt:failed durchgerasselt:failed speiben:vomit speibt:vomits gspieben:vomited gras:grass rupfen:pluck
rupft:plucks federn:feathers neben:next_to verladen:load schauen:look schaut:looks geschaut:looked einbauen:install
eingebaut:installed baut_ein:installs grantig:grumpy halfe:help zugled:move einspringen:step_in kurzfristig:at_short_notice
abbauen:dismantle sicher:safe durchblicken:understand diskutieren:discuss prasentieren:present prasentiert:presented blasen:blow
ausgehen:go_off kraft:strength wanzen:bugs einnisten:nest eingenistet:nested sinnvoll:sensible sinnlos:pointless jaten:weed
gruessech:hello pensionist:pensioner pensionistin:pensioner jause:snack bezirk:district zuruckbringen:bring_back
zuruckgebracht:brought_back zuruckbracht:brought_back nachholen:make_up wucher:rip_off
striit:argument striite:argue gricht:court huus:house ferienhuus:holiday_home gschwuschterti:siblings grosseltere:grandparents
witz:joke witze:jokes frage_stellen:ask_a_question fragen_stellen:ask_questions
lieber:rather welche:which welcher:which welches:which welchen:which miteinander:with_each_other
abwarten:wait_and_see angesprochen:spoke_to ansprechen:speak_to unser_kleiner:our_little_one unsere_kleine:our_little_one
meinem_alter:my_age deinem_alter:your_age furs_alter:for_retirement kohle:cash verpeilt:muddled
einfach_so:just_like_that ein_brief:a_letter einen_brief:a_letter brief_vom:letter_from brief_von:letter_from
diskret:discreet ansteckend:contagious buschelweise:in_clumps gestalkt:stalked verknackst:sprained
achten_klasse:eighth_grade siebten_klasse:seventh_grade neunten_klasse:ninth_grade zehnten_klasse:tenth_grade
poppt:pops knapp:tight bremen:bremen verschuldet:in_debt
strafzettel:traffic_ticket knollchen:parking_ticket eroffnen:open eroffnet:opens eroffnung:opening schwillt:swells
angeschwollen:swollen bodengleich:walk_in bodengleiche:walk_in bodengleichen:walk_in fotografiert:photographs
fotografieren:photograph fotografiere:photograph garten_anlegen:lay_out_garden badsanierung:bathroom_renovation
badezimmer_renovieren:renovate_bathroom umbauen:convert umbau:conversion
hausrat:household_contents teurer:more_expensive teuerer:more_expensive lebe:live lebst:live behalten:keep behalte:keep
behalt:keeps behielt:kept verwenden:use verwendet:used verwende:use verschweigen:conceal verschwiegen:concealed
zurucktreten:withdraw rucktritt:withdrawal regeln:sort_out vermitteln:mediate schlucken:swallow druck:pressure kauen:chew
unsichtbar:invisible unsichtbare:invisible unsichtbaren:invisible verrenkt:twisted verrenken:twist empfohlen:recommended
empfiehlt:recommends ausgebucht:fully_booked unterwegs:on_the_way berufliche:professional beruflichen:professional
beruflicher:professional absage:rejection fehlen:missing fehlt:missing verzockt:gambled_away weissen:white weisse:white
weisser:white weisses:white viren:viruses verspielt:playful wuste:desert besucher:visitors eingeben:enter eingibt:enters
regelmassig:regularly regelmassige:regular thema:topic themen:topics knackig:punchy knackige:punchy verpackung:packaging
altbacken:old_fashioned handgemacht:handmade handgemachte:handmade handgemachten:handmade unzuverlassig:unreliable
holle:hell normale:normal normalen:normal normaler:normal anmachen:switch_on anmache:switch_on gleichzeitig:simultaneously
anschliessen:connect angeschlossen:connected flackert:flickers flackern:flicker massgefertigt:custom_made
zusammenbauen:assemble zusammenbaut:assembles linke:left linken:left heizt:heats heizen:heat anbringen:put_up anbringt:puts_up
uberlegen:consider uberlege:consider uberlegt:considering rausreissen:tear_out herausreissen:tear_out aufgetaucht:appeared
erdbeben:earthquake unabhangig:independent unabhangige:independent faucht:hisses fauchen:hiss trimmen:trim
zusammenstellen:put_together zusammengestellt:put_together gestellt:put fertiggestellt:completed leuchtet:lit karre:car
tresor:safe inhalt:contents umgraben:dig verlangern:extend verlangert:extended loswerden:get_rid_of vernachlassigen:neglect
vernachlassige:neglect vernachlassigt:neglected erscheinen:appear erscheint:appears experte:expert experten:experts durchleuchten:examine durchleuchtet:examines verdacht:suspicion
anbieten:offer bieten:offer bietet:offers daheim:home katz:cat rinnt:leaking rinnen:leak nimmer:no_longer
diagnostiziert:diagnosed animiert:animated animierte:animated animiertes:animated minuten:minutes sekunden:seconds
spult:flushes eingebrochen:burgled spezialisten:specialist stufe:step stufen:steps wodka:vodka zerschossen:broken pudel:poodle wohl:probably
spat:late zu_spat:too_late trinkgeld:tips gebucht:booked gebuchte:booked gebuchten:booked gebuchter:booked
umschulung:retraining umschulen:retrain quereinstieg:career_change quereinsteiger:career_changer quereinsteigerin:career_changer
jobwechsel:job_change neuorientierung:reorientation berufliche_neuorientierung:career_change beruflichen_neuorientierung:career_change
schmockt:smells schmocken:smell kuchl:kitchen hase:rabbit hasen:rabbits heu:hay leerlauf:idle grundlich:thorough
grundliche:thorough grundlichen:thorough frucht:fruit fruchte:fruit zwoa:two gleichung:equation gleichungen:equations
angeben:declare angegeben:declared wade:calf waden:calves zersprungen:cracked druckt:prints drucken:print
schleift:scrapes schleifen:sanding gemalt:painted verbeult:dented dellen:dents beulen:dents
geblendet:dazzled blenden:dazzle verschrieben:prescribed verschreiben:prescribe bettlagerig:bedridden erwachsene:adults
erwachsenen:adults erwachsener:adult gesenkt:sunk senkt:lowers einsturzen:collapse einsturzt:collapses
eingesturzt:collapsed ordnen:sort_out umfrage:survey umfragen:surveys anerkennung:recognition nachhaltig:sustainable
nachhaltige:sustainable nachhaltigen:sustainable aufschieben:put_off prokrastination:procrastination
prokrastinieren:procrastinate sehe:see siehst:see
angeblich:allegedly angeblichem:alleged angeblichen:alleged angebliche:alleged angeblicher:alleged weggezogen:moved_away
weggezogen_ist:moved_away mitgliederbereich:members_area
arbeitnehmerveranlagung:tax_return steuerausgleich:tax_return pendlerpauschale:commuter_tax_allowance
live_ubersetzt:interprets_live live_ubersetzen:interpret_live live_dolmetschen:interpret_live
rausfliegen:trips_out rausspringen:trips_out rausgesprungen:tripped_out
weissem:white hintergrund:background korper:body egal:indifferent ist_mir_egal:i_dont_care schlapp:listless
vertrauen:trust vertraue:trust vertraut:trusts misstrauen:distrust bude:flat verbummelt:lost verbummeln:lose verschlampt:lost
verbringe:spend verbringen:spend verbracht:spent vergleiche:compare vergleichen:compare verlangen:demand verlangt:demands
versteckte:hidden versteckter:hidden versteckten:hidden stechend:stabbing stechende:stabbing
stechenden:stabbing stechender:stabbing aufsetzen:draft aufgesetzt:drafted leer_ausgehen:get_nothing beschlossen:decided
beschliessen:decide umstellen:switch umgestellt:switched wertlos:worthless nichts_gebacken:nothing_done nix_gebacken:nothing_done
auf_die_reihe:sorted sein_alter:his_age ihr_alter:her_age seinem_alter:his_age ihrem_alter:her_age quengelig:fussy
am_hang:on_a_slope hanglage:slope berechnung:calculation berechnungen:calculations beste_freundin:best_friend
besten_freundin:best_friend bester_freund:best_friend besten_freund:best_friend ferienhaus:holiday_home
dauerhaft:permanent dauerhafte:permanent dauerhaften:permanent dauerhafter:permanent auszahlen:pay_out ausgezahlt:paid_out
e-mail-adresse:email_address emailadresse:email_address mailadresse:email_address
klappt:works klappen:work geschmack:taste ernst:serious ernst_nehmen:take_seriously nebenbei:on_the_side wunder:wonder
wunderschon:beautiful fohn:hair_dryer mutze:hat temperatur:temperature mitbewohner:flatmate mitbewohnerin:flatmate vermissen:miss
vermisse:miss krabbeln:crawl krabbelgruppe:toddler_group zerlegen:wreck zerlegt:wrecks heben:lift einhalten:keep
reinfallen:get_scammed tauschen:swap tauscht:swaps nutzer:users bach:stream weiterleben:go_on_living
verkrampft:cramped zusammengewurfelt:mismatched verschmust:cuddly kostet:costs ausrasten:freak_out leiter:manager
leiterin:manager
aus_dem_ruder:out_of_control lauft_aus_dem_ruder:gets_out_of_control ablegen:file rausnehmen:remove herausnehmen:remove ehemalige:former ehemaligen:former
ehemaliger:former regelung:arrangement weiter_so:keep_it_up toll:great diese:this dieser:this dieses:this diesem:this
diesen:this mensch:human bist_du:are_you seid_ihr:are_you

ladenlokal:shop_premises filiale:branch filialen:branches inhaber:owner inhaberin:owner betreiber:operator betreiberin:operator
eintragung:registration ummeldung:change_of_address skonto:cash_discount vorkasse:prepayment kassensystem:till_system
inventur:stocktaking marge:margin abschreibung:depreciation lohnzettel:payslip brutto:gross netto:net amter:authorities
einwohnermeldeamt:registration_office handwerkskammer:chamber_of_crafts sichtbarkeit:visibility impressum:legal_notice versand:shipping
retoure:return retouren:returns ruckversand:return_shipping auffindbar:findable konkurrenz:competition bewirbt:applies
zusage:acceptance befordert:promoted jobcenter:job_centre lieferschein:delivery_note kasse:till registrierkasse:cash_register
lagerbestand:stock bestand:stock sortiment:product_range konkurs:bankruptcy aushilfe:temp_worker aushilfen:temp_workers
werkstudent:working_student werkstudentin:working_student werkstudenten:working_students teilzeitkraft:part_time_worker
vollzeitkraft:full_time_worker arbeitskraft:worker arbeitskrafte:workers sozialabgaben:social_security_contributions
sozialversicherungsbeitrage:social_security_contributions berufsgenossenschaft:employers_liability_insurance
arbeitsunfahigkeit:sick_leave einarbeitung:onboarding einarbeiten:train_up dienstplan:rota mindestlohn:minimum_wage
behordengang:visit_to_authorities behordengange:visits_to_authorities gewerbeamt:trade_office ordnungsamt:public_order_office
meldebescheinigung:registration_certificate markenaufbau:branding bekanntheit:awareness werbeanzeige:advert webauftritt:web_presence
internetauftritt:web_presence startseite:homepage datenschutzerklarung:privacy_policy versandkosten:shipping_costs
kundengewinnung:customer_acquisition kundenbindung:customer_retention stammkunden:regular_customers markteinfuhrung:market_launch
einfuhrung:introduction wettbewerb:competition konkurrenten:competitors alleinstellungsmerkmal:unique_selling_point
ausgebeutet:exploited arbeitsamt:job_centre

referat:presentation lernplan:study_plan wiederholungsprufung:resit nachschreiben:resit diplomarbeit:thesis seminararbeit:term_paper
maturaarbeit:thesis arbeitsblatt:worksheet ubungsblatt:worksheet lernschwache:learning_difficulties erdkunde:geography
geografie:geography informatik:computer_science latein:latin versetzung:moving_up versetzungsgefahrdet:at_risk_of_repeating
schiefe_ebene:inclined_plane schiefen_ebene:inclined_plane reibung:friction reibungskraft:friction_force impuls:momentum
impulserhaltung:conservation_of_momentum beschleunigung:acceleration hangabtriebskraft:downhill_force normalkraft:normal_force
gewichtskraft:weight_force schwerkraft:gravity energieerhaltung:conservation_of_energy potentielle:potential hebel:lever
widerstand:resistance spannung:voltage stromkreis:circuit mechanik:mechanics schwingung:oscillation schwingungen:oscillations
wellen:waves brechung:refraction linse:lens funktionen:functions dreisatz:rule_of_three ableitung:derivative ableitungen:derivatives
kurvendiskussion:curve_sketching wahrscheinlichkeit:probability stochastik:statistics dreieck:triangle kreis:circle flacheninhalt:area
volumen:volume satz_des_pythagoras:pythagorean_theorem vektoren:vectors matrizen:matrices quadratisch:quadratic quadratische:quadratic
quadratischen:quadratic textaufgaben:word_problems kopfrechnen:mental_arithmetic einmaleins:times_tables

formel:formula formeln:formulas programm:program einloggen:log_in ausgeloggt:logged_out mobilfunk:mobile_network sicherungskopie:backup
ladezeit:loading_time schadsoftware:malware speicherplatz:storage_space arbeitsspeicher:memory entwicklerin:developer

abdichten:seal sanitar:plumbing markise:awning kommode:chest_of_drawers verkalkt:limescaled fussleisten:skirting_boards
gipskarton:plasterboard spachteln:fill warmwasserspeicher:hot_water_tank rollo:blind entluften:bleed entluftet:bled
fensterbank:windowsill zugefallen:slammed_shut alarmanlage:alarm_system gegensprechanlage:intercom sprechanlage:intercom
heizungsanlage:heating_system abgeplatzt:chipped verputzen:plaster hausmeister:caretaker hausmeisterin:caretaker gartenarbeit:gardening
baumfallen:tree_felling umtopfen:repot

heilpraktiker:naturopath schilddruse:thyroid erschopfung:exhaustion pfleger:carer pflegerin:carer kreuzschmerzen:lower_back_pain
muskelkater:sore_muscles schwerhorig:hard_of_hearing zahnersatz:dentures frauenarzt:gynaecologist frauenarztin:gynaecologist
regelschmerzen:period_pain

trotzig:defiant schwiegertochter:daughter_in_law schwiegersohn:son_in_law stiefvater:stepfather stiefmutter:stepmother
stiefsohn:stepson stieftochter:stepdaughter stiefkind:stepchild stiefkinder:stepchildren patchworkfamilie:blended_family gekrankt:hurt
sehnsucht:longing uberforderung:overload kirchlich:church firmung:confirmation eheringe:wedding_rings

steuerruckzahlung:tax_refund wohngeld:housing_benefit kaltmiete:basic_rent tagesgeld:savings_account festgeld:fixed_deposit
umschuldung:debt_restructuring dispo:overdraft schufa:credit_score bonitat:creditworthiness

keilriemen:fan_belt autokauf:car_purchase stossdampfer:shock_absorbers kuhler:radiator kuhlwasser:coolant starthilfe:jump_start
warnleuchte:warning_light bremsbelage:brake_pads bremsscheiben:brake_discs kratzbaum:cat_tree katzenstreu:cat_litter
tierpension:pet_boarding

locken:curls enthaarung:hair_removal

akkorde:chords akkord:chord greifen:grip saiten:strings saite:string takt:beat schlagmuster:strumming_pattern rhythmus:rhythm
improvisieren:improvise trompete:trumpet saxophon:saxophone akkordeon:accordion tonleiter:scale tonleitern:scales gestimmt:tuned
komponieren:compose bassgitarre:bass_guitar blockflote:recorder bratsche:viola

kannst:can willst:want wusste:knew fangt_an:starts fange:start geflogen:flew kapiere:understand kapiert:understood kapieren:understand
checkt:understands gecheckt:understood checke:understand peile:understand hochgeladen:uploaded heruntergeladen:downloaded
runtergeladen:downloaded abgesichert:secured gebraucht:used kaputtgemacht:broke komme_nicht_weiter:am_stuck komm_nicht_weiter:am_stuck
weiss_nicht_weiter:am_stuck zuruckgesetzt:reset zurucksetzen:reset sichern:back_up gesichert:backed_up

natel:mobile_phone znuni:morning_snack zvieri:afternoon_snack zmittag:lunch znacht:dinner zmorge:breakfast grusezi:hello sali:hi
gopfertami:damn chrampfe:toil chrampfen:toil poschte:shop lismen:knit gspane:mate oppis:something luege:look lueg:look gaht:goes
gahts:goes spital:hospital postler:postman kondukteur:conductor estrich:attic hauswart:caretaker abwart:caretaker gemeinde:municipality
matur:school_leaving_exam gymi:grammar_school pult:desk finken:slippers lehrling:apprentice lehrstelle:apprenticeship
lehrmeister:instructor berufsschule:vocational_school stutz:francs franken:francs autobahnvignette:motorway_vignette vignette:vignette
zugelwagen:removal_van hort:after_school_club

sackerl:bag paradeiser:tomatoes karfiol:cauliflower obers:cream marille:apricot marillen:apricots semmel:roll stiege:stairs
stiegenhaus:stairwell mistkubel:bin kubel:bucket spengler:plumber trafik:tobacconist offis:public_transport karenz:parental_leave
gschrapp:kid fetzen:rag haberer:mate beisl:pub gewand:clothes schmah:banter stamperl:shot magistrat:municipal_office
meldezettel:registration_form gemeindeamt:municipal_office abfertigung:severance erdapfel:potatoes topfen:quark
rauchfangkehrer:chimney_sweep krankenstand:sick_leave leiwand:great verlassenschaft:estate dienstzettel:employment_statement

geil:great krass:extreme bissl:a_little bissel:a_little echt:real kacke:crap scheisse:shit doof:stupid blod:stupid bescheuert:stupid
chillen:relax glotze:telly klamotten:clothes pennen:sleep malochen:graft maloche:hard_work abhauen:leave rumhangen:hang_around
labern:chatter quatschen:chat motzen:moan meckern:moan jammern:complain zoff:trouble knatsch:quarrel knete:money tierisch:terribly
saublod:really_stupid affig:silly ankotzen:make_sick ankotzt:makes_me_sick bullshit:nonsense kram:stuff krempel:junk
zickenkrieg:catfight zeug:stuff

vorschlag:suggestion vorschlage:suggestions profi:professional profis:professionals honorar:fee pauschale:flat_fee anzahlung:deposit
laufkundschaft:passing_trade flaute:slump saison:season gastronomie:catering_trade gastro:hospitality imbiss:snack_bar kneipe:pub
metzgerei:butchers spatkauf:corner_shop hofladen:farm_shop onlinehandel:online_retail einzelhandel:retail handlerin:dealer
herstellung:manufacturing engpass:bottleneck verfugbar:available ausverkauft:sold_out vorrat:supply etikett:label
sendungsverfolgung:tracking kunstlersozialkasse:artists_social_insurance vorstand:board aufsichtsrat:supervisory_board
farbpalette:colour_palette schriftart:font werbetext:ad_copy gutschein:voucher gutscheine:vouchers landingpage:landing_page
warenkorb:shopping_cart verantwortung:responsibility ansprechpartner:contact_person ansprechpartnerin:contact_person fachmann:expert
fachfrau:expert fachleute:experts auftraggeber:client auftraggeberin:client auftragnehmer:contractor stundensatz:hourly_rate
zahlungserinnerung:payment_reminder uberfallig:overdue umsatzeinbruch:drop_in_sales wachstum:growth blumenladen:florist
ladenbesitzer:shop_owner ladenbesitzerin:shop_owner ladeninhaber:shop_owner grosshandel:wholesale grosshandler:wholesaler
hersteller:manufacturer produktion:production lieferengpass:supply_shortage nachschub:supplies vorrate:supplies etiketten:labels
mahnverfahren:debt_collection_proceedings zahlungsunfahig:insolvent zahlungsverzug:late_payment kassenbuch:cash_book
gewinnspanne:profit_margin steuerlast:tax_burden steuervorteil:tax_advantage einzelunternehmen:sole_trader
einzelunternehmer:sole_trader freiberuflich:freelance nebenberuflich:on_the_side hauptberuflich:full_time
scheinselbststandigkeit:bogus_self_employment belegschaft:workforce personaler:hr_manager fachkraftemangel:skills_shortage
arbeitsklima:working_atmosphere geschaftsleitung:management markenidentitat:brand_identity corporate_design:corporate_design
texter:copywriter werbetexte:ad_copy sterne:stars marktforschung:market_research marktanalyse:market_analysis treuekarte:loyalty_card
bewertungsportal:review_site suchmaschinenoptimierung:search_engine_optimisation baukasten:builder zahlungsarten:payment_methods
rechtstexte:legal_texts produktseite:product_page produktseiten:product_pages freisteller:cut_out_images bildbearbeitung:photo_editing

herrlich:lovely angenehm:pleasant unangenehm:unpleasant wunderbar:wonderful verschlissen:worn abgenutzt:worn_out veraltet:outdated
altmodisch:old_fashioned neuwertig:as_new gebrauchte:used gebrauchten:used gebrauchter:used kleinanzeigen:classifieds
verschenken:give_away zuruckgeben:return tarif:tariff tarife:tariffs vertragslaufzeit:contract_term muhsam:tedious aufwendig:elaborate
unkompliziert:straightforward verwirrend:confusing unklar:unclear deutlich:clear genau:exactly ungenau:inaccurate schlampig:sloppy
sorgfaltig:careful vorsichtig:careful riskant:risky zeitaufwendig:time_consuming zeitnah:promptly eilig:urgent eilt:is_urgent
kunftig:in_future zukunftig:future seit_wann:since_when vorubergehend:temporary zwischendurch:in_between ab_und_zu:now_and_then
jedes_mal:every_time erstmal:first zunachst:initially ubrigens:by_the_way sowieso:anyway obwohl:although deswegen:therefore
darum:therefore deshalb:therefore naturlich:of_course bestimmt:certainly wahrscheinlich:probably eventuell:possibly pech:bad_luck
zufall:coincidence zufallig:by_chance absichtlich:on_purpose unbedingt:absolutely gar_nicht:not_at_all uberhaupt_nicht:not_at_all
genauso:just_as ahnlich:similar verschieden:different anders:differently zusammen:together gemeinsam:together selber:myself viele:many
irgendwo:somewhere nirgendwo:nowhere woanders:elsewhere spatestens:at_the_latest fruhestens:at_the_earliest demnachst:soon
schliesslich:finally jedenfalls:anyway ausserdem:besides allerdings:however zum_gluck:luckily sonst:otherwise stattdessen:instead
auswarts:away

zerstritten:fallen_out versohnt:reconciled versohnen:reconcile vertragen:get_along exfrau:ex_wife exmann:ex_husband
exfreund:ex_boyfriend exfreundin:ex_girlfriend lebensgefahrte:partner lebensgefahrtin:partner heiratsantrag:marriage_proposal
fremdgehen:cheat betrugt:cheats unfruchtbar:infertile kunstliche_befruchtung:ivf fehlgeburt:miscarriage kaiserschnitt:caesarean
abstillen:wean beikost:solid_food koliken:colic trotzanfall:tantrum pubertierend:adolescent pubertierende:adolescent
unkonzentriert:unfocused hochbegabt:gifted rollator:walking_frame betreutes_wohnen:assisted_living alzheimer:alzheimers
bestattung:burial bestatter:undertaker friedhof:cemetery trauerfall:bereavement todesfall:death patientenverfugung:living_will
betreuung:care betreuer:carer betreuerin:carer

ausgelaugt:drained mutlos:discouraged selbstbewusst:confident sozialphobie:social_anxiety phobie:phobia entspannung:relaxation
erholung:recovery erholen:recover niedergeschlagen:downcast wutausbruch:outburst wutausbruche:outbursts belastet:burdened
belastung:strain belastend:stressful kraftlos:weak lebensberatung:life_coaching achtsamkeit:mindfulness entspannen:relax
entspannt:relaxed abschalten:switch_off auszeit:time_out

hangt_sich_auf:freezes sich_aufgehangt:froze bootet_nicht:wont_boot startet_nicht:wont_start treiber:driver
betriebssystem:operating_system virenscanner:antivirus virenschutz:antivirus hangt_fest:is_stuck zellen:cells spalte:column
spalten:columns zeile:row zeilen:rows sverweis:vlookup stabil:stable instabil:unstable scannen:scan eingescannt:scanned
verbunden:connected koppeln:pair gekoppelt:paired webshop:online_shop handyhulle:phone_case displayschaden:screen_damage
ladekabel:charging_cable softwareentwicklung:software_development webentwicklung:web_development cloudspeicher:cloud_storage
speicherkarte:memory_card

knarzt:creaks knarren:creak abgesackt:sagged wackeln:wobble verfarbt:discoloured vergilbt:yellowed gurgelt:gurgles gluckert:gurgles
klodeckel:toilet_seat eingedruckt:dented rohrverstopfung:blocked_pipe ruckstau:backflow
pflegefachfrau:nurse pflegefachmann:nurse pflegefachkraft:nurse pflegekraft:nurse
`
