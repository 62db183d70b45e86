/** Italian words of the fields' own problems (tax, law, health, trades, pets, tech…) → English (see ./index.ts); the general words are in ./it.ts. */
export const IT_FIELDS = `
redditi:income detrarre:deduct detrazione:deduction detrazioni:deductions deduzione:deduction scontrini:receipts ricevute:receipts
irpef:income_tax f24:tax_payment cartella_esattoriale:tax_bill stipendi:salaries contributi:contributions inps:social_security
tfr:severance fondi:funds rendimento:returns rate:instalments tasso:interest_rate finanziamento:loan polizza:policy premio:premium
sinistro:claim bancarotta:bankruptcy fallimento:bankruptcy pignoramento:seizure

asilo:nursery richiesta_di_asilo:asylum_application diritto_di_asilo:right_of_asylum ricongiungimento:family_reunion affido:custody assegno:allowance alimenti:alimony separarsi:separate societa:company
srl:company statuto:articles contratti:contracts denunciato:reported querela:lawsuit galera:prison reati:crimes imputato:accused
indagato:under_investigation pubblico_ministero:prosecutor condanna:sentence ritiro_della_patente:driving_ban preavviso:notice
ferie:holidays diritto_d'autore:copyright compravendita:property_sale rogito:property_deed catasto:land_registry
procura:power_of_attorney successione:inheritance eredi:heirs mediazione:mediation accordo:agreement lite:dispute
condominio:building

mal_di_gola:sore_throat palpitazioni:palpitations tachicardia:palpitations fiato_corto:shortness_of_breath colesterolo:cholesterol
nei:moles psoriasi:psoriasis chiazze:patches arrossamento:redness caduta_dei_capelli:hair_loss mal_di_denti:toothache carie:cavity
otturazione:filling devitalizzazione:root_canal dente_del_giudizio:wisdom_tooth mascella:jaw risonanza:mri ecografia:ultrasound
lenti_a_contatto:contact_lenses miope:short-sighted farmacia:pharmacy effetti_collaterali:side_effects mal_di_schiena:back_pain
lombalgia:back_pain ernia:slipped_disc contrattura:muscle_strain infermiere:nurse allattamento:breastfeeding contrazioni:contractions
parla:talks sovrappeso:overweight intolleranza:intolerance lattosio:lactose glutine:gluten alimentazione:nutrition
analisi_del_sangue:blood_tests svenimento:fainting

ansioso:anxious attacchi_di_panico:panic_attacks psicoterapia:psychotherapy ossessioni:obsessions disturbo_alimentare:eating_disorder
anoressia:anorexia tradimento:affair tradito:cheated funerale:funeral ricaduta:relapse
colloquio_di_lavoro:job_interview obiettivi:goals procrastinare:procrastinate

si_blocca:freezes disco:hard_drive foglio_di_calcolo:spreadsheet grafici:charts intelligenza_artificiale:ai aggiornamento:update
sicurezza:security

volantino:flyer manifesto:poster biglietti_da_visita:business_cards disegno:drawing campagna:campaign follower:followers post:posts
motore_di_ricerca:search_engine testi:copy correzione_di_bozze:proofreading bozze:drafts servizio_fotografico:photo_shoot
fotografie:photographs montaggio:editing illustrazione:illustration cartone_animato:animation
arredamento:furnishing arredare:furnish planimetria:floor_plan ampliamento:extension permesso_di_costruire:planning_permission
abiti:clothes moda:fashion collezione:collection comunicato_stampa:press_release marca:brand pubblico:audience manuale:manual
istruzioni:instructions

aziende:companies piano_aziendale:business_plan fatturato:revenue profitti:profits utili:profits costi:costs processi:processes
efficienza:efficiency assunzioni:hiring selezione:recruitment logistica:logistics scadenza:deadline risorse_umane:hr

lezioni_private:private_lessons compito_in_classe:test interrogazione:oral_exam esami_di_maturita:exams grammatica:grammar canto:singing
sostegno:special_needs disabilita:disability test_d'ingresso:entrance_exam

salta_la_corrente:power_cut blackout:power_cut quadro_elettrico:fuse_box cortocircuito:short_circuit lampadario:light_fitting
tubatura:pipe tubature:pipes gabinetto:toilet sciacquone:cistern infiltrazioni:leaks condizionatore:air_conditioning
climatizzatore:air_conditioning pompa_di_calore:heat_pump termostato:thermostat mensola:shelf porte:doors trapano:drill appendere:hang
grondaia:gutter lucernario:skylight vernice:paint tinteggiare:paint carta_da_parati:wallpaper chiuso_fuori:locked_out ladri:burglars
fotovoltaico:solar_panels erba:grass siepe:hedge potatura:pruning piante:plants erbacce:weeds aiuola:flower_bed

acquisto:purchase agenzia_immobiliare:estate_agent immobili:property spese_condominiali:service_charges amministratore:manager
perizia:survey difetti:defects struttura:structure fondamenta:foundation cedimento:subsidence macchinario:machine macchinari:machines
progettazione:design circuito:circuit preventivo:quote computo_metrico:bill_of_quantities costi_di_costruzione:building_costs
cantiere:building_site appalto:tender

guinzaglio:lead abbaiare:barking mordere:biting obbedisce:obeys addestramento:training comandi:commands pipi:pee gattino:kitten
mangia:eats castrazione:neutering sterilizzazione:neutering pelo:coat bagnetto:bath pensione_per_animali:boarding passeggiata:walk
cavalli:horses equitazione:riding pauroso:fearful ringhia:growls

allenamento:training allenarsi:train muscoli:muscles forma_fisica:fitness resistenza:stamina flessibilita:flexibility massaggi:massage
tinta:hair_colour colpi_di_sole:highlights piega:blow-dry acconciatura:hairstyle truccarsi:makeup smalto:nail_polish
unghie_gel:gel_nails estetica:beauty trattamento_viso:facial cura_della_pelle:skincare rasatura:shave ceretta:waxing

torte:cakes dolci:desserts pasticceria:pastry panificio:bakery vini:wines cantina_vini:wine_cellar cocktail:cocktails eventi:events
invitati:guests sposi:couple viaggi:travel alloggio:accommodation itinerario:itinerary visita_guidata:guided_tour monumenti:sights

automobile:car frenare:brake freno:brake batteria_scarica:flat_battery non_parte:wont_start spia:warning_light
tagliando:service revisione_auto:mot carrozzeria:bodywork graffi:scratches lucidatura:polish interni:interior lavaggio:car_wash
patente_di_guida:driving_licence lezioni_di_guida:driving_lessons esame_di_guida:driving_test catena:chain carburatore:carburettor
marmitta:exhaust
taccheggio:shoplifting beccato:caught beccata:caught rubare:steal direttissima:fast-track_trial
processo_per_direttissima:fast-track_trial precedenti_penali:criminal_record avvocato_dufficio:public_defender
eccesso_di_velocita:speeding autovelox:speed_camera verbale:fine_notice
libera_professionista:freelancer colpo_della_strega:lumbago impasto:dough ventola:fan scordato:out_of_tune sbiancare:whiten
lucchetto:padlock digitalizzare:digitise screpolata:chapped screpolate:chapped levigare:sand
ciotola:bowl tiragraffi:scratching_post croccantini:kibble premietti:treats acquario:aquarium ulula:howls
frangia:fringe calvizie:baldness ciglia:eyelashes doppie_punte:split_ends finestrino:car_window ammortizzatori:shock_absorbers
cruscotto:dashboard gommista:tyre_shop citofono:intercom
lampeggia:flashes gestore:provider recuperare:recover mutua:health_insurance cambio_marcia:gear_change pompa:pump sarta:seamstress
sarto:tailor stringere:take_in tonificare:tone tecnica:technique tatuaggio:tattoo tatuaggi:tattoos avambraccio:forearm fughe:grout
marina_la_scuola:skips_school marinare_la_scuola:skip_school assegno_unico:child_benefit andare_a_cavallo:horse_riding
ripetitore:repeater agenzia_delle_entrate:tax_office merce:goods venditore:seller quadri:paintings acquerelli:watercolours
testimone_di_nozze:best_man coltivare:grow orto:vegetable_garden reperibile:on_call calcare:limescale detersivo:detergent
cavalla:mare giumenta:mare stallone:stallion puledro:foal pony:pony cavaliere:rider amazzone:rider sella:saddle
galoppo:canter trotto:trot sgroppa:bucks scuderia:stable equitazione:horse_riding maneggio:riding_school
multa_salata:hefty_fine impugnare:contest in_tronco:on_the_spot contratto_a_nero:undeclared_work lavoro_in_nero:undeclared_work
in_nero:off_the_books a_nero:off_the_books esame_di_maturita:school_leaving_exam animatore:entertainer animatrice:entertainer
cassa_integrazione:furlough
licenza:licence licenze:licences fieno:hay coniglio_nano:dwarf_rabbit filtro:filter giusta_causa:just_cause magazziniere:warehouse_worker
magazziniera:warehouse_worker didattica_a_distanza:remote_schooling porta_blindata:security_door guardia_medica:out_of_hours_doctor
pelle_grassa:oily_skin pelle_secca:dry_skin capelli_grassi:greasy_hair femore:femur decolorazione:bleaching sfibrati:damaged
candela_della_macchina:spark_plug candele_della_macchina:spark_plugs spese_condominiali:service_charges spese_di_condominio:service_charges
lesioni:injuries lesione:injury lesioni_personali:personal_injury difesa:defence avviso_di_garanzia:notice_of_investigation
abuso_edilizio:illegal_building_work edilizio:building edilizia:construction accertamento:assessment accertamento_fiscale:tax_audit
autenticare:authenticate atti:legal_documents atto:deed fascicoli:case_files fascicolo:case_file crema:cream creme:creams
dermatite:dermatitis sdraiato:lying_down sdraiata:lying_down legamento:ligament crociato:cruciate_ligament dimesso:discharged
dimessa:discharged prematuro:premature prematura:premature partorire:give_birth partorito:gave_birth antidepressivi:antidepressants
antidepressivo:antidepressant ansiolitici:anti_anxiety_medication psicofarmaci:psychiatric_medication allineatori:aligners
allineatore:aligner punti_neri:blackheads pulizia_del_viso:facial epilazione:hair_removal depilazione:hair_removal
sfumatura:fade abbinamento:pairing abbinare:pair barboncino:poodle infeltrito:matted scalcia:kicks scalciare:kick
sviluppare:develop sviluppo:development sviluppi:develop sviluppa:develops sviluppato:developed piattaforma:platform
area_riservata:members_area automatizzare:automate aziendale:company aziendali:company reindirizza:redirects corrotto:corrupted
corrotti:corrupted riscatto:ransom impaginare:lay_out impagini:lay_out impaginazione:layout trilocale:flat bilocale:flat
costume_da_bagno:swimsuit costumi_da_bagno:swimsuits masseria:farmhouse cascina:farmhouse casale:farmhouse agricolo:agricultural
agricola:agricultural vialetto:path vialetti:paths pubblicitaria:advertising pubblicitario:advertising editore:publisher
editori:publishers casa_editrice:publisher requisiti:requirements coordinare:coordinate coordini:coordinate coordina:coordinates
impianto:system impianti:systems impianto_idraulico:plumbing impianto_di_riscaldamento:heating_system muro_di_contenimento:retaining_wall
contenimento:retaining imbottigliare:bottle capannone:industrial_building capannoni:industrial_buildings cassa:cash
flusso_di_cassa:cash_flow flussi_di_cassa:cash_flow di_guida:driving medicina:medicine ingiallendo:turning_yellow
ingiallite:yellowed ingiallire:turn_yellow ricostruzione:reconstruction ricostruire:rebuild spugnosi:spongy spugnoso:spongy
guardia_di_finanza:tax_police prima_nota:cash_book candela:spark_plug candele:spark_plugs
imu:property_tax tasi:property_tax tari:waste_collection_tax avviso_bonario:tax_notice ditta_individuale:sole_trader
solaio:floor_slab capezza:halter decontratturante:deep_tissue massaggio_decontratturante:deep_tissue_massage
semipermanente:gel_polish enoteca:wine_shop impermeabilizzazione:waterproofing impermeabilizzare:waterproof riarma:resets
riarmare:reset dimissioni_in_bianco:undated_resignation_letter
differenziale:circuit_breaker centrifuga:spin_cycle portafinestra:french_window coppo:roof_tile coppi:roof_tiles
incisivo:incisor incisivi:incisors placche:tonsil_plaques glutei:glutes plusvalenza:capital_gain kasko:comprehensive_car_insurance
lancetta:gauge_needle lievitazione:rising sciatica:sciatica
`
