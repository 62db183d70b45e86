/**
 * What people call the experts themselves, in Spanish, German, French, Portuguese and Italian
 * ("busco un fontanero", "ich suche einen Steuerberater") → the English words of the fields' titles.
 * The same shape as glossary.ts; a key glossary.ts already has keeps its meaning there. People only:
 * a place ("the pharmacy", "the garage") is mostly context of a story, not the expert it needs.
 */
import type { Language } from './glossary'

export const TRADES: Record<Language, string> = {
  es: `
fontanero:plumber plomero:plumber electricista:electrician carpintero:carpenter albanil:builder pintor:painter cerrajero:locksmith
jardinero:gardener paisajista:landscaper ingeniero:engineer aparejador:quantity_surveyor inmobiliaria:real_estate_agent
agente_inmobiliario:real_estate_agent administrador_de_fincas:property_manager dentista:dentist odontologo:dentist ortodoncista:orthodontist
dermatologo:dermatologist cardiologo:cardiologist pediatra:pediatrician psicologo:psychologist psicologa:psychologist psiquiatra:psychiatrist
fisioterapeuta:physiotherapist quiropractico:chiropractor farmaceutico:pharmacist oculista:optometrist optico:optometrist
logopeda:speech_therapist matrona:midwife partera:midwife nutricionista:nutritionist dietista:dietitian entrenador_personal:personal_trainer
masajista:massage_therapist peluquero:hairdresser peluquera:hairdresser barbero:barber maquilladora:makeup_artist manicura:nail_technician
esteticista:esthetician mediador:mediator gestor:accountant asesor_fiscal:tax_accountant contable:bookkeeper auditor:auditor
asesor_financiero:financial_planner corredor_de_seguros:insurance_agent clases_particulares:tutor disenador:designer
disenador_grafico:graphic_designer programador:developer desarrollador:developer informatico:it_support_technician mecanico:mechanic
adiestrador:dog_trainer cocinero:chef pastelero:pastry_chef panadero:baker camarero:bartender organizador_de_bodas:wedding_planner
agencia_de_viajes:travel_agent guia_turistico:tour_guide consultor:consultant entrenador:coach niñera:babysitter
`,
  de: `
klempner:plumber installateur:plumber elektriker:electrician tischler:carpenter schreiner:carpenter zimmermann:carpenter
maler:painter gartner:gardener landschaftsgartner:landscaper ingenieur:engineer statiker:structural_engineer
makler:real_estate_agent immobilienmakler:real_estate_agent gutachter:inspector zahnarzt:dentist
kieferorthopade:orthodontist hautarzt:dermatologist kardiologe:cardiologist kinderarzt:pediatrician hausarzt:general_practitioner
psychologe:psychologist psychologin:psychologist psychiater:psychiatrist psychotherapeut:psychologist physiotherapeut:physiotherapist
chiropraktiker:chiropractor apotheker:pharmacist augenarzt:optometrist optiker:optometrist logopade:speech_therapist
logopadin:speech_therapist hebamme:midwife ernahrungsberater:nutritionist personal_trainer:personal_trainer masseur:massage_therapist
friseur:hairdresser friseurin:hairdresser visagistin:makeup_artist kosmetikerin:esthetician mediator:mediator steuerberater:tax_accountant
buchhalter:bookkeeper wirtschaftsprufer:auditor finanzberater:financial_planner versicherungsmakler:insurance_agent nachhilfe:tutor
nachhilfelehrer:tutor designer:designer grafiker:graphic_designer programmierer:developer entwickler:developer informatiker:it_support_technician
mechaniker:mechanic hundetrainer:dog_trainer koch:chef konditor:pastry_chef backer:baker barkeeper:bartender hochzeitsplaner:wedding_planner
reiseburo:travel_agent reisefuhrer:tour_guide stadtfuhrer:tour_guide berater:consultant unternehmensberater:management_consultant
`,
  fr: `
plombier:plumber electricien:electrician menuisier:carpenter charpentier:carpenter macon:builder peintre:painter serrurier:locksmith
jardinier:gardener paysagiste:landscaper ingenieur:engineer agent_immobilier:real_estate_agent agence_immobiliere:real_estate_agent
syndic:property_manager dentiste:dentist orthodontiste:orthodontist dermatologue:dermatologist cardiologue:cardiologist pediatre:pediatrician
medecin_generaliste:general_practitioner generaliste:general_practitioner psychologue:psychologist psychiatre:psychiatrist
kinesitherapeute:physiotherapist kine:physiotherapist osteopathe:chiropractor chiropracteur:chiropractor pharmacien:pharmacist
ophtalmologue:optometrist opticien:optometrist orthophoniste:speech_therapist sage-femme:midwife sage_femme:midwife
nutritionniste:nutritionist dieteticien:dietitian coach_sportif:personal_trainer masseur:massage_therapist coiffeur:hairdresser
coiffeuse:hairdresser barbier:barber maquilleuse:makeup_artist estheticienne:esthetician mediateur:mediator expert-comptable:accountant
expert_comptable:accountant comptable:bookkeeper auditeur:auditor conseiller_financier:financial_planner courtier:broker
assureur:insurance_agent professeur_particulier:tutor cours_particuliers:tutor graphiste:graphic_designer developpeur:developer
programmeur:developer informaticien:it_support_technician mecanicien:mechanic garagiste:mechanic educateur_canin:dog_trainer cuisinier:chef
patissier:pastry_chef boulanger:baker barman:bartender organisateur_de_mariage:wedding_planner agence_de_voyage:travel_agent
consultant:consultant nounou:babysitter
`,
  pt: `
encanador:plumber canalizador:plumber eletricista:electrician carpinteiro:carpenter marceneiro:carpenter pedreiro:builder pintor:painter
serralheiro:locksmith chaveiro:locksmith jardineiro:gardener paisagista:landscaper engenheiro:engineer corretor_de_imoveis:real_estate_agent
dentista:dentist ortodontista:orthodontist dermatologista:dermatologist cardiologista:cardiologist
pediatra:pediatrician clinico_geral:general_practitioner psicologo:psychologist psicologa:psychologist psiquiatra:psychiatrist
fisioterapeuta:physiotherapist quiropraxista:chiropractor farmaceutico:pharmacist oftalmologista:optometrist
oculista:optometrist fonoaudiologo:speech_therapist terapeuta_da_fala:speech_therapist parteira:midwife nutricionista:nutritionist
personal_trainer:personal_trainer massagista:massage_therapist cabeleireiro:hairdresser cabeleireira:hairdresser barbeiro:barber
maquiadora:makeup_artist manicure:nail_technician esteticista:esthetician mediador:mediator contabilista:accountant contador:accountant
auditor:auditor consultor_financeiro:financial_planner corretor_de_seguros:insurance_agent explicador:tutor professor_particular:tutor
designer:designer programador:developer desenvolvedor:developer informatico:it_support_technician tecnico:technician mecanico:mechanic oficina:mechanic
adestrador:dog_trainer cozinheiro:chef confeiteiro:pastry_chef padeiro:baker barman:bartender cerimonialista:wedding_planner
agencia_de_viagens:travel_agent guia_turistico:tour_guide consultor:consultant baba:babysitter
`,
  it: `
idraulico:plumber elettricista:electrician falegname:carpenter muratore:builder imbianchino:painter pittore:painter fabbro:locksmith
giardiniere:gardener paesaggista:landscaper ingegnere:engineer geometra:quantity_surveyor agente_immobiliare:real_estate_agent
amministratore_di_condominio:property_manager dentista:dentist ortodontista:orthodontist
dermatologo:dermatologist cardiologo:cardiologist pediatra:pediatrician medico_di_base:general_practitioner psicologo:psychologist
psicologa:psychologist psichiatra:psychiatrist fisioterapista:physiotherapist chiropratico:chiropractor osteopata:chiropractor
farmacista:pharmacist oculista:optometrist ottico:optometrist logopedista:speech_therapist ostetrica:midwife
nutrizionista:nutritionist dietista:dietitian personal_trainer:personal_trainer massaggiatore:massage_therapist parrucchiere:hairdresser
parrucchiera:hairdresser barbiere:barber truccatrice:makeup_artist estetista:esthetician mediatore:mediator commercialista:accountant
contabile:bookkeeper revisore:auditor consulente_finanziario:financial_planner assicuratore:insurance_agent ripetizioni:tutor
programmatore:developer sviluppatore:developer informatico:it_support_technician tecnico:technician meccanico:mechanic
addestratore:dog_trainer educatore_cinofilo:dog_trainer cuoco:chef pasticcere:pastry_chef fornaio:baker barista:bartender
wedding_planner:wedding_planner agenzia_di_viaggi:travel_agent guida_turistica:tour_guide consulente:consultant babysitter:babysitter
`,
}
