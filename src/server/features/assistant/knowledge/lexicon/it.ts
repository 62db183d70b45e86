/** Everyday Italian → English (see ./index.ts). */
export const IT = `
madre:mother padre:father mamma:mum papa:dad babbo:dad genitori:parents fratello:brother sorella:sister fratelli:siblings nonni:grandparents
nonna:grandmother nonno:grandfather nipote:grandchild zio:uncle zia:aunt cugino:cousin cugina:cousin suocera:mother_in_law
suocero:father_in_law cognato:brother_in_law cognata:sister_in_law fidanzato:boyfriend fidanzata:girlfriend ragazzo:boy ragazza:girl
marito:husband moglie:wife famiglia:family adolescente:teenager adolescenti:teenagers bambino:child bambina:child bambini:children
figlio:son figlia:daughter figli:children uomo:man donna:woman gente:people persone:people gemelli:twins adottare:adopt adozione:adoption
vedova:widow vedovo:widower single:single amico:friend amica:friend amici:friends sposarsi:marry matrimonio:wedding nozze:wedding
gravidanza:pregnancy asilo_nido:nursery babysitter:babysitter neonato:newborn
sposa:bride sposo:groom compagno:partner compagna:partner vecchiaia:old_age padrino:godfather madrina:godmother bimbo:child bimba:child
sposato:married sposata:married divorziato:divorced nata:born morire:die morte:death innamorato:in_love
innamorata:in_love amore:love odio:hate

casa:house abitazione:home stanza:room camera_da_letto:bedroom soggiorno:living_room salotto:living_room finestra:window finestre:windows
pavimento:floor scala:stairs scale:stairs garage:garage cantina:cellar seminterrato:basement soffitta:attic balcone:balcony terrazzo:terrace
piscina:pool recinzione:fence muro:wall parete:wall pareti:walls mattone:brick mattoni:bricks calcestruzzo:concrete cemento:cement
legno:wood piastrelle:tiles lavello:sink lavandino:sink lavabo:washbasin lavatrice:washing_machine frigorifero:fridge frigo:fridge
forno:oven lavastoviglie:dishwasher doccia:shower vasca:bath termosifone:radiator termosifoni:radiators riscaldamento:heating
caldaia:boiler ventilatore:fan lampadina:bulb cavo:cable cavi:wiring impianto_elettrico:wiring interruttore:switch fusibile:fuse
presa:socket prese:sockets trasloco:move traslocare:move quartiere:neighbourhood parassiti:pests scarafaggi:cockroaches topi:mice
ratti:rats formiche:ants termiti:termites camino:chimney isolamento:insulation gocciola:dripping perde:leaking perdita:leak
infiltrazione:leak allagamento:flood allagato:flooded rotto:broken rotta:broken guasto:broken crepa:crack crepe:cracks odore:smell
puzza:smells lavori:building_work ristrutturare:renovate ristrutturazione:renovation costruire:build costruzione:construction
edificio:building palazzo:building immobile:property proprietario:landlord padrone_di_casa:landlord inquilino:tenant affittuario:tenant
manutenzione:maintenance acqua_calda:hot_water freddo:cold caldo:heat umidita:damp umido:damp muffa:mould tetto:roof soffitto:ceiling
porta:door serratura:lock chiave:key chiavi:keys giardino:garden prato:lawn albero:tree alberi:trees appartamento:flat affitto:rent
caparra:deposit deposito_cauzionale:deposit luce:electricity corrente:power elettricita:electricity acqua:water tubo:pipe tubi:pipes
rubinetto:tap bagno:bathroom water:toilet scarico:drain intasato:blocked otturato:blocked vicini:neighbours
cucina:kitchen pittura:paint dipingere:paint imbiancare:paint pulizia:cleaning pulizie:cleaning mobili:furniture
cuscino:cushion tenda:curtain tende:curtains tappeto:carpet cassetto:drawer specchio:mirror scaffale:shelves spazzatura:rubbish
immondizia:rubbish pattumiera:bin aspirapolvere:vacuum_cleaner scopa:broom macchia:stain macchie:stains intonaco:plaster
campanello:doorbell microonde:microwave bolletta:bill bolletta_della_luce:electricity_bill condominio:apartment_building
amministratore:property_manager riordinare:tidy annaffiare:water potare:prune padella:pan pentola:pot posate:cutlery bicchiere:glass
tapparella:shutter tapparelle:shutters persiana:blind asciutto:dry pulisco:clean divano:sofa
piatti:dishes forchetta:fork coltello:knife cucchiaio:spoon tazza:cup armadio:wardrobe credenza:cupboard mensola:shelf poltrona:armchair
materasso:mattress piumone:duvet lenzuola:sheets asciugamano:towel sapone:soap spazzolino:toothbrush bucato:laundry asciugatrice:dryer
stirare:iron ferro_da_stiro:iron televisore:television telecomando:remote_control elettrodomestici:appliances congelatore:freezer
bollitore:kettle macchina_del_caffe:coffee_machine cappa:extractor_hood cassetta_delle_lettere:letterbox corridoio:hallway ascensore:lift
grondaia:gutter fogna:sewer condensa:condensation polvere:dust pennello:brush attrezzi:tools viti:screws chiodo:nail tassello:wall_plug
cacciavite:screwdriver pinze:pliers trapano:drill appendere:hang montato:assembled verniciare:paint dipinto:painted rapina:robbery
ladro:thief ladri:thieves scasso:break_in incendio:fire fuoco:fire fumo:smoke ghiacciato:frozen
portante:load_bearing portanti:load_bearing tramezzo:partition_wall demolire:demolish condominiale:condominium
condominiali:condominium calore:heat

testa:head faccia:face viso:face bocca:mouth naso:nose orecchio:ear orecchie:ears gola:throat braccio:arm braccia:arms mano:hand
mani:hands dito:finger dita:fingers piede:foot piedi:feet gamba:leg gambe:legs stomaco:stomach pancia:belly osso:bone ossa:bones
sangue:blood anca:hip polso:wrist gomito:elbow colonna:spine schiena:back polmoni:lungs rene:kidney fegato:liver cervello:brain
vertigini:dizziness capogiri:dizziness stanco:tired stanca:tired stanchezza:tiredness esausto:exhausted esausta:exhausted nausea:nausea
diarrea:diarrhoea allergia:allergy asma:asthma diabete:diabetes cancro:cancer tumore:tumour infezione:infection gonfio:swollen
gonfia:swollen gonfiore:swelling sanguinamento:bleeding sanguina:bleeding malato:sick malata:sick malattia:illness salute:health
ospedale:hospital pronto_soccorso:emergency appuntamento:appointment visita:appointment operazione:surgery intervento:surgery
chirurgia:surgery infortunio:injury ferito:injured distorsione:sprain frattura:fracture vaccino:vaccine sintomi:symptoms cura:treatment
terapia:therapy dormire:sleep sonno:sleep russa:snores russare:snoring respirare:breathe respiro:breathing emicrania:migraine
mal_di_testa:headache mal:pain forte:strong dolore:pain dolori:pain male:pain cicatrice:scar ustione:burn vomito:vomiting vomitare:vomiting memoria:memory
dimentica:forgets zucchero:sugar ciclo:period mestruazioni:period menopausa:menopause fertilita:fertility dente:tooth denti:teeth
gengive:gums occhio:eye occhi:eyes occhiali:glasses ginocchio:knee spalla:shoulder collo:neck cuore:heart petto:chest medico:doctor
dottore:doctor pelle:skin brufoli:spots prurito:itching febbre:fever tosse:cough raffreddore:cold incinta:pregnant parto:birth
farmaco:medication farmaci:medication medicine:medication pillole:pills ricetta:prescription
raffreddato:cold ingrassato:gained_weight ingrassare:gain_weight grasso:fat grassa:fat magro:thin magra:thin pastiglie:pills
pastiglia:pill compresse:pills mal_di_pancia:stomach_ache
pollice:thumb labbro:lip labbra:lips guancia:cheek mento:chin capelli:hair muscolo:muscle muscoli:muscles tendine:tendon
articolazione:joint articolazioni:joints intestino:bowel appendicite:appendicitis stitichezza:constipation bruciore_di_stomaco:heartburn
vomitato:vomited sudare:sweat sudo:sweat suda:sweats sudore:sweat tremare:shaking trema:shakes tremore:tremor crampo:cramp crampi:cramps
gesso:plaster_cast cerotto:plaster ferita:wound livido:bruise lividi:bruises sordo:deaf sorda:deaf apparecchio_acustico:hearing_aid
ictus:stroke infarto:heart_attack glicemia:blood_sugar analisi:tests risultati:results referto:report diagnosi:diagnosis
iniezione:injection vaccinato:vaccinated starnutire:sneeze rauco:hoarse svenuto:fainted svenire:faint svenimento:fainting
incosciente:unconscious pallido:pale formicolio:tingling paralizzato:paralysed disabile:disabled disabilita:disability
specialista:specialist sedia_a_rotelle:wheelchair casa_di_riposo:care_home sano:healthy morso:bite scivolato:slipped scivolata:slipped
inciampato:tripped
lombare:lower_back lombari:lower_back forfora:dandruff eruzione:rash verruca:wart meches:highlights rovinare:ruin rovinato:ruined
rovinati:ruined rovinata:ruined prudono:itch prude:itches

felice:happy contento:happy arrabbiato:angry arrabbiata:angry rabbia:anger sola:alone solitudine:loneliness annoiato:bored
sopraffatto:overwhelmed preoccupato:worried preoccupata:worried nervoso:nervous nervosa:nervous vergogna:shame colpa:fault gelosia:jealousy
fiducia:confidence autostima:self_esteem motivazione:motivation demotivato:unmotivated perso:lost persa:lost confuso:confused
spaventato:scared spaventata:scared frustrato:frustrated piangere:cry piange:cries sentimenti:feelings emozioni:emotions umore:mood
vuoto:empty esaurito:burnt_out esaurimento:burnout ossessione:obsession pensieri:thoughts triste:sad tristezza:sadness lutto:grief
ansia:anxiety angoscia:anxiety panico:panic stress:stress stressato:stressed depresso:depressed depressione:depression dipendenza:addiction
litighiamo:arguing litigio:argument coppia:couple relazione:relationship separazione:separation divorzio:divorce
pazzo:crazy pazza:crazy fastidioso:annoying tranquillo:calm deluso:disappointed delusa:disappointed
impotente:helpless disperato:desperate disperata:desperate infelice:unhappy soddisfatto:satisfied insoddisfatto:dissatisfied
imbarazzo:embarrassment imbarazzante:embarrassing timido:shy timida:shy insicuro:insecure invidioso:envious geloso:jealous gelosa:jealous
offeso:offended offesa:offended irritato:annoyed bullismo:bullying violenza:violence abuso:abuse abusi:abuse molestie:harassment
paura:fear preoccupazione:worry preoccupazioni:worries sogno:dream incubi:nightmares incubo:nightmare

conto:account carta:card carta_di_credito:credit_card addebito:charge pagare:pay pagamento:payment pagamenti:payments spese:expenses
bilancio:budget reddito:income entrate:income guadagno:earnings profitto:profit perdite:losses multa:fine multe:fines ricevuta:receipt
fattura:invoice fatture:invoices dichiarazione_dei_redditi:tax_return tasse:taxes imposte:taxes iva:vat interessi:interest rata:instalment
bonifico:transfer truffa:scam truffato:scammed frode:fraud borsa:stock_market azioni:shares cripto:crypto pensione:pension
pensionato:retired euro:euros costo:cost caro:expensive economico:cheap contabilita:bookkeeping commercialista:accountant finanze:finances
patrimonio:assets proprieta:property affittare:rent risparmi:savings risparmiare:save contributo:grant prestito:loan mutuo:mortgage
debito:debt debiti:debts assicurazione:insurance partita_iva:self-employed libero_professionista:freelancer stipendio:salary soldi:money
denaro:money eredita:inheritance testamento:testament investire:invest investimento:investment banca:bank
pagato:paid pago:pay paghiamo:pay spendere:spend ricevere:receive ricevuto:received riceve:receives conto_corrente:bank_account
saldo:balance estratto_conto:statement commissioni:fees valuta:currency mercato:market supermercato:supermarket sconto:discount
consegna:delivery ordine:order ordini:orders ordinato:ordered ordinare:order bancomat:cash_machine conto_cointestato:joint_account
importo:amount costoso:expensive
compro:buy comprato:bought comprare:buy vendo:sell venduto:sold spedito:shipped spedire:ship spedizione:shipping consegnato:delivered
restituire:return rimborsato:refunded lamentarsi:complain lamentela:complaint pacco:parcel pacchetto:package portafoglio:wallet
contanti:cash monete:coins sussidio:benefit acquisto:purchase acquisti:purchases costato:cost risparmiato:saved affittato:rented
fisso:fixed fissa:fixed tasso_fisso:fixed_interest_rate tasso_variabile:variable_interest_rate forfettario:flat_rate
regime_forfettario:flat_rate_tax_scheme previdenza:pension conviene:worth_it

legge:law diritto:law diritti:rights legale:legal denunciare:sue tribunale:court giudice:judge avvocato:lawyer
avvocata:lawyer reato:crime crimine:crime furto:theft rubato:stolen rubata:stolen prigione:prison carcere:prison arrestato:arrested
arrestata:arrested arresto:arrest accusato:accused accusata:accused colpevole:guilty innocente:innocent vittima:victim aggressione:assault
rissa:fight incidente:accident reclamo:complaint risarcimento:compensation danni:damages clausola:clause firmare:sign firmato:signed
documenti:documents pratiche:paperwork burocrazia:paperwork straniero:foreigner immigrazione:immigration asilo_politico:asylum
espulsione:deportation passaporto:passport sentenza:sentence ricorso:appeal polizia:police carabinieri:police questura:police denuncia:charge
diritto_d_autore:copyright plagio:plagiarism diffamazione:defamation discriminazione:discrimination licenziamento:dismissal
licenziato:fired licenziata:fired liquidazione:severance affidamento:custody mantenimento:child_support tutela:guardianship
contratto:contract permesso_di_soggiorno:residence_permit visto:visa cittadinanza:citizenship notaio:notary marchio:trademark
brevetto:patent
sporgere_denuncia:report carta_d_identita:id_card testimone:witness ereditare:inherit ereditato:inherited erede:heir
congedo_parentale:parental_leave minaccia:threat minacce:threats minacciato:threatened aggredito:assaulted aggredita:assaulted
garante:guarantor contratto_d_affitto:lease
poliziotto:police_officer vigile:traffic_warden modulo:form richiesta:request permesso:permit timbro:stamp firma:signature
scadenza:deadline municipio:town_hall anagrafe:registry_office garanzia:warranty difettoso:defective truffatore:fraudster
testimoni:witnesses udienza:hearing sfratto:eviction successione:inheritance condanna:sentence condannato:convicted picchiato:beaten
litigato:argued
diffida:cease_and_desist_letter fare_causa:sue a_causa_di:because_of disdetta:termination_notice
contratto_di_affitto:tenancy_agreement

lavorare:work lavoro:job impiego:job lavoratore:worker dipendente:employee dipendenti:employees ufficio:office
curriculum:cv candidatura:application colloquio:interview assumere:hire orario:working_hours straordinari:overtime malattia_lavoro:sick_leave
disoccupazione:unemployment disoccupato:unemployed carriera:career promozione:promotion colleghi:colleagues collega:colleague
affari:business azienda:company ditta:company impresa:company avviare:start_business fondatore:founder socio:partner soci:partners
squadra:team progetto:project riunione:meeting fornitore:supplier fornitori:suppliers personale:staff pubblicita:advertising logo:logo
design:design cliente:customer clienti:customers prodotto:product prodotti:products negozio_online:online_shop magazzino:warehouse
vendite:sales vendere:sell crescere:grow strategia:strategy professione:profession mestiere:trade cambiare_lavoro:career_change
capo:boss sindacato:union
tirocinio:internship stagista:intern sciopero:strike assunto:hired smart_working:remote_work gestione:management direttore:director
formazione:training funziona:works funzionare:work
lavora:works lavorato:worked tempo_determinato:fixed_term tempo_indeterminato:permanent periodo_di_prova:probation ferie:holidays
busta_paga:payslip richiamo:warning turno_di_notte:night_shift apprendista:apprentice preventivo:quote artigiano:tradesman

scuola:school liceo:school universita:university facolta:university studiare:study studi:studies studente:student studentessa:student
alunno:pupil alunna:pupil alunni:pupils professore:teacher professoressa:teacher insegnante:teacher maestra:teacher maestro:teacher
lezioni:lessons lezione:lesson ripetizioni:tutoring compiti:homework esame:exam esami:exams verifica:test voto:grade voti:grades
bocciato:failed bocciata:failed promosso:passed matematica:maths fisica:physics chimica:chemistry storia:history lingua:language
lingue:languages inglese:english tedesco:german francese:french spagnolo:spanish leggere:read lettura:reading scrivere:write
scrittura:writing ortografia:spelling tesi:thesis borsa_di_studio:scholarship imparare:learn insegnare:teach dislessia:dyslexia
maturita:exams patente:driving_licence scuola_guida:driving_school autoscuola:driving_school
aula:classroom tema:essay pagella:report_card corso:course corsi:courses iscrizione:registration
classe:class elementari:primary_school interrogazione:oral_test compagni_di_classe:classmates imparato:learned imparo:learn

veicolo:vehicle macchina:car auto:car furgone:van camion:truck bicicletta:bicycle bici:bike autobus:bus guasto_auto:breakdown
officina:garage meccanico:mechanic gomma:tyre gomme:tyres pneumatico:tyre pneumatici:tyres batteria:battery sterzo:steering freni:brakes
motore:engine frizione:clutch fari:lights strada:road benzina:petrol gasolio:diesel diesel:diesel revisione:inspection
parcheggiare:park ammaccatura:dent scontro:crash guidare:drive salita:hill moto:motorcycle motorino:scooter
clacson:horn specchietto:mirror parabrezza:windscreen bagagliaio:boot velocita:speed pedaggio:toll autista:driver guidatore:driver
ingorgo:traffic_jam ruota:wheel ruote:wheels benzinaio:petrol_station
targa:number_plate marmitta:exhaust olio:oil radiatore:radiator tergicristalli:wipers freccia:indicator graffio:scratch
graffiato:scratched rimorchio:tow carro_attrezzi:tow_truck autovelox:speed_camera catena:chain sellino:saddle bollo:road_tax
carrozzeria:bodywork carrozziere:panel_beater guidato:driven parcheggiato:parked

bisogno:need voglio:want vorrei:want cerco:looking_for cercare:search aiutare:help riparare:repair riparazione:repair aggiustare:fix
cambiare:change migliorare:improve organizzare:organise organizza:organises organizzi:organise organizziamo:organise pianificare:plan preparare:prepare controllare:check verificare:check
scegliere:choose decidere:decide iniziare:start cominciare:start smettere:quit perdere:lose guadagnare:earn trovare:find capire:understand
spiegare:explain consigliare:advise consiglio:advice consigli:advice installare:install montare:assemble progettare:design
curare:care pulire:clean
risolvere:solve risolto:solved inviare:send inviato:sent chiesto:asked aspettare:wait aspetto:wait aspettato:waited ricordare:remember
ricordo:remember ritardo:delay tagliare:cut tagliato:cut sul_posto:on_site
arrivato:arrived arrivata:arrived arriva:arrives arrivare:arrive dormo:sleep dorme:sleeps dormito:slept sveglio:awake svegliato:woke_up
mangio:eat mangia:eats mangiato:eaten mangiare:eat andato:gone andata:gone andiamo:go venuto:came viene:comes vengo:come
vede:sees sapevo:knew conosco:know conoscere:know dico:say facciamo:do avevo:had aveva:had avuto:had stata:been potevo:could
potrebbe:could deve:must dobbiamo:must dovuto:had_to vuole:wants volevo:wanted vogliamo:want prendo:take prende:takes portato:brought
trovo:find trova:finds trovato:found cercato:searched perdo:lose dimenticato:forgot dimentico:forget capisco:understand capito:understood
capisce:understands penso:think pensato:thought credo:think sento:feel sente:feels sentito:felt riparato:repaired aggiustato:fixed
rompe:breaks rompere:break spento:switched_off acceso:switched_on chiamato:called chiamo:call scritto:written scrivo:write aiutato:helped
aiuta:helps iniziato:started inizia:starts cominciato:started smesso:stopped apre:opens chiudo:close cresciuto:grown cresce:grows
aumentato:increased aumenta:increases aumento:increase capitato:happened succede:happens raccontato:told raccontare:tell chiede:asks
risposto:answered risposta:answer rispondere:answer risponde:answers mostrato:showed provato:tried provare:try provo:try cambiato:changed
riesco:can riesce:can riuscire:be_able leggo:read proteggere:protect consulenza:consultation consulenze:consultations soprattutto:especially problemi:problems
adulti:adults adulto:adult

cellulare:phone telefonino:phone telefono:phone tablet:tablet internet:internet connessione:connection lento:slow file:file
backup:backup nuvola:cloud messaggio:message messaggi:messages social:social_media programmare:code programmatore:programmer
codice:code gioco:game videogioco:video_game sito:website sito_web:website password:password hackerato:hacked computer:computer
portatile:laptop schermo:screen stampante:printer applicazione:app app:app
scaricare:download caricare:charge caricabatterie:charger bloccato:stuck disco_rigido:hard_drive cartella:folder
ricaricare:charge riavviare:restart impostazioni:settings sbloccare:unlock accesso:access credenziali:login_details nome_utente:username
salvare:save salvato:saved cancellato:deleted altoparlante:speaker cuffie:headphones segnale:signal rete:network chiavetta:usb_stick
aggiornamento:update aggiornare:update stampare:print tastiera:keyboard si_blocca:freezes si_spegne:switches_off

cibo:food cucinare:cook ricette:recipes ristorante:restaurant pane:bread panetteria:bakery forno_pane:bakery vino:wine cena:dinner
pranzo:lunch colazione:breakfast torta:cake
bevuto:drank carne:meat pollo:chicken verdure:vegetables frutta:fruit riso:rice uova:eggs latte:milk formaggio:cheese pasto:meal
pasti:meals birra:beer bevande:drinks piatto:dish farina:flour zuppa:soup patata:potato patate:potatoes pomodoro:tomato cipolla:onion
aglio:garlic frutti_di_mare:seafood
arrosto:roast fritto:fried cotto:cooked crudo:raw andato_a_male:gone_off ingredienti:ingredients spezie:spices salsiccia:sausage
prosciutto:ham panna:cream mela:apple mele:apples pera:pear fragole:strawberries insalata:salad cetriolo:cucumber caffe:coffee succo:juice
vegetariano:vegetarian intolleranza:intolerance allergico:allergic noci:walnuts dieta:diet affamato:hungry

musica:music canzone:song canzoni:songs cantare:sing chitarra:guitar pianoforte:piano suonare:play ballare:dance
ballo:dance danza:dance calcio:football sport:sport correre:running maratona:marathon nuotare:swim foto:photo fotografia:photography
fotocamera:camera disegnare:draw libro:book libri:books romanzo:novel film:film video:video falo:campfire strumento:instrument
guardare_la_tv:watch_tv camminare:walk giardinaggio:gardening scacchi:chess teatro:theatre uncinetto:crochet maglia:knitting
escursionismo:hiking
giocare:play gioca:plays giocato:played

viaggiare:travel viaggio:trip vacanza:holiday vacanze:holiday aeroporto:airport volo:flight voli:flights aereo:plane valigia:suitcase
biglietto:ticket prenotazione:booking spiaggia:beach montagna:mountain cane:dog cani:dogs gatto:cat gatti:cats animale_domestico:pet
veterinario:vet uccello:bird pappagallo:parrot coniglio:rabbit pesce:fish tartaruga:turtle criceto:hamster zoppica:limping
gratta:scratches pulci:fleas zecche:ticks animali:animals abbaia:barking morde:bites cucciolo:puppy cavallo:horse
crocchette:pet_food collare:collar campeggio:camping isola:island treno:train zaino:backpack bagagli:luggage confine:border ponte:bridge
marciapiede:pavement
castrare:neuter castrato:neutered sterilizzare:spay canile:dog_shelter gattile:cat_shelter vermi:worms cagnolina:puppy
porcellino_d_india:guinea_pig gabbia:cage guinzaglio:leash lettiera:litter_box miagola:meows zanzara:mosquito
zanzare:mosquitoes calabrone:hornet ragno:spider ragni:spiders faina:marten piccioni:pigeons piccione:pigeon cinghiale:wild_boar

vestiti:clothes vestito:dress abito:live abito_su_misura:tailored_suit abito_da_sposa:wedding_dress abito_elegante:formal_suit scarpe:shoes cucire:sew festa:party ospiti:guests regalo:gift compleanno:birthday
battesimo:christening fidanzamento:engagement fiori:flowers fiore:flower gita:outing invito:invitation cappotto:coat giacca:jacket
camicia:shirt pantaloni:trousers stivali:boots calzini:socks grigliata:barbecue palco:stage
anniversario:anniversary addio:farewell inaugurazione:opening natale:christmas pasqua:easter capodanno:new_year cerimonia:ceremony
funerale:funeral

urgente:urgent veloce:fast difficile:difficult facile:easy cattivo:bad migliore:better peggio:worse nuovo:new nuova:new vecchio:old
vecchia:old grande:big piccolo:small debole:weak strano:strange pulito:clean sporco:dirty rumore:noise
fare:do faccio:do fatto:done prendere:take preso:taken dare:give dire:say detto:said andare:go vado:go venire:come potere:can
posso:can dovere:must devo:must sapere:know so:know vedere:see mettere:put portare:bring chiamare:call vivere:live vive:lives
abitare:live abita:lives dopo:after prima:before sempre:always mai:never niente:nothing nulla:nothing qualcosa:something nessuno:nobody
notte:night giorno:day giorni:days settimana:week settimane:weeks mese:month mesi:months anno:year anni:years oggi:today ieri:yesterday
domani:tomorrow sotto:under sopra:over dentro:inside fuori:outside senza:without letto:bed tavolo:table sedia:chair uno:one due:two
tre:three quattro:four cinque:five sei:six sette:seven otto:eight nove:nine dieci:ten venti:twenty trenta:thirty quaranta:forty
cinquanta:fifty sessanta:sixty settanta:seventy ottanta:eighty estero:abroad allestero:abroad nasconde:hides
citta:city paese:village
estate:summer inverno:winter primavera:spring autunno:autumn pioggia:rain piove:rain neve:snow temporale:storm bagnato:wet bagnata:wet
secco:dry ubriaco:drunk ubriaca:drunk beve:drinks bevo:drink fisioterapia:physiotherapy fisioterapista:physiotherapist riabilitazione:rehabilitation
muro_portante:load_bearing_wall togliere:remove abbattere:demolish pronunciare:pronounce pronuncia:pronunciation svegliarsi:wake
mi_sveglio:wake_up mattina:morning sera:evening caduta:fall cadere:fall caduto:fell caduta_in_casa:fall troppo:too_much
diventa:becomes aggressivo:aggressive
cancellare:delete eliminare:delete disdire:cancel profilo:profile punti:points registrarmi:sign_up registrarsi:sign_up accedere:log_in recensione:review abbonamento:subscription rimborso:refund gratis:free gratuito:free traffico:traffic ingiusto:unfair ingiusta:unfair
tempo:time tutto_il_tempo:all_the_time fine_settimana:weekend festivo:holiday presto:early lontano:far sbagliato:wrong sbagliata:wrong
ottimo:great orribile:terrible bello:beautiful bella:beautiful carino:pretty carina:pretty brutto:ugly brutta:ugly gelido:freezing
congelato:frozen aperto:open aperta:open chiuso:closed chiusa:closed basso:low corto:short stretto:narrow pesante:heavy morbido:soft
raro:rare uguale:same silenzio:silence vita:life mondo:world luogo:place posto:place zona:area ascoltare:listen
inondazione:flood alluvione:flood grandine:hail grandinata:hailstorm tempesta:storm fulmine:lightning crollato:collapsed crollo:collapse
ghiaccio:ice frana:landslide vento:wind ventoso:windy gelo:frost da_quando:since dopodomani:day_after_tomorrow scorso:last scorsa:last
recentemente:recently subito:immediately piu_tardi:later improvvisamente:suddenly all_improvviso:suddenly a_volte:sometimes
ogni_giorno:every_day quotidiano:daily settimanale:weekly mensile:monthly annuale:yearly pomeriggio:afternoon mezzogiorno:noon
mezzanotte:midnight lunedi:monday martedi:tuesday mercoledi:wednesday giovedi:thursday venerdi:friday sabato:saturday domenica:sunday
ormai:by_now finalmente:finally finora:so_far di_nuovo:again ultimamente:lately stamattina:this_morning stasera:tonight silenzioso:quiet
rumoroso:noisy traballante:wobbly storto:crooked piegato:bent arrugginito:rusty ruggine:rust disordinato:messy disordine:mess
profondo:deep pronto:ready divertente:funny simpatico:nice gentile:kind maleducato:rude scortese:rude pigro:lazy caotico:chaotic
ciao:hello salve:hello buongiorno:hello buonasera:hello dentistico:dental dentistica:dental studio_dentistico:dental_practice
studio_medico:medical_practice gestionale:management_software

aprire:open batte:beats battere:beat bruciato:burnt cadono:fall chiedere:ask confondere:mix_up confonde:mixes_up
continuamente:constantly continuo:constant correggere:correct danneggiare:damage dappertutto:everywhere datore_di_lavoro:employer
gioia:joy forma_giuridica:legal_structure guarnizione:seal invecchiare:age lavarsi:wash lavare:wash avviso:notice lecca:licks
leccare:lick lievito:yeast lievito_madre:sourdough manca_il_fiato:breathless muschio:moss nero:black nera:black pieno:full
profondamente:deeply radici:roots radice:root raffreddare:cool raffredda:cools salire:climb scadere:expire scade:expires sfogo:rash
slittare:slip slitta:slips somma:sum sottili:thin sottile:thin spegnere:switch_off zampa:paw zampe:paws agenzia:agency offerta:offer
attivita:business laurea:degree rosso:red rossa:red rossi:red rosse:red gonfiato:swollen accendere:switch_on accendo:switch_on
salta:trips giallo:yellow verde:green blu:blue grigio:grey marrone:brown bianco:white vestirsi:dress gocciolare:drip grattarsi:scratch
rumori:noises dimenticare:forget invecchiando:ageing lettere:letters lentamente:slowly piantato:planted incolta:overgrown corsa:running
prenotare:book appuntamenti:appointments restare:stay paga:pays energia:energy vuota:empty
adatti:suitable adatto:suitable autosufficiente:independent bene:well certificato:certificate certificato_di_nascita:birth_certificate
comparire:appear comune:council copiare:copy copi:copies domande:questions evitare:avoid festeggiare:celebrate festeggiamo:celebrate
forbici:scissors giurata:sworn traduzione_giurata:certified_translation mandare:send manda:sends matita:pencil
mezza_maratona:half_marathon nascita:birth nome:name prevedere:predict previsioni:forecast prossimo:next rilascio:release
rilasci:releases rispettare:meet scrivania:desk sfuggono_di_mano:get_out_of_hand usare:use tenere:hold trasferirsi:move trasferiamo:move
candidati:candidates vanno_giu:go_down va_giu:goes_down inventato:invented inventare:invent richiedono:take rigido:stiff pettinare:comb
trucchi:makeup truccare:makeup
agriturismo:farm_stay alta:high alto:high aumentare:increase automaticamente:automatically bottiglia:bottle calcetto:football
calcolare:calculate calcoli:calculates camere:rooms camera:room capitoli:chapters capitolo:chapter chiudere:close chiude:closes
contro:against davanti:in_front dice:says distruggere:destroy distrugge:destroys uscire:go_out esco:go_out fermare:stop fermato:stopped
finire:finish finisce:ends fischiano:ringing fischio:ringing acufene:tinnitus foglio:sheet gestire:manage gestirla:manage
denti_del_giudizio:wisdom_teeth irritabile:irritable alcoltest:breathalyser lato:side ultimo:last meno:less peggiori:worst quote:shares
rifiutare:refuse rifiutato:refused rischiare:risk rischio:risk scuro:dark scura:dark sete:thirst spesso:often terreno:land turni:shifts
turno:shift urlare:shout urla:shouts usato:used vedo:see viola:purple storta:sprain vespe:wasps vespa:wasp nido:nest
temporali:thunderstorms scaduto:expired espulso:deported
mi_sposo:i_marry ci_sposiamo:we_marry si_sposa:marries sposarmi:marry_me padrona_di_casa:landlady sfrattare:evict sfrattarmi:evict_me
facciata:facade
alte:high alti:high tanti:many tante:many va_male:doing_badly
ogni:every volta:time partita:match pianta:plant foglie:leaves foglia:leaf cose:things ovunque:everywhere palla:ball bollente:boiling
puo:can nn:not xke:why cmq:anyway entrare:get_in gira:turns girare:turn lasciata:left lasciato:left gocce:drops goccia:drop
cigolio:squeaking cigola:squeaks cigolano:squeak ronza:buzzes ronzio:buzzing sbatte:bangs vibra:vibrates surriscalda:overheats
scalda:heats scotta:burning spaccato:cracked spaccata:cracked incrinato:cracked incrinata:cracked scheggiato:chipped ruppe:broke
ammaccato:dented ammaccata:dented bucata:punctured forata:punctured forato:punctured sgonfia:flat sgonfio:flat incastrato:stuck
incastrata:stuck inceppato:jammed inceppata:jammed impallato:frozen perdono:leak stacca:comes_off staccato:come_off
ammuffito:mouldy ammuffita:mouldy marcio:rotten marcia:rotten infiammato:inflamed infiammata:inflamed infetto:infected
infetta:infected manca:missing mancano:missing fanno_male:hurt addormentarmi:fall_asleep addormentarsi:fall_asleep
sciando:skiing sciare:ski morendo:dying superato:passed superare:pass rimandato:resit rimandata:resit insufficienze:fail_marks
respinto:rejected respinta:rejected negato:denied negata:denied raggirato:conned violato:breached tamponato:rear_ended
tamponata:rear_ended arretrati:arrears prendono_in_giro:tease prende_in_giro:teases prendere_in_giro:tease
sopracciglia:eyebrows fianco:side nuca:neck gengiva:gum ciste:cyst nodulo:lump foruncolo:boil afta:mouth_ulcer pidocchi:lice
cimici:bedbugs calcinacci:rubble infissi:window_frames infisso:window_frame spifferi:draughts spiffero:draught contatore:meter
cassetta_di_scarico:cistern postino:postman borsetta:handbag cartina:map
si_perde:gets_lost mi_perdo:get_lost
insegna:teaches insegnarmi:teach_me insegnami:teach_me oggetti:items oggetto:item descrizione:description descrizioni:descriptions
migliori:better seria:reliable serio:serious durante:during portarli:take_them portarlo:take_him portarla:take_her
rifare:redo presa_in_giro:teased preso_in_giro:teased sinistra:left destra:right cento:hundred mille:thousand
in_campagna:in_the_countryside colpo:hit messo_da_parte:saved mettere_da_parte:save metto_da_parte:save mettiamo_da_parte:save in_forma:fit pianto:crying lasciare:leave
grosso:big grossa:big lungo:long lunga:long lunghi:long lunghe:long importante:important importanti:important speso:spent
cucinato:cooked tirare:pull buttare:throw_away gridare:shout burro:butter paglia:straw signora:lady signore:gentleman
accessori:accessories smemorato:forgetful smemorata:forgetful scorda:forgets scordare:forget dietro:behind accanto:next_to
ricevo:receive tardi:late seduta:sitting seduto:sitting deridono:mock accorciare:shorten allungare:lengthen
completamente:completely abbandonato:abandoned enorme:huge meglio:better sembra:seems diversi:several angolo:corner
andavo:was_going affatto:at_all undici:eleven dodici:twelve tredici:thirteen quattordici:fourteen quindici:fifteen sedici:sixteen
diciassette:seventeen diciotto:eighteen diciannove:nineteen novanta:ninety distraggo:get_distracted distrarre:distract
distratto:distracted distrazione:distraction entra:comes_in infanzia:childhood spezzano:break spezzato:broken piovana:rain
trabocca:overflows muovermi:move muovere:move muovo:move intromette:interferes intromettersi:interfere laghetto:pond lago:lake
muoiono:die muore:dies tranne:except volare:fly badare:look_after badi:look_after lavo:wash piacciono:like piace:likes
piaceva:liked raga:guys cacciato:kicked_out cacciata:kicked_out stanotte:tonight appena:just purtroppo:unfortunately forse:maybe
davvero:really veramente:really abbastanza:enough parecchio:quite_a_lot poco:little giovane:young brava:good stufo:fed_up
stufa:stove reso:returned alzarsi:get_up indossare:wear rimanere:stay servire:need vorremmo:would_like volere:want
spingere:push buttato:thrown_away starnuti:sneezes voce:voice maglione:jumper coperta:blanket grazie:thanks scusate:sorry
scusa:sorry unicorni:unicorns unicorno:unicorn gennaio:january febbraio:february marzo:march maggio:may giugno:june
luglio:july agosto:august settembre:september ottobre:october novembre:november dicembre:december
parte:part resto:rest pezzo:piece roba:stuff stesso:same stessa:same dovrei:should potrei:could spero:hope modo:way
altro:other altri:others altra:other altre:other filo:thread bottone:button bottoni:buttons cerniera:zip buco:hole buchi:holes
vetro:glass spina:plug spolverare:dust sostituire:replace misurare:measure pesare:weigh liscio:smooth duro:hard tagliente:sharp
scivoloso:slippery faticoso:tiring stressante:stressful accogliente:cosy puntuale:punctual affidabile:reliable educato:polite
onesto:honest paziente:patient impaziente:impatient giocattoli:toys parco_giochi:playground pannolini:nappies pannolino:nappy
ciuccio:dummy passeggino:pushchair biberon:baby_bottle dentizione:teething capricci:tantrums capriccio:tantrum paghetta:pocket_money
punizione:punishment part_time:part_time tempo_pieno:full_time in_malattia:on_sick_leave apprendistato:apprenticeship fatica:effort
esperienza:experience causa:cause sporcizia:dirt coraggio:courage dubbio:doubt dubbi:doubts noia:boredom conoscenti:acquaintances
sicurezza_di_se:self_confidence comunione:communion cresima:confirmation discorso:speech addobbi:decorations rinfresco:reception
addio_al_celibato:stag_party addio_al_nubilato:hen_party mazzo_di_fiori:bouquet gruppo:group coro:choir flauto:flute
esibizione:performance esibirsi:perform ansia_da_palcoscenico:stage_fright vocaboli:vocabulary madrelingua:native_speaker
allungamento:stretching lavorare_a_maglia:knit
per_sbaglio:by_mistake entrato:got_in pazienza:patience pochissimo:very_little uscendo:leaving insopportabile:unbearable
fatto_male:hurt toccare:touch mi_gira_la_testa:dizzy gira_la_testa:dizzy preferibilmente:preferably dispensa:pantry
rosicchiato:gnawed salgono:go_up cinghia:strap sbriciolano:crumble
piano_di_sopra:upstairs piano_di_sotto:downstairs sommersa:swamped sommerso:swamped stare_attenti:be_careful convivere:live_together
chiuso_in_se_stesso:withdrawn schifoso:disgusting panini:rolls magari:maybe maschi:boys seno:breast fare_la_spesa:grocery_shopping
accompagna:accompanies accompagnare:accompany tira:pulls salta_addosso:jumps_on corrimano:handrail scivolosa:slippery
rinfrescare:brush_up
annullare:cancel annullato:cancelled annullata:cancelled annullamento:cancellation disdetto:cancelled divento:become
parto_da_zero:starting_from_scratch esce:goes_out esterno:external esterna:external ritinteggiare:repaint tinteggiare:paint_walls
rinforzare:strengthen attivita_dolce:gentle_exercise ginnastica_dolce:gentle_exercise certificare_il_bilancio:audit_the_accounts bilancio_certificato:audited_accounts revisione_del_bilancio:audit
ha_letto:has_read hai_letto:have_read ho_letto:have_read hanno_letto:have_read abbia_letto:has_read
perde_colpi:misfires perdere_colpi:misfire perdeva_colpi:misfired
insieme:together fa_casino:makes_a_racket fanno_casino:make_a_racket un_casino:a_mess sorpresa:surprise festa_a_sorpresa:surprise_party ragazzi:guys aiuto:help alle_prime_armi:beginner prime_armi:beginner
a_pezzi:worn_out in_ritardo:late ciocche:clumps al_verde:broke attaccato:glued attaccata:glued vale_la_pena:worth_it
giu_di_morale:feeling_down fa_fatica:struggles faccio_fatica:struggle botta:bump scappato:ran_away scappata:ran_away mi_alzo:get_up
panni:laundry bagnati:wet bagnate:wet rivuole:wants_back rivoglio:want_back cifra:sum esagerata:excessive esagerato:excessive
guscio:shell molle:soft staccare_la_spina:switch_off nemmeno:not_even neanche:not_even mignolo:little_finger spiegazioni:explanations
spiegazione:explanation buca:pothole buche:potholes naso_che_cola:runny_nose compie:turns compiuto:turned compiere:turn arancione:orange
arancioni:orange pazzesco:terrible pazzesca:terrible trattore:tractor fare_ordine:tidy_up mettere_in_ordine:tidy_up caso:case
al_mare:at_the_seaside casa_al_mare:beach_house vanno:go se_ne_vanno:leave piume:feathers strappa:pulls_out fumare:smoke
fumatore:smoker insegni:teach sono_negato:hopeless sono_negata:hopeless fornelli:stove sparito:disappeared sparita:disappeared guai:trouble nei_guai:in_trouble
abito_a:live_in abito_in:live_in uliveto:olive_grove ulivi:olive_trees ulivo:olive_tree olivi:olive_trees sistemare:fix
sistemarlo:fix_it sistemarla:fix_it e_grave:is_it_serious niente_di_grave:nothing_serious qualcosa_di_grave:something_serious
dichiarazione:declaration ventanni:twenty_years trentanni:thirty_years quarantanni:forty_years cinquantanni:fifty_years
corpo:body un_sacco:a_lot un_sacco_di:a_lot_of scendere:go_down scende:goes_down scendendo:going_down arrivare_a_fine_mese:make_ends_meet
arrivo_a_fine_mese:make_ends_meet arriviamo_a_fine_mese:make_ends_meet fine_mese:end_of_month batteria_a_terra:flat_battery
gomma_a_terra:flat_tyre
barzelletta:joke barzellette:jokes ricordami:remind_me fare_una_domanda:ask_a_question
spostare:move spostato:moved sposta:moves spostarlo:move_it
ogni_tanto:now_and_then sentire:hear vicino_a:near vicino_al:near_the vicino_alla:near_the vicino_di_casa:neighbour vicini_di_casa:neighbours
vicino_di_sopra:upstairs_neighbour vicini_di_sopra:upstairs_neighbours di_sopra:upstairs di_sotto:downstairs restare_a_piedi:be_stranded
rimanere_a_piedi:be_stranded chi_ha_ragione:who_is_right ha_ragione:is_right prima_volta:first_time un_male_cane:terrible_pain
fidarmi:trust fidarsi:trust mi_fido:trust attesa:waiting lista_di_attesa:waiting_list lista_dattesa:waiting_list partire:leave
da_dove_partire:where_to_start da_dove_iniziare:where_to_start il_mio_ragazzo:my_boyfriend mio_ragazzo:my_boyfriend la_mia_ragazza:my_girlfriend
non_ho_voglia:dont_feel_like comparse:appeared comparso:appeared comparsa:appeared bollicine:small_bumps da_morire:terribly smette_di:stops
paesino:village mucche:cows mucca:cow al_fondo:at_the_bottom sul_fondo:on_the_bottom in_fondo:at_the_bottom chilometri:kilometres
sensibile:sensitive sensibili:sensitive secondo_me:in_my_opinion una_scusa:an_excuse lavoravo:worked lavoravamo:worked
segretaria:secretary segretario:secretary privato:private villetta:detached_house due_piani:two_floors tre_piani:three_floors terzo:third
al_primo_piano:on_the_first_floor al_secondo_piano:on_the_second_floor al_terzo_piano:on_the_third_floor al_quarto_piano:on_the_fourth_floor
piu_vicino:nearest piu_vicina:nearest farmi_aiutare:get_help farsi_aiutare:get_help chiusa_fuori:locked_out chiuso_fuori:locked_out
al_volo:on_the_go aceto:vinegar escono:come_out tornano:come_back doppio:double il_doppio:twice del_solito:than_usual monolocale:studio_flat
videochiamate:video_calls videochiamata:video_call testardo:stubborn testarda:stubborn ottantanni:eighty_years settantanni:seventy_years
sessantanni:sixty_years fregato:screwed fregata:screwed disastro:disaster possibilmente:possibly
perche:because lunghezza:length soffro:suffer soffre:suffers soffocare:suffocate seguire:follow segua:follows
settore:sector teniamo:keep brina:frost una_ditta:a_company che_faccia:who_does che_mi_faccia:who_does_for_me
esperto:expert esperta:expert esperti:experts esperte:experts qualcuno:someone tolto:removed tolta:removed tolti:removed
nascosto:hidden nascosta:hidden nascondere:hide a_domicilio:at_home domicilio:home cade:falls cadde:fell metri:metres
metri_quadri:square_metres metri_quadrati:square_metres centro:centre centri:centres centro_estetico:beauty_salon
centro_commerciale:shopping_centre idea:idea idee:ideas pagate:paid pagata:paid pagati:paid copre:covers coprire:cover
concorrente:competitor concorrenti:competitors concorrenza:competition iscritto:registered iscritta:registered iscriversi:sign_up
iscrivermi:sign_up iscrivo:sign_up vivo:live viviamo:live vivono:live difeso:defended difendere:defend difendermi:defend_myself
uso:use chiaro:clear chiara:clear finito:finished finita:finished finisco:finish finiamo:finish idea_regalo:gift_idea
alzare:lift alzo:lift scoperto:found_out scoperta:found_out scoprire:find_out verso:towards avanti:forward andare_avanti:move_on
primo:first prima_di:before quarto:fourth quinto:fifth sesto:sixth settimo:seventh ottavo:eighth nono:ninth decimo:tenth
riprende:recovers riprendersi:recover si_riprende:recovers regge:holds reggere:hold attraverso:through mentre:while
aggiungere:add aggiunto:added aggiungo:add minuti:minutes minuto:minute mezzora:half_an_hour pagina:page pagine:pages
servizio:service servizi:services unire:join immagine:image immagini:images aria:air mi_manca_l'aria:cant_breathe
manca_l'aria:breathless giu:down su_e_giu:up_and_down rimasto:stayed rimasta:stayed ricomincio:start_again ricominciare:start_again
ricomincia:starts_again rimando:put_off rimandare:put_off rimando_sempre:always_put_off apro:open ottengo:get ottenere:get
ottenuto:got valutare:assess valutazione:assessment solo:only da_solo:alone da_sola:alone da_soli:by_themselves da_sole:by_themselves pratico:practical pratici:practical
messo:put messa:put messo_su:put_on porti:take porti_fuori:take_out porto_fuori:take_out portare_fuori:take_out
portarlo_fuori:take_him_out test:test comunicazione:communication comunicare:communicate funzione:function funzioni:functions
funzionalita:features perdiamo:lose perdendo:losing perde_soldi:loses_money perdere_soldi:lose_money perso_soldi:lost_money
se_ne_va:leaves si_perdono:get_lost sappiamo:know sappia:knows capiamo:understand capiscono:understand sente_le_voci:hears_voices
sento_le_voci:hear_voices voci:voices parla_da_sola:talks_to_herself parla_da_solo:talks_to_himself parlo_da_solo:talk_to_myself
facendo:doing fanno:do elettrico:electric elettrica:electric elettrici:electric elettriche:electric scintille:sparks
scintilla:spark libreria:bookcase maniglia:handle maniglie:handles portone:front_door pietra:stone pietre:stones giungla:jungle
mansarda:attic battaglia:battle caos:chaos sprechi:waste spreco:waste sprecare:waste limone:lemon limoni:lemons giornale:newspaper
giornali:newspapers giornalista:journalist giornalisti:journalists bugie:lies bugia:lie falsita:lies stagione:season
stagionale:seasonal estiva:summer estivo:summer estivi:summer invernale:winter modello:model modelli:models lancio:launch
lanciare:launch personaggio:character personaggi:characters campo:field campi:fields scommesse:betting scommessa:bet
gioco_d'azzardo:gambling azzardo:gambling micio:cat micia:cat micino:kitten micina:kitten cameriere:waiter cameriera:waitress
camerieri:waiters raccogliere:collect raccolta:collection principiante:beginner principianti:beginners sudata:sweaty
sudato:sweaty sudorazione:sweating sudori_notturni:night_sweats scoppiato:burst scoppiata:burst scatti:jerks va_a_scatti:jerks
terremoto:earthquake pendenza:slope in_pendenza:sloping abbuffo:binge abbuffarmi:binge abbuffate:binges approfittano:take_advantage
approfittare:take_advantage approfitta:takes_advantage approfittarsi:take_advantage tingere:dye tingermi:dye tingersi:dye
disdice:cancels disdicono:cancel avvio:startup all'avvio:on_startup stampa:press giornata:day giornate:days mattinata:morning
serata:evening nottata:night ore:hours settimana_scorsa:last_week musei:museums museo:museum pulsante:button tasto:button tasti:buttons
fargli_causa:sue_them farle_causa:sue_her farti_causa:sue_you in_metro:on_the_underground metropolitana:underground
ero:was eravamo:were eri:were senso:sense trasparente:transparent trasparenti:transparent ha_senso:worth_it non_ha_senso:pointless proporre:propose propone:proposes
rivolgersi:turn_to rivolgermi:turn_to ci_rivolgiamo:turn_to a_chi_rivolgermi:who_to_turn_to a_chi_rivolgersi:who_to_turn_to
impazzendo:going_crazy impazzire:go_crazy tabella:table tabelle:tables riserva:reserve riserve:reserves rimettere:put_back
progetti:projects immagine_del_marchio:brand_image immagine_aziendale:corporate_image guardia:guard albo:register
bozzo:lump bozzi:lumps bernoccolo:bump in_pensiero:worried stare_in_pensiero:worry criaturo:child criatura:child
guaglione:boy guagliona:girl guaglioni:kids pischello:kid pischelli:kids regazzino:kid fijo:son fija:daughter magna:eats magno:eat
magnare:eat tengo:have tiene:has cesso:toilet scorre:runs scorrere:run accelero:accelerate accelerare:accelerate
sclerare:freak_out sclerando:freaking_out sclero:freak_out uscito:came_out uscita:came_out risposare:remarry risposarsi:remarry
costruttore:builder costruttori:builders sospeso:suspended sospesa:suspended americano:american americana:american
cinese:chinese cinesi:chinese giapponese:japanese russo:russian rumeno:romanian rumena:romanian albanese:albanian
marocchino:moroccan marocchina:moroccan brasiliano:brazilian brasiliana:brazilian ucraino:ukrainian ucraina:ukrainian
indiano:indian fiatone:breathless strizza:squints strizzare:squint lavagna:blackboard slogato:sprained slogata:sprained
slogatura:sprain vegano:vegan vegana:vegan allettato:bedridden allettata:bedridden allacciare:tie allacciarsi:tie
coinquilino:flatmate coinquilina:flatmate coinquilini:flatmates laureato:graduate laureata:graduate laurearmi:graduate
riempie:fills riempire:fill rileggere:reread rilegga:reread rileggesse:reread fiera:trade_fair indietro:behind
annerito:blackened annerite:blackened anneriti:blackened ridipingere:repaint ridipinte:repainted ridipinto:repainted
padrone:owner perfetto:perfect perfetta:perfect abbassato:sunk abbassata:sunk rilassarsi:relax rilassarmi:relax
rilassare:relax bastone:stick distrutto:wrecked distrutta:wrecked distrutte:wrecked distrutti:wrecked beneficenza:charity
rigato:scratched rigata:scratched rigare:scratch lucidare:polish ritirato:revoked ritirata:revoked ritiro:withdrawal
sarebbe:would_be sarei:would_be indebitato:in_debt indebitata:in_debt indebitati:in_debt indebitarmi:get_into_debt
riavere:get_back riavro:get_back ridare:give_back ridarmi:give_me_back trattoria:restaurant osteria:restaurant
registrare:record registri:records registro:register separato:separated separata:separated lascia:lets lasci:let
piano:plan piani:floors suonare_il_piano:play_the_piano suono_il_piano:play_the_piano lezioni_di_piano:piano_lessons
imparare_il_piano:learn_the_piano piano_terra:ground_floor pian_terreno:ground_floor piano_piano:slowly
scuola_media:middle_school scuole_medie:middle_school medie:middle_school prima_media:sixth_grade seconda_media:seventh_grade
terza_media:eighth_grade frazioni:fractions frazione:fraction ingegneria:engineering dimissioni:resignation
dimettermi:resign dimettersi:resign cocaina:cocaine droga:drugs droghe:drugs canna:marijuana canne:marijuana
essere_un_peso:be_a_burden sono_un_peso:am_a_burden
insegnante_di_piano:piano_teacher maestro_di_piano:piano_teacher maestra_di_piano:piano_teacher corso_di_piano:piano_course
sollevato:lifted sollevata:lifted sollevare:lift scrostando:peeling scrostato:peeling scrostata:peeling volati:flew volato:flew
volata:flew coda:tail cadendo:falling volante:steering_wheel rinnovare:renew rinnovo:renewal riconoscere:recognise cliccato:clicked
cliccare:click etichetta:label etichette:labels chiesa:church rimpatriata:reunion stono:sing_out_of_tune stonato:out_of_tune
stonata:out_of_tune trattamento:treatment trattamenti:treatments sciogliere:loosen gommoso:rubbery crociera:cruise
mediterraneo:mediterranean al_nido:at_nursery compagnia:company fare_compagnia:keep_company faccia_compagnia:keeps_company
valvola:valve pozza:puddle pozzanghera:puddle
non_riesco:cant non_riesce:cant non_riusciamo:cant non_riescono:cant non_riesco_a:cant non_riesco_ad:cant non_riesce_a:cant
non_riesce_ad:cant non_riusciamo_a:cant non_riescono_a:cant non_riesco_piu_a:cant_anymore non_riesce_piu_a:cant_anymore non_posso:cant
riusciamo:can riescono:can riuscito:managed riuscita:managed danno:damage dritto:straight dritta:straight stare_dritto:stand_up_straight
ci_e:there_is mail:email notifica:notification notifiche:notifications storico:history segnalare:report segnalo:report
segnalato:reported carrello:cart tenuto:kept tenuta:kept tenersi:keep dicendo:saying lavoretti:odd_jobs lavoretto:odd_job un_botto:a_lot una_cifra:a_fortune
si_sveglia:wakes_up si_svegliano:wake_up traduca:translate traduce:translates tradotto:translated
rampa_di_scale:flight_of_stairs rampe_di_scale:flights_of_stairs allenarmi:exercise allenare:train
rimettermi_in_forma:get_fit rimettersi_in_forma:get_fit tornare_in_forma:get_fit dire_di_no:say_no
mettere_i_piedi_in_testa:lack_assertiveness esco_di_casa:leave_the_house esce_di_casa:leaves_the_house uscire_di_casa:leave_the_house
lavanderia:laundry torrone:nougat ricevimento:reception sala_ricevimenti:wedding_venue
viaggio_di_nozze:honeymoon luna_di_miele:honeymoon pasta_sfoglia:puff_pastry pasta_frolla:shortcrust_pastry
perdere_acqua:leak_water perde_acqua:leaks_water saltato:came_off saltata:came_off saltati:came_off saltate:came_off freva:fever juorni:days
juorno:day semaforo:traffic_lights semafori:traffic_lights ripartire:pull_away ci_stiamo_allontanando:drifting_apart
allontanare:move_away cosa_rischia:what_penalty_does_he_face cosa_rischio:what_penalty_do_i_face cosa_rischiamo:what_penalty_do_we_face
addosso:on_him mi_ha_cresciuto:raised_me ci_ha_cresciuti:raised_us clonato:cloned clonata:cloned clonare:clone sale:salt sole:sun pace:peace pure:also
struscia:scrapes strusciare:scrape per_terra:on_the_floor si_lava:washes_himself lava:washes non_si_lava:doesnt_wash
crosta_lattea:cradle_cap rigurgita:spits_up rigurgito:reflux poppata:baby_feed poppate:baby_feeds scottata:sunburnt scottato:sunburnt
scottatura:sunburn bolle:blisters bolla:blister vesciche:blisters criticato:criticised criticata:criticised all_altezza:good_enough
mi_fa_impazzire:is_unbearable guarda:looks_at guardo:look_at guardano:look_at trasferito:transferred trasferita:transferred
punire:punish lamentato:complained lamentata:complained resta:remains restano:remain rimane:remains al_minimo:at_idle
parcheggio:parking in_retro:in_reverse retromarcia:reverse_gear reinventarmi:start_a_new_career reinventarsi:start_a_new_career
piano_alimentare:meal_plan alimentare:food mettere_massa:build_muscle mettere_su_massa:build_muscle macchiato:stained
macchiata:stained peli:hairs
linfonodi:lymph_nodes linfonodo:lymph_node euforico:euphoric euforica:euphoric euforici:euphoric euforia:euphoria alterna:alternates
periodo:phase periodi:phases si_alza:gets_up farne_a_meno:do_without di_nascosto:secretly anticipo:down_payment
acconto:deposit sequestrato:impounded sequestrata:impounded scaduta:expired scaduti:expired buoni_postali:savings_bonds
buoni_fruttiferi:savings_bonds elettromagnetismo:electromagnetism registrato:recorded gestisse:manage gestisca:manage numero:number
luci:lights sfarfallio:flickering sfarfallano:flicker sfarfalla:flickers prendere_la_scossa:get_an_electric_shock
preso_la_scossa:got_an_electric_shock prende_la_scossa:gives_an_electric_shock da_la_scossa:gives_an_electric_shock ripitturare:repaint
ripitturato:repainted ripitturata:repainted cartello:sign cartelli:signs spiare:spy_on spiano:spy_on spiato:spied_on spiata:spied_on
macchinette:slot_machines macchinetta_del_caffe:coffee_machine concludere:finish concludo:finish in_colpa:guilty criptato:encrypted
criptati:encrypted criptata:encrypted criptate:encrypted reparto:department reparti:departments quanto_vale:what_is_it_worth
dare_da_mangiare:feed dia_da_mangiare:feed da_da_mangiare:feed farmi_conoscere:promote_my_business farsi_conoscere:promote_a_business
piano_economico:business_plan finanziario:financial finanziaria:financial pancino:tummy pancina:tummy sbucciato:grazed sbucciata:grazed
disegni:drawings in_blocco:locked_out
che_tempo_fa:what_is_the_weather a_che_ora:what_time quanto_e_alto:how_high_is quanto_e_alta:how_high_is
quanto_e_lungo:how_long_is quanto_e_lunga:how_long_is monte:mountain
tic_tic:clicking_noise tic_tic_tic:clicking_noise

lavasecco:dry_cleaner tintoria:dry_cleaner catena_di_negozi:chain_of_shops filiale:branch filiali:branches punto_vendita:store
punti_vendita:stores sede:headquarters commerciante:shopkeeper commercio:trade esercizio_commerciale:business_premises
franchising:franchise standardizzare:standardise standardizzazione:standardisation mansionario:job_descriptions turnazione:shift_rota
turnazioni:rotas riposo:rest giorno_libero:day_off giorni_liberi:days_off cedolino:payslip cedolini:payslips elaborazione_paghe:payroll
consulente_del_lavoro:payroll_consultant inail:workplace_insurance previdenziali:social_security trattenute:deductions
ritenuta:withholding_tax ritenute:withholding_taxes ritenuta_d_acconto:withholding_tax contratto_collettivo:collective_agreement
ccnl:collective_agreement emettere:issue registratore_di_cassa:cash_register scorte:stock giacenze:stock inventario:inventory
approvvigionamento:procurement ricavi:revenue ricavo:revenue redditivita:profitability clientela:clientele posizionamento:positioning
posizionarsi:position_yourself promuovere:promote annuncio:advert annunci:adverts pubblicizzare:advertise seguaci:followers
e-commerce:ecommerce confezione:packaging imballaggio:packaging vetrina:shop_window vetrine:shop_windows imprenditore:entrepreneur
imprenditrice:entrepreneur titolare:owner titolari:owners microimpresa:small_business camera_di_commercio:chamber_of_commerce
visura:company_record scia:business_start_notice espandere:expand espansione:expansion listino:price_list svendita:clearance_sale
fidelizzare:retain fidelizzazione:loyalty grossista:wholesaler ingrosso:wholesale dettaglio:detail al_dettaglio:retail
rivenditore:reseller responsabile:manager caporeparto:supervisor dirigente:executive produttivita:productivity pianificazione:planning
liquidita:liquidity pubblicare:publish pubblicato:published pubblicata:published corriere:courier merci:goods uniformare:standardise
utile:useful libero:free libera:free

dimissionario:resigning responsabili:managers scatto_di_carriera:promotion reclutamento:recruitment
lettera_di_presentazione:cover_letter lettera_motivazionale:cover_letter qualifica:qualification qualifiche:qualifications
contratto_a_termine:fixed_term_contract contratto_indeterminato:permanent_contract precario:temporary precaria:temporary
precariato:job_insecurity tempo_parziale:part_time orario_ridotto:reduced_hours tossico:toxic tossica:toxic sfruttato:exploited
sfruttata:exploited sfruttamento:exploitation ingiustizia:injustice tredicesima:thirteenth_salary quattordicesima:fourteenth_salary
premio_di_produzione:performance_bonus provvigione:commission provvigioni:commissions riqualificazione:retraining orientamento:guidance
bocciatura:failing_a_year rimandato_a_settembre:resit_in_september debito_formativo:subject_to_resit esame_di_riparazione:resit_exam
materia:subject materie:subjects maturanda:final_year_student giurisprudenza:law_school laureanda:final_year_student
relatore:thesis_supervisor relatrice:thesis_supervisor tesina:short_thesis ricerca:research ricerche:research
doposcuola:after_school_club difficolta:difficulties difficolta_di_apprendimento:learning_difficulties iperattivo:hyperactive retta:fees
tasse_universitarie:tuition_fees scuola_superiore:secondary_school scuole_superiori:secondary_school scuola_materna:nursery_school
materna:nursery_school scuola_dell_infanzia:nursery_school greco:greek informatica:computer_science imparare_a_memoria:memorise
memorizzare:memorise riassunto:summary riassunti:summaries quaderno:notebook mollare:give_up mollato:left mollata:left mancia:tip
mance:tips bocciare:fail articolo:article articoli:articles autistico:autistic autistica:autistic economia:economy appunti:notes
part-time:part_time minimo:minimum minima:minimum ambiente:environment

malfunzionamento:malfunction lentezza:slowness banca_dati:database dominio:domain attacco_informatico:cyber_attack
fogli_di_calcolo:spreadsheets tabellone:chart fibra:fibre salta_la_connessione:connection_drops scansionare:scan posta_elettronica:email
casella_di_posta:inbox dati_personali:personal_data archiviazione:storage spazio:space formattare:format formattato:formatted
reinstallare:reinstall disinstallare:uninstall non_si_accende:doesnt_turn_on vetraio:glazier colf:housekeeper
donna_delle_pulizie:cleaner tubazioni:pipes sifone:trap sturare:unblock stasare:unblock controsoffitto:false_ceiling
battiscopa:skirting_board laminato:laminate gres:porcelain_tile stucco:filler sigillante:sealant malta:mortar sabbia:sand
pilastro:pillar cila:building_notice ufficio_tecnico:council_planning_office veranda_abusiva:illegal_extension sanatoria:amnesty
visura_catastale:land_registry_record accatastamento:property_registration servitu:easement servitu_di_passaggio:right_of_way
diritto_di_passaggio:right_of_way usucapione:adverse_possession perito:surveyor compromesso:preliminary_contract
preliminare:preliminary_contract proposta_d_acquisto:purchase_offer mutuo_prima_casa:first_home_mortgage locatore:landlord
conduttore:tenant fideiussione:guarantee divisione_ereditaria:division_of_estate portinaio:caretaker violata:breached sistema:system
sistemi:systems abusivo:illegal abusiva:illegal condono:amnesty sanare:regularise portiere:doorman disconnette:disconnects
edile:building edili:building notarile:notarial creare:create

canna_fumaria:flue spazzacamino:chimney_sweep cappotto_termico:external_insulation zanzariera:mosquito_net tenda_da_sole:awning
serranda:roller_shutter saracinesca:roller_shutter cancelletto:gate videocitofono:video_intercom allarme:alarm antifurto:burglar_alarm
telecamera:camera telecamere:cameras videosorveglianza:cctv cassaforte:safe sintetico:synthetic tosaerba:lawnmower
decespugliatore:strimmer idromassaggio:hot_tub box_doccia:shower_enclosure piatto_doccia:shower_tray sanitari:bathroom_fixtures
ostruito:blocked ostruita:blocked tombino:drain_cover pozzetto:inspection_chamber pluviale:downpipe abbaino:dormer
guaina:waterproof_membrane cortile:courtyard posto_auto:parking_space sottotetto:loft ripostiglio:storage_room
sgabuzzino:storage_cupboard stendino:clothes_airer asse_da_stiro:ironing_board piano_cottura:hob induzione:induction
fuga_di_gas:gas_leak figata:cool_thing fico:cool sfiga:bad_luck sfigato:loser sfigata:loser rompiscatole:pain_in_the_neck
rompipalle:pain_in_the_neck tizio:guy tizia:woman zietta:aunt amichetto:little_friend palloso:boring pallosa:boring noioso:boring
noiosa:boring incasinato:messed_up incasinata:messed_up sgamato:caught fregatura:rip-off scroccone:freeloader tirchio:stingy
tirchia:stingy spilorcio:stingy casinista:messy sbronzo:drunk sbronza:drunk probabilmente:probably sicuramente:surely
ovviamente:obviously esattamente:exactly solitamente:usually raramente:rarely almeno:at_least soltanto:only solamente:only
invece:instead intorno:around oltre:beyond tramite:through nonostante:despite zanzariere:mosquito_nets cancello:gate
praticamente:basically anzi:rather

riscossione:tax_collection ipoteca:mortgage sanzione:penalty sanzioni:penalties deducibile:deductible esenzione:exemption esente:exempt
patronato:welfare_advice_office isee:means_test superbonus:home_renovation_tax_credit canone:fee canone_concordato:regulated_rent
morosita:arrears moroso:in_arrears morosa:in_arrears cauzione:deposit rateizzare:pay_in_instalments rateizzazione:payment_plan
prestito_personale:personal_loan carta_di_debito:debit_card libretto_postale:post_office_savings_book buoni:vouchers obbligazioni:bonds
titoli_di_stato:government_bonds debitore:debtor asse_ereditario:estate usufrutto:usufruct nuda_proprieta:bare_ownership
comproprieta:joint_ownership comproprietario:co-owner familiare:family familiari:family entrate_e_uscite:income_and_expenses
soldi_da_parte:savings

attacco_di_panico:panic_attack antidolorifico:painkiller antidolorifici:painkillers esami_del_sangue:blood_tests mal_d_orecchio:earache
tallone:heel coscia:thigh calvo:bald pelato:bald unghia_incarnita:ingrown_toenail tiroide:thyroid gestante:pregnant_woman
post_partum:postpartum ginecologo:gynaecologist ginecologa:gynaecologist dietologo:dietitian artrosi:osteoarthritis
reumatismi:rheumatism fisio:physio agopuntura:acupuncture alzheimer:alzheimers cieco:blind cieca:blind figliastro:stepson
figliastra:stepdaughter patrigno:stepfather matrigna:stepmother rapporto_di_coppia:relationship mancanza:missing odiare:hate
scoraggiato:discouraged scoraggiata:discouraged pentito:regretful pentita:regretful scomparso:passed_away scomparsa:passed_away
decesso:death veglia:wake promessi_sposi:engaged_couple videomaker:videographer partecipazioni:wedding_invitations allestimento:setup
prima_comunione:first_communion attacco:attack attacchi:attacks lastra:x-ray cesareo:caesarean timore:fear nuziale:wedding
nuziali:wedding

vettura:car pastiglie_dei_freni:brake_pads pastiglie_freni:brake_pads dischi_dei_freni:brake_discs sospensioni:suspension
equilibratura:wheel_balancing accensione:ignition motorino_di_avviamento:starter_motor iniettori:injectors foratura:puncture
ruota_di_scorta:spare_tyre cric:jack soccorso_stradale:roadside_assistance carroattrezzi:tow_truck rc_auto:car_insurance
concessionario:car_dealer concessionaria:car_dealer autosalone:car_dealer passaggio_di_proprieta:change_of_ownership
libretto:registration_document libretto_di_circolazione:vehicle_registration_document immatricolazione:vehicle_registration
cagnetto:little_dog cagna:female_dog sverminare:deworm pensione_per_cani:dog_boarding canarino:canary cocorita:budgie
ricostruzione_unghie:nail_extensions platino:platinum ricrescita:roots stiratura:straightening lisciante:straightening cheratina:keratin
trattamento_alla_cheratina:keratin_treatment rughe:wrinkles accordatura:tuning plettro:plectrum spartito:sheet_music
spartiti:sheet_music solfeggio:music_theory teoria_musicale:music_theory scale_musicali:musical_scales ritmo:rhythm
batteria_musicale:drums tamburo:drum violoncello:cello flauto_dolce:recorder sassofono:saxophone tromba:trumpet
basso_elettrico:bass_guitar cantante:singer comporre:compose studio_di_registrazione:recording_studio amplificatore:amplifier
metronomo:metronome convergenza:wheel_alignment alternatore:alternator marce:gears accordare:tune corde:strings corde_vocali:vocal_cords
accordi_di_chitarra:guitar_chords accordi_della_chitarra:guitar_chords accordi_di_pianoforte:piano_chords accordi_al_piano:piano_chords

maniera:way ragione:reason verita:truth certezza:certainty esempio:example scelta:choice scelte:choices futuro:future mezzo:half
altezza:height semplice:simple semplici:simple certo:sure certa:sure giusto:right giusta:right generale:general simile:similar
simili:similar unico:only unica:only occupato:busy occupata:busy responsabilita:responsibility calendario:calendar orologio:watch
anello:ring collana:necklace orecchini:earrings gioielli:jewellery ombra:shade bosco:woods terra:ground clima:climate notizia:news
notizie:news rivista:magazine arte:art argomento:topic argomenti:topics sforzo:effort fretta:hurry forza:strength nemico:enemy
sedere:sit sedersi:sit incontrare:meet incontrato:met incontro:meeting dubitare:doubt desiderare:wish scambiare:exchange dividere:split
divido:split diviso:divided incollare:glue riposare:rest discutere:discuss rido:laugh sorridere:smile ringraziare:thank ringrazio:thank
perdonare:forgive uccidere:kill vincere:win vinco:win vinto:won impedire:prevent permettere:allow vietato:forbidden promettere:promise
prometto:promise promesso:promised confermare:confirm confermo:confirm confermato:confirmed apriamo:open cado:fall tolgo:remove
lavato:washed vissuto:lived creo:create deciso:decided scelgo:choose scelto:chosen rifiuto:refuse vuoi:want speciale:special
speciali:special diverso:different diversa:different ultima:last comunita:community argento:silver penna:pen gradi:degrees
contenuto:content contenuti:content conoscenza:knowledge continuare:continue continua:continues saltare:jump credere:believe
creduto:believed amare:love contare:count asciugare:dry guardare:watch guardato:watched discuto:argue ridere:laugh vietare:forbid
negare:deny partito:left porto:bring cucino:cook insegno:teach insegnato:taught leggero:light leggera:light ruvido:rough largo:wide
larga:wide rotondo:round quadrato:square azzurro:light_blue rosa:pink dorato:golden ricco:rich ricca:rich povero:poor povera:poor
impegnato:busy impegnata:busy attento:careful attenta:careful furbo:clever antipatico:unfriendly antipatica:unfriendly bugiardo:liar
bugiarda:liar disorganizzato:disorganised disorganizzata:disorganised estroverso:outgoing affettuoso:affectionate
affettuosa:affectionate esigente:demanding orgoglioso:proud vanitoso:vain umile:humble egoista:selfish possessivo:possessive
possessiva:possessive controllante:controlling indipendente:independent maturo:mature matura:mature immaturo:immature immatura:immature
irresponsabile:irresponsible sicuro:safe sicura:safe

cioccolato:chocolate caramelle:sweets merenda:snack spuntino:snack aperitivo:aperitif tramezzino:sandwich macelleria:butcher
macellaio:butcher pescheria:fishmonger fruttivendolo:greengrocer alimentari:grocery salumeria:delicatessen olio_d_oliva:olive_oil
zucchine:courgettes melanzane:aubergines peperoni:peppers carote:carrots funghi:mushrooms legumi:pulses fagioli:beans ceci:chickpeas
lenticchie:lentils manzo:beef maiale:pork vitello:veal agnello:lamb tonno:tuna gamberi:prawns cozze:mussels vongole:clams sugo:sauce
minestra:soup brodo:broth intollerante:intolerant scuola_elementare:primary_school svezzamento:weaning pappa:baby_food culla:cradle
seggiolino:car_seat gattona:crawls gattonare:crawl compagni:classmates gita_scolastica:school_trip campo_estivo:summer_camp
centro_estivo:summer_camp oratorio:parish_youth_club viaggetto:short_trip ostello:hostel affittacamere:guesthouse traghetto:ferry
nave:ship smarrito:lost smarrita:lost carta_d_imbarco:boarding_pass imbarco:boarding
`
