/** Everyday Portuguese (European and Brazilian) → English (see ./index.ts). "Tio" is an uncle only after a possessive or article: alone it is Tio. */
export const PT = `
mae:mother pai:father mamae:mum papai:dad pais:parents irmao:brother irma:sister irmaos:siblings avos:grandparents avo:grandmother
neto:grandson neta:granddaughter netos:grandchildren meu_tio:my_uncle teu_tio:your_uncle seu_tio:uncle do_tio:uncle ao_tio:uncle um_tio:an_uncle nosso_tio:our_uncle tia:aunt primo:cousin prima:cousin sobrinho:nephew sobrinha:niece
sogra:mother_in_law sogro:father_in_law cunhado:brother_in_law cunhada:sister_in_law namorado:boyfriend namorada:girlfriend
marido:husband esposo:husband familia:family adolescente:teenager adolescentes:teenagers menino:boy menina:girl rapaz:boy moca:girl
homem:man gente:people pessoas:people gemeos:twins adotar:adopt adocao:adoption viuva:widow viuvo:widower solteiro:single amigo:friend
amiga:friend amigos:friends casar:marry creche:nursery baba:babysitter bebe:baby
velhice:old_age vovo:grandmother morador:resident moradores:residents noivo:fiance noiva:bride padrinho:godfather madrinha:godmother

lar:home quarto:bedroom sala:living_room divisao:room comodo:room janela:window janelas:windows chao:floor piso:floor escada:stairs
escadas:stairs garagem:garage cave:cellar porao:basement sotao:attic varanda:balcony terraco:terrace piscina:pool cerca:fence
muro:wall parede:wall paredes:walls tijolo:brick betao:concrete concreto:concrete cimento:cement madeira:wood azulejos:tiles
pia:sink lava_loica:sink lavatorio:washbasin maquina_de_lavar:washing_machine frigorifico:fridge geladeira:fridge forno:oven
chuveiro:shower duche:shower banheira:bath radiador:radiator aquecimento:heating caldeira:boiler esquentador:boiler ventoinha:fan
ventilador:fan lampada:bulb cabo:cable fios:wiring interruptor:switch fusivel:fuse tomada:socket tomadas:sockets mudanca:move
bairro:neighbourhood pragas:pests baratas:cockroaches ratos:mice formigas:ants termitas:termites cupins:termites
chamine:chimney isolamento:insulation pinga:dripping vazamento:leak vaza:leaking infiltracao:leak inundacao:flood inundado:flooded
partido:broken quebrado:broken quebrada:broken estragado:broken avariado:broken rachadura:crack racha:crack fissuras:cracks
cheiro:smell cheira:smells obras:building_work reformar:renovate reforma:renovation remodelacao:renovation construir:build
construcao:construction predio:building edificio:building imovel:property proprietario:landlord senhorio:landlord inquilino:tenant
arrendatario:tenant manutencao:maintenance agua_quente:hot_water frio:cold calor:heat umidade:damp humidade:damp bolor:mould mofo:mould
telhado:roof teto:ceiling tecto:ceiling porta:door fechadura:lock chave:key chaves:keys jardim:garden relva:lawn grama:lawn arvore:tree
arvores:trees casa:house apartamento:flat aluguel:rent renda:rent arrendamento:rent caucao:deposit luz:electricity eletricidade:electricity
agua:water cano:pipe canos:pipes torneira:tap sanita:toilet vaso:toilet entupido:blocked entupida:blocked vizinho:neighbour
vizinhos:neighbours cozinha:kitchen banheiro:bathroom casa_de_banho:bathroom pintura:paint pintar:paint limpeza:cleaning moveis:furniture
almofada:cushion cortina:curtain cortinas:curtains tapete:carpet gaveta:drawer espelho:mirror estante:bookcase lixo:rubbish lixeira:bin
aspirador:vacuum_cleaner vassoura:broom sujeira:dirt mancha:stain manchas:stains tinta:paint gesso:plaster telha:roof_tile
telhas:roof_tiles calha:gutter portao:gate campainha:doorbell fogao:cooker microondas:microwave conta_de_luz:electricity_bill
condominio:building_fees mudando:moving mudamos:moving mudei:moved mudar_de_casa:move_house morando:living moramos:live morei:lived
arrumar:tidy arrumando:tidying regar:water podar:prune panela:pan frigideira:frying_pan talheres:cutlery copo:glass
parede_estrutural:load_bearing_wall estrutural:structural derrubar:knock_down fachada:facade ampliacao:extension

cabeca:head rosto:face boca:mouth nariz:nose ouvido:ear orelha:ear garganta:throat braco:arm bracos:arms mao:hand maos:hands
dedo:finger dedos:fingers pe:foot pes:feet perna:leg pernas:legs estomago:stomach barriga:belly osso:bone ossos:bones sangue:blood
anca:hip quadril:hip pulso:wrist cotovelo:elbow coluna:spine pulmoes:lungs rim:kidney figado:liver cerebro:brain tontura:dizziness
tonturas:dizziness tonto:dizzy cansado:tired cansada:tired cansaco:tiredness exausto:exhausted exausta:exhausted enjoo:nausea nausea:nausea
diarreia:diarrhoea alergia:allergy asma:asthma diabetes:diabetes cancro:cancer cancer:cancer tumor:tumour infeccao:infection
inchado:swollen inchada:swollen inchaco:swelling sangramento:bleeding doente:sick doenca:illness saude:health hospital:hospital
urgencia:emergency pronto_socorro:emergency consulta:appointment operacao:surgery cirurgia:surgery lesao:injury lesionado:injured
entorse:sprain fratura:fracture vacina:vaccine sintomas:symptoms tratamento:treatment terapia:therapy sono:sleep ronca:snores
ronco:snoring respirar:breathe respiracao:breathing enxaqueca:migraine dor_de_cabeca:headache dores:pain cicatriz:scar queimadura:burn
vomitar:vomiting vomito:vomiting memoria:memory esquece:forgets esquecimento:forgetfulness acucar:sugar menstruacao:period
menopausa:menopause fertilidade:fertility
unha:nail resfriado:cold constipado:cold doer:hurt doendo:hurting doeu:hurt machuquei:hurt machucou:hurt machucado:hurt
engordar:gain_weight engordei:gained_weight peso_a_mais:overweight gordura:fat gordo:fat gorda:fat magro:thin magra:thin durmo:sleep
caindo:falling nasceu:born nascer:be_born
loiro:blonde loira:blonde louro:blonde loura:blonde mechas:highlights caspa:dandruff verruga:wart lombar:lower_back

feliz:happy contente:happy zangado:angry bravo:angry irritado:angry raiva:anger sozinho:alone sozinha:alone solidao:loneliness
entediado:bored sobrecarregado:overwhelmed sobrecarregada:overwhelmed preocupado:worried preocupada:worried nervoso:nervous
nervosa:nervous vergonha:shame culpa:guilt ciumes:jealousy confianca:confidence autoestima:self_esteem motivacao:motivation
desmotivado:unmotivated perdido:lost perdida:lost confuso:confused assustado:scared assustada:scared frustrado:frustrated
chorando:crying choro:cry sentimentos:feelings emocoes:emotions humor:mood vazio:empty esgotado:burnt_out esgotamento:burnout
obsessao:obsession pensamentos:thoughts suicidio:suicide automutilacao:self_harm
ansioso:anxious ansiosa:anxious chateado:upset chateada:upset louco:crazy loucura:madness chato:annoying

conta:account cartao:card cobrar:charge cobranca:charge pagar:pay pagamento:payment pagamentos:payments despesas:expenses gastos:expenses
orcamento:budget rendimentos:income renda_mensal:income lucro:profit prejuizo:loss perdas:losses multa:fine multas:fines recibo:receipt
fatura:invoice faturas:invoices nota_fiscal:invoice declaracao:tax_return irs:income_tax imposto_de_renda:income_tax imposto:tax
impostos:taxes iva:vat juros:interest prestacao:instalment transferencia:transfer golpe:scam burla:scam fraude:fraud bolsa_de_valores:stock_market
acoes:shares cripto:crypto reforma_antecipada:early_retirement aposentadoria:retirement aposentado:retired reformado:retired euros:euros
reais:money custo:cost caro:expensive barato:cheap contabilidade:bookkeeping contador:accountant contabilista:accountant financas:finances
patrimonio:assets propriedade:property alugar:rent arrendar:rent poupanca:savings poupar:save economizar:save subsidio:grant
emprestimo:loan credito:loan divida:debt dividas:debts hipoteca:mortgage financiamento:mortgage seguro:insurance autonomo:self-employed
freelancer:freelancer salario:salary ordenado:salary dinheiro:money heranca:inheritance testamento:testament investir:invest
investimento:investment banco:bank
paguei:paid pagou:paid pagando:paying pagamos:pay receber:receive recebi:received recebeu:received emprestar:lend emprestei:lent
boleto:bill conta_bancaria:bank_account saldo:balance extrato:statement taxa:fee taxas:fees tarifa:fee parcela:instalment
parcelas:instalments moeda:currency mercado:market supermercado:supermarket feira:market desconto:discount entrega:delivery
encomenda:order pedido:order caixa_eletronico:cash_machine multibanco:cash_machine conta_conjunta:joint_account
cartao_de_credito:credit_card quantia:amount
fixa:fixed fixo:fixed taxa_fixa:fixed_interest_rate taxa_variavel:variable_interest_rate imobiliario:property grana:money

lei:law direito:law direitos:rights juridico:legal processo:lawsuit processar:sue tribunal:court juiz:judge advogado:lawyer
advogada:lawyer crime:crime roubo:theft furto:theft roubaram:stole prisao:prison cadeia:prison preso:arrested presa:arrested
detido:arrested detida:arrested acusado:accused acusada:accused culpado:guilty inocente:innocent vitima:victim agressao:assault
briga:fight acidente:accident reclamacao:complaint indenizacao:compensation indemnizacao:compensation danos:damages clausula:clause
assinar:sign assinei:signed papeis:papers documentos:documents papelada:paperwork estrangeiro:foreigner imigracao:immigration asilo:asylum
deportacao:deportation passaporte:passport sentenca:sentence recurso:appeal policia:police queixa:complaint direitos_autorais:copyright
plagio:plagiarism difamacao:defamation discriminacao:discrimination despedimento:dismissal despedido:fired demitido:fired demissao:dismissal
indemnizacao_por_despedimento:severance guarda:custody pensao_alimenticia:child_support tutela:guardianship contrato:contract
residencia:residence visto:visa nacionalidade:citizenship cidadania:citizenship notario:notary cartorio:notary marca:trademark
patente:patent divorcio:divorce
denunciar:report denuncia:report prender:arrest prenderam:arrested vencido:expired vencer:expire carteira_de_identidade:id_card
audiencia:hearing testemunha:witness boletim_de_ocorrencia:police_report sinistro:insurance_claim herdeiro:heir herdeiros:heirs
herdar:inherit herdei:inherited aviso_previo:notice_period licenca:leave licenca_maternidade:maternity_leave ameaca:threat ameacas:threats
ameacou:threatened agrediu:assaulted agredido:assaulted enganado:cheated enganaram:cheated enganou:cheated separados:separated
fiador:guarantor partilha:division_of_estate procuracao:power_of_attorney contrato_de_arrendamento:lease

trabalhar:work trabalho:job emprego:job trabalhador:worker funcionario:employee funcionaria:employee empregado:employee cargo:position
escritorio:office curriculo:cv candidatura:application entrevista:interview contratar:hire horario:working_hours horas_extra:overtime
baixa_medica:sick_leave atestado:sick_note desemprego:unemployment desempregado:unemployed carreira:career promocao:promotion
colegas:colleagues colega:colleague negocio:business empresa:company empreender:start_business fundador:founder socio:partner
socios:partners equipe:team equipa:team projeto:project reuniao:meeting fornecedor:supplier fornecedores:suppliers funcionarios:employees
pessoal:staff publicidade:advertising logotipo:logo design:design cliente:customer clientes:customers produto:product produtos:products
loja_online:online_shop armazem:warehouse vendas:sales vender:sell crescer:grow estrategia:strategy profissao:profession
mudar_de_carreira:career_change chefe:boss patrao:boss sindicato:union
vaga:vacancy vagas:vacancies estagio:internship estagiario:intern greve:strike tarefa:task tarefas:tasks contratei:hired contratou:hired
candidatei:applied teletrabalho:remote_work empreendedor:entrepreneur faturamento:revenue gestao:management gerente:manager gerir:manage
gerenciar:manage treinamento:training formacao:training funcionar:work funciona:works funcionando:working

escola:school colegio:school liceu:school faculdade:university universidade:university estudar:study estudos:studies estudante:student
aluno:pupil aluna:pupil alunos:pupils professor:teacher professora:teacher explicador:tutor explicacoes:tutoring aulas:lessons aula:lesson
trabalho_de_casa:homework licao_de_casa:homework dever_de_casa:homework exame:exam exames:exams prova:exam provas:exams nota:grade
notas:grades chumbei:failed reprovei:failed reprovado:failed matematica:maths fisica:physics quimica:chemistry historia:history
lingua:language linguas:languages idioma:language ingles:english alemao:german frances:french espanhol:spanish ler:read leitura:reading
escrever:write escrita:writing ortografia:spelling tese:thesis dissertacao:thesis monografia:thesis bolsa:scholarship aprender:learn
ensinar:teach dislexia:dyslexia vestibular:exams carta_de_conducao:driving_licence carteira_de_motorista:driving_licence
autoescola:driving_school escola_de_conducao:driving_school
turma:class sala_de_aula:classroom redacao:essay boletim:report_card curso:course cursos:courses matricula:enrolment doutorado:phd
doutoramento:phd comportamento:behaviour formado:graduate formada:graduate formatura:graduation licenciatura:degree recuperacao:resit
reforco_escolar:tutoring

veiculo:vehicle carro:car carrinha:van caminhao:truck camiao:truck bicicleta:bicycle onibus:bus autocarro:bus avaria:breakdown
oficina:garage mecanico:mechanic pneu:tyre pneus:tyres bateria:battery volante:steering travoes:brakes freios:brakes motor:engine
embraiagem:clutch embreagem:clutch caixa_de_velocidades:gearbox farois:lights estrada:road gasolina:petrol gasoleo:diesel diesel:diesel
inspecao:inspection estacionar:park amolgadela:dent batida:crash colisao:crash conduzir:drive dirigir:drive ladeira:hill subida:hill
moto:motorcycle mota:motorcycle
buzina:horn retrovisor:mirror para_brisas:windscreen parabrisa:windscreen porta_malas:boot arranhao:scratch amassado:dented portagem:toll
pedagio:toll motorista:driver condutor:driver engarrafamento:traffic_jam bateu:crashed bati:crashed

preciso:need precisar:need quero:want queria:want procuro:looking_for procurando:looking_for procurar:search ajudar:help consertar:fix
arranjar:fix reparar:repair reparacao:repair conserto:repair mudar:change melhorar:improve organizar:organise planear:plan planejar:plan
preparar:prepare verificar:check escolher:choose decidir:decide comecar:start parar:stop perder:lose ganhar:earn encontrar:find
entender:understand perceber:understand explicar:explain aconselhar:advise conselho:advice conselhos:advice orientacao:guidance
instalar:install montar:assemble projetar:design cuidar:care limpar:clean
gostaria:would_like recomendar:recommend resolver:solve resolvido:solved mandar:send mandei:sent mandou:sent pedir:ask_for pedi:asked_for
pediu:asked_for esperar:wait espero:wait esperando:waiting esperei:waited voltar:return volto:return voltou:returned voltando:returning
lembrar:remember lembro:remember marcar:book marquei:booked marcou:booked atrasar:delay atrasado:late atrasada:late atraso:delay
cortar:cut corta:cuts cortei:cut cortando:cutting
socorro:help

telemovel:phone celular:phone telefone:phone tablet:tablet internet:internet conexao:connection ligacao:connection lento:slow
ficheiro:file ficheiros:files arquivo:file arquivos:files copia_de_seguranca:backup backup:backup nuvem:cloud mensagem:message
mensagens:messages redes_sociais:social_media programar:code programador:programmer codigo:code jogo:game videojogo:video_game
site:website pagina:website senha:password palavra_passe:password hackeado:hacked hackearam:hacked computador:computer portatil:laptop
notebook:laptop ecra:screen tela:screen impressora:printer aplicativo:app aplicacao:app
baixar:download descarregar:download carregar:charge carregando:loading carregador:charger atualizar:update travou:froze travando:freezing
travar:freeze apaguei:deleted disco_rigido:hard_drive navegador:browser gravar:record gravacao:recording
loja_virtual:online_shop
agendamento:booking agendar:book seguranca:security

comida:food cozinhar:cook receitas:recipes restaurante:restaurant pao:bread padaria:bakery vinho:wine jantar:dinner almoco:lunch
pequeno_almoco:breakfast cafe_da_manha:breakfast bolo:cake
comendo:eating comi:ate comemos:eat bebendo:drinking bebi:drank bebemos:drink carne:meat frango:chicken legumes:vegetables
verduras:vegetables fruta:fruit frutas:fruit arroz:rice feijao:beans ovos:eggs leite:milk queijo:cheese doces:sweets refeicao:meal
refeicoes:meals lanche:snack cerveja:beer bebidas:drinks fome:hunger sobremesa:dessert prato:dish pratos:dishes azeite:olive_oil
farinha:flour sopa:soup batata:potato batatas:potatoes tomate:tomato cebola:onion alho:garlic marisco:seafood

musica:music cancao:song cancoes:songs cantar:sing violao:guitar guitarra:guitar piano:piano tocar:play dancar:dance danca:dance
futebol:football desporto:sport esporte:sport correr:running maratona:marathon nadar:swim foto:photo fotos:photos fotografia:photography
camara:camera camera:camera desenhar:draw livro:book livros:books romance:novel filme:film video:video fogueira:campfire
instrumento:instrument
jogando:playing brincar:play brincando:playing assistir:watch ginastica:gym musculacao:weightlifting caminhada:walk pescar:fishing
pesca:fishing jardinagem:gardening xadrez:chess teatro:theatre croche:crochet andar:walk anda:walks andando:walking

viajar:travel viagem:trip ferias:holiday aeroporto:airport voo:flight voos:flights aviao:plane mala:suitcase bilhete:ticket
passagem:ticket reserva:booking praia:beach montanha:mountain cao:dog caes:dogs cachorro:dog gato:cat gatos:cats animal_de_estimacao:pet
veterinario:vet passaro:bird papagaio:parrot coelho:rabbit peixe:fish tartaruga:turtle hamster:hamster manca:limping coca:scratches
pulgas:fleas carracas:ticks carrapatos:ticks animais:animals late:barking morde:bites cachorrinho:puppy cavalo:horse
racao:pet_food coleira:collar acampar:camping campismo:camping ilha:island roteiro:itinerary comboio:train trem:train paragem:bus_stop
ponto_de_onibus:bus_stop mochila:backpack bagagem:luggage fronteira:border carta:letter correio:mail ponte:bridge calcada:pavement

roupa:clothes vestido:dress fato:suit terno:suit sapatos:shoes costurar:sew festa:party convidados:guests presente:gift prenda:gift
aniversario:birthday casamento:wedding
batizado:christening noivado:engagement flores:flowers flor:flower passeio:outing convite:invitation comemorar:celebrate casamos:married
casou:married casando:marrying casaco:coat camisa:shirt calcas:trousers botas:boots meias:socks churrasco:barbecue palco:stage
palestra:talk

urgente:urgent rapido:fast dificil:difficult facil:easy mau:bad ruim:bad melhor:better pior:worse novo:new nova:new velho:old
velha:old antigo:old grande:big pequeno:small forte:strong fraco:weak estranho:strange limpo:clean sujo:dirty barulho:noise ruido:noise
fazer:do faco:do feito:done tomar:take dar:give dizer:say disse:said ir:go vou:go vir:come poder:can posso:can dever:must devo:must
tenho_que:must saber:know sei:know ver:see vi:saw por:put levar:bring trazer:bring chamar:call ligar:call viver:live vive:lives
morar:live mora:lives moro:live depois:after antes:before sempre:always nunca:never nada:nothing algo:something alguma_coisa:something
ninguem:nobody noite:night dia:day dias:days semana:week semanas:weeks mes:month meses:months ano:year anos:years hoje:today ontem:yesterday
amanha:tomorrow debaixo:under embaixo:under em_cima:over dentro:inside fora:outside sem:without cama:bed mesa:table cadeira:chair
dois:two duas:two tres:three quatro:four cinco:five seis:six sete:seven oito:eight nove:nine dez:ten vinte:twenty trinta:thirty
quarenta:forty cinquenta:fifty sessenta:sixty setenta:seventy oitenta:eighty exterior:abroad esconde:hides
cidade:city aldeia:village vila:town rua:street
verao:summer inverno:winter primavera:spring outono:autumn chuva:rain chove:rain neve:snow tempestade:storm molhado:wet molhada:wet
seco:dry bebado:drunk bebada:drunk embriagado:drunk fisioterapia:physiotherapy fisioterapeuta:physiotherapist reabilitacao:rehabilitation
parede_mestra:load_bearing_wall tirar:remove demolir:demolish pronunciar:pronounce acordar:wake manha:morning tarde:afternoon
compreender:understand caiu:fell cair:fall partiu:broke partir:break partiu_se:broke quanto_vale:value avaliar:value avaliacao:valuation
apagar:delete eliminar:delete excluir:delete cancelar:cancel perfil:profile pontos:points registar:sign_up cadastrar:sign_up entrar:log_in avaliacao_do_especialista:review assinatura:subscription subscricao:subscription reembolso:refund gratis:free gratuito:free transito:traffic injusto:unfair injusta:unfair
tempo:time o_tempo_todo:all_the_time horas:hours hora:hour fim_de_semana:weekend feriado:holiday feriados:holidays madrugada:night
cedo:early perto:near longe:far caminho:path errado:wrong errada:wrong otimo:great pessimo:terrible lindo:beautiful bonito:pretty
bonita:pretty feio:ugly feia:ugly quente:hot gelado:freezing gelada:freezing aberto:open aberta:open baixo:low curto:short estreito:narrow
pesado:heavy macio:soft comum:common raro:rare igual:same silencio:silence vida:life mundo:world lugar:place zona:area falando:speaking
escutar:listen pedidos:orders barulhento:noisy
ola:hello bom_dia:hello

abaixo:down abrir:open alto:loud arranco:pull_away arrancar:start arrefece:cools arrefecer:cool bate:beats borracha:rubber
caducar:expire cheia:full cheio:full consigo:can coxeia:limps coxear:limp deixa:lets depressa:fast descer:go_down descuidada:neglected
devagar:slowly envelhecer:age ficar:stay fino:thin folego:breath inchou:swollen lavar:wash letras:letters ligo:switch_on
desligar:switch_off musgo:moss pata:paw patina:slips queimado:burnt ressona:snores ressonar:snore sebe:hedge sinto:feel sentir:feel
subo:climb subir:climb troca:mixes_up trocar:change troquei:changed vermelhas:red vermelho:red vermelha:red preto:black preta:black
vontade:desire xixi:pee pingar:drip vazia:empty esquecer:forget esquadra:police_station
acima:up amamentacao:breastfeeding aparecer:appear cartoes:cards certidao:certificate certidao_de_nascimento:birth_certificate
certificada:certified traducao_certificada:certified_translation constantemente:constantly cumpre:meets cumprir:meet demoram:take
demorar:take devolve:return devolver:return doze:twelve duvidas:questions enviar:send fogem:escape higiene:hygiene lapis:pencil
mastigar:chew nascimento:birth pastelaria:cake_shop quase:almost tesoura:scissors usar:use servidores:servers implementacoes:deployments
candidatos:candidates enfermeiros:nurses perigoso:dangerous autonoma:independent segurar:hold comprida:long comprido:long
acaba:ends acabar:finish acabo:finish agressivo:aggressive agressiva:aggressive alta:high atualizacao:update aumentar:increase caixa:box
capitulos:chapters chega:reaches chegar:reach comigo:with_me conversa:conversation destroi:destroys destruir:destroy dividir:split
escura:dark escuro:dark expulso:deported falamos:talk fecha:closes fechar:close frente:front garrafa:bottle irritavel:irritable
lado:side menos:less mestrado:masters tese_de_mestrado:thesis mudou:changed ouco:hear ouvir:hear recusei:refused recusar:refuse
roxo:bruised saio:go_out sair:go_out terreno:land titulo_de_residencia:residence_permit torci:twisted torcer:twist trovoada:thunderstorm
usou:used vespas:wasps vespa:wasp zumbido:ringing acufeno:tinnitus estore:blind grita:shouts gritar:shout turnos:shifts quotas:shares
teste_do_alcool:breathalyser sede:thirst ouvidos:ears
oi:hi maquina:machine vazando:leaking fico:get fazendo:doing parou:stopped parou_de_funcionar:stopped_working gelar:cool
negado:refused negada:refused negaram:refused estourou:burst estourado:burst ardendo:burning arde:burns cocando:itching
mandado_embora:fired mandaram_embora:fired golpista:scammer morrendo:dying folhas:leaves amarelas:yellow amarela:yellow
amarelo:yellow descarga:flush fiacao:wiring carinho:affection
pouquinho:a_little pouco:little doem:hurt demais:too_much descascando:peeling descascada:peeling acendeu:lit_up acender:light_up causa:cause
levantar:get_up setembro:september outubro:october novembro:november dezembro:december fevereiro:february abril:april junho:june julho:july
agosto:august sitio:farm tirou:got tomando:taking banho:bath tomar_banho:take_a_shower espirra:sneezes espirrar:sneeze espirrando:sneezing
lacrimejando:watering levei:got tinha:had pago:paid ressecado:dry ressecada:dry garconete:waitress garcom:waiter transbordando:overflowing
transbordou:overflowed levanto:lift aguento:stand aguentar:stand acho:think achar:think faltam:are_missing faltando:missing quinta:thursday
segunda-feira:monday segunda_feira:monday terca:tuesday sexta:friday sabado:saturday quarta-feira:wednesday quarta_feira:wednesday
divorciando:divorcing divorciar:divorce pode:can podemos:can caibras:cramps caimbra:cramp emperrada:stuck emperrado:stuck saudavel:healthy
saudaveis:healthy videogame:video_game inteiro:whole inteira:whole fiquei:became ficou:became iniciantes:beginners iniciante:beginner
encharcada:soaked encharcado:soaked escovo:brush escovar:brush sociais:social coleguinhas:classmates puxa:pulls puxar:pull dono:owner
dona:owner distraio:get_distracted salao:hall velhinhos:elderly deles:their confunde:confuses confundir:confuse as_vezes:sometimes
juntos:together farol:headlight pulmao:lung termino:breakup ciumento:jealous ciumenta:jealous natacao:swimming franja:fringe rugas:wrinkles
arranha:scratches ladrao:thief bagunca:mess leve:light jovem:young jovens:young_people abre:opens vejo:see olhar:look terminei:finished
tentei:tried bola:ball passada:last passado:last coco:poo parado:stopped parada:stopped sabao:soap corpo:body esquenta:heats_up
esquentar:heat_up virei:became perde:loses perdi:lost perdeu:lost fabrica:factory luzes:lights cocar:scratch tentar:try jogar:play
joga:plays pontas:ends
tatuagem:tattoo tatuagens:tattoos profissionais:professional profissional:professional
veio:came colocar:put coloquei:put botei:put botar:put entrou:went_in levo:take trouxe:brought liguei:called ligou:called responder:answer
resposta:answer pergunta:question perguntar:ask perguntei:asked mostrar:show contar:tell coisa:thing coisas:things trampo:job trampar:work
teria:would_have tive:had teve:had eram:were estive:was estavam:were adoro:love odeio:hate prefiro:prefer geada:frost perrengue:trouble
sarar:heal avermelhada:reddish amamentar:breastfeed mamadeira:bottle fralda:nappy fraldas:nappies chupeta:dummy soneca:nap birra:tantrum
birras:tantrums tigela:bowl gaiola:cage colchao:mattress luminaria:lamp lencol:sheet cobertor:blanket travesseiro:pillow rodo:squeegee
poeira:dust ferramentas:tools ferramenta:tool furadeira:drill martelo:hammer parafusos:screws prego:nail pregos:nails pincel:brush
encanamento:pipes valvula:valve desarmou:tripped dirijo:drive rodovia:motorway passagens:tickets garantia:warranty vela:candle velas:candles
velorio:wake enterro:burial licao:lesson materia:subject materias:subjects sotaque:accent imprimir:print escanear:scan branco:white
cinza:grey marrom:brown azul:blue bastante:quite varios:several varias:several nenhum:none nenhuma:none sinceramente:honestly talvez:maybe
agora:now fomos:went leio:read sei_la:dont_know foram:were seria:would_be vento:wind dor_de_dente:toothache dor_de_garganta:sore_throat
dor_de_barriga:stomach_ache dor_nas_costas:back_pain intestino_preso:constipation dar_a_luz:give_birth guarda-roupa:wardrobe
guarda_roupa:wardrobe lavar_louca:wash_dishes lavar_a_louca:wash_the_dishes papel_de_parede:wallpaper persiana:blind cerca_viva:hedge
cortador_de_grama:lawnmower plantas:plants frete:shipping cantora:singer
pensando:thinking ferro:iron ferro_de_passar:iron mesmo:same ao_mesmo_tempo:at_the_same_time engolir:swallow meia_maratona:half_marathon
vezes:times picada:bite picadas:bites segundo_andar:second_floor peca_demissao:resign dente_mole:loose_tooth caseiro:homemade
caseira:homemade toma:takes programacao:programming vizinhos_de_cima:upstairs_neighbours consegue:can cobrir:cover granizo:hail
afastada:on_leave afastado:on_leave proximo:next proxima:next propria:own proprio:own abro:open pegou:caught micro-ondas:microwave
nao_liga:doesnt_turn_on dificuldade:difficulty dificuldades:difficulties pela_casa:around_the_house
pela:by_the pelo_menos:at_least sabados:saturdays domingos:sundays
achei:found bater:hit xinga:insults xingar:insult mentir:lie traiu:cheated trair:cheat traicao:betrayal larguei:dumped desmame:weaning
engatinha:crawls engatinhar:crawl nao_obedece:doesnt_obey obedece:obeys obedecer:obey repete:repeats repetir:repeat gago:stutterer zoam:mock
zoar:mock zoando:mocking brinquedos:toys brinquedo:toy rabo:tail focinho:snout garras:claws lamber:lick lambe:licks desentupir:unblock
fedendo:stinking rangendo:squeaking estala:creaks congelado:frozen repintar:repaint reboco:plaster impermeabilizar:waterproof
impermeabilizacao:waterproofing patinete:scooter amortecedor:shock_absorber amortecedores:shock_absorbers escapamento:exhaust
superaquecendo:overheating ferveu:overheated sobrecarga:overload usuario:username salvar:save pendrive:usb_stick
hd_externo:external_hard_drive panfletos:flyers retoque:retouching abdominais:abs alongamento:stretching vegano:vegan
alisamento:straightening cachos:curls cacheado:curly calvicie:baldness passei:passed caindo_pelo:shedding_fur perdendo_pelo:shedding_fur
queda_de_energia:power_cut acabou_a_luz:power_cut lixar:sand correia:belt fui_contratado:was_hired contratado:hired sem_gluten:gluten_free
nao_fala:doesnt_talk nao_anda:doesnt_walk terminou_comigo:broke_up_with_me
me_torno:become me_tornar:become
caminhoneiro:truck_driver azia:heartburn alimentacao:diet planilhas:spreadsheets planilha:spreadsheet espalhados:scattered
esquentando:overheating surpresa:surprise festa_surpresa:surprise_party briguei:argued
brigar:argue brigou:argued brigando:arguing tava:was tavam:were na_pior:having_a_rough_time
durmo_direito:sleep_properly dormir_direito:sleep_properly dormindo_direito:sleeping_properly direto:constantly tufos:clumps
to_duro:broke estou_duro:broke traindo:cheating_on passa_o_dia:spends_the_day
queixo:chin meio_pra_baixo:feeling_down ando_em_baixo:feeling_down muito_em_baixo:feeling_down bateram:hit
fugiram:fled fugiu:fled home_office:remote_work me_levanto:get_up quando_levanto:when_i_get_up me_mudar:move_house
fortuna:fortune casco_mole:soft_shell tremendo:shaking tremer:shake treme:shakes plastica:plastic_surgery
pifou:broke_down pifar:break_down pifado:broken mato:weeds enferrujado:rusty enferrujada:rusty dedinho_do_pe:little_toe
dedao_do_pe:big_toe dedo_do_pe:toe bloqueou:blocked bloquearam:blocked explicacao:explanation
buraco:hole buracos:holes escorrendo:running nariz_escorrendo:runny_nose laranja:orange carteira:wallet bochecha:cheek
trator:tractor cura:cure com_a_faca:with_a_knife uma_faca:a_knife facas:knives concorda:agrees concordo:agree concordar:agree
desistem:give_up desistir:give_up desistiu:gave_up as_penas:feathers vale_a_pena:worth_it valer_a_pena:worth_it o_que_se_passa:what_is_going_on se_passa:is_going_on
parei:stopped fumar:smoke pilha_de_nervos:bundle_of_nerves nervos:nerves desastre:disaster atras:behind roupeiro:wardrobe
desapareceu:disappeared tramado:in_trouble tramada:in_trouble olival:olive_grove oliveiras:olive_trees
tratar:treat trancado:locked trancada:locked do_lado_de_fora:outside dobro:double razao:reason miudo:kid miuda:girl miudos:kids
cheira_mal:smells_bad de_jeito_nenhum:at_all reinicia:restarts reiniciar:restart declarei:declared declarar:declare
economias:savings caso:case e_grave:is_it_serious algo_grave:something_serious nada_grave:nothing_serious atende:answers
atender:answer
sumiu:disappeared sumir:disappear meter_o_nariz:meddle a_flor_da_pele:on_edge nojo:disgusting pegar_no_pe:nag
pegar_no_meu_pe:nag_me pegando_no_meu_pe:nagging_me pega_no_meu_pe:nags_me toda_hora:all_the_time operadora:provider alagou:flooded
pata_de_tras:back_leg patas_de_tras:back_legs
piada:joke piadas:jokes me_lembre:remind_me verificados:verified verificado:verified verificadas:verified verificada:verified fazer_uma_pergunta:ask_a_question
perdendo:losing endividado:in_debt endividada:in_debt apertado:tight apertada:tight alguem_indica:can_anyone_recommend me_indica:recommend
em_pe:standing de_pe:standing animar:liven_up saltar:jump pequenina:tiny remodelar:renovate balurdio:fortune dicas:tips
na_cara:on_the_face borbulhas:pimples experimentei:tried avariou:broke_down passados:later vendedor:seller
rebentou:burst de_baixo:downstairs de_cima:upstairs sugeriu:suggested pra_caramba:a_lot farto:fed_up meu_puto:my_kid
fala_direito:speak_properly nao_fala_direito:doesnt_speak_properly explica:explains anda_muito:has_been_very anda_a:has_been falar_direito:speak_properly funciona_direito:work_properly direito_a:right_to
tratamento_seguro:safe_treatment seguro_para:safe_for e_seguro:is_safe ficou_coxa:went_lame ficou_coxo:went_lame
reclamei:complained secrecao:discharge fungo:fungus esquecida:forgetful esquecido:forgetful suica:switzerland
no_porto:in_porto do_porto:from_porto estrondo:bang
lata:tin_can latas:tin_cans balde:bucket piscando:flickering pisca:blinks piscar:blink insuportavel:unbearable esquerdo:left
esquerda:left direita:right portuguesa:portuguese portugues:portuguese brasileira:brazilian brasileiro:brazilian fracoes:fractions
fracao:fraction chiado:squeak chiando:squeaking metalico:metallic disponivel:available disponiveis:available desenvolver:develop
desenvolvedora:developer tranquei:locked trancar:lock mato_alto:tall_weeds plantar:plant plantei:planted pesada:heavy gela:cools
nao_gela:doesnt_cool aplicar:apply andares:tiers segue:follows seguir:follow contatos:contacts contato:contact contactos:contacts
pedindo:asking guardados:saved guardado:saved guardada:saved guardei:saved opcao:option opcoes:options a_gente:we aviso:notice
dirigi:drove morro_de_medo:terrified paciencia:patience pelo:by pelos:hairs pelo_de_cachorro:dog_hair pelo_do_cachorro:dog_hair
pelo_de_gato:cat_hair pelo_do_gato:cat_hair nao_quer_pegar:wont_start nao_pegou:didnt_start pegar:get ombros:shoulders
tensao_muscular:muscle_tension tensao_nos_ombros:shoulder_tension tensao_no_pescoco:neck_tension efeito:effect enxergando:seeing
enxergar:see enxergo:see acelerado:racing durante:during viciado:addicted viciada:addicted aproveitar:make_use_of espaco:space
diminuir:reduce planejado:custom_made pendurar:hang europa:europe centro:centre centro_historico:old_town enorme:huge
embaracado:tangled embolado:tangled vendedores:salespeople vendedora:salesperson semana_que_vem:next_week nacional:national
nacionais:national deixou_de:stopped clique:click virar:become programadora:programmer esfriando:cooling_off pedaco:piece comeu:ate
marcacao:booking marcarem:book marcam:book deitado:lying_down deitada:lying_down senhora:lady senhor:gentleman
servicos:services servico:service mexe:goes_through mexer:touch tamo:we_are fraca:weak intercambio:exchange_programme
ponteiro:gauge_needle
uns_caras:some_guys os_caras:the_guys infantil:childrens no_vermelho:in_the_red errando:doing_wrong prever:predict
inteligencia:intelligence minutos:minutes animado:animated explicando:explaining falando_mal:badmouthing jornal:newspaper
compartilhando:sharing todo_mundo:everyone risco:risk justica:court juntar:gather reaprender:relearn promovida:promoted
promovido:promoted liderar:lead diretora:director diretor:director usado:used usada:used embalar:pack fale:speaks analisar:analyse
concorrente:competitor concorrentes:competitors
imundo:filthy imunda:filthy ape:flat chaleira:kettle forma:shape em_forma:fit entrar_em_forma:get_fit
deixo:leave deixar_uma_avaliacao:leave_a_review deixo_uma_avaliacao:leave_a_review zap:whatsapp caixa_de_areia:litter_box
caixinha_de_areia:litter_box entrou_na_chamada:joined_the_call entrar_na_chamada:join_the_call entrou_na_videochamada:joined_the_video_call
espinho:thorn pisou:stepped_on deixar_um_brinco:leave_spotless_clean ficou_um_brinco:is_spotless_clean entregar_o_apartamento:hand_back_the_flat
entregar_a_casa:hand_back_the_house dao_choque:give_electric_shocks da_choque:gives_electric_shocks levei_um_choque:got_an_electric_shock estrelas:stars

lavandaria:laundry lavanderia:laundry lavandarias:laundries lavanderias:laundries rede_de_lojas:chain_of_shops
cadeia_de_lojas:chain_of_shops filial:branch filiais:branches sucursal:branch sucursais:branches unidades:units franchising:franchise
lojista:shopkeeper comerciante:shopkeeper comercio:trade estabelecimento:establishment padronizar:standardise
padronizacao:standardisation padronizado:standardised uniformizar:standardise procedimento:procedure procedimentos:procedures
rotina:routine rotinas:routines escala_de_trabalho:rota escala_de_turnos:rota folga:day_off folgas:days_off banco_de_horas:time_bank
bater_o_ponto:clock_in folha_de_pagamentos:payroll processamento_salarial:payroll recibos_de_vencimento:payslips holerite:payslip
contracheque:payslip vencimentos:salaries seguranca_social:social_security previdencia:social_security
previdencia_social:social_security encargos:charges encargos_sociais:payroll_taxes contribuicoes:contributions admitir:hire
contratacao:hiring contratacoes:hirings selecionar:select cotacao:quote cotacoes:quotes proposta:proposal propostas:proposals
mercadoria:goods mercadorias:goods margem:margin margens:margins rentabilidade:profitability rentavel:profitable lancamento:launch
lancei:launched lancou:launched marca_propria:own_brand posicionamento:positioning posicionar:position publico_alvo:target_audience
divulgacao:promotion anunciar:advertise engajamento:engagement postagem:post postagens:posts comercio_eletronico:ecommerce
embalagem:packaging embalagens:packaging rotulo:label rotulos:labels etiquetas:labels vitrine:shop_window montra:shop_window
empresario:business_owner microempresa:small_business cnpj:company_registration consultora:consultant consultoria:consultancy
assessoria:advisory auditoria:audit expandir:expand crescimento:growth concorrencia:competition mercado_alvo:target_market
precificacao:pricing clientela:clientele fidelizar:retain fidelizacao:loyalty freguesia:customers fregues:customer
distribuidor:distributor distribuidora:distributor revendedor:reseller atacado:wholesale grossista:wholesaler retalho:retail
varejo:retail transportadora:carrier devolucoes:returns gestor:manager gestora:manager encarregado:foreman encarregada:supervisor
eficiencia:efficiency desperdicio:waste planeamento:planning relatorio:report relatorios:reports indicadores:indicators
automatizar:automate automatizacao:automation digitalizar:digitise unidade:unit franqueado:franchisee escala:scale escalas:scales
ponto:point tesouraria:treasury reclamacoes:complaints atendimento:customer_service lancar:launch divulgar:promote
empresaria:business_owner licenciamento:licensing produtividade:productivity metas:targets meta:target
padronizar_processos:standardise_processes padronizar_os_processos:standardise_processes processos_internos:internal_processes

demissionario:resigning pedi_demissao:resigned pediu_demissao:resigned larguei_o_emprego:quit_my_job coordenador:coordinator
coordenadora:coordinator aumento_salarial:pay_rise subir_de_cargo:get_promoted carta_de_apresentacao:cover_letter
carta_de_motivacao:cover_letter experiencias:experiences competencias:skills habilidades:skills requisitos:requirements
salario_minimo:minimum_wage ordenado_minimo:minimum_wage contrato_a_prazo:fixed_term_contract contrato_sem_termo:permanent_contract
efetivo:permanent efetivar:make_permanent efetivada:made_permanent periodo_experimental:probation periodo_de_experiencia:probation
bico:side_job bicos:side_jobs biscate:odd_job biscates:odd_jobs meio_periodo:part_time tempo_integral:full_time tempo_inteiro:full_time
assedio_moral:workplace_bullying ambiente_de_trabalho:work_environment subsidio_de_ferias:holiday_pay subsidio_de_natal:christmas_bonus
premio:prize comissao:commission comissoes:commissions gorjeta:tip gorjetas:tips reconversao:retraining
reconversao_profissional:career_change mudar_de_area:change_careers mudanca_de_carreira:career_change
orientacao_profissional:career_guidance portefolio:portfolio exame_de_recurso:resit_exam epoca_de_recurso:resit_period recuperar:recover
notas_baixas:low_grades disciplina:subject disciplinas:subjects faculdade_de_direito:law_school orientador:supervisor
orientadora:supervisor trabalho_de_conclusao:final_project defesa:defence artigo_cientifico:paper referencias:references
pesquisa:research pesquisar:research aulas_particulares:private_lessons aulas_de_reforco:tutoring atencao:attention
dificuldades_de_aprendizagem:learning_difficulties hiperatividade:hyperactivity tdah:adhd autista:autistic inscricao:registration
inscrever:register propina:tuition_fee propinas:tuition_fees mensalidade:monthly_fee ensino_medio:secondary_school
ensino_secundario:secondary_school ensino_fundamental:primary_school secundaria:secondary_school infantario:nursery
jardim_de_infancia:kindergarten calculo:calculus apresentacao:presentation apresentacoes:presentations memorizar:memorise
part-time:part_time despedir-me:resign demitir-me:resign explorado:exploited explorada:exploited primaria:primary_school
economia:economy deveres:duties

crashou:crashed bugou:glitched bugado:buggy erro:error erros:errors falha:failure falhas:failures falhou:failed lentidao:slowness
hospedagem:hosting dominio:domain copias_de_seguranca:backups folhas_de_calculo:spreadsheets tabela:table tabelas:tables sistema:system
sistemas:systems atualizacoes:updates roteador:router desconecta:disconnects cai_a_internet:internet_drops fibra:fibre telemoveis:phones
correio_eletronico:email caixa_de_entrada:inbox plataforma:platform plataformas:platforms dados_pessoais:personal_data
privacidade:privacy rgpd:gdpr armazenamento:storage formatei:formatted reinstalar:reinstall bateria_viciada:worn_battery
palavras-passe:passwords programadores:programmers criar:create disco:disk processamento:processing emitir:issue fotografias:photos
largar:quit minimo:minimum minima:minimum

vidraceiro:glazier empregada_domestica:housekeeper tubagem:pipes tubos:pipes sifao:trap fossa:septic_tank bolhas:bubbles estuque:plaster
forro:ceiling_lining rodape:skirting_board ladrilho:tile ladrilhos:tiles pavimento:flooring soalho:floorboards laminado:laminate
porcelanato:porcelain_tile rejunte:grout betume:sealant vedacao:seal vedante:sealant argamassa:mortar areia:sand alicerce:foundation
alicerces:foundations empreiteiro:contractor empreiteira:contractor mestre_de_obras:foreman engenheira:engineer
licenca_de_obra:building_permit camara_municipal:town_hall puxadinho:illegal_extension anexo:annex anexo_ilegal:illegal_extension
regularizar:regularise regularizacao:regularisation registo_predial:land_registry registro_de_imoveis:land_registry
matricula_predial:property_registration caderneta_predial:property_record servidao:easement servidao_de_passagem:right_of_way
direito_de_passagem:right_of_way usucapiao:adverse_possession compra_e_venda:purchase_and_sale promessa_de_compra:purchase_agreement
contrato_promessa:preliminary_contract sinal_da_casa:house_deposit entrada:entrance emprestimo_habitacao:mortgage
mais_valias:capital_gains locatario:tenant locador:landlord imobiliaria:estate_agency corretor:estate_agent corretora:estate_agent
heranca_indivisa:undivided_estate escritura_publica:public_deed vizinhanca:neighbourhood condominos:flat_owners porteiro:doorman
zelador:caretaker elevador:lift colchoes:mattresses candeeiro:lamp candeeiros:lamps lustre:chandelier maquina_de_lavar_loica:dishwasher
lava_louca:dishwasher maquina_de_secar:dryer secadora:dryer exaustor:extractor_hood coifa:extractor_hood cooktop:hob
climatizacao:air_conditioning quadro_de_luz:fuse_box choque:electric_shock faisca:spark faiscas:sparks trinco:latch macaneta:door_handle
puxador:handle dobradica:hinge dobradicas:hinges vidro:glass vidros:glass estilhacou:shattered jardins:gardens mangueira:hose
cupim:termite traca:moth tracas:moths ratazana:rat ratazanas:rats desinfestacao:pest_control dedetizacao:pest_control
fumigacao:fumigation pilar:pillar avaliador:valuer mais-valias:capital_gains lava-loica:sink lava-loicas:sink lava-louca:dishwasher
loica:dishes bancada:worktop falso:false falsa:fake arquitetura:architecture ilegal:illegal ilegais:illegal

ecografia:ultrasound ultrassom:ultrasound raio-x:x-ray radiografia:x-ray calcanhar:heel coxa:thigh lentes_de_contato:contact_lenses
careca:bald constipacao:cold inflamacao:inflammation infetado:infected tiroide:thyroid gestante:pregnant_woman cesariana:caesarean
ginecologista:gynaecologist terapeuta:therapist tendinite:tendinitis artrose:osteoarthritis reumatismo:rheumatism fisio:physio
quiropraxia:chiropractic osteopata:osteopath acupuntura:acupuncture acordo_a_noite:wake_at_night lar_de_idosos:care_home
alzheimer:alzheimers cadeira_de_rodas:wheelchair surdo:deaf surda:deaf cego:blind cega:blind aparelho_auditivo:hearing_aid
enteado:stepson enteada:stepdaughter padrasto:stepfather madrasta:stepmother ex-marido:ex_husband ex-mulher:ex_wife companheiro:partner
companheira:partner relacionamento:relationship separei:separated discussoes:arguments saudade:missing_someone saudades:missing_someone
apaixonado:in_love apaixonada:in_love amor:love odio:hate inseguro:insecure insegura:insecure desanimado:discouraged
desanimada:discouraged desesperado:desperate desesperada:desperate magoado:hurt magoada:hurt decepcionado:disappointed
decepcionada:disappointed desiludido:disappointed arrependido:regretful boda:wedding copo_de_agua:wedding_reception buffet:catering
videografo:videographer banda:band despedida_de_solteiro:stag_party despedida_de_solteira:hen_party cha_de_bebe:baby_shower
cha_de_panela:bridal_shower batismo:christening cerimonia:ceremony cerimonias:ceremonies medicamento:medication medicamentos:medication
seios:breasts seio:breast visao:vision pos-parto:postpartum bebes:babies filhas:daughters deficiencia:disability deficiente:disabled
ataque:attack crise:crisis

automovel:car viatura:vehicle troca_de_oleo:oil_change filtro:filter filtros:filters pastilhas:brake_pads pastilhas_de_travao:brake_pads
discos_de_travao:brake_discs travao:brake alinhamento:alignment correia_dentada:timing_belt vela_de_ignicao:spark_plug
velas_de_ignicao:spark_plugs arranque:starter alternador:alternator injetores:injectors caixa_de_cambio:gearbox limpador:wiper
luz_de_avaria:warning_light tablier:dashboard furo:puncture furou:punctured pneu_furado:flat_tyre pneu_careca:bald_tyre
pneu_sobresselente:spare_tyre reboque:tow_truck guincho:tow_truck chaparia:bodywork lataria:bodywork funilaria:body_shop
funileiro:panel_beater amolgado:dented parque_de_estacionamento:car_park concessionaria:car_dealer concessionario:car_dealer
desparasitar:deworm vermes:worms castracao:neutering esterilizar:spay esterilizacao:spaying passeador_de_caes:dog_walker tosa:grooming
gatil:cattery latindo:barking calopsita:cockatiel porquinho-da-india:guinea_pig porquinho_da_india:guinea_pig estetica:beauty_treatment
manicura:manicurist unhas_de_acrigel:acrylic_nails verniz:nail_polish esmalte:nail_polish descolorar:bleach descoloracao:bleaching
descolorir:bleach platinado:platinum tingir:dye tinta_de_cabelo:hair_dye coloracao:hair_colouring raizes:roots queratina:keratin
depilar:wax cera:wax pestanas:eyelashes cilios:eyelashes extensoes:extensions pele_oleosa:oily_skin preenchimento:filler afinar:tune
afinacao:tuning desafinado:out_of_tune desafinada:out_of_tune trastes:frets palheta:plectrum teoria_musical:music_theory
escalas_musicais:musical_scales ritmo:rhythm bateria_musical:drums tambor:drum violoncelo:cello flauta:flute trompete:trumpet
baixo_eletrico:bass_guitar compor:compose amplificador:amplifier metronomo:metronome balanceamento:wheel_balancing marcha:gear
pisca-pisca:indicator limpa-vidros:wipers estepe:spare_tyre bate-chapas:panel_beater riscado:scratched riscada:scratched
barbearia:barbershop acordes:chords acorde:chord cordas:strings

abri:opened abriu:opened consegui:managed conseguiu:managed conseguir:manage nao_consigo:cant nao_consegue:cant soube:found_out
cheguei:arrived saiu:left entro:enter entrei:entered muda:changes acha:thinks sofro:suffer sofre:suffers sofreu:suffered devendo:owing
abandonou:abandoned sai_do_emprego:left_my_job caiu_a_internet:internet_went_down deu_erro:gave_an_error deu_problema:went_wrong
falei:talked falou:talked falo:talk termina:ends terminou:finished terminar:finish terminado:finished terminada:finished

galera:folks mina:girl treta:trouble bagulho:thing zoado:messed_up zoada:messed_up lascado:screwed encrenca:trouble
encrencado:in_trouble enrolado:swamped enrolada:swamped sufoco:tough_spot gajo:guy gaja:woman malta:folks chatice:hassle bacano:cool
porreiro:great lixado:screwed lixada:screwed desenrascar:get_by tacho:cushy_job tasca:tavern bica:espresso rapariga:girl raparigas:girls
puto:kid putos:kids chavalo:lad moleque:kid moleques:kids guri:kid guria:girl nenem:baby nene:baby beleza:beauty valeu:thanks
obrigado:thanks obrigada:thanks desculpa:sorry desculpe:sorry por_favor:please rapidamente:quickly contribuinte:taxpayer
numero_de_contribuinte:tax_number coima:fine coimas:fines penhora:seizure penhorado:seized penhoraram:seized malha_fina:tax_audit
deducao:deduction deducoes:deductions isencao:exemption isento:exempt isenta:exempt simples_nacional:small_business_tax_regime
regime_simplificado:simplified_tax_regime abrir_atividade:register_as_self_employed previdencia_privada:private_pension
credito_pessoal:personal_loan falencia:bankruptcy falido:bankrupt recuperacao_judicial:bankruptcy_protection credores:creditors
credor:creditor devedor:debtor cobradores:debt_collectors cobrador:debt_collector serasa:credit_bureau doacao:donation doar:donate
usufruto:usufruct compropriedade:joint_ownership co-proprietario:co-owner coproprietario:co-owner tabeliao:notary
tabelionato:notary_office certidoes:certificates ferrado:screwed ferrada:screwed fixe:cool cunha:connections carinha:guy
conservatoria:registry_office registo:registration atividade:activity atividades:activities metade:half obito:death

valor:value questao:question questoes:questions maneira:way jeito:way de_verdade:real verdade:truth certeza:certainty ideia:idea ideias:ideas
exemplo:example futuro:future inicio:beginning meio:middle numero:number nome:name idade:age altura:height tamanho:size
seria_grave:would_be_serious suficiente:enough certo:right certa:right geral:general diferente:different diferentes:different
parecido:similar parecida:similar ultimo:last ultima:last primeiro:first primeira:first segundo:second terceiro:third unico:only
unica:only pronto:ready pronta:ready ocupado:busy ocupada:busy incrivel:amazing perfeito:perfect perfeita:perfect esquisito:weird
estado:state comunidade:community grupo:group sucesso:success fracasso:failure responsavel:responsible responsabilidade:responsibility
calendario:calendar relogio:watch anel:ring joias:jewellery ouro:gold pacote:package caneta:pen caderno:notebook imagem:image
imagens:images quadro:painting campo:countryside pedra:stone pedras:stones terra:soil fogo:fire fumaca:smoke fumo:smoke gelo:ice
clima:climate noticia:news noticias:news assunto:subject tema:topic conteudo:content conhecimento:knowledge habilidade:skill
forca:strength conhecido:acquaintance pular:jump voar:fly conhecer:meet buscar:fetch acreditar:believe duvidar:doubt amar:love
odiar:hate desejar:wish descansar:rest sorrir:smile agradecer:thank desculpar:excuse perdoar:forgive proteger:protect atacar:attack
evitar:avoid impedir:prevent proibir:forbid proibido:forbidden permitir:allow permitido:allowed negar:deny prometer:promise
comunicar:communicate aguardar:wait adiar:postpone adiado:postponed duro:hard largo:wide claro:clear verde:green pobre:poor vivo:alive
atento:attentive distraido:distracted distraida:distracted esperto:smart inteligente:intelligent simpatico:friendly simpatica:friendly
antipatico:unfriendly gentil:kind mentiroso:liar preguicoso:lazy preguicosa:lazy desorganizado:disorganised bagunceiro:messy
teimoso:stubborn teimosa:stubborn extrovertido:outgoing exigente:demanding paciente:patient impaciente:impatient medroso:fearful
corajoso:brave egoista:selfish possessivo:possessive controlador:controlling carente:needy maduro:mature imaturo:immature
irresponsavel:irresponsible confiavel:reliable valores:values serio:serious livre:free parte:part partes:parts grupos:groups
brinco:earring brincos:earrings prata:silver pressa:hurry estar:be passar:pass sentar:sit guardar:keep somar:add medir:measure
matar:kill grosso:thick casado:married casada:married morto:dead morta:dead burro:stupid muito_grave:very_serious
`
