/** Everyday Spanish → English (see ./index.ts). "Tío" is an uncle only after a possessive or article: alone it is Tio. */
export const ES = `
madre:mother padre:father mama:mum papa:dad padres:parents hermano:brother hermana:sister hermanos:siblings abuelos:grandparents
nieto:grandson nieta:granddaughter nietos:grandchildren mi_tio:my_uncle mis_tios:my_uncles tu_tio:your_uncle su_tio:uncle del_tio:uncle al_tio:uncle un_tio:an_uncle nuestro_tio:our_uncle tia:aunt primo:cousin prima:cousin sobrino:nephew sobrina:niece
suegra:mother_in_law suegro:father_in_law cunado:brother_in_law cunada:sister_in_law novio:boyfriend novia:girlfriend esposo:husband
familia:family familiar:family adolescente:teenager adolescentes:teenagers chico:boy chica:girl hombre:man mujer:woman gente:people
nene:baby gemelos:twins adoptar:adopt adopcion:adoption viudo:widower viuda:widow soltero:single amigo:friend amiga:friend amigos:friends
casarnos:marry casarse:marry novios:couple embarazo:pregnancy guarderia:nursery canguro:babysitter crianza:parenting
prometido:fiance vejez:old_age padrino:godfather madrina:godmother
casado:married casada:married divorciado:divorced divorciada:divorced nacio:was_born nacido:born morir:die enamorado:in_love
enamorada:in_love odio:hate

hogar:home habitacion:room dormitorio:bedroom salon:living_room ventana:window ventanas:windows suelo:floor escalera:stairs
escaleras:stairs garaje:garage sotano:basement atico:attic balcon:balcony terraza:terrace piscina:pool valla:fence muro:wall ladrillo:brick
ladrillos:bricks hormigon:concrete cemento:cement madera:wood azulejos:tiles baldosas:tiles fregadero:sink lavabo:washbasin lavadora:washing_machine
nevera:fridge frigorifico:fridge horno:oven lavavajillas:dishwasher ducha:shower banera:bath radiador:radiator radiadores:radiators
ventilador:fan bombilla:bulb cable:cable cables:wiring interruptor:switch fusible:fuse fusibles:fuses enchufes:sockets mudanza:move
mudarse:move mudarnos:move mudamos:move vecindario:neighbourhood barrio:neighbourhood plaga:pests cucarachas:cockroaches ratones:mice
ratas:rats termitas:termites hormigas:ants chimenea:chimney aislamiento:insulation gotea:dripping goteando:leaking inundacion:flood
inundado:flooded roto:broken rota:broken rompio:broke rompe:breaks agrietado:cracked olor:smell huele:smells obras:building_work
reformar:renovate construir:build construccion:construction edificio:building finca:property comunidad:community escritura:deed
hipotecas:mortgages propietario:owner propietaria:owner dueno:owner duena:owner arrendador:landlord arrendatario:tenant okupas:squatters
mantenimiento:maintenance caldera:boiler agua_caliente:hot_water fria:cold frio:cold calor:heat
cojin:cushion cortina:curtain cortinas:curtains alfombra:carpet cajon:drawer espejo:mirror estante:shelf basura:rubbish cubo_de_basura:bin
aspiradora:vacuum_cleaner escoba:broom suciedad:dirt mancha:stain manchas:stains yeso:plaster teja:roof_tile tejas:roof_tiles
portero_automatico:intercom timbre:doorbell cocina_de_gas:cooker microondas:microwave factura_de_la_luz:electricity_bill mudando:moving
mude:moved vivimos:live viviendo:living ordenar:tidy regar:water podar:prune sarten:frying_pan olla:pot cubiertos:cutlery vaso:glass
humedades:damp
tenedor:fork cuchillo:knife cuchara:spoon taza:cup sillon:armchair colchon:mattress manta:blanket edredon:duvet sabanas:sheets
toalla:towel jabon:soap cepillo_de_dientes:toothbrush colada:laundry secadora:dryer planchar:iron plancha:iron televisor:television
electrodomesticos:appliances hervidor:kettle cafetera:coffee_machine buzon:letterbox pasillo:hallway ascensor:lift alcantarilla:sewer
condensacion:condensation polvo:dust brocha:brush herramientas:tools tornillo:screw tornillos:screws clavo:nail destornillador:screwdriver
alicates:pliers colgar:hang pintado:painted asalto:robbery ladron:thief ladrones:thieves atraco:robbery incendio:fire fuego:fire
humo:smoke detector_de_humo:smoke_alarm
pared_de_carga:load_bearing_wall tirar:throw tirar_abajo:knock_down tabique:partition_wall demoler:demolish fachada:facade
ampliacion:extension remodelar:renovate remodelacion:renovation filtracion:leak canaleta:gutter tapado:blocked tapada:blocked tubo:pipe
contador_de_luz:electricity_meter contador_de_agua:water_meter contador_de_gas:gas_meter

cabeza:head cara:face boca:mouth nariz:nose oido:ear oreja:ear orejas:ears garganta:throat brazo:arm brazos:arms mano:hand manos:hands
dedo:finger dedos:fingers pie:foot pies:feet pierna:leg piernas:legs estomago:stomach barriga:belly tripa:belly hueso:bone huesos:bones
sangre:blood cadera:hip muneca:wrist codo:elbow columna:spine pulmones:lungs rinon:kidney higado:liver cerebro:brain mareo:dizziness
mareado:dizzy mareos:dizziness cansado:tired cansada:tired cansancio:tiredness agotado:exhausted agotada:exhausted nauseas:nausea
diarrea:diarrhoea alergia:allergy alergias:allergies asma:asthma diabetes:diabetes cancer:cancer tumor:tumour infeccion:infection
hinchado:swollen hinchada:swollen hinchazon:swelling sangrado:bleeding enfermo:sick enferma:sick enfermedad:illness salud:health
hospital:hospital urgencias:emergency cita:appointment operacion:surgery cirugia:surgery operar:operate lesion:injury lesionado:injured
esguince:sprain fractura:fracture vacuna:vaccine vacunas:vaccines sintomas:symptoms tratamiento:treatment terapia:therapy duermo:sleep
sueno:sleep ronca:snores ronquidos:snoring respirar:breathe respiracion:breathing migrana:migraine jaqueca:headache dolores:pains
duelen:hurt molestia:discomfort molestias:discomfort cicatriz:scar quemadura:burn vomitos:vomiting mente:mind memoria:memory
olvida:forgets olvido:forgetting olvidos:forgetfulness anorexia:anorexia bulimia:bulimia azucar:sugar colesterol:cholesterol
menstruacion:period menopausia:menopause fertilidad:fertility
resfriado:cold constipado:cold resfriada:cold tension_alta:high_blood_pressure doler:hurt dolia:hurt dolio:hurt lastime:hurt
engordar:gain_weight engorde:gained_weight sobrepeso:overweight grasa:fat gordo:fat gorda:fat delgado:thin delgada:thin flaco:thin
durmiendo:sleeping cayendo:falling me_cai:fell tosiendo:coughing mareada:dizzy
pulgar:thumb labio:lip labios:lips mejilla:cheek barbilla:chin articulacion:joint articulaciones:joints intestino:bowel
apendicitis:appendicitis estrenimiento:constipation acidez:heartburn sudar:sweat suda:sweats sudor:sweat temblar:shaking tiembla:shakes
calambre:cramp calambres:cramps escayola:plaster_cast tirita:plaster moraton:bruise moratones:bruises picadura:sting sordo:deaf sorda:deaf
audifono:hearing_aid ictus:stroke infarto:heart_attack resultados:results informe:report inyeccion:injection estornudar:sneeze
desmayo:fainted desmayarse:faint inconsciente:unconscious palido:pale hormigueo:tingling paralizado:paralysed discapacidad:disability
discapacitado:disabled silla_de_ruedas:wheelchair sano:healthy resbale:slipped resbalo:slipped tropece:tripped mordio:bit mordido:bitten
tenirme:dye tenirse:dye tenirlo:dye rubio:blonde rubia:blonde reflejos:highlights caspa:dandruff comezon:itching verruga:wart
lumbar:lower_back contractura:muscle_knot contracturado:stiff caiga:fall caigan:fall

feliz:happy contento:happy enfadado:angry enfadada:angry enojado:angry rabia:anger ira:anger sola:alone soledad:loneliness
aburrido:bored agobiado:overwhelmed agobiada:overwhelmed preocupado:worried preocupada:worried nervioso:nervous nerviosa:nervous
nervios:nerves verguenza:shame culpa:fault celos:jealousy confianza:confidence autoestima:self_esteem motivacion:motivation
desmotivado:unmotivated perdido:lost perdida:lost confundido:confused asustado:scared asustada:scared frustrado:frustrated
llorando:crying lloro:cry sentimientos:feelings emociones:emotions animo:mood vacio:empty quemado:burnt_out agotamiento:burnout
obsesion:obsession manias:compulsions pensamientos:thoughts suicidio:suicide autolesiones:self_harm
ansioso:anxious ansiosa:anxious molesto:upset molesta:upset loco:crazy locura:madness pesado:annoying harto:fed_up harta:fed_up
impotente:helpless desesperado:desperate desesperada:desperate infeliz:unhappy satisfecho:satisfied insatisfecho:dissatisfied
vergonzoso:embarrassing inseguro:insecure insegura:insecure envidia:envy celoso:jealous celosa:jealous ofendido:offended ofendida:offended
cabreado:angry abuso:abuse abusos:abuse preocupacion:worry

cuenta:account tarjeta:card cobrar:charge cobraron:charged cobro:charge pagar:pay pago:payment pagos:payments gastos:expenses
gasto:expense presupuesto:budget ingresos:income ganancias:earnings beneficio:profit beneficios:profits perdidas:losses multa:fine
multas:fines recibo:receipt recibos:bills declaracion:tax_return declarar:declare iva:vat intereses:interest cuota:instalment
transferencia:transfer estafa:scam estafaron:scammed timo:scam fraude:fraud criptomonedas:crypto cripto:crypto
jubilarme:retire jubilado:retired euros:euros coste:cost costo:cost caro:expensive barato:cheap cobrando:charging facturar:invoice
contable:accountant cuentas:accounts finanzas:finances financiero:financial patrimonio:assets propiedad:property alquilar:rent
hipotecaria:mortgage ahorros:savings fondos:funds subvencion:grant ayudas:grants prestamos:loans tributos:taxes tributar:tax
irpf:income_tax sociedad:company autonomos:self-employed
pague:paid pagando:paying pagamos:pay recibir:receive recibi:received recibio:received recibo_de_la_luz:electricity_bill
cuenta_bancaria:bank_account saldo:balance extracto:statement comision:fee comisiones:fees plazos:deadlines a_plazos:in_instalments en_plazos:in_instalments moneda:currency
mercado:market supermercado:supermarket descuento:discount entrega:delivery pedido:order pedidos:orders cajero:cash_machine
cajero_automatico:cash_machine cuenta_conjunta:joint_account tarjeta_de_credito:credit_card cantidad:amount
vendi:sold enviado:sent envio:shipping devolvi:returned quejarse:complain queja:complaint paquete:parcel en_efectivo:cash subsidio:benefit
cartera:wallet monedas:coins
fijo:fixed fija:fixed tipo_fijo:fixed_interest_rate tipo_variable:variable_interest_rate tasa_fija:fixed_interest_rate
tasa_variable:variable_interest_rate contador:accountant contadora:accountant gestoria:accountancy_firm arriendo:rent

ley:law leyes:law legal:legal demanda:lawsuit demandar:sue demandaron:sued juzgado:court tribunal:court juez:judge abogada:lawyer
abogados:lawyers derechos:rights derecho:law delito:crime robo:theft robaron:stole carcel:prison prision:prison detenida:arrested
detuvieron:arrested arresto:arrest arrestado:arrested acusado:accused acusada:accused acusacion:accusation acusan:accuse culpable:guilty
inocente:innocent victima:victim agresion:assault pelea:fight accidente:accident reclamacion:claim reclamar:claim indemnizacion:compensation
danos:damages clausula:clause firmar:sign firme:signed papeles:papers documentos:documents tramites:paperwork extranjero:foreigner
inmigracion:immigration asilo:asylum deportar:deport pasaporte:passport sentencia:sentence recurso:appeal recurrir:appeal
comisaria:police_station guardia_civil:police multado:fined derechos_de_autor:copyright plagio:plagiarism difamacion:defamation
discriminacion:discrimination despedir:dismiss echaron:fired finiquito:severance tutela:guardianship pension:pension
pension_de_alimentos:child_support regimen_de_visitas:custody
carnet_de_identidad:id_card testigo:witness atestado:police_report heredero:heir herederos:heirs heredar:inherit herede:inherited
preaviso:notice_period baja_por_maternidad:maternity_leave amenaza:threat amenazas:threats amenazo:threatened agredio:assaulted
agredido:assaulted enganado:cheated enganaron:cheated avalista:guarantor poder_notarial:power_of_attorney contrato_de_alquiler:lease
robada:stolen
formulario:form solicitud:application solicitar:apply_for sello:stamp ayuntamiento:town_hall garantia:warranty defectuoso:defective
condena:sentence condenado:convicted golpe:blow golpeo:hit
sucesion:inheritance burofax:formal_letter

trabajar:work trabajo:job trabajador:worker empleado:employee empleada:employee empleo:job oficina:office
curriculum:cv entrevista:interview entrevistas:interviews contratar:hire horario:schedule horas_extra:overtime baja_medica:sick_leave de_baja:sick_leave
paro:unemployment desempleo:unemployment carrera:career ascenso:promotion companeros:colleagues companero:colleague negocio:business
emprender:start_business emprendedor:entrepreneur socio:partner socios:partners equipo:team proyecto:project reunion:meeting
proveedor:supplier proveedores:suppliers empleados:employees plantilla:staff publicidad:advertising logotipo:logo diseno:design
cliente:customer marca:brand producto:product productos:products tienda_online:online_shop almacen:warehouse ventas:sales
vender:sell crecer:grow estrategia:strategy jubilacion:retirement profesion:profession oficio:trade cambiar_de_trabajo:career_change
jefa:boss sindicato:union
vacante:vacancy vacantes:vacancies practicas:internship becario:intern aumento_de_sueldo:raise huelga:strike teletrabajo:remote_work
gestion:management gerente:manager formacion:training funcionar:work funciona:works funcionando:working parado:unemployed
encargado:manager indefinido:permanent periodo_de_prueba:probation amonestacion:warning aprendiz:apprentice
laburo:job chamba:job

escuela:school colegio:school instituto:school universidad:university facultad:university estudiar:study estudio:study estudios:studies
estudiante:student alumno:pupil alumna:pupil alumnos:pupils profesor:teacher profesora:teacher maestro:teacher maestra:teacher
clase:class clases:lessons deberes:homework tarea:homework tareas:homework examen:exam examenes:exams nota:grade notas:grades
suspender:fail suspendi:failed suspende:fails aprobar:pass matematicas:maths mates:maths fisica:physics quimica:chemistry
historia:history idioma:language idiomas:languages ingles:english aleman:german frances:french espanol:spanish leer:read
lectura:reading escribir:write escritura:writing tesis:thesis beca:scholarship aprender:learn aprendiendo:learning ensenar:teach
dislexia:dyslexia selectividad:exams oposiciones:exams carnet_de_conducir:driving_licence autoescuela:driving_school
aula:classroom redaccion:essay boletin:report_card curso:course cursos:courses matricula:enrolment doctorado:phd titulado:graduate
grado:degree recuperacion:resit
secundaria:secondary_school companeros_de_clase:classmates aprendi:learned
reprobar:fail reprueba:fails reprobo:failed reprobando:failing

vehiculo:vehicle furgoneta:van camion:truck bicicleta:bicycle bici:bike autobus:bus averia:breakdown averiado:broken_down
taller:garage mecanico:mechanic neumatico:tyre neumaticos:tyres bateria:battery arranca:starts volante:steering luces:lights
carretera:road gasolina:petrol diesel:diesel itv:inspection aparcar:park chapa:bodywork abolladura:dent choque:crash
choco:crashed conduccion:driving examen_practico:driving_test
bocina:horn claxon:horn retrovisor:mirror parabrisas:windscreen maletero:boot estacionar:park rayado:scratched abollado:dented peaje:toll
atasco_de_trafico:traffic_jam gasolinera:petrol_station
limpiaparabrisas:wipers intermitente:indicator aranado:scratched grua:tow_truck sillin:saddle pinchazo:puncture pinchada:flat
conduzco:drive conduje:drove aparque:parked
carro:car

necesitar:need quiero:want queria:wanted busco:looking_for buscando:looking_for buscar:search ayudar:help ayudeme:help arreglar:fix
reparar:repair reparacion:repair cambiar:change mejorar:improve organizar:organise organice:organise organicen:organise organiza:organises organizo:organise organizamos:organise planificar:plan preparar:prepare revisar:check
comprobar:check elegir:choose decidir:decide empezar:start dejar:leave perder:lose ganar:earn encontrar:find entender:understand
explicar:explain asesorar:advise asesoramiento:advice consejo:advice consejos:advice orientacion:guidance instalar:install
montar:assemble disenar:design construir:build cuidar:care vigilar:watch limpiar:clean
queremos:want quisiera:would_like recomendar:recommend recomiendan:recommend resolver:solve resuelto:solved solucionar:solve mandar:send
mande:sent mando:sent pedir:ask_for pedi:asked_for pidio:asked_for esperar:wait espero:wait esperando:waiting espere:waited volver:return
vuelvo:return volvio:returned recordar:remember recuerdo:remember retraso:delay retrasado:late cortar:cut corte:cut cortando:cutting
vamos:go viene:comes vengo:come sabia:knew conozco:know conocer:know digo:say dijo:said hacemos:do hice:did hizo:did tenia:had tuve:had
habia:had podia:could pude:could podria:could tiene_que:must tenemos_que:must tuve_que:had_to cogi:took trajo:brought busque:searched
entendi:understood pense:thought senti:felt escribi:wrote escrito:written empece:started empieza:starts dejo:leave abre:opens
abrio:opened ayuda:help ayudo:helped crecio:grew subio:went_up aumento:increase pasa:happens ocurrio:happened conto:told contar:tell
pregunto:asked pregunta:question respondio:answered respuesta:answer responder:answer contesta:answers mostro:showed intente:tried
intentar:try comido:eaten bebido:drunk visto:seen llegado:arrived jugado:played juega:plays
abrir:open estar:be

telefono:phone celular:phone tableta:tablet internet:internet conexion:connection lento:slow archivo:file archivos:files
copia_de_seguridad:backup nube:cloud mensaje:message mensajes:messages redes_sociales:social_media programar:code
programador:programmer codigo:code juego:game videojuego:video_game pagina_web:website sitio_web:website contrasenas:passwords
ciberseguridad:cybersecurity hackear:hack pirata:hacker inteligencia_artificial:ai
descargar:download cargar:charge cargador:charger actualizar:update bloqueado:stuck se_cuelga:freezes colgado:frozen senal:signal
disco_duro:hard_drive carpeta:folder navegador:browser publicacion:post grabar:record grabacion:recording raton:mouse
reiniciar:restart ajustes:settings desbloquear:unlock acceso:access usuario:username altavoz:speaker auriculares:headphones imprimir:print
guardar:save guardado:saved
computadora:computer computador:computer

comida:food cocinar:cook recetas:recipes restaurante:restaurant pan:bread panaderia:bakery vino:wine cena:dinner almuerzo:lunch
desayuno:breakfast pastel:cake tarta:cake menu:menu catering:catering
comiendo:eating comi:ate comemos:eat bebiendo:drinking carne:meat pollo:chicken verduras:vegetables fruta:fruit frutas:fruit arroz:rice
huevos:eggs leche:milk queso:cheese dulces:sweets comidas:meals merienda:snack cerveza:beer bebidas:drinks hambre:hunger postre:dessert
plato:dish platos:dishes harina:flour sopa:soup patata:potato patatas:potatoes tomate:tomato cebolla:onion marisco:seafood
mariscos:seafood pescado:fish
asado:roast frito:fried cocido:cooked crudo:raw podrido:rotten pimienta:pepper salchicha:sausage jamon:ham nata:cream manzana:apple
manzanas:apples pera:pear fresas:strawberries ensalada:salad pepino:cucumber zumo:juice alergico:allergic nueces:walnuts hambriento:hungry
especias:spices

musica:music cancion:song canciones:songs cantar:sing guitarra:guitar piano:piano tocar:play bailar:dance baile:dance futbol:football
deporte:sport correr:running maraton:marathon nadar:swim fotos:photos foto:photo fotografia:photography camara:camera dibujar:draw
libro:book libros:books novela:novel pelicula:film video:video hoguera:campfire instrumento:instrument
ver_la_tele:watch_tv caminar:walk caminata:walk pescar:fishing pesca:fishing jardineria:gardening ajedrez:chess teatro:theatre
ganchillo:crochet paseo:walk senderismo:hiking

viajar:travel aeropuerto:airport avion:plane maleta:suitcase billete:ticket reserva:booking playa:beach montana:mountain
pajaro:bird loro:parrot conejo:rabbit pez:fish peces:fish tortuga:turtle hamster:hamster cojea:limping rasca:scratches
pulgas:fleas garrapatas:ticks animales:animals gatos:cats ladrando:barking
perrito:puppy pienso:pet_food acampar:camping isla:island tren:train parada:bus_stop mochila:backpack equipaje:luggage frontera:border
carta:letter correos:post_office puente:bridge acera:pavement hospedaje:accommodation
esterilizar:spay lombrices:worms cobaya:guinea_pig jaula:cage arenero:litter_box maulla:meows abeja:bee abejas:bees avispon:hornet
arana:spider aranas:spiders palomas:pigeons paloma:pigeon erizo:hedgehog zorro:fox jabali:wild_boar

ropa:clothes vestido:dress traje:suit zapatos:shoes coser:sew celebracion:celebration invitados:guests regalo:gift
bautizo:christening compromiso:engagement pedida_de_mano:engagement flores:flowers flor:flower se_caso:married abrigo:coat camisa:shirt
pantalones:trousers falda:skirt botas:boots calcetines:socks barbacoa:barbecue escenario:stage charla:talk
aniversario:anniversary navidad:christmas nochevieja:new_years_eve entierro:funeral semana_santa:easter

urgente:urgent rapido:fast dificil:difficult facil:easy malo:bad mejor:better peor:worse nuevo:new viejo:old antiguo:old
grande:big pequeno:small fuerte:strong debil:weak raro:strange extrano:strange limpio:clean sucio:dirty
hacer:do hecho:done hago:do tomar:take tomo:take dar:give decir:say dicho:said ir:go voy:go venir:come poder:can puedo:can deber:must
debo:must tengo_que:must saber:know se:know ver:see poner:put llevar:bring llamar:call llame:call vivir:live vive:lives vivo:live
despues:after antes:before siempre:always nunca:never nada:nothing algo:something nadie:nobody noche:night noches:nights dia:day dias:days
semana:week semanas:weeks mes:month meses:months ano:year anos:years hoy:today ayer:yesterday manana:tomorrow debajo:under encima:over
dentro:inside fuera:outside sin:without cama:bed mesa:table silla:chair uno:one dos:two tres:three cuatro:four cinco:five seis:six
siete:seven ocho:eight nueve:nine diez:ten veinte:twenty treinta:thirty cuarenta:forty cincuenta:fifty extranjero:abroad esconde:hides
mudar:move ciudad:city pueblo:village pais:country calle:street barrio:neighbourhood
verano:summer invierno:winter primavera:spring otono:autumn lluvia:rain llueve:rain nieve:snow tormenta:storm mojado:wet mojada:wet
seco:dry humedo:damp borracho:drunk borracha:drunk emborracha:drunk fisioterapia:physiotherapy rehabilitacion:rehabilitation
pared_maestra:load_bearing_wall muro_de_carga:load_bearing_wall quitar:remove derribar:demolish pronunciar:pronounce despertar:wake
despierto:awake madrugada:night manana_temprano:morning entender:understand entienden:understand cayo:fell caer:fall caerse:fall
borrar:delete borro:delete eliminar:delete cancelar:cancel perfil:profile puntos:points registrarme:sign_up registrarse:sign_up iniciar_sesion:log_in resena:review opinion:review suscripcion:subscription reembolso:refund devolucion:refund gratis:free gratuito:free trafico:traffic injusto:unfair injusta:unfair puesto_de_trabajo:job
tiempo:time todo_el_tiempo:all_the_time fin_de_semana:weekend festivo:holiday temprano:early lejos:far camino:path equivocado:wrong
equivocada:wrong genial:great bonito:pretty bonita:pretty precioso:beautiful caliente:hot helado:freezing
congelado:frozen abierto:open abierta:open bajo:low corto:short estrecho:narrow pesada:heavy suave:soft comun:common igual:same
silencio:silence vida:life mundo:world lugar:place zona:area escuchar:listen ruidoso:noisy pasado:past proximo:next siguiente:next
granizo:hail granizada:hailstorm tempestad:storm rayo:lightning derrumbe:collapse hielo:ice deslizamiento:landslide viento:wind
ventoso:windy desde_hace:for anteayer:day_before_yesterday pasado_manana:day_after_tomorrow pasada:last recientemente:recently
enseguida:immediately luego:later mas_tarde:later de_repente:suddenly a_veces:sometimes cada_dia:every_day semanal:weekly mensual:monthly
anual:yearly por_la_tarde:in_the_afternoon esta_tarde:this_afternoon mediodia:noon medianoche:midnight lunes:monday martes:tuesday
miercoles:wednesday jueves:thursday viernes:friday sabado:saturday ya_no:no_longer por_fin:finally hasta_ahora:so_far de_nuevo:again
anoche:last_night esta_manana:this_morning esta_noche:tonight ultimamente:lately doblado:bent oxidado:rusty oxido:rust ordenado:tidy
desordenado:messy desorden:mess hondo:deep profundo:deep listo:ready gracioso:funny simpatico:nice amable:kind maleducado:rude
grosero:rude caotico:chaotic
hola:hello buenas:hello

aire:air bajar:go_down caduca:expires caducar:expire calar:stall cala:stalls cuesta:costs cuestan:cost descuidado:neglected despacio:slowly
diferencial:circuit_breaker enciendo:switch_on encender:switch_on apagar:switch_off enfria:cools enfriar:cool falta:lack fino:thin
goma:rubber juridica:legal lame:licks lamer:lick late:beats latir:beat lavarse:wash letras:letters lleno:full llena:full musgo:moss
negra:black negro:black pata:paw patas:paws placas:panels procesos:processes rojo:red roja:red rojos:red rojas:red seto:hedge
siento:feel sentir:feel subo:climb subir:climb quedarme:stay quedarse:stay roncar:snore rascarse:scratch gotear:drip cojear:limp
confunde:mixes_up confundir:mix_up patina:slips olvidar:forget pierde:loses ganas:motivation vacia:empty reclama:claims
notificacion:notice pis:pee calabozo:cell arranco:pull_away arrancar:start
lava:washes lavar:wash veces:times otra_vez:again una_y_otra_vez:over_and_over cerrada:locked cerrado:locked casamos:get_married comprueba:checks
agarrotado:stiff arriba:up asearse:wash bolas:balls caen:go_down casi:almost celebramos:celebrate celebrar:celebrate coger:take
continuamente:constantly cumple:meets cumplir:meet devuelve:return devolver:return doce:twelve dudas:questions escritorio:desk
estanque:pond evitar:avoid horas:hours jurada:sworn traduccion_jurada:certified_translation lactancia:breastfeeding lapiz:pencil
larga:long largo:long masticar:chew media_maraton:half_marathon nacimiento:birth partida_de_nacimiento:birth_certificate nombre:name
parterres:flower_beds pasteleria:cake_shop pelean:fight pelear:fight peligroso:dangerous predecir:predict rehacer:redo robado:stolen
robar:steal salir:go_out tardan:take tardar:take tijeras:scissors usar:use vale_por_si_misma:independent venderan:sell
despliegues:deployments despliegue:deployment servidores:servers candidatos:candidates enfermeros:nurses
acaba:ends acabar:finish acabo:finish actualizacion:update agresivo:aggressive agresiva:aggressive atrevemos:dare
avispas:wasps avispa:wasp botella:bottle bronca:row cerca:close cierra:closes cerrar:close color:colour creo:think delante:in_front
destroza:destroys destrozar:destroy expulsen:deport expulsar:deport habitaciones:rooms jugando:playing jugar:play lado:side
llega:reaches llegar:reach menos:less morado:bruised pararon:stopped parar:stop oigo:hear oir:hear oscura:dark oscuro:dark pitan:ringing
pitidos:ringing acufenos:tinnitus negue:refused negarse:refuse perdi:lost repartir:split casa_rural:holiday_cottage salgo:go_out
soplar:breathalyser terreno:land torci:twisted torcer:twist ultima:last ultimo:last usado:used grita:shouts gritar:shout turnos:shifts
participaciones:shares trabajo_de_fin_de_grado:thesis capitulos:chapters persiana:blind sed:thirst
me_caso:i_marry te_casas:you_marry se_casa:marries nos_casamos:we_marry se_casan:they_marry me_voy_a_casar:i_am_getting_married echar:throw_out echarme:throw_me_out desalojar:evict desalojo:eviction
sentado:sitting sentada:sitting plata:money
prende:switches_on prendio:switched_on prender:switch_on sale:comes_out salen:come_out salio:came_out salieron:came_out
moja:gets_wet cae:falls caen:fall filtra:leaks traba:freezes trabo:stuck trabado:stuck trabada:stuck chirria:squeaks
rechina:squeaks vibra:vibrates humea:smokes recalienta:overheats descargo:went_flat descargada:flat mohoso:mouldy
ardor:burning arde:burns quema:burns queme:burned desvelado:sleepless hirviendo:boiling esquiando:skiing muriendo:dying
negaron:refused nego:refused negado:refused negada:refused rechazaron:rejected rechazado:rejected rechazada:rejected
atrasado:behind atrasada:behind jaquearon:hacked jale:failed desaprobe:failed desaprobado:failed repetir:repeat repite:repeats
piden:ask vueltas:turns rato:while cosas:things segunda:second mudo:moving manejo:driving manejar:drive
xq:why pq:why porq:why tb:also tmb:also profe:teacher cole:school compu:computer celu:phone particular:private
cuerpo:body panza:belly guata:belly nalga:buttock talon:heel ronchas:welts piojos:lice chinches:bedbugs hojas:leaves
amarillo:yellow amarillos:yellow amarilla:yellow amarillas:yellow abuelita:grandmother abuelito:grandfather
canilla:tap regadera:shower bajante:downpipe calefon:water_heater calentador:water_heater termotanque:water_heater
tomacorriente:socket salitre:damp vidrio:glass reja:railing heladera:fridge lavarropas:washing_machine secarropas:dryer
estufa:heater llanta:tyre llantas:tyres ponchada:flat aguinaldo:bonus parcial:midterm
pierde_agua:leaks_water pierde_aceite:leaks_oil pierde_gas:leaks_gas pierde_liquido:leaks_fluid pierden_agua:leak_water
tenemos:have tienen:have podemos:can dicen:say algunas:some algunos:some sueltas:loose
suelto:loose tanto:so_much decaida:listless decaido:listless descascaradas:peeling descascarado:peeling descascarada:peeling
acelero:accelerate acelerar:accelerate avisar:warn aviso:notice levantarme:get_up levantarse:get_up conseguir:get consegui:got poco:little
poca:little pocos:few armar:set_up misma:myself llorosos:watery llorosa:watery reseco:dry reseca:dry mesera:waitress mesero:waiter
tapo:blocked porfa:please humilla:humiliates humillar:humiliate laboral:work levanto:lift levantar:lift sabemos:know numeros:numbers
pelados:bare mueve:moves moverse:move ataques:attacks principiantes:beginners principiante:beginner empapada:soaked empapado:soaked
lavo:wash tatuaje:tattoo tatuajes:tattoos depa:flat distraigo:get_distracted
distraerme:get_distracted departamento:flat octubre:october noviembre:november diciembre:december enero:january febrero:february
aveces:sometimes pronto:soon todavia:still juntos:together camioneta:van medicina:medicine anteojos:glasses coraje:anger
lana:money curro:job renuncia:resignation renunciar:resign calificaciones:grades platillos:dishes natacion:swimming fleco:fringe
flequillo:fringe arrugas:wrinkles aruna:scratches chiquito:small ligero:light joven:young jovenes:young_people sirve:works descompuso:broke
descompuesto:broken reemplazar:replace irme:leave mirar:watch termine:finished seguir:continue sigo:continue gano:earn cuarto:room
jala:pulls jalar:pull deja:lets dejar_de:stop deja_de:stops deje_de:stopped cocine:cook mananas:mornings por_la_manana:in_the_morning
tarde:late lentes:glasses peleas:fights fabrica:factory torta:cake bajar_de_peso:lose_weight rentar:rent grupo_musical:band
toda:whole todas:all pusieron:gave quince:fifteen quinceanera:fifteenth_birthday_party
distraida:distracted distraido:distracted bajaron:went_down
fuimos:went regreso:return regresar:go_back puse:put puso:put pongo:put sacar:take_out saco:take_out entro:went_in traer:bring
ni_idea:no_idea cosa:thing deberia:should tendria:would_have eran:were fueron:were seria:would_be estuve:was gusta:like
gustaria:would_like encanta:love prefiero:prefer llover:rain curo:cured sanar:heal rojiza:reddish amamantar:breastfeed biberon:bottle
mamila:bottle panal:nappy panales:nappies chupon:dummy chupete:dummy siesta:nap berrinche:tantrum berrinches:tantrums rabietas:tantrums
ceceo:lisp caja:box cajas:boxes lampara:lamp repisa:shelf trastes:dishes cobija:blanket almohada:pillow trapeador:mop martillo:hammer
pegamento:glue valvula:valve medidor:meter porton:gate huerto:vegetable_garden autopista:motorway trancon:traffic_jam boleto:ticket
boletos:tickets reclutar:recruit vela:candle velas:candles velorio:wake cantante:singer leccion:lesson lecciones:lessons materia:subject
materias:subjects portugues:portuguese acento:accent repasar:revise ensayo:essay escanear:scan gris:grey azul:blue demasiado:too_much
bastante:quite varios:several varias:several ninguno:none ninguna:none neta:really tal_vez:maybe quizas:maybe quiza:maybe
francamente:frankly ahorita:right_now dolor_de_cabeza:headache dolor_de_muelas:toothache dolor_de_garganta:sore_throat
dolor_de_panza:stomach_ache dolor_de_estomago:stomach_ache dar_a_luz:give_birth ropero:wardrobe bote_de_basura:bin papel_tapiz:wallpaper
cortadora_de_pasto:lawnmower banqueta:pavement primera_comunion:first_communion
nena:little_girl nenita:little_girl pipi:pee educo:train educar:train a_domicilio:at_home domicilio:home sabados:saturdays pensando:thinking
le_cuesta:struggles me_cuesta:struggle tragar:swallow mismo:same al_mismo_tiempo:at_the_same_time medio:half por_todos_lados:everywhere
todos_lados:everywhere ampliar:extend segundo_piso:second_floor le_pega:hits monton:a_lot un_monton:a_lot pan_casero:homemade_bread
comida_casera:home_cooking desempleado:unemployed desempleada:unemployed programacion:programming hacen:do universitario:university
titulo_universitario:university_degree homologar:get_recognised homologarlo:get_it_recognised propio:own propia:own darme_de_alta:register
banquete:banquet salon_de_fiestas:party_hall salon_de_eventos:event_hall septiembre:september marzo:march junio:june julio:july
agosto:august cada_manana:every_morning
pase:passed molido:exhausted reventado:exhausted miedoso:fearful miente:lies mentir:lie destete:weaning obedece:obeys obedecer:obey
tartamudo:stutterer preescolar:preschool burlan:mock se_burlan:mock juguetes:toys juguete:toy hocico:snout garras:claws colmillos:fangs
destapar:unblock apesta:stinks atorado:stuck atorada:stuck cruje:creaks repintar:repaint lijar:sand tablaroca:plasterboard
impermeabilizar:waterproof impermeabilizacion:waterproofing tumbar:knock_down patineta:skateboard afinacion:tune-up
amortiguadores:shock_absorbers mofle:exhaust se_jaloneo:jerks disputa:dispute pruebas:evidence postular:apply postule:applied
sobrecarga:overload cotizacion:quote retoque:retouching estiramientos:stretching vegano:vegan alaciado:straightening alisado:straightening
rizos:curls calvicie:baldness rentamos:rented regana:tells_off reganar:tell_off gatea:crawls gatear:crawl no_hace_caso:doesnt_listen
jardin_de_ninos:nursery_school salon_de_clases:classroom juegos_de_mesa:board_games tira_agua:leaks_water no_hay_agua_caliente:no_hot_water
no_hay_luz:power_cut aislar:insulate se_calienta:overheats memoria_usb:usb_stick oferta_de_trabajo:job_offer
me_hago:become hacerme:become
se_rien_de:laugh_at se_rien:laugh no_dice_bien:cannot_pronounce no_pronuncia:cannot_pronounce
despidio:fired me_despidieron:they_fired_me a_cada_rato:all_the_time findes:weekends finde:weekend los_findes:weekends
fines_de_semana:weekends echa_una_mano:gives_a_hand echar_una_mano:help echarme_una_mano:help_me no_me_entero:i_dont_get_it
le_pegan:they_hit_him pegan:hit hasta_la_madre:fed_up estoy_hasta_la_madre:i_am_fed_up hasta_las_narices:fed_up
ha_reventado:has_burst se_revento:burst revento:burst casar:marry casarme:get_married
el_ano_que_viene:next_year la_semana_que_viene:next_week el_mes_que_viene:next_month no_me_alcanza:is_not_enough no_alcanza:is_not_enough
en_linea:online por_los_suelos:very_low por_todas_partes:everywhere todas_partes:everywhere partes:parts flojera:laziness
me_da_flojera:i_cant_be_bothered ayude:help ayuden:help licencias:licences va_fatal:doing_terribly que_onda:whats_up q_onda:whats_up
delante_de_todos:in_front_of_everyone mi_pareja:my_partner su_pareja:their_partner no_se_me_quita:wont_go_away no_se_quita:wont_go_away
no_se_me_va:wont_go_away se_fue_la_luz:the_power_went_out se_me_fue_la_luz:the_power_went_out huele_a_quemado:smells_of_burning
conviene:is_better me_conviene:is_better_for_me volviendo_loco:going_crazy volviendo_loca:going_crazy me_pongo:i_get se_pone:gets
prenada:pregnant parir:give_birth se_metio_a_vivir:moved_in aguanto:stand no_aguanto:cant_stand no_aguanto_mas:cant_take_it_anymore ya_no_aguanto:cant_take_it_anymore
aguantar:put_up_with buen:good buena:good apoyar:support dejaron_de:stopped dejo_de:stopped
se_pasa_el_dia:spends_all_day me_paso_el_dia:i_spend_all_day saliendo:coming_out salgan:come_out tensos:tense tenso:tense tensa:tense
tensas:tense vecino_de_arriba:upstairs_neighbour de_la_manana:in_the_morning en_la_manana:in_the_morning
volumen:volume a_todo_volumen:at_full_volume adentro:inside me_debe:owes_me me_deben:owe_me chamaco:kid chamacos:kids chamaca:girl
tardes:afternoons por_las_tardes:in_the_afternoons a_casa:home me_tocan:im_entitled_to cobro_de_mas:overcharged
cobraron_de_mas:overcharged hecho_polvo:exhausted hecha_polvo:exhausted me_levanto:i_get_up levantando:lifting
cerrados:closed espana:spain le_va_mal:is_doing_badly fuma:smokes fumar:smoke fumo:smoke dejar_de_fumar:quit_smoking convencer:convince
convenzo:convince sorpresa:surprise vale_la_pena:worth_it billetera:wallet no_pego_ojo:cant_sleep subir_el_alquiler:raise_the_rent
subirme_el_alquiler:raise_my_rent por_ciento:percent
chiste:joke chistes:jokes recuerdame:remind_me hacer_una_pregunta:ask_a_question
llevo_semanas:for_weeks_now llevo_meses:for_months_now llevo_anos:for_years_now llevo_dias:for_days_now llevamos_semanas:for_weeks_now
llevamos_meses:for_months_now llevamos_anos:for_years_now llevamos_dias:for_days_now coger_las_vacaciones:take_holidays
coger_vacaciones:take_holidays cogerme_las_vacaciones:take_my_holidays bandeja:tray me_da_un_pinchazo:get_a_sharp_pain pinchazos:sharp_pains
pasa_de_todo:doesnt_care pasa_de_nosotros:ignores_us pasa_de_mi:ignores_me se_me_pasa:goes_away se_me_pase:goes_away
no_me_pasa_la_pension:doesnt_pay_child_support pasar_la_pension:pay_child_support saca_malas_notas:gets_bad_grades
sacar_malas_notas:get_bad_grades esfuerza:try_hard todos:all todas:all todos_los_dias:every_day todas_las_semanas:every_week
un_ojo_de_la_cara:a_fortune interna:live_in interno:live_in acojonado:scared_stiff acojonada:scared_stiff se_me_cuelga:freezes
se_cuelga:freezes videollamadas:video_calls videollamada:video_call como_fatal:eat_badly cada_dos_por_tres:all_the_time doble:double
el_doble:twice_as_much llego_a_fin_de_mes:make_ends_meet llegamos_a_fin_de_mes:make_ends_meet llegar_a_fin_de_mes:make_ends_meet
a_punados:in_handfuls dar_a_luz:give_birth di_a_luz:gave_birth dio_a_luz:gave_birth a_tope:full_blast hablado:talked estaba:was
estaban:were rizado:curly rizados:curly fallecido:passed_away fallecida:passed_away ponemos_de_acuerdo:agree
ponen_de_acuerdo:agree colegas:mates partido:match partidos:matches colado:sneaked_in ayudarla:help_her
ayudarle:help_him ayudarlo:help_him ayudarme:help_me ayudarnos:help_us montar_una_fiesta:throw_a_party 
la_baja:sick_leave suegros:parents_in_law ya_no_pego_ojo:cant_sleep se_salto:ran hacerme_un_tatuaje:get_a_tattoo
madrid:madrid mudanzas:removals un_pico:a_fortune por_un_pico:a_fortune bebe_demasiado:drinks_too_much bebe_mucho:drinks_a_lot
cuando_bebe:when_he_drinks me_pongo_de_los_nervios:get_nervous dejado_de:stopped plumas:feathers afueras:outskirts probado:tried
cremas:creams cobro_poco:earn_little tirar_para_adelante:get_by no_se_aclara:cant_figure_it_out culpa_mia:my_fault
cuaderno:notebook desastre:disaster llevo_las_cuentas:keep_the_accounts llevar_las_cuentas:keep_the_accounts ayudan:help
ayudas_con:help_with trimestral:quarterly anual:yearly estados_unidos:united_states interes:interest alto:high alta:high altos:high
altas:high cubrir:cover cubre:covers depto:flat ademas:also externa:external externo:external sin_papeles:undocumented
citaron:summoned citado:summoned citada:summoned echan:fire me_echan:fire_me me_echaron:fired_me tengo_derecho:am_entitled
derecho_a:right_to defensa:defence publica:public publico:public publicas:public publicos:public razon:reason voces:voices
paranoico:paranoid paranoica:paranoid grave:serious graves:serious bajoneado:feeling_down bajoneada:feeling_down bajon:slump
subte:underground destrozado:devastated destrozada:devastated pruebe:test prueben:test probarlo:test_it segura:safe seguras:safe
lanzar:launch lanzamiento:launch dar_de_baja:cancel darme_de_baja:cancel darse_de_baja:cancel doy_de_baja:cancel
a_medida:custom-made banar:bathe banarse:bathe banen:bathe bane:bathe banarlo:bathe_him banarla:bathe_her ultimos:last ultimas:last
mi_mujer:my_wife su_mujer:his_wife tu_mujer:your_wife hablamos:talk hablan:talk hablo:talk bien:well sobra:left_over
a_fin_de_mes:at_the_end_of_the_month sol:sun ponerme_en_forma:get_fit ponerse_en_forma:get_fit en_forma:fit solo:only
estoy_solo:am_alone esta_solo:is_alone estaba_solo:was_alone me_siento_solo:feel_lonely siento_solo:feel_lonely vivo_solo:live_alone
vive_solo:lives_alone queda_solo:is_left_alone quede_solo:was_left_alone quedo_solo:was_left_alone muy_solo:very_lonely
aceptan:accept aceptar:accept acepta:accepts entrar:get_in entro:get_in tomando:taking tomar:take duro:hard dura:hard durante:during
diaria:daily diarias:daily diarios:newspapers infiel:unfaithful infieles:unfaithful perdonar:forgive perdon:sorry ningun_lado:nowhere
a_ningun_lado:nowhere metas:goals armar:put_together armo:put_together arme:put_together armamos:put_together liderar:lead
crear:create creamos:create crearme:create_for_me usuarios:users usuario:user automatizar:automate pitido:beep pitidos:beeps
se_corta:cuts_out se_cortan:cut_out se_me_corta:cuts_out personas:people tierra:soil caminos:paths camino:path fuente:fountain
articulos:articles articulo:article noticia:news noticias:news estancado:stagnant estancada:stagnant coordinar:coordinate
coordina:coordinates recursos:resources recursos_humanos:human_resources envios:shipments facu:university rindo:sit rendir:sit
crucero:cruise castellano:spanish escolar:school salta:jumps saltan:jump se_me_salta:keeps_tripping afuera:outside
me_quede_afuera:locked_out me_quede_fuera:locked_out quede_afuera:locked_out quede_fuera:locked_out de_golpe:suddenly
se_volvio:became se_ha_vuelto:has_become ataca:attacks atacan:attack ganar_musculo:build_muscle ganar_peso:gain_weight relajar:relax
hacerme_las:get_my hacerme_los:get_my hacerme_un:get_a hacerme_una:get_a hacerme_unas:get_some hacerme_el:get_my hacerme_la:get_my
estar_parado:standing estar_parada:standing parado_todo_el_dia:standing_all_day parada_todo_el_dia:standing_all_day
verificado:verified verificados:verified verificadas:verified agarraron:caught agarro:caught bonos:bonds dolares:dollars
doy_abasto:cope no_doy_abasto:cant_cope hacer_las_curas:dress_the_wounds las_curas:dressings
diciendo:saying indexados:indexed indexado:indexed sepa:knows ofrece:offers ofrecen:offer ofrecieron:offered apelar:appeal
conmigo:with_me mutuo:mutual boliche:nightclub causa:cause usando:using peleados:fallen_out rellenar:fill_in expedientes:files
expediente:file izquierda:left izquierdo:left derecha:right muchisimo:a_lot muchisima:a_lot dosis:dose edad:age
ibuprofeno:ibuprofen frente:front dijeron:told acompanar:accompany darle:give_him diagnosticaron:diagnosed diagnostico:diagnosis
descubri:found_out descubrio:found_out ascendieron:promoted sitio:site gigante:huge minutos:minutes plataformas:platforms
predecir:predict prediga:predict predice:predicts abandonan:abandon monoambiente:studio_flat parezca:seem bocetos:sketches
boceto:sketch ilustraciones:illustrations infantil:childrens infantiles:childrens profesionales:professional aparece:appears
aparecieron:appeared aparecio:appeared falsa:false falso:false certificado:certificate clima:climate explique:explain explica:explain
cuelgue:hang cochera:parking_space mediar:mediate medie:mediate medien:mediate ocultos:hidden oculto:hidden ocultas:hidden terremoto:earthquake sismo:earthquake pendiente:slope
detallado:detailed sencillos:simple sencillo:simple sencilla:simple japon:japan muestre:show muestren:show dejen:leave
murieron:died defendi:defended atendio:attended atendieron:attended ajustar:adjust ajusten:adjust ajuste:adjustment
antidepresivos:antidepressants antidepresivo:antidepressant lento:slow lenta:slow lentos:slow lentas:slow cuadra:adds_up
no_cuadra:doesnt_add_up no_cuadran:dont_add_up rueda_de_auxilio:spare_tyre
sobre:about sobre_todo:especially sube:goes_up suben:go_up bajada:down feas:ugly feos:ugly fea:ugly feo:ugly
comunicacion:communication vendria:would_be leyendo:reading dobles:double doblo:turn doblar:turn estar_solo:be_alone
estar_sola:be_alone dejo_solo:leave_alone dejo_sola:leave_alone dejarlo_solo:leave_him_alone dejarla_sola:leave_her_alone
queda_sola:is_left_alone mi_viejo:my_dad mi_vieja:my_mum mis_viejos:my_parents vencio:expired vencido:expired vencida:expired
vence:expires aprobaron:approved meter:put combinan:match combinar:match combina:matches casamiento:wedding insta:instagram
publicaciones:posts ingreso:entry comedor:dining_room volaron:blew_off se_volaron:blew_off naranja:orange quiebran:break
se_me_quiebran:keep_breaking recorrer:travel_around importar:import importamos:import importo:import mercaderia:goods caos:chaos
depa:flat blanco:white blanca:white blancos:white blancas:white potencia:power enredado:tangled enredada:tangled
nudos:knots mientras:while chispas:sparks conecto:plug_in conectar:connect conecta:connects no_damos_mas:cant_cope
no_doy_mas:cant_take_any_more me_quede_sin:i_lost se_quedo_sin:lost quedarme_sin:lose contrata:hires contratan:hire
iglesia:church superar:get_over practicar:practise practique:practise practicando:practising paciencia:patience entregar:hand_over
impecable:spotless costados:sides
hora:time la_hora:the_time como_pago:how_do_i_pay como_pagar:how_to_pay como_pagamos:how_do_we_pay mercado_pago:mercado_pago
marron:brown kiero:want kieres:want kiere:wants kieren:want nesecito:need nesesito:need nececito:need patron:boss fierros:metal
enlace:link enlaces:links vinculo:link pinchar:click pinchaste:clicked pinchar_un_enlace:click_a_link rueda_pinchada:flat_tyre
se_pincho_la_rueda:got_a_flat_tyre pinchazo:puncture es_seguro:is_safe es_segura:is_safe estoy_seguro:im_sure estoy_segura:im_sure
no_estoy_seguro:im_not_sure no_estoy_segura:im_not_sure
enlace_falso:fake_link correo_falso:fake_email mensaje_falso:fake_message pagina_falsa:fake_website web_falsa:fake_website
vaciaron:emptied vaciado:emptied me_vaciaron:emptied_my
cuenta_del_banco:bank_account cuenta_de_banco:bank_account
me_corresponden:im_entitled_to me_corresponde:im_entitled_to le_corresponden:entitled_to nos_corresponden:were_entitled_to
calentura:fever estacionamiento:car_park semaforo:traffic_light semaforos:traffic_lights parte:part prenderlo:start_it
comprension_lectora:reading_comprehension programe:program programen:program reprogramar:reschedule reagendar:reschedule
mucha_bronca:a_lot_of_anger me_da_bronca:makes_me_angry tengo_bronca:im_angry exploto:lose_my_temper alberca:pool se_me_mojo:got_wet mojo:got_wet endeudando:getting_into_debt
endeudado:in_debt endeudada:in_debt endeudarme:get_into_debt la_pega:work mi_pega:my_job en_la_pega:at_work vino_tinto:red_wine gasta:uses jalonea:jerks se_jalonea:jerks
rentado:rented rentada:rented ventarron:windstorm troca:pickup_truck le_di_marcha:cranked_the_engine di_marcha:cranked_the_engine
rajar:fire me_rajaron:fired_me lo_rajaron:fired_him como_los_chorros_del_oro:spotless_clean emitida:issued una_hacienda:country_estate
por_el_civil:at_the_registry_office estrellas:stars
`
