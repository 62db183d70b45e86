/** Spanish words of the fields' own problems (tax, law, health, trades, pets, tech…) → English (see ./index.ts); the general words are in ./es.ts. */
export const ES_FIELDS = `
convenio:collective_agreement declaracion_de_la_renta:tax_return deducir:deduct desgravar:deduct
plan_de_pensiones:pension hipoteca_variable:mortgage poliza:policy siniestro:claim aseguradora:insurer
permiso_de_conducir:driving_licence antecedentes:criminal_record denunciar:report detencion:arrest
extranjeria:immigration_office deportacion:deportation empadronamiento:registration escrituras:deeds
registro_de_la_propiedad:land_registry notaria:notary estatutos:articles mediacion:mediation acuerdo:agreement
comunidad_de_vecinos:residents_association tuberias:pipes atasco:blockage cisterna:cistern termo:water_heater cuadro_electrico:fuse_box
cortocircuito:short_circuit goteras:leaks canalon:gutter paredes:walls estanteria:shelves taladrar:drill bombin:lock_cylinder
poda:pruning malas_hierbas:weeds arbol:tree tasador:surveyor vigas:beams cimientos:foundations estructura:structure
licencia_de_obra:planning_permission muelas:teeth caries:cavity empaste:filling endodoncia:root_canal ortodoncia:braces mancha:patch
manchas:patches lunares:moles picazon:itching eccema:eczema caida_del_pelo:hair_loss lumbago:back_pain hernia:slipped_disc
ciatica:sciatica palpitaciones:palpitations ahogo:breathless tartamudez:stuttering
ataques_de_panico:panic_attacks psicoterapia:psychotherapy obsesiones:obsessions intolerancia:intolerance perra:dog gata:cat
gatito:kitten castrar:neuter correa:lead ladrar:barking adiestramiento:training paseador:dog_walker residencia_canina:kennels
pirateado:hacked hoja_de_calculo:spreadsheet graficos:charts folleto:leaflet cartel:poster tarjetas_de_visita:business_cards
seguidores:followers posicionamiento:seo buscador:search_engine textos:copy corregir:proofread correccion:proofreading
sesion_de_fotos:photo_shoot montaje:editing ilustracion:illustration dibujo:drawing decorar:decorate coleccion:collection
suspendido:failed gramatica:grammar necesidades_especiales:special_needs interpretacion:interpreting caja_de_cambios:gearbox
bateria_descargada:flat_battery no_arranca:wont_start revision:service arañazos:scratches pulir:polish
clases_de_conducir:driving_lessons pasteles:cakes vinos:wines bodas:weddings viajes:travel vuelo:flight alojamiento:accommodation
excursion:tour visita_guiada:guided_tour entrenar:train entrenamiento:training musculos:muscles flexibilidad:flexibility
mechas:highlights tinte:hair_colour peinado:hairstyle maquillarse:makeup unas_de_gel:gel_nails cejas:eyebrows depilacion:waxing
afeitado:shave tratamiento_facial:facial entrevista_de_trabajo:job_interview liderazgo:leadership objetivos:goals
plan_de_negocio:business_plan facturacion:revenue seleccion_de_personal:recruitment logistica:logistics plazo:deadline
conducir_bebido:drink_driving alcoholemia:drink_driving quitar_puntos:penalty_points puntos_del_carnet:penalty_points retirada_del_carnet:driving_ban
pillado:caught pillaron:caught pillar:catch robando:stealing hurto:theft juicio_rapido:fast-track_trial
antecedentes_penales:criminal_record imputado:charged citacion:summons exceso_de_velocidad:speeding radar:speed_camera
consultorio:practice peluqueria:hair_salon kinesiologo:physiotherapist kinesiologa:physiotherapist nutriologo:nutritionist
nutriologa:nutritionist logopedia:speech_therapy fonoaudiologo:speech_therapist fonoaudiologa:speech_therapist
quinceanera:fifteenth_birthday_party
camionero:truck_driver tablero:dashboard bodega:storeroom reposteria:baking centrifuga:spin_cycle incapacidad:sick_leave respaldo:backup
callo:callus callos:calluses barda:fence
pecera:aquarium perico:parakeet desparasitar:deworm floreria:florist partitura:sheet_music retraso_del_lenguaje:speech_delay
licencia_de_manejo:driving_licence
derrame:stroke derrame_cerebral:stroke persona_fisica:self-employed_person persona_moral:company
fotomulta:speed_camera_fine imss:social_security predial:property_tax acoso_escolar:school_bullying recibo_de_luz:electricity_bill
recibo_del_agua:water_bill medidor_de_agua:water_meter deducible:excess seguro_medico:health_insurance seguro_social:social_security
seguro_de_vida:life_insurance identidad_de_marca:brand_identity abogado_laboral:employment_lawyer
yegua:mare semental:stallion potro:foal poni:pony jinete:rider montar_a_caballo:horse_riding silla_de_montar:saddle
galope:canter trote:trot corcovea:bucks establo:stable
cuidadora:carer encimera:worktop canas:grey_hair repetir_curso:repeat_a_year repetir_ano:repeat_a_year lleve_la_contabilidad:keep_the_books
llevar_la_contabilidad:keep_the_books llevar_las_redes:manage_the_social_media llevar_las_redes_sociales:manage_the_social_media
tiron:pulled_muscle bomba:pump bomba_de_agua:water_pump fiesta_de_quince_anos:fifteenth_birthday_party
`
