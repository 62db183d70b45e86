/**
 * Everyday Spanish, German and French words → English words as they appear in the cues, so that
 * questions in those languages reach the English knowledge base (read by translate.ts, which also
 * matches inflected forms with each language's stemmer and splits German compounds). Keys are
 * normalised (lower case, no accents, ß → ss); '_' joins a multi-word English value.
 */
import { GLOSSARY_PT_IT } from './glossary-pt-it'

export type Language = 'es' | 'de' | 'fr' | 'pt' | 'it'

export const GLOSSARY: Record<Language, string> = {
  es: `
murio:died fallecio:died muerte:death duelo:grief perdida:loss llorar:cry triste:sad tristeza:sadness ansiedad:anxiety angustia:anxiety
estres:stress deprimido:depressed depresion:depression panico:panic miedo:fear dormir:sleep insomnio:insomnia pesadillas:nightmares
trauma:trauma alcohol:alcohol beber:drinking bebo:drinking droga:drugs drogas:drugs adiccion:addiction apuestas:gambling pareja:couple
discutimos:arguing peleamos:fighting matrimonio:marriage marido:husband esposa:wife separarnos:separating separacion:separation
dolor:pain duele:hurts fiebre:fever tos:cough gripe:flu piel:skin lunar:mole granos:spots granitos:rash sarpullido:rash pica:itchy picor:itch
acne:acne diente:tooth dientes:teeth muela:tooth encias:gums sangran:bleeding sangrar:bleeding brackets:braces torcidos:crooked
ojo:eye ojos:eyes vista:eyesight gafas:glasses borroso:blurry espalda:back rodilla:knee hombro:shoulder cuello:neck tobillo:ankle
corazon:heart pecho:chest presion:blood_pressure pastillas:pills medicamento:medication receta:prescription analisis:blood_tests
radiografia:x-ray resonancia:mri embarazada:pregnant embarazo:pregnancy parto:birth bebe:baby recien_nacido:newborn nino:child nina:child
hijo:son hija:daughter ninos:kids hijos:children medico:doctor enfermera:nurse herida:wound
tartamudea:stutters tartamudeo:stuttering habla:speech hablar:talk palabras:words cuidar:care cuidado:care mayor:elderly anciano:elderly
abuela:grandmother abuelo:grandfather caida:fall demencia:dementia comer:eat dieta:diet peso:weight adelgazar:lose_weight kilos:weight
gimnasio:gym ejercicio:exercise musculo:muscle yoga:yoga masaje:massage pelo:hair cabello:hair corte:haircut barba:beard unas:nails
maquillaje:makeup facial:facial
perro:dog perros:dogs gato:cat mascota:pet veterinario:vet caballo:horse vomita:vomiting vomitar:vomiting cachorro:puppy ladra:barking
muerde:bites pasear:walk adiestrar:train peluqueria_canina:grooming
casa:house piso:flat apartamento:apartment vivienda:home alquiler:rent casero:landlord inquilino:tenant inquilinos:tenants fianza:deposit
contrato:contract desahucio:eviction hipoteca:mortgage banco:bank prestamo:loan credito:loan vender:sell comprar:buy precio:price
tasacion:valuation grieta:crack grietas:cracks viga:beam obra:building_work reforma:renovation planos:plans arquitecto:architect
abogado:lawyer divorcio:divorce divorciamos:divorce custodia:custody pension_alimenticia:child_support despido:dismissal
despidieron:fired despedido:fired trabajo:job jefe:boss empresa:company sueldo:salary salario:salary acoso:harassment
visado:visa visa:visa residencia:residence permiso:permit nacionalidad:citizenship detenido:arrested policia:police juicio:trial denuncia:charge
herencia:inheritance testamento:testament notario:notary firma:signature marca:trademark patente:patent copiaron:copied vecino:neighbour vecinos:neighbours
impuestos:taxes hacienda:tax_office renta:income autonomo:self-employed factura:invoice facturas:invoices contabilidad:bookkeeping
nomina:payroll nominas:payslips ahorro:savings ahorrar:save jubilacion:retirement pension:pension invertir:invest inversion:investment
acciones:shares seguro:insurance deuda:debt deudas:debts dinero:money
fuga:leak gotera:leak tuberia:pipe agua:water grifo:tap bano:bathroom inodoro:toilet desague:drain atascado:blocked calefaccion:heating
caldera:boiler aire_acondicionado:air_conditioning luz:power enchufe:socket electricidad:electricity corriente:power apagon:power_cut
cerradura:lock llave:key llaves:keys puerta:door pared:wall techo:ceiling tejado:roof tejas:tiles jardin:garden cesped:lawn arboles:trees
pintura:paint pintar:paint limpieza:cleaning limpiar:clean mueble:furniture muebles:furniture armario:wardrobe estanterias:shelves
paneles_solares:solar_panels humedad:damp moho:mould cocina:kitchen
coche:car frenos:brakes frena:braking motor:engine moto:motorcycle rueda:tyre ruedas:tyres embrague:clutch aceite:oil carnet:license
conducir:drive ruido:noise
ordenador:computer portatil:laptop pantalla:screen teclado:keyboard impresora:printer virus:virus contrasena:password red:network
pagina:website web:website tienda:shop ventas:sales clientes:customers aplicacion:app movil:mobile datos:data base_de_datos:database
programa:software servidor:server hackearon:hacked hackeado:hacked correo:email
boda:wedding fiesta:party cumpleanos:birthday evento:event viaje:trip vacaciones:holiday vuelos:flights hotel:hotel hoteles:hotels
luna_de_miel:honeymoon cocinar:cooking cena:dinner pastel:cake tarta:cake pan:bread vino:wine guia:guide fotografo:photographer fotos:photos
video:video logo:logo diseno:design disenar:design ropa:clothing libro:book novela:novel
aprender:learn clases:lessons profesor:teacher ingles:english aleman:german frances:french chino:mandarin espanol:spanish
matematicas:math ecuaciones:equations fisica:physics quimica:chemistry examen:exam escuela:school colegio:school deberes:homework
piano:piano guitarra:guitar cantar:singing musica:music traducir:translate traduccion:translation traductor:translator interprete:interpreter
negocio:business inversores:investors empleados:employees contratar:hire proveedores:suppliers proyecto:project estrategia:strategy
marketing:marketing anuncios:ads redes_sociales:social_media google:google
disputa:dispute abro:open insignia:badge
salon_de_belleza:beauty_salon salon_de_peluqueria:hair_salon no_se_presentan:dont_show_up no_se_presenta:doesnt_show_up impagadas:unpaid impagada:unpaid impagos:unpaid_invoices
`,
  de: `
gestorben:died verstorben:died tod:death trauer:grief verlust:loss weinen:cry traurig:sad angst:anxiety angstlich:anxious panik:panic
panikattacken:panic_attacks stress:stress depression:depression depressiv:depressed schlafen:sleep schlaflos:insomnia albtraume:nightmares
trauma:trauma alkohol:alcohol trinken:drinking drogen:drugs sucht:addiction spielsucht:gambling beziehung:relationship ehe:marriage
streiten:arguing streit:arguing mann:husband frau:wife trennung:separation
schmerzen:pain schmerz:pain tut_weh:hurts kopfschmerzen:headache fieber:fever husten:cough grippe:flu haut:skin muttermal:mole leberfleck:mole
ausschlag:rash juckt:itchy pickel:acne zahn:tooth zahne:teeth zahnschmerzen:toothache zahnfleisch:gums blutet:bleeding zahnspange:braces
schief:crooked auge:eye augen:eyes brille:glasses sehen:eyesight verschwommen:blurry rucken:back knie:knee schulter:shoulder nacken:neck
knochel:ankle herz:heart brust:chest blutdruck:blood_pressure tabletten:pills medikament:medication medikamente:medication rezept:prescription
blutwerte:blood_tests rontgen:x-ray schwanger:pregnant schwangerschaft:pregnancy geburt:birth baby:baby neugeborenes:newborn kind:child
kinder:kids sohn:son tochter:daughter arzt:doctor arztin:doctor krankenschwester:nurse wunde:wound
stottert:stutters stottern:stuttering sprechen:talk sprache:speech worter:words pflege:care pflegen:care alt:elderly oma:grandmother
opa:grandfather sturz:fall gesturzt:fall demenz:dementia essen:eat ernahrung:diet diat:diet gewicht:weight abnehmen:lose_weight kilo:weight
fitnessstudio:gym training:workout muskeln:muscle yoga:yoga massage:massage haare:hair haar:hair friseur:hairdresser bart:beard nagel:nails
schminken:makeup make-up:makeup
hund:dog hunde:dogs welpe:puppy katze:cat kater:cat haustier:pet tierarzt:vet pferd:horse erbricht:vomiting frisst:eating bellt:barking
beisst:bites gassi:walk
haus:house wohnung:flat eigentum:property zuhause:home miete:rent vermieter:landlord mieter:tenant kaution:deposit vertrag:contract
mietvertrag:lease kundigung:dismissal gekundigt:fired entlassen:fired kredit:loan darlehen:loan finanzierung:financing bank:bank banken:banks
abgelehnt:refused verkaufen:sell kaufen:buy preis:price wert:value schatzen:valuation riss:crack risse:cracks balken:beam umbau:renovation
anbau:extension plane:plans architekt:architect
anwalt:lawyer scheidung:divorce sorgerecht:custody unterhalt:child_support arbeit:job arbeitgeber:employer chef:boss firma:company gehalt:salary
lohn:wages mobbing:bullying belastigung:harassment visum:visa aufenthalt:residence aufenthaltserlaubnis:residence_permit staatsburgerschaft:citizenship
verhaftet:arrested festgenommen:arrested polizei:police gericht:court anzeige:charge erbe:inheritance testament:testament notar:notary beglaubigung:certified
unterschrift:signature marke:trademark patent:patent kopiert:copied nachbar:neighbour nachbarn:neighbours erhohen:increase
steuern:taxes steuer:tax steuererklarung:tax_return finanzamt:tax_office selbststandig:self-employed rechnung:invoice rechnungen:invoices
buchhaltung:bookkeeping lohnabrechnung:payroll sparen:savings rente:retirement altersvorsorge:pension anlegen:invest aktien:shares
versicherung:insurance schulden:debt geld:money
leck:leak undicht:leak wasser:water rohr:pipe rohre:pipes bad:bathroom toilette:toilet klo:toilet abfluss:drain verstopft:blocked lauft:running
heizung:heating kessel:boiler klimaanlage:air_conditioning strom:power steckdose:socket sicherung:fuse licht:lights schloss:lock
schlussel:keys tur:door wand:wall decke:ceiling dach:roof ziegel:tiles garten:garden rasen:lawn hecke:hedge baume:trees streichen:paint
maler:painter putzen:cleaning reinigung:cleaning mobel:furniture schrank:wardrobe regal:shelves solaranlage:solar_panels solar:solar
feuchtigkeit:damp schimmel:mould kuche:kitchen riecht:smell
auto:car wagen:car bremsen:brakes bremst:braking gerausche:noise gerausch:noise motor:engine motorrad:motorcycle reifen:tyres kupplung:clutch
getriebe:gearbox werkstatt:mechanic fuhrerschein:driving_license fahren:drive
computer:computer rechner:computer laptop:laptop bildschirm:screen tastatur:keyboard drucker:printer passwort:password netzwerk:network
webseite:website website:website shop:shop onlineshop:online_store verkauf:sales verkaufe:sales kunden:customers app:app handy:mobile
daten:data datenbank:database server:server gehackt:hacked
hochzeit:wedding feier:party geburtstag:birthday veranstaltung:event reise:trip urlaub:holiday fluge:flights hotel:hotel flitterwochen:honeymoon
kochen:cooking abendessen:dinner kuchen:cake torte:cake brot:bread wein:wine fuhrung:tour fotograf:photographer fotos:photos video:video
logo:logo visitenkarten:business_cards design:design kleidung:clothing buch:book roman:novel
lernen:learn unterricht:lessons kurs:course lehrer:teacher nachhilfe:tutoring englisch:english deutsch:german franzosisch:french
spanisch:spanish chinesisch:mandarin mathe:math mathematik:math physik:physics chemie:chemistry prufung:exam schule:school hausaufgaben:homework
klavier:piano gitarre:guitar singen:singing musik:music ubersetzen:translate ubersetzung:translation ubersetzer:translator dolmetscher:interpreter
geschaft:business investoren:investors mitarbeiter:employees einstellen:hire lieferanten:suppliers projekt:project strategie:strategy
werbung:ads marketing:marketing
abzeichen:badge
salon:salon studio:studio
`,
  fr: `
mort:died decede:died deces:death deuil:grief perte:loss pleurer:cry pleure:crying triste:sad tristesse:sadness anxiete:anxiety angoisse:anxiety
angoissee:anxious stress:stress depression:depression deprime:depressed panique:panic peur:fear dormir:sleep insomnie:insomnia cauchemars:nightmares
trauma:trauma alcool:alcohol boire:drinking drogue:drugs addiction:addiction jeu:gambling couple:couple disputons:arguing dispute:arguing
mariage:marriage mari:husband femme:wife separation:separation
douleur:pain mal:pain fievre:fever toux:cough grippe:flu peau:skin grain_de_beaute:mole boutons:spots eruption:rash demange:itchy acne:acne
dent:tooth dents:teeth gencives:gums saignent:bleeding appareil_dentaire:braces oeil:eye yeux:eyes lunettes:glasses flou:blurry vue:eyesight
dos:back genou:knee epaule:shoulder cou:neck cheville:ankle coeur:heart poitrine:chest tension:blood_pressure medicament:medication
medicaments:medication ordonnance:prescription prise_de_sang:blood_tests radio:x-ray irm:mri enceinte:pregnant grossesse:pregnancy
accouchement:birth bebe:baby nouveau-ne:newborn enfant:child enfants:kids fils:son fille:daughter medecin:doctor infirmiere:nurse plaie:wound
begaie:stutters begaiement:stuttering parler:talk parole:speech mots:words soins:care aide:help agee:elderly age:elderly grand-mere:grandmother
grand-pere:grandfather chute:fall tombe:fall demence:dementia manger:eat regime:diet poids:weight maigrir:lose_weight kilos:weight
salle_de_sport:gym sport:exercise muscles:muscle yoga:yoga massage:massage cheveux:hair coiffeur:hairdresser barbe:beard ongles:nails
maquillage:makeup
chien:dog chiens:dogs chiot:puppy chat:cat animal:pet veterinaire:vet cheval:horse vomit:vomiting vomi:vomiting aboie:barking mord:bites
maison:house appartement:flat logement:home loyer:rent proprietaire:landlord locataire:tenant caution:deposit bail:lease contrat:contract
expulsion:eviction pret:loan credit:loan banque:bank vendre:sell acheter:buy prix:price estimation:valuation fissure:crack fissures:cracks
poutre:beam travaux:building_work renovation:renovation plans:plans architecte:architect
avocat:lawyer divorce:divorce garde:custody pension_alimentaire:child_support licencie:fired licenciee:fired licenciement:dismissal
travail:job boulot:job patron:boss employeur:employer entreprise:company salaire:salary harcelement:harassment visa:visa titre_de_sejour:residence_permit
nationalite:citizenship arrete:arrested police:police tribunal:court plainte:charge heritage:inheritance testament:testament notaire:notary
signature:signature marque:trademark brevet:patent copie:copied voisin:neighbour voisins:neighbours
impots:taxes impot:tax declaration:tax_return independant:self-employed facture:invoice factures:invoices comptabilite:bookkeeping paie:payroll
epargne:savings retraite:retirement investir:invest placement:investment actions:shares assurance:insurance dettes:debt argent:money
fuite:leak eau:water tuyau:pipe salle_de_bain:bathroom toilettes:toilet evier:sink bouche:blocked chauffage:heating chaudiere:boiler
climatisation:air_conditioning courant:power electricite:electricity prise:socket disjoncteur:breaker lumiere:lights serrure:lock cle:key
cles:keys porte:door mur:wall plafond:ceiling toit:roof tuiles:tiles jardin:garden pelouse:lawn haie:hedge arbres:trees peinture:paint
peindre:paint menage:cleaning nettoyage:cleaning meubles:furniture placard:wardrobe etageres:shelves panneaux_solaires:solar_panels
humidite:damp moisissure:mould cuisine:kitchen odeur:smell
voiture:car freins:brakes freine:braking frein:brakes bruit:noise moteur:engine moto:motorcycle pneu:tyre pneus:tyres embrayage:clutch
garage:mechanic permis:driving_license conduire:drive
ordinateur:computer portable:laptop ecran:screen clavier:keyboard imprimante:printer mot_de_passe:password reseau:network site:website
boutique:shop ventes:sales clients:customers application:app telephone:mobile donnees:data base_de_donnees:database serveur:server pirate:hacked
fete:party anniversaire:birthday evenement:event voyage:trip vacances:holiday vols:flights hotel:hotel lune_de_miel:honeymoon cuisiner:cooking
diner:dinner gateau:cake pain:bread vin:wine guide:guide photographe:photographer photos:photos video:video logo:logo design:design
vetements:clothing livre:book roman:novel
apprendre:learn cours:lessons professeur:teacher anglais:english allemand:german francais:french espagnol:spanish chinois:mandarin
maths:math mathematiques:math physique:physics chimie:chemistry examen:exam ecole:school devoirs:homework piano:piano guitare:guitar
chanter:singing musique:music traduire:translate traduction:translation traducteur:translator interprete:interpreter diplome:diploma
affaires:business investisseurs:investors employes:employees embaucher:hire fournisseurs:suppliers projet:project strategie:strategy
publicite:ads marketing:marketing
salon_de_coiffure:hair_salon salon_de_beaute:beauty_salon institut_de_beaute:beauty_salon licence:licence licences:licences file_dattente:queue
viennent_pas:dont_show_up impaye:unpaid impayee:unpaid impayees:unpaid impayes:unpaid
`,
  ...GLOSSARY_PT_IT,
}
