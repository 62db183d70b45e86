/** French words of the fields' own problems (tax, law, health, trades, pets, tech…) → English (see ./index.ts); the general words are in ./fr.ts. */
export const FR_FIELDS = `
prudhommes:employment_tribunal preavis:notice fiche_de_paie:payslip auto-entrepreneur:self-employed micro-entreprise:sole_trader
declaration_dimpots:tax_return impot_sur_le_revenu:income_tax deduire:deduct frais:expenses pret_immobilier:mortgage
credit_immobilier:mortgage taux:interest_rate contrat_dassurance:policy sinistre:claim retrait_de_permis:driving_ban
casier_judiciaire:criminal_record procureur:prosecutor garde_des_enfants:custody droit_de_visite:visitation naturalisation:citizenship
prefecture:immigration_office acte_de_vente:deed droits_dauteur:copyright statut:status statut_juridique:legal_structure forme_juridique:legal_structure accord:agreement copropriete:co-ownership
expulsion_locative:eviction depot_de_garantie:deposit tuyaux:pipes canalisation:pipe evacuation:drain chasse_deau:cistern
chauffe-eau:water_heater tableau_electrique:fuse_box court-circuit:short_circuit coupure_de_courant:power_cut
moisi:mould infiltration:leak gouttiere:gutter etagere:shelf monter:assemble percer:drill enferme_dehors:locked_out cambriolage:burglary
gazon:lawn taille:pruning mauvaises_herbes:weeds diagnostic:survey fondations:foundations devis:quote
permis_de_construire:planning_permission carie:cavity plombage:filling devitalisation:root_canal dents_de_sagesse:wisdom_teeth
chute_de_cheveux:hair_loss lombalgie:back_pain mal_de_dos:back_pain hernie_discale:slipped_disc sciatique:sciatica
crises_dangoisse:panic_attacks psychotherapie:psychotherapy toc:ocd chaton:kitten sterilisation:neutering laisse:lead aboyer:barking
dressage:training toilettage:grooming pension_pour_animaux:kennels site_internet:website ordinateur_portable:laptop tableur:spreadsheet
graphiques:charts affiche:poster cartes_de_visite:business_cards abonnes:followers referencement:seo moteur_de_recherche:search_engine
textes:copy relecture:proofreading relire:proofread seance_photo:photo_shoot montage:editing dessin:drawing grammaire:grammar
handicap:disability interpretariat:interpreting batterie_a_plat:flat_battery demarre_pas:wont_start vidange:oil_change rayures:scratches
polissage:polish auto-ecole:driving_school examen_du_permis:driving_test se_garer:park patisseries:pastries vins:wines vol_davion:flight
hebergement:accommodation visite_guidee:guided_tour entrainement:training sentrainer:train souplesse:flexibility meches:highlights
coloration:hair_colour coiffure:hairstyle vernis:nail_polish sourcils:eyebrows epilation:waxing rasage:shave soin_du_visage:facial
entretien_dembauche:job_interview objectifs:goals chiffre_daffaires:revenue benefices:profits salaries:employees recrutement:recruitment
logistique:logistics delai:deadline
fait_arreter:got_arrested arrete_par_la_police:arrested vol_a_letalage:shoplifting comparution_immediate:fast-track_trial
comparution:court_hearing convocation:summons commissariat:police_station exces_de_vitesse:speeding flashe:speed_camera
traiteur:caterer fils_electriques:electrical_wires salle_des_fetes:function_room essorage:spin_cycle mitigeur:mixer_tap granules:pellets
carrosserie:bodywork rayee:scratched clignotant:indicator pare-brise:windscreen toubib:doctor piratage:hacking solfege:music_theory
contravention:fine
litiere:litter_tray perruche:budgie vermifuge:wormer fleuriste:florist retard_de_langage:speech_delay prise_de_terre:earthing
redressement_fiscal:tax_reassessment punaises_de_lit:bedbugs punaises:bedbugs rupture_conventionnelle:mutual_termination
phobie_scolaire:school_refusal phobie:phobia
huissier:bailiff taxe_fonciere:property_tax bilan:balance_sheet pub_facebook:facebook_ads harcelement_scolaire:school_bullying
compteur_deau:water_meter facture_deau:water_bill voyant_moteur:engine_warning_light mutuelle:health_insurance
securite_sociale:social_security impots_locaux:council_tax assurance_vie:life_insurance site_vitrine:showcase_website
charte_graphique:brand_guidelines
jument:mare etalon:stallion hongre:gelding poulain:foal poney:pony cavalier:rider cavaliere:rider
galop:canter trot:trot ecurie:stable equitation:horse_riding
`
