/**
 * A small Spanish / German / French → English glossary of everyday problem words, so questions in
 * those languages reach the English knowledge base. Keys are normalised (lower case, no accents,
 * ß → ss). Values are English words as they appear in the cues.
 */
const ES = `
murio:died fallecio:died muerte:death llorar:cry lloro:cry triste:sad tristeza:sadness ansiedad:anxiety estres:stress deprimido:depressed depresion:depression
dolor:pain duele:pain fiebre:fever tos:cough piel:skin lunar:mole granos:acne diente:tooth dientes:teeth muela:tooth encias:gums sangran:bleeding
ojo:eye ojos:eyes vista:vision espalda:back rodilla:knee hombro:shoulder cuello:neck corazon:heart pecho:chest embarazada:pregnant embarazo:pregnancy bebe:baby nino:child nina:child hijo:son hija:daughter ninos:kids
perro:dog gato:cat mascota:pet veterinario:vet caballo:horse
casa:house piso:flat apartamento:apartment alquiler:rent casero:landlord inquilino:tenant fianza:deposit contrato:contract desahucio:eviction hipoteca:mortgage banco:bank prestamo:loan
abogado:lawyer divorcio:divorce custodia:custody despido:fired despidieron:fired trabajo:job jefe:boss empresa:company impuestos:taxes hacienda:tax factura:invoice facturas:invoices contabilidad:bookkeeping
fuga:leak gotera:leak tuberia:pipe agua:water grifo:tap bano:bathroom inodoro:toilet calefaccion:heating luz:power enchufe:socket electricidad:electrical cerradura:lock llave:key llaves:keys puerta:door pared:wall grieta:crack techo:ceiling tejado:roof jardin:garden pintura:paint limpieza:cleaning
coche:car frenos:brakes motor:engine moto:motorcycle rueda:tyre
ordenador:computer portatil:laptop pantalla:screen virus:virus pagina:website web:website tienda:shop ventas:sales clientes:customers aplicacion:app movil:mobile
boda:wedding fiesta:party viaje:trip vacaciones:holiday cocinar:cooking cena:dinner pastel:cake vino:wine
tartamudea:stutters tartamudeo:stuttering habla:speech hablar:talk palabras:words anos:years cuidar:care mayor:elderly abuela:grandma abuelo:grandad caida:falls cae:falls jubilarme:retirement ahorrar:save boda:wedding reforma:renovation cocina:kitchen humedad:damp moho:mould aprender:learn clases:lessons ingles:english aleman:german frances:french matematicas:math examen:exam escuela:school traducir:translate traduccion:translation
logo:logo marca:brand negocio:business inversores:investors dinero:money ahorro:savings jubilacion:retirement seguro:insurance peso:weight adelgazar:lose weight gimnasio:gym dieta:diet
`
const DE = `
gestorben:died tod:death trauer:grief weinen:cry traurig:sad angst:anxiety stress:stress depression:depression schlafen:sleep albtraume:nightmares
schmerzen:pain schmerz:pain kopfschmerzen:headache fieber:fever husten:cough haut:skin muttermal:mole pickel:acne zahn:tooth zahne:teeth zahnschmerzen:toothache zahnfleisch:gums
auge:eye augen:eyes brille:glasses rucken:back knie:knee schulter:shoulder nacken:neck herz:heart brust:chest schwanger:pregnant baby:baby kinder:kids sohn:son tochter:daughter
hund:dog katze:cat haustier:pet tierarzt:vet pferd:horse
haus:house wohnung:flat eigentumswohnung:apartment miete:rent vermieter:landlord mieter:tenant kaution:deposit vertrag:contract kundigung:fired gekundigt:fired kredit:loan finanzierung:mortgage bank:bank abgelehnt:refused
anwalt:lawyer scheidung:divorce sorgerecht:custody arbeit:job firma:company steuern:taxes steuererklarung:tax return finanzamt:tax rechnung:invoice buchhaltung:bookkeeping
leck:leak wasser:water rohr:pipe heizung:heating strom:power steckdose:socket sicherung:fuse schloss:lock schlussel:keys tur:door wand:wall riss:crack decke:ceiling dach:roof garten:garden streichen:paint putzen:cleaning
auto:car bremsen:brakes bremst:brakes gerausche:noise motor:engine motorrad:motorcycle reifen:tyres werkstatt:mechanic
computer:computer laptop:laptop bildschirm:screen webseite:website website:website shop:shop onlineshop:online store verkaufe:sales kunden:customers app:app
hochzeit:wedding feier:party reise:trip urlaub:holiday kochen:cooking abendessen:dinner kuchen:cake brot:bread wein:wine
stottert:stutters sprechen:talk worter:words oma:grandma opa:grandad sturzt:falls pflege:care feuchtigkeit:damp schimmel:mould kuche:kitchen renovierung:renovation lernen:learn unterricht:lessons kurs:course englisch:english deutsch:german franzosisch:french mathe:math prufung:exam schule:school ubersetzen:translate ubersetzung:translation
roman:novel buch:book verlag:publishers verlage:publishers lektorat:editing tippfehler:typos
marke:brand geschaft:business investoren:investors geld:money sparen:savings rente:retirement versicherung:insurance abnehmen:lose weight fitnessstudio:gym diat:diet
`
const FR = `
mort:died decede:died deuil:grief pleurer:cry triste:sad anxiete:anxiety angoisse:anxiety stress:stress depression:depression dormir:sleep cauchemars:nightmares
douleur:pain mal:pain fievre:fever toux:cough peau:skin grain:mole acne:acne dent:tooth dents:teeth gencives:gums
oeil:eye yeux:eyes lunettes:glasses dos:back genou:knee epaule:shoulder cou:neck coeur:heart poitrine:chest enceinte:pregnant grossesse:pregnancy bebe:baby enfant:child enfants:kids fils:son fille:daughter
chien:dog chat:cat animal:pet veterinaire:vet cheval:horse
maison:house appartement:flat loyer:rent proprietaire:landlord locataire:tenant caution:deposit contrat:contract expulsion:eviction pret:loan banque:bank
avocat:lawyer divorce:divorce garde:custody licencie:fired licenciement:fired travail:job boulot:job patron:boss entreprise:company impots:taxes facture:invoice comptabilite:bookkeeping
fuite:leak eau:water tuyau:pipe chauffage:heating electricite:electrical prise:socket serrure:lock cle:key cles:keys porte:door mur:wall fissure:crack plafond:ceiling toit:roof jardin:garden peinture:paint menage:cleaning
voiture:car freins:brakes moteur:engine moto:motorcycle pneu:tyre garage:mechanic
ordinateur:computer portable:laptop ecran:screen site:website boutique:shop ventes:sales clients:customers application:app
mariage:wedding fete:party voyage:trip vacances:holiday cuisiner:cooking diner:dinner gateau:cake vin:wine
begaie:stutters parler:talk mots:words grand-mere:grandma chute:falls humidite:damp moisissure:mould cuisine:kitchen renovation:renovation apprendre:learn cours:lessons anglais:english allemand:german francais:french maths:math examen:exam ecole:school traduire:translate traduction:translation diplome:diploma
marque:brand investisseurs:investors argent:money epargne:savings retraite:retirement assurance:insurance maigrir:lose weight salle:gym regime:diet
`

function parse(block: string): [string, string][] {
  return block
    .trim()
    .split(/\s+(?=[a-z]+:)/)
    .map((pair) => {
      const i = pair.indexOf(':')
      return [pair.slice(0, i).trim(), pair.slice(i + 1).trim()] as [string, string]
    })
}

export const GLOSSARY: ReadonlyMap<string, string> = new Map([...parse(ES), ...parse(DE), ...parse(FR)])
