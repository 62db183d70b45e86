/** Everyday French → English (see ./index.ts). */
export const FR = `
mere:mother pere:father maman:mum papa:dad parents:parents frere:brother soeur:sister freres:brothers soeurs:sisters grands_parents:grandparents
grand_mere:grandmother grand_pere:grandfather mamie:grandmother papi:grandfather petit_fils:grandson petite_fille:granddaughter oncle:uncle
tante:aunt cousin:cousin cousine:cousin neveu:nephew niece:niece belle_mere:mother_in_law beau_pere:father_in_law copain:boyfriend
copine:girlfriend mari:husband epoux:husband epouse:wife femme:wife famille:family ado:teenager ados:teenagers adolescent:teenager
adolescente:teenager garcon:boy fille:daughter fils:son homme:man gens:people jumeaux:twins adopter:adopt adoption:adoption veuve:widow
veuf:widower celibataire:single ami:friend amie:friend amis:friends marier:marry mariage:wedding grossesse:pregnancy creche:nursery
nounou:babysitter enfant:child enfants:children bebe:baby
mariee:bride conjoint:partner conjointe:partner compagnon:partner compagne:partner personnes_agees:elderly_people retraitee:retired
vieillesse:old_age beau_frere:brother_in_law belle_soeur:sister_in_law parrain:godfather marraine:godmother tout_petit:toddler personnes:people

maison:house logement:home foyer:home chambre:bedroom salon:living_room piece:room fenetre:window fenetres:windows sol:floor plancher:floor
escalier:stairs garage:garage cave:cellar sous_sol:basement grenier:attic combles:attic balcon:balcony terrasse:terrace piscine:pool
cloture:fence mur:wall murs:walls brique:brick beton:concrete ciment:cement bois:wood carrelage:tiles evier:sink lavabo:washbasin
lave_linge:washing_machine machine_a_laver:washing_machine frigo:fridge refrigerateur:fridge four:oven lave_vaisselle:dishwasher
douche:shower baignoire:bath radiateur:radiator radiateurs:radiators chauffage:heating chaudiere:boiler ventilateur:fan ampoule:bulb
cable:cable cables:wiring interrupteur:switch fusible:fuse prise:socket prises:sockets demenagement:move demenager:move quartier:neighbourhood
nuisibles:pests cafards:cockroaches souris:mice rats:rats termites:termites fourmis:ants cheminee:chimney isolation:insulation
goutte:dripping fuit:leaking fuite:leak inondation:flood inonde:flooded casse:broken cassee:broken fissure:crack fissures:cracks
odeur:smell sent:smells travaux:building_work renover:renovate renovation:renovation construire:build construction:construction
batiment:building immeuble:building propriete:property proprietaire:landlord locataire:tenant entretien:maintenance eau_chaude:hot_water
froid:cold chaleur:heat humide:damp humidite:damp moisissure:mould toit:roof toiture:roof plafond:ceiling porte:door serrure:lock
cle:key cles:keys jardin:garden pelouse:lawn arbre:tree arbres:trees appartement:flat loyer:rent bail:lease caution:deposit
electricite:electricity courant:power lumiere:light eau:water tuyau:pipe robinet:tap toilettes:toilet bouche:blocked voisin:neighbour
voisins:neighbours cuisine:kitchen salle_de_bain:bathroom peinture:paint peindre:paint menage:cleaning meubles:furniture
coussin:cushion rideau:curtain rideaux:curtains tapis:carpet tiroir:drawer miroir:mirror poubelle:bin ordures:rubbish dechets:rubbish
aspirateur:vacuum_cleaner balai:broom saleté:dirt tache:stain taches:stains platre:plaster portail:gate sonnette:doorbell
micro_ondes:microwave facture_d_electricite:electricity_bill demenageons:moving habitons:live arroser:water poele:pan
casserole:pot couverts:cutlery verre:glass nettoye:cleaned canape:sofa
porteur:load_bearing porteurs:load_bearing demolir:demolish cloison:partition_wall agrandissement:extension

tete:head visage:face nez:nose oreille:ear oreilles:ears gorge:throat bras:arm main:hand mains:hands doigt:finger
doigts:fingers pied:foot pieds:feet jambe:leg jambes:legs estomac:stomach ventre:belly os:bone sang:blood hanche:hip poignet:wrist
coude:elbow colonne:spine poumons:lungs rein:kidney foie:liver cerveau:brain vertige:dizziness vertiges:dizziness fatigue:tired
fatiguee:tired epuise:exhausted epuisee:exhausted nausee:nausea nausees:nausea diarrhee:diarrhoea allergie:allergy asthme:asthma
diabete:diabetes cancer:cancer tumeur:tumour infection:infection gonfle:swollen gonflee:swollen gonflement:swelling saignement:bleeding
saigne:bleeding malade:sick maladie:illness sante:health hopital:hospital urgences:emergency rendez_vous:appointment operation:surgery
chirurgie:surgery blessure:injury blesse:injured entorse:sprain fracture:fracture vaccin:vaccine symptomes:symptoms traitement:treatment
therapie:therapy dormir:sleep sommeil:sleep ronfle:snores ronflement:snoring respirer:breathe respiration:breathing migraine:migraine
mal_de_tete:headache mal:pain douleur:pain douleurs:pain cicatrice:scar brulure:burn vomir:vomiting vomissements:vomiting memoire:memory
oublie:forgets oublis:forgetfulness sucre:sugar regles:period menopause:menopause fertilite:fertility dent:tooth dents:teeth
gencives:gums oeil:eye yeux:eyes lunettes:glasses dos:back genou:knee epaule:shoulder cou:neck coeur:heart poitrine:chest
medecin:doctor docteur:doctor peau:skin boutons:spots demangeaisons:itching fievre:fever toux:cough rhume:cold enceinte:pregnant
accouchement:birth medicament:medication medicaments:medication ordonnance:prescription
enrhume:cold enrhumee:cold blessee:injured grossi:gained_weight surpoids:overweight gros:fat
grosse:fat mince:thin maigre:thin dort:sleeps tombee:fell cachets:pills comprime:pill comprimes:pills genoux:knees
balayage:highlights abimer:damage abime:damaged abimes:damaged abimee:damaged grattent:itch pellicules:dandruff verrue:wart
bas_du_dos:lower_back

heureux:happy heureuse:happy content:happy fache:angry colere:anger seul:alone seule:alone solitude:loneliness ennui:boredom
deborde:overwhelmed debordee:overwhelmed inquiet:worried inquiete:worried nerveux:nervous honte:shame culpabilite:guilt jalousie:jealousy
confiance:confidence estime_de_soi:self_esteem motivation:motivation demotive:unmotivated perdu:lost perdue:lost confus:confused
peur:fear effraye:scared frustre:frustrated pleurer:cry pleure:cries sentiments:feelings emotions:emotions moral:mood vide:empty
epuisement:burnout obsession:obsession pensees:thoughts triste:sad tristesse:sadness deuil:grief angoisse:anxiety anxiete:anxiety
panique:panic stress:stress stresse:stressed deprime:depressed depression:depression addiction:addiction dispute:argument
disputons:arguing couple:couple relation:relationship separation:separation divorce:divorce
enerve:annoyed enervee:annoyed folle:crazy penible:annoying stressee:stressed deprimee:depressed souci:worry soucis:worries
decu:disappointed decue:disappointed jaloux:jealous

compte:account carte:card carte_bancaire:bank_card prelevement:charge payer:pay paiement:payment depenses:expenses budget:budget
revenus:income salaire:salary benefice:profit perte:loss pertes:losses amende:fine recu:received facture:invoice factures:invoices
declaration:tax_return impot:tax impots:taxes tva:vat interets:interest mensualite:instalment virement:transfer arnaque:scam
escroquerie:fraud fraude:fraud bourse:stock_market actions:shares crypto:crypto retraite:retirement euros:euros
cout:cost cher:expensive chere:expensive pas_cher:cheap comptabilite:bookkeeping comptable:accountant finances:finances patrimoine:assets
louer:rent epargne:savings economiser:save subvention:grant aides:grants pret:loan credit:loan dette:debt dettes:debts hypotheque:mortgage
emprunt:loan assurance:insurance independant:self-employed auto_entrepreneur:self-employed argent:money heritage:inheritance
succession:inheritance testament:testament investir:invest placement:investment banque:bank
paye:paid payons:pay recevoir:receive recoit:receives solde:balance releve:statement supermarche:supermarket
remise:discount livraison:delivery commande:order commandes:orders magasin:shop achat:purchase vendu:sold compte_joint:joint_account
montant:amount
fixe:fixed taux_fixe:fixed_interest_rate taux_variable:variable_interest_rate immobilier:property fric:money

loi:law droit:law droits:rights juridique:legal proces:trial plainte:complaint porter_plainte:press_charges poursuivre:sue tribunal:court
juge:judge avocat:lawyer avocate:lawyer delit:crime crime:crime vol:theft vole:stolen volee:stolen prison:prison arrete:arrested
arretee:arrested garde_a_vue:police_custody accuse:accused accusee:accused coupable:guilty innocent:innocent victime:victim agression:assault
bagarre:fight accident:accident reclamation:claim indemnisation:compensation dommages:damages clause:clause signer:sign signe:signed
papiers:papers documents:documents demarches:paperwork etranger:foreigner immigration:immigration asile:asylum expulsion:deportation
passeport:passport jugement:verdict appel:call faire_appel:appeal police:police gendarmerie:police droit_d_auteur:copyright plagiat:plagiarism
diffamation:defamation discrimination:discrimination licenciement:dismissal licencie:fired licenciee:fired renvoye:fired
indemnites:severance garde:custody pension_alimentaire:child_support tutelle:guardianship contrat:contract sejour:residence visa:visa
nationalite:citizenship notaire:notary marque:trademark brevet:patent
perime:expired carte_d_identite:id_card temoin:witness heriter:inherit herite:inherited heritier:heir heritiers:heirs
conge_maternite:maternity_leave conge_parental:parental_leave agressee:assaulted garant:guarantor
procuration:power_of_attorney
mise_en_demeure:formal_notice

travail:work travailler:work boulot:job emploi:job salarie:employee salariee:employee employe:employee poste:position bureau:office
cv:cv candidature:application entretien_d_embauche:interview embaucher:hire horaires:working_hours heures_sup:overtime arret_maladie:sick_leave
chomage:unemployment carriere:career promotion:promotion collegues:colleagues collegue:colleague entreprise:company societe:company
affaires:business creer_une_entreprise:start_business fondateur:founder associe:partner associes:partners equipe:team projet:project
reunion:meeting fournisseur:supplier fournisseurs:suppliers employes:employees personnel:staff publicite:advertising logo:logo
design:design client:customer clients:customers produit:product produits:products boutique_en_ligne:online_shop entrepot:warehouse
ventes:sales vendre:sell croissance:growth strategie:strategy metier:profession reconversion:career_change patron:boss patronne:boss
chef:boss syndicat:union
stagiaire:intern augmentation:raise greve:strike teletravail:remote_work chiffre_d_affaires:revenue gestion:management gerant:manager
fonctionne:works chomeur:unemployed

ecole:school college:school lycee:school universite:university fac:university etudes:studies etudier:study apprendre:learn
etudiant:student etudiante:student eleve:pupil eleves:pupils professeur:teacher prof:teacher institutrice:teacher instituteur:teacher
cours:lessons soutien_scolaire:tutoring devoirs:homework examen:exam examens:exams note:grade notes:grades echoue:failed rate:failed
reussir:pass maths:maths mathematiques:maths physique:physics chimie:chemistry histoire:history langue:language langues:languages
anglais:english allemand:german francais:french espagnol:spanish lire:read lecture:reading ecrire:write ecriture:writing
orthographe:spelling these:thesis bourse_d_etudes:scholarship enseigner:teach dyslexie:dyslexia bac:exams
permis:driving_licence permis_de_conduire:driving_licence auto_ecole:driving_school lecons_de_conduite:driving_lessons
salle_de_classe:classroom redaction:essay maitresse:teacher

vehicule:vehicle voiture:car camionnette:van camion:truck velo:bicycle bus:bus panne:breakdown garagiste:mechanic mecanicien:mechanic
pneu:tyre pneus:tyres batterie:battery demarre:starts direction:steering freins:brakes moteur:engine embrayage:clutch
boite_de_vitesses:gearbox phares:lights route:road essence:petrol diesel:diesel controle_technique:inspection garer:park
bosse:dent collision:crash conduire:drive moto:motorcycle
huile:oil klaxon:horn retroviseur:mirror pare_brise:windscreen coffre:boot raye:scratched vitesse:speed peage:toll conducteur:driver
conductrice:driver bouchon:traffic_jam bouchons:traffic_jam embouteillage:traffic_jam roue:wheel roues:wheels
station_service:petrol_station

besoin:need aide_a_domicile:home_care aide_soignant:care_aide aide_soignante:care_aide veux:want voudrais:want cherche:looking_for chercher:search aider:help reparer:repair reparation:repair changer:change
ameliorer:improve organiser:organise planifier:plan preparer:prepare verifier:check choisir:choose decider:decide commencer:start
arreter:quit perdre:lose gagner:earn trouver:find comprendre:understand expliquer:explain conseiller:advise conseil:advice conseils:advice
installer:install concevoir:design nettoyer:clean soigner:care
voulons:want recommander:recommend resoudre:solve resolu:solved envoyer:send envoye:sent attendre:wait attendu:waited
souviens:remember retard:delay couper:cut prevoir:plan sur_place:on_site
entre:between

portable:phone telephone:phone tablette:tablet internet:internet connexion:connection lent:slow fichier:file fichiers:files
sauvegarde:backup nuage:cloud message:message messages:messages reseaux_sociaux:social_media programmer:code programmeur:programmer
code:code jeu:game jeu_video:video_game site:website site_web:website mot_de_passe:password pirate:hacked ordinateur:computer
ordi:computer ecran:screen imprimante:printer logiciel:software application:app appli:app
telecharger:download chargeur:charger mettre_a_jour:update bloque:stuck disque_dur:hard_drive enregistrer:record
enregistrement:recording courriel:email
rendez-vous:appointment prise_de_rendez-vous:appointment_booking en_ligne:online

nourriture:food cuisiner:cook recettes:recipes restaurant:restaurant pain:bread boulangerie:bakery vin:wine diner:dinner dejeuner:lunch
petit_dejeuner:breakfast gateau:cake
mangeons:eat viande:meat poulet:chicken legumes:vegetables oeufs:eggs lait:milk fromage:cheese bonbons:sweets repas:meal biere:beer
boissons:drinks faim:hunger plat:dish farine:flour pomme_de_terre:potato pommes_de_terre:potatoes tomate:tomato oignon:onion
fruits_de_mer:seafood

musique:music chanson:song chansons:songs chanter:sing guitare:guitar piano:piano jouer:play danser:dance danse:dance foot:football
football:football sport:sport courir:running marathon:marathon nager:swim photo:photo photos:photography appareil_photo:camera
dessiner:draw livre:book livres:books roman:novel film:film video:video feu_de_camp:campfire instrument:instrument
regarder_la_tele:watch_tv musculation:weightlifting peche:fishing jardinage:gardening echecs:chess tricot:knitting randonnee:hiking

voyager:travel voyage:trip vacances:holiday aeroport:airport vols:flights avion:plane valise:suitcase billet:ticket
reservation:booking plage:beach montagne:mountain chien:dog chiens:dogs chat:cat chats:cats animal:pet veterinaire:vet oiseau:bird
perroquet:parrot lapin:rabbit poisson:fish tortue:turtle hamster:hamster gratte:scratches puces:fleas tiques:ticks
animaux:animals aboie:barking mord:bites chiot:puppy cheval:horse
croquettes:pet_food collier:collar gare:station arret_de_bus:bus_stop sac_a_dos:backpack bagages:luggage pont:bridge trottoir:pavement

vetements:clothes robe:dress costume:suit chaussures:shoes coudre:sew fete:party invites:guests cadeau:gift anniversaire:birthday
bapteme:christening fiancailles:engagement fleurs:flowers fleur:flower marient:marry maries:married manteau:coat veste:jacket
chemise:shirt pantalon:trousers jupe:skirt bottes:boots chaussettes:socks

urgent:urgent vite:fast rapide:fast difficile:difficult dur:difficult facile:easy mauvais:bad mieux:better pire:worse nouveau:new
nouvelle:new vieux:old vieille:old grand:big petit:small fort:strong faible:weak bizarre:strange etrange:strange propre:clean sale:dirty
faire:do fais:do fait:done prendre:take pris:taken donner:give dire:say dit:said aller:go vais:go venir:come pouvoir:can dois:must devoir:must
savoir:know sais:know voir:see vu:seen mettre:put apporter:bring appeler:call vivre:live vit:lives habite:lives habiter:live apres:after
avant:before toujours:always jamais:never rien:nothing quelque_chose:something personne:nobody nuit:night jour:day jours:days journee:day journees:days soiree:evening bonne:good semaine:week
semaines:weeks mois:month an:year ans:years annee:year annees:years aujourd_hui:today aujourdhui:today hier:yesterday demain:tomorrow
sous:under dessus:over dedans:inside dehors:outside sans:without lit:bed table:table chaise:chair deux:two trois:three quatre:four
cinq:five six:six sept:seven huit:eight neuf:nine dix:ten vingt:twenty trente:thirty quarante:forty cinquante:fifty soixante:sixty
soixante_dix:seventy quatre_vingts:eighty cache:hides
ville:city village:village pays:country rue:street
ete:summer hiver:winter printemps:spring automne:autumn pluie:rain pleut:rain neige:snow orage:storm tempete:storm mouille:wet
mouillee:wet sec:dry seche:dry ivre:drunk saoul:drunk boit:drinks kine:physiotherapist kinesitherapeute:physiotherapist
kinesitherapie:physiotherapy reeducation:rehabilitation mur_porteur:load_bearing_wall murs_porteurs:load_bearing_walls enlever:remove
abattre:demolish prononcer:pronounce prononce:pronounces prononciation:pronunciation reveille:wake_up reveiller:wake matin:morning
soir:evening comprennent:understand tombe:fell tomber:fall chute:fall
supprimer:delete effacer:delete annuler:cancel profil:profile points:points inscrire:sign_up connecter:log_in avis:review abonnement:subscription remboursement:refund gratuit:free gratuite:free circulation:traffic injuste:unfair
temps:time tout_le_temps:all_the_time week_end:weekend jour_ferie:holiday proche:near loin:far chemin:path prochain:next prochaine:next
faux:fake fausse:fake genial:great affreux:terrible beau:beautiful belle:beautiful joli:pretty jolie:pretty moche:ugly
chaud:hot gele:frozen ouvert:open ouverte:open ferme:closed fermee:closed etroit:narrow lourd:heavy lourde:heavy
doux:soft commun:common pareil:same monde:world endroit:place ecouter:listen boite:box ne_marche_pas:not_working ne_marche_plus:not_working bruyant:noisy
bonjour:hello salut:hello orthophonie:speech_therapy

brule:burnt caler:stall cale:stalls change:changed comprends:understand confond:mixes_up confondre:mix_up en_cote:uphill
descendant:going_down descendre:go_down dors:sleep essouffle:breathless faute:fault fins:thin heures:hours allume:switch_on
allumer:switch_on eteindre:switch_off joint:seal abandon:neglected laver:wash lettres:letters empeche:prevents mousse:moss
partout:everywhere patine:slips perd:loses se_perd:gets_lost perds:lose pipi:pee pleine:full plein:full rappel:back_payment reclament:claim
reclamer:claim refroidit:cools refroidir:cool saute:trips sauter:trip sens:feel sentir:feel habiller:dress supplementaires:extra
goutter:drip gratter:scratch ronfler:snore plaques:patches rouge:red rouges:red noir:black noire:black boiter:limp
leche:licks lecher:lick patte:paw mordre:bite enfle:swollen envie:desire oublier:forget vieillissent:ageing vieillir:age
acte_de_naissance:birth_certificate naissance:birth assermentee:sworn traduction_assermentee:certified_translation
boules_de_poils:hairballs poils:hair candidat:candidate candidats:candidates cherchons:looking_for ciseaux:scissors crayon:pencil
delais:deadlines douze:twelve echappent:escape economies:savings fiches:slips infirmiers:nurses infirmier:nurse
allaitement:breastfeeding mises_en_production:deployments prennent:take rend:return rendre:return semi-marathon:half_marathon tenir:hold
tombent:go_down trouvons:find utiliser:use mache:chew macher:chew serveurs:servers dangereux:dangerous autonome:independent
toilette:washing apparaitre:appear haut:up
autorisation:permission beaucoup:a_lot bleue:bruised bleu:bruised bouteille:bottle chapitres:chapters construit:built
couleur:colour derniere:last dernier:last detruit:destroys detruire:destroy disputent:argue disputer:argue foncee:dark fonce:dark
guepes:wasps guepe:wasp entends:hear entendre:hear mise_a_jour:update moins:less ose:dare parlons:talk rediger:write repartir:split
roulant:rolling volet_roulant:shutter volet:shutter sifflent:ringing siffler:ring acouphenes:tinnitus sors:go_out sortir:go_out
terrain:land tordu:twisted tordre:twist tousse:coughs tousser:cough crie:shouts crier:shout ethylotest:breathalyser
souffler:blow parts:shares capte:signal soif:thirst maigri:lost_weight
je_bois:i_drink tu_bois:you_drink il_boit:he_drinks elle_boit:she_drinks nous_buvons:we_drink ils_boivent:they_drink proprio:landlord mettre_dehors:evict me_mettre_dehors:evict_me expulser:evict recours:legal_recourse
faut:must
lave-linge:washing_machine lave-vaisselle:dishwasher leau:water deau:water narrive_pas:cant arrive_pas:cant a_ete:was
ont_ete:were ai_ete:was jai_ete:was raison:reason demande:request coule:leaks bouchee:blocked coince:stuck coincee:stuck
grince:squeaks vire:fired viree:fired redoubler:repeat_a_year redouble:repeats_a_year recale:failed recalee:failed
degat_des_eaux:water_damage congelateur:freezer
devant:in_front_of jeux_video:video_games jeux:games remplir:fill_in rempli:filled souvent:often encore:still ligne:line bijoux:jewellery
bijou:jewellery connais:know connait:knows connaitre:know surtout:especially soutien:support prend:takes prends:take presque:almost
remettre:get_back devient:becomes oublieuse:forgetful oublieux:forgetful rabaisse:belittles rabaisser:belittle leve:lift souhaite:wish
souhaiter:wish manque:missing manquer:miss crois:believe croire:believe pensais:thought debutant:beginner debutante:beginner
debutants:beginners debutantes:beginners samedi:saturday dimanche:sunday lundi:monday mardi:tuesday mercredi:wednesday jeudi:thursday
vendredi:friday ancienne:old ancien:old professionnelles:professional professionnel:professional chaque:every tellement:so_much glace:ice
glacee:icy sain:healthy sains:healthy saine:healthy vraie:real vrai:real pres:near pendant:during brosse:brush brosser:brush
marchant:walking autres:others autre:other neuve:new pourtant:yet tatouage:tattoo tatouages:tattoos hesite:hesitate hesiter:hesitate
enormement:enormously velos:bikes distrait:distracted distraite:distracted lessive:laundry_detergent mourir:die meurt:dies refaire:redo
jaunis:yellowed jauni:yellowed pourrait:could pourriez:could aimerais:would_like jaimerais:i_would_like parfois:sometimes rarement:rarely
bientot:soon tard:late longtemps:long_time volant:steering_wheel gazole:diesel nuque:neck orteil:toe orteils:toes sinquiete:worries
quitte:leaves quitter:leave payee:paid tarif:rate usine:factory chantier:building_site demission:resignation demissionner:resign
maitre:teacher instit:teacher calcul:arithmetic apprend:learns muscu:weight_training natation:swimming frange:fringe griffe:scratches
griffer:scratch violon:violin voleur:thief bazar:mess leger:light jeune:young jeunes:young_people gentil:kind ouvrir:open ouvre:opens
ouvrent:open eteint:switched_off remplacer:replace demonter:dismantle pars:leave viens:come vient:comes sait:knows vois:see voit:sees
quelquun:someone quelqu_un:someone arretent:stop se_marie:get_married se_marier:get_married epouser:marry recue:received reste:stays
rester:stay restee:stayed entree:entrance porte_dentree:front_door courant_dair:draught salle:room belle-mere:mother-in-law
beau-pere:father-in-law belle-soeur:sister-in-law beau-frere:brother-in-law agrandit:grows grandir:grow grandit:grows devenir:become
deviens:become pense:think penser:think marcher:walk marche:walks marche_pas:doesnt_work marche_plus:doesnt_work_anymore tirer:pull
en_panne:broken_down phare:headlight rupture:breakup separer:separate separes:separated emprunter:borrow conge:leave conges:holidays
poisson_rouge:goldfish petite:small calme:calm mechant:nasty mechante:nasty partir:leave a_partir_de:from regarder:watch regarde:watches
finir:finish fini:finished finie:finished essayer:try essaye:tried essaie:try essaie_de:try_to ai_essaye:tried pres_de_chez_moi:near_me
chez_moi:at_home dors_mal:sleep_badly ferme_mal:doesnt_close_properly tdah:adhd
arrete_pas_de:keeps arrete_de:stops arreter_de:stop chauffe:heats chauffer:heat scolaire:school bain:bath
allons:go allez:go alle:went suis_alle:went venu:came revenir:come_back revient:comes_back retour:return rentrer:go_home rentre:comes_home
mise:put tient:holds ramener:bring_back emmener:take amener:bring ecrit:wrote ecris:write repond:answers repondre:answer reponse:answer
montrer:show montre:shows raconter:tell raconte:tells jsais_pas:dont_know sais_pas:dont_know chais_pas:dont_know nimporte_quoi:nonsense
truc:thing trucs:things machin:thing choses:things doit:must devrais:should devrait:should faudrait:would_need falloir:need vouloir:want
voulu:wanted voulait:wanted avoir:have etait:was etais:was etaient:were serait:would_be etre:be aime:like aimer:like adore:love
adorer:love deteste:hate detester:hate pleuvoir:rain soleil:sun canicule:heatwave vecu:lived galere:struggle galerer:struggle taff:job
taffe:job occuper:look_after soccuper:look_after guerir:cure gueri:cured constipe:constipated rougeur:redness reve:dream biberon:bottle
tetine:dummy sieste:nap caprice:tantrum caprices:tantrums zozote:lisps zozotement:lisp articule:articulates matelas:mattress
armoire:wardrobe vaisselle:dishes draps:sheets couverture:blanket serpillere:mop poussiere:dust bricolage:diy bricoleur:handyman
outils:tools outil:tool perceuse:drill marteau:hammer clou:nail clous:nails colle:glue pinceau:brush carreau:tile carreaux:tiles
tuyauterie:pipes vanne:valve compteur:meter disjoncte:trips tondeuse:lawnmower tondre:mow potager:vegetable_garden feuilles:leaves
conduis:drive accroche:scraped stationnement:parking autoroute:motorway campagne:countryside banlieue:suburbs echange:exchange
garantie:warranty bougie:candle ambiance:atmosphere enterrement:funeral obseques:funeral chanteur:singer
chanteuse:singer lecon:lesson lecons:lessons matiere:subject matieres:subjects italien:italian conjugaison:conjugation
concours:competitive_exam visiteurs:visitors mise_en_page:layout retouche:retouching retoucher:retouch clair:light vert:green verte:green
gris:grey marron:brown trop:too_much assez:enough plusieurs:several quelques:a_few aucun:no aucune:no franchement:frankly carrement:totally
peutetre:maybe peut-etre:maybe bref:in_short enfin:finally ensuite:then deja:already maintenant:now appelle:call appele:called
rappeler:call_back bosser:work couche:nappy couches:nappies gamelle:bowl linge:laundry oreiller:pillow papier_peint:wallpaper
voiture_de_location:rental_car colis:parcel emploi_du_temps:timetable couramment:fluently appli_mobile:mobile_app imprimer:print
capture_decran:screenshot jaune:yellow vraiment:really sans_doute:probably sombre:dark mal_au_ventre:stomach_ache mal_a_la_tete:headache
mal_aux_dents:toothache mal_a_la_gorge:sore_throat mal_au_dos:back_pain
je_bosse:i_work jbosse:i_work tu_bosses:you_work compta:accounting gamin:kid gamins:kids gamine:kid demi:half a_domicile:at_home
domicile:home aprem:afternoon apres-midi:afternoon betises:silly_things plombs:fuses sautent:blow les_plombs_sautent:the_fuses_blow
bouilloire:kettle meme:same en_meme_temps:at_the_same_time avaler:swallow je_cours:i_run piqures:bites resto:restaurant agrandir:extend
coleres:tantrums copains:friends copines:friends bouge:moves bouger:move viennoiseries:pastries reconvertir:retrain se_reconvertir:retrain
informatique:computing voisins_du_dessus:upstairs_neighbours dessous:below reconnaitre:recognise grele:hail arret_de_travail:sick_leave
creer_ma_boite:start_my_business il_boite:he_limps elle_boite:she_limps vers:towards completement:completely taper:hit
achetee:bought louee:rented termine:finished trouvee:found coupure:cut enflamme:inflamed creve:exhausted flipper:freak_out flippe:scared
paume:lost paumee:lost criait:shouted hurler:scream hurle:screams frapper:hit ment:lies mentir:lie trompe:cheats tromper:cheat
trompee:cheated_on engueule:tells_off engueuler:tell_off boude:sulks bouder:sulk sevrer:wean sevrage:weaning tetee:feed obeit:obeys
obeir:obey repete:repeats repeter:repeat bafouille:stammers moque:mocked moquer:mock se_moque:mocks colorier:colour jouets:toys jouet:toy
minou:kitty toutou:doggy museau:muzzle lechent:licks debouche:unblocked deboucher:unblock refoule:backs_up puer:stink souvre_pas:doesnt_open
bloquee:stuck craque:creaks repeindre:repaint tapisser:wallpaper enduit:filler placo:plasterboard carreler:tile veranda:conservatory
trottinette:scooter courroie:belt amortisseurs:shock_absorbers pot_dechappement:exhaust voyant:warning_light surchauffe:overheats
accrochage:fender_bender constat:accident_report escroc:fraudster litige:dispute preuve:evidence preuves:evidence postuler:apply
postule:applied surmenage:overwork secu:social_security identifiant:username deconnecte:logged_out bugue:glitches rame:lags ramer:lag
maquette:mockup plaquette:brochure abdos:abs etirements:stretching vegetarien:vegetarian coiffer:style lissage:straightening boucles:curls
frises:frizzy calvitie:baldness manucure:manicure rater:fail cachee:hidden rampe:crawls ramper:crawl marche_pas_encore:not_walking_yet
parle_pas:doesnt_talk parle_pas_encore:doesnt_talk_yet ecoute_pas:doesnt_listen comprend_pas:doesnt_understand maternelle:nursery_school
ecole_maternelle:nursery_school classe:class harcele:harassed jeux_de_societe:board_games chienne:female_dog poil:fur griffes:claws
perd_ses_poils:sheds_fur ferme_pas:doesnt_close allume_pas:doesnt_switch_on chauffe_pas:doesnt_heat plus_deau_chaude:no_hot_water
pas_de_courant:no_power panne_de_courant:power_cut congele:frozen poncer:sand isoler:insulate perte_de_poids:weight_loss
prise_de_masse:muscle_gain sans_gluten:gluten_free cle_usb:usb_stick
etats_financiers_verifies:audited_financial_statements etats_financiers:financial_statements acte_authentique:notarial_deed faire_decouvrir:show_around renouveler:renew marge_de_credit:credit_line
appel_video:video_call appels:calls quelque_part:somewhere enregistre:recorded enregistree:recorded enregistres:recorded
compte_bancaire:bank_account bancaire:bank bancaires:bank
bagnole:car bagnoles:cars chui:i_am chuis:i_am cest_grave:is_it_serious pas_grave:not_serious a_mort:to_death complique:complicated
compliquee:complicated compliques:complicated mon_chum:my_boyfriend son_chum:her_boyfriend mon_char:my_car un_char:a_car le_char:the_car
son_char:his_car char_usage:used_car ma_blonde:my_girlfriend sa_blonde:his_girlfriend lete:summer cet_ete:this_summer qui_cloche:that_is_wrong
la_notice:the_instructions marre:fed_up en_ai_marre:am_fed_up jen_ai_marre:i_am_fed_up ras_le_bol:fed_up a_du_mal:struggles ai_du_mal:struggle
virer:fire decolle:comes_off se_decolle:is_coming_off trop_tard:too_late suis_nul:am_useless suis_nulle:am_useless pencher:bend_over
me_pencher:bend_over perdre_la_boule:lose_her_mind perd_la_boule:is_losing_her_mind bonsoir:good_evening me_lancer:start_out
se_lancer:start_out fait_des_siennes:is_playing_up a_lache:broke_down faire_garder:have_looked_after fiable:reliable fiables:reliable
saffiche:displays pas_ete:not_been avait_ete:had_been jamais_ete:never_been
priver:deprive me_priver:deprive_myself du_mat:in_the_morning mal_de_chien:terrible_pain la_joue:the_cheek comment_ca_se_passe:how_does_it_work
loyers:rents hallucinant:crazy hallucinants:crazy en_vrac:a_mess ca_me_gonfle:it_annoys_me sans_arret:non_stop ca_presse:its_urgent
pourrit:rots pourrit_la_vie:makes_life_hell pourrir_la_vie:make_life_hell pourri:rotten pourrie:rotten la_vie:life ma_vie:my_life
sa_vie:their_life de_vie:of_life se_plume:plucks_its_feathers fait_de_la_peine:makes_me_sad traine_des_pieds:drags_its_feet terre:soil
au_taf:at_work le_taf:work mon_taf:my_job chope:caught choper:catch gere:manage gerer:manage mettre_en_place:set_up a_bout:exhausted
regler:sort_out en_plein_air:outdoors men_sortir:get_out_of_it une_boule:a_lump seffrite:is_crumbling coup_de_mou:slump
plus_de_jus:no_energy_left est_marie:is_married suis_marie:am_married suis_mariee:am_married
obtenir:obtain mangas:manga boulette:blunder ca_dure:it_has_been_going_on boucan:racket sans_prevenir:without_warning prevenir:warn
a_le_droit:is_allowed quelle:which quelles:which quels:which convient:suits me_planter:fail se_planter:fail une_montre:a_watch
ma_montre:my_watch sa_montre:his_watch celle:the_one celui:the_one gars:guy des_sous:money les_sous:money redresser:turn_around
jarrive_pas:i_cant_manage fins_de_mois:end_of_the_month boucler_les_fins_de_mois:make_ends_meet
boucler_mes_fins_de_mois:make_ends_meet jaunes:yellow a_cause_du:because_of a_cause_de:because_of a_cause_des:because_of
sauf:except cata:disaster coup_de_main:a_hand a_la_bourre:running_late envahie:overrun envahi:overrun la_rentree:the_start_of_the_school_year
moquent:mock se_moquent:mock premiere_fois:first_time sincruste:invites_herself deuxieme:second troisieme:third quatrieme:fourth
un_char_usage:a_used_car fait_virer:got_fired faire_virer:get_fired un_gros:a_big une_grosse:a_big
blague:joke blagues:jokes rappelle_moi:remind_me poser_une_question:ask_a_question
gosses:kids gosse:kid vaut_le_coup:worth_it au_courant:aware en_courant:while_running menton:chin
pige:understand se_lever:get_up des_pubs:ads de_pubs:ads les_pubs:ads douee:talented doue:talented budget_serre:tight_budget
est_serre:is_tight depasse:overdue rouille:rusting fauche:broke froid_de_canard:freezing_cold
boite_depuis:limping_since boite_de_larriere:limping_on_a_hind_leg
laisse_sa:leaves_its laisse_son:leaves_its deborder:overflow prend_la_tete:argue prendre_la_tete:argue de_cote:aside
balade:walk eternue:sneezes nez_qui_coule:runny_nose inquietent:worry pote:mate quand_meme:anyway
de_mon_age:my_age inondee:flooded pompe:pump cassent:break a_peine:barely trouille:fright
traine:hangs_around zappe:forgot deconne:acting_up decedee:passed_away decede:passed_away
rage_de_dent:toothache rage_de_dents:toothache lendemain:next_day du_jour_au_lendemain:overnight arrive_plus:cant_anymore
developper:develop developpeuse:developer developpeurs:developers enfermee_dehors:locked_out enfermes_dehors:locked_out
enfermees_dehors:locked_out a_linterieur:inside a_fond:thoroughly clim:air_conditioning climatiseur:air_conditioner garder:look_after
nourrir:feed passer_un_entretien:have_a_job_interview etage:floor etages:floors mes_reseaux:my_social_media les_reseaux:social_media
seteint:switches_off sallume:switches_on de_ma_part:from_me de_sa_part:from_him de_leur_part:from_them fois:times
degueulasse:filthy demarre_plus:wont_start peut_etre:maybe detendre:relax me_detendre:relax detente:relaxation
des_tensions_dans:tension_in tensions_dans:tension_in tensions_musculaires:muscle_tension assis:sitting assise:sitting debout:standing
tailler:trim monte_les_escaliers:climb_the_stairs monter_les_escaliers:climb_the_stairs fabriquer:make bibliotheque:bookcase
sur_mesure:custom_made poser:install enorme:huge enormes:huge ma_boite:my_company notre_boite:our_company sa_boite:his_company
dans_une_boite:at_a_company de_travers:crooked pantoute:at_all frette:freezing_cold marche_pu:doesnt_work_anymore
marchent_plus:dont_work_anymore marchent_pas:dont_work ca_marche:it_works comment_ca_marche:how_does_it_work natel:mobile_phone
septante:seventy huitante:eighty octante:eighty nonante:ninety en_compote:aching maquiller:put_on_makeup maquille:wears_makeup
va_mal:is_going_badly carte_bleue:bank_card ecran_bleu:blue_screen rdv:appointment flic:cop flics:police keufs:police
semaine_pro:next_week casse_tete:headache ma_petite:my_little_girl mon_cell:my_phone son_cell:his_phone ton_cell:your_phone
le_cell:the_phone cellulaire:cellphone fouille:searches chicane:argue se_chicane:argue se_chicaner:argue bouffe:food ferment:close
de_la_misere:trouble saoule:annoys je_paie:i_pay on_paie:we_pay tu_paies:you_pay me_paie:pays_me paient:pay paie_pas:doesnt_pay
en_plusieurs_fois:in_instalments voler:steal voles:stolen crevee:exhausted crevees:exhausted tete_qui_tourne:dizzy
la_tete_qui_tourne:dizziness qqn:someone qqch:something bcp:a_lot sdb:bathroom ptet:maybe stp:please svp:please slt:hi
tjrs:always pbm:problem
nulle_part:nowhere tester:test le_bouton:the_button un_bouton:a_button tout_le_monde:everyone livrent:deliver balles:euros
la_creve:a_bad_cold courbatures:body_aches compte_rendu:report reapprendre:relearn quotidien:daily_life viens_detre:have_just_been
vient_detre:has_just_been promue:promoted promu:promoted cour:courtyard bordel:mess la_gratte:the_guitar
il_lit:he_reads quil_lit:he_reads elle_lit:she_reads quelle_lit:she_reads
partie:part est_partie:left est_parti:left sont_partis:left les_petits:the_children ecrite:written en_forme:fit
remettre_en_forme:get_back_in_shape men_remettre:get_over_it sen_remettre:get_over_it laisser:leave
photo_de_profil:profile_photo deplacer:move peinturer:paint peinturait:painted se_saoule:gets_drunk se_soule:gets_drunk
se_saouler:get_drunk prend_le_volant:drives prendre_le_volant:drive allume_plus:doesnt_turn_on
fonctionne_plus:doesnt_work charge_plus:wont_charge endette:get_into_debt endettee:in_debt endettement:debt sest_arrete:stopped sest_arretee:stopped reporter:postpone
beaux-parents:in_laws belle-famille:in_laws chiottes:toilets debordent:overflow des_decharges:electric_shocks une_decharge:an_electric_shock tourne_dans_le_vide:spins_without_catching me_manque:i_miss me_manquent:i_miss etoiles:stars je_mets:i_put
etes:are etes_vous:are_you

est-ce:is_it est-ce_que:do quest-ce_que:what quest-ce_qui:what quest-ce_quil:what quest-ce_quon:what comment_est-ce_que:how_do
comment_est-ce_quon:how_do_we pourquoi_est-ce_que:why_do ou_est-ce_que:where_do quand_est-ce_que:when_do combien_est-ce_que:how_much
est-ce_quil:does_it est-ce_quon:can_we est-ce_quelle:does_she est-ce_quils:do_they cest-a-dire:that_is

doccasion:second_hand carte_didentite:id_card lettre_de_motivation:cover_letter

accord_barre:barre_chord accords_barres:barre_chords accords_de_base:basic_chords accords_de_guitare:guitar_chords
les_accords:the_chords les_accords_barres:the_barre_chords cordes:strings corde:string gammes:scales gamme:scale partitions:sheet_music
rythme:rhythm rythmique:rhythm arpeges:arpeggios grattage:strumming capodastre:capo accorder:tune accordee:tuned
desaccordee:out_of_tune violoncelle:cello trompette:trumpet saxo:saxophone chorale:choir galerent:struggle

commercant:shopkeeper commercante:shopkeeper commerces:shops cotisations:contributions charges_patronales:employer_contributions
charges_sociales:social_security_contributions bulletin_de_salaire:payslip bulletins_de_salaire:payslips urssaf:social_security_office
prevoyance:provident_insurance sarl:limited_company microentreprise:micro_business autoentrepreneur:self-employed siret:business_number
kbis:company_registration immatriculation:registration greffe:commercial_registry chambre_de_commerce:chamber_of_commerce
relance:reminder relancer:chase_up livreur:delivery_driver expedier:ship emballage:packaging tresorerie:cash_flow marchandise:goods
marchandises:goods inventaire:inventory entrepreneuse:entrepreneur entrepreneuriat:entrepreneurship lancement:launch lancer:launch
demarrage:start_up positionnement:positioning cible:target_audience fideliser:retain fidelisation:customer_loyalty
prospection:prospecting demarchage:canvassing concurrence:competition concurrents:competitors image_de_marque:brand_image
communaute:community vitrine:shop_window fiche_produit:product_page fiches_produits:product_pages salon_professionnel:trade_fair
local_commercial:commercial_premises bail_commercial:commercial_lease processus:process optimiser:optimise automatiser:automate
caisse:till logiciel_de_caisse:till_software tableau_excel:spreadsheet feuille_de_calcul:spreadsheet

demissionnee:resigned embauchee:hired interimaire:temp_worker alternance:work_study alternant:work_study_student
alternante:work_study_student apprenti:apprentice apprentie:apprentice apprentissage:apprenticeship mi-temps:part_time cheffe:boss
directrice:director brut:gross negocier:negotiate entretien_annuel:annual_review contrat_a_duree_indeterminee:permanent_contract
contrat_a_duree_determinee:fixed_term_contract temps_partiel:part_time temps_plein:full_time heures_supplementaires:overtime
fiche_de_poste:job_description offres_demploi:job_offers pole_emploi:job_centre france_travail:job_centre chomage_partiel:furlough
indemnites_chomage:unemployment_benefit harcelement_moral:psychological_harassment

interro:quiz partiels:exams rattrapage:resit rattrapages:resits session_de_rattrapage:resit baccalaureat:high_school_diploma
devoir_surveille:class_test devoir_sur_table:class_test controle_continu:continuous_assessment fiche_de_revision:revision_sheet
cours_particulier:private_lesson aide_aux_devoirs:homework_help conseil_de_classe:class_council moyenne:average
parcoursup:university_application doctorat:phd inscrit:enrolled

frottement:friction frottements:friction plan_incline:inclined_plane quantite_de_mouvement:momentum energie_cinetique:kinetic_energy
energie_potentielle:potential_energy pesanteur:gravity mecanique:mechanics derivee:derivative derivees:derivatives fonctions:functions
pourcentages:percentages probabilites:probability pythagore:pythagoras theoreme_de_thales:thales_theorem trigonometrie:trigonometry
algebre:algebra vecteurs:vectors exercice:exercise exercices:exercises enonce:problem_statement

plantee:crashed sest_plante:crashed ca_plante:crashes bugge:glitches beugue:glitches lenteur:slowness lenteurs:slowness hebergeur:host
hebergement_web:web_hosting deconnexion:logout mots_de_passe:passwords recuperer:recover recuperation:recovery restaurer:restore
rancongiciel:ransomware redemarrer:restart redemarre:restarts boitier:router routeur:router perdus:lost mises_a_jour:updates
formulaire:form formule:formula formules:formulas cellule:cell cellules:cells colonnes:columns charge_pas:wont_load
se_charge_pas:wont_load page_blanche:blank_page

stratifie:laminate moquette:carpet enduire:plaster visser:screw commode:chest_of_drawers eclairage:lighting luminaire:light_fitting
carreleur:tiler bricoler:do_diy debroussailler:clear_brush elaguer:prune elagage:pruning abattage:tree_felling salpetre:damp_salts
aeration:ventilation aerer:air insonorisation:soundproofing isolation_phonique:soundproofing tuyau_perce:burst_pipe
ballon_deau_chaude:hot_water_tank purger:bleed montage_de_meubles:furniture_assembly

tendinite:tendonitis contracture:muscle_knot claquage:pulled_muscle foulure:sprain torticolis:stiff_neck glycemie:blood_sugar
somnambule:sleepwalker urticaire:hives myope:short_sighted lentilles:contact_lenses couronne:crown dentier:dentures
gyneco:gynaecologist gynecologue:gynaecologist ophtalmo:eye_doctor troubles_alimentaires:eating_disorders anorexie:anorexia
boulimie:bulimia carte_vitale:health_insurance_card

ex-mari:ex_husband ex-femme:ex_wife mon_ex:my_ex beau-fils:son_in_law belle-fille:daughter_in_law gendre:son_in_law
famille_recomposee:blended_family garde_alternee:shared_custody garde_partagee:shared_custody tromperie:cheating largue:dumped
larguee:dumped celibat:single_life demande_en_mariage:marriage_proposal procreation:procreation fausse_couche:miscarriage
cesarienne:caesarean poussette:pushchair poussee_dentaire:teething fait_ses_dents:is_teething fait_pas_ses_nuits:doesnt_sleep_through
crise:fit ehpad:care_home maison_de_retraite:retirement_home auxiliaire_de_vie:care_assistant dependance:dependency
alzheimer:alzheimers curatelle:guardianship funerailles:funeral pompes_funebres:funeral_director defunt:deceased

salle_de_reception:reception_hall faire-part:announcement anniversaire_de_mariage:wedding_anniversary
enterrement_de_vie_de_garcon:stag_party enterrement_de_vie_de_jeune_fille:hen_party evjf:hen_party soiree_dentreprise:company_party
seminaire:seminar

exoneration:exemption allocations_familiales:child_benefit surendettement:over_indebtedness decouvert:overdraft agios:overdraft_charges
quittance:rent_receipt taxe:tax taxe_dhabitation:council_tax controle_fiscal:tax_audit credit_dimpot:tax_credit
apport_personnel:deposit

alternateur:alternator carrossier:panel_beater crevaison:puncture fumee:smoke recharge:charging fourriere:pound
plaquettes_de_frein:brake_pads disques_de_frein:brake_discs courroie_de_distribution:timing_belt boite_de_vitesse:gearbox
pneu_creve:flat_tyre liquide_de_refroidissement:coolant essuie-glace:wiper essuie-glaces:wipers carte_grise:registration_document

antipuces:flea_treatment castrer:neuter petsitter:pet_sitter matou:tomcat cochon_dinde:guinea_pig chatte:female_cat
garde_danimaux:pet_sitting pension_pour_chiens:dog_boarding pension_pour_chats:cat_boarding

defrisage:straightening coupe_de_cheveux:haircut cire:wax cils:eyelashes teinture:dye

peux-tu:can_you pouvez-vous:can_you savez-vous:do_you_know connaissez-vous:do_you_know pouvez:can pouvons:can savez:know
connaissez:know recherche:looking_for reparee:repaired refait:redone installee:installed vendus:sold appris:learned apprenons:learn
inscris:register emmenage:moved_in emmenager:move_in abandonner:give_up abandonne:gave_up marche_mal:works_badly
fonctionne_mal:works_badly fonctionne_pas:doesnt_work capte_rien:dont_get_it bureau_de_poste:post_office
livret_de_famille:family_record_book

kiffer:love kiffe:love flemme:cant_be_bothered jai_la_flemme:cant_be_bothered relou:annoying chiant:annoying chiante:annoying
saoulant:annoying ca_me_gave:annoys_me vener:angry venere:angry dingue:crazy zarbi:weird chelou:weird trop_bien:great
je_rame:i_struggle pas_de_soucis:no_problem thune:money pognon:money radin:stingy meuf:girl keum:guy daron:dad daronne:mum reuf:brother
frangin:brother frangine:sister ptit:little clope:cigarette bouquin:book fringues:clothes piaule:room

tantot:this_afternoon kotter:share_student_housing guindaille:party blinquer:shine drache:downpour torchon:cloth essuie:towel
sacoche:bag souper:dinner magasinage:shopping char:car chum:boyfriend niaiser:fool_around pogner:catch jaser:chat bebitte:bug
bebittes:bugs dispendieux:expensive piasses:dollars piasse:dollar job_dete:summer_job debarrer:unlock laveuse:washing_machine
secheuse:dryer calorifere:radiator depanneur:corner_shop tanne:fed_up tannee:fed_up fin_de_semaine:weekend panosse:mop foehn:hair_dryer
bancomat:cash_machine

justificatif:proof attestation:certificate certificat:certificate resilier:cancel resiliation:cancellation resilie:cancelled
conciliateur:conciliator carte_de_sejour:residence_permit justificatif_de_domicile:proof_of_address
acte_de_mariage:marriage_certificate extrait_de_naissance:birth_certificate lettre_recommandee:registered_letter
en_recommande:by_registered_mail droit_du_travail:employment_law droit_de_la_famille:family_law proces-verbal:official_report
depot_de_plainte:police_report escroquer:scam escroque:scammed arnaquee:scammed usurpation:impersonation cambriolee:burgled
voisinage:neighbours troubles_de_voisinage:neighbour_disputes tapage:noise tapage_nocturne:noise_at_night
violence_conjugale:domestic_violence

demoralise:demoralised demoralisee:demoralised decourage:discouraged decouragee:discouraged paniquee:panicked tendu:tense tendue:tense
complexee:self_conscious rumine:ruminate ruminer:ruminate ras-le-bol:fed_up mal_dans_ma_peau:uncomfortable_in_my_skin
manque_de_confiance:lack_of_confidence confiance_en_moi:self_confidence confiance_en_soi:self_confidence idees_noires:dark_thoughts
a_bout_de_nerfs:at_the_end_of_my_tether coup_de_blues:low_mood

faire_les_courses:do_the_shopping epicerie:grocery boucherie:butchers poissonnerie:fishmonger cordonnier:cobbler
retoucherie:alterations couturiere:seamstress ourlet:hem fermeture_eclair:zip broderie:embroidery cuisson:cooking vegetalien:vegan
demenageurs:movers demenageur:mover cartons:boxes garde-meuble:storage_unit camion_de_demenagement:removal_van gite:holiday_cottage
expatrie:expat voyage_organise:package_holiday vol_annule:cancelled_flight vol_retarde:delayed_flight retard_de_vol:flight_delay
a_letranger:abroad

veut_plus:no_longer_wants veut_pas:doesnt_want voudrions:would_like aurais:would_have aurait:would_have avais:had avait:had
sera:will_be etions:were fallait:had_to peuvent:can doivent:must devez:must devons:must savais:knew savait:knew
sais_plus:no_longer_know connu:known fera:will_do ferai:will_do faisons:do mettent:put prenez:take prenons:take donnons:give disent:say
parlent:talk veulent:want aimez:like aiment:like aimait:liked plait:like plaisir:pleasure ecrivez:write lisez:read recois:receive
commencent:start sortent:go_out rentrent:come_home partent:leave partis:left entrer:enter arretez:stop rappelez:call_back
trouve_pas:cant_find vivons:live vivent:live habitent:live dorment:sleep mangent:eat travaillent:work travaillons:work etudient:study
apprenez:learn apprennent:learn enseignant:teacher enseignante:teacher formateur:trainer formatrice:trainer

tonifier:tone musculaire:muscle randonner:hike escalade:climbing salle_de_muscu:gym remise_en_forme:getting_back_in_shape
course_a_pied:running velo_dappartement:exercise_bike danse_classique:ballet monitrice:instructor code_de_la_route:highway_code
examen_du_code:theory_test heures_de_conduite:driving_lessons conduite:driving conduite_accompagnee:accompanied_driving

eclairage_studio:studio_lighting fond_blanc:white_background cadrage:framing mise_au_point:focus nette:sharp videaste:videographer
tournage:filming creatrice:creator artisanat:crafts fait_main:handmade faits_main:handmade savon:soap poterie:pottery annonce:ad
annonces:ads abordable:affordable rentable:profitable rentabilite:profitability marge_brute:gross_margin chiffre:figure banquier:banker
levee_de_fonds:fundraising etude_de_marche:market_research conseiller_juridique:legal_adviser community_manager:social_media_manager
inpi:trademark_office nom_de_marque:brand_name depot_de_marque:trademark_registration emailing:email_marketing
panier_moyen:average_basket taux_de_conversion:conversion_rate trafic:traffic
une_personne:a_person des_personnes:people sintroduire:break_into introduire:break_into sintroduit:breaks_into faille:vulnerability
failles:vulnerabilities faille_de_securite:security_vulnerability interne:internal internes:internal pirater:hack piratage:hacking
`
