/**
 * Everyday Portuguese and Italian words → English words as they appear in the cues (the same shape
 * as glossary.ts: keys normalised, '_' joins a multi-word English value), written from general
 * vocabulary of the fields Tio's experts cover.
 */
export const GLOSSARY_PT_IT = {
  pt: `
morreu:died faleceu:died morte:death luto:grief perda:loss chorar:cry triste:sad tristeza:sadness ansiedade:anxiety angustia:anxiety
estresse:stress stress:stress deprimido:depressed deprimida:depressed depressao:depression panico:panic medo:fear dormir:sleep insonia:insomnia
pesadelos:nightmares trauma:trauma alcool:alcohol beber:drinking bebida:drinking droga:drugs drogas:drugs vicio:addiction apostas:gambling
casal:couple brigamos:fighting discutimos:arguing casamento:marriage marido:husband esposa:wife mulher:wife separacao:separation
dor:pain doi:hurts febre:fever tosse:cough gripe:flu pele:skin sinal:mole espinhas:spots manchas:patches coceira:itch coca:itchy acne:acne
dente:tooth dentes:teeth gengiva:gums gengivas:gums sangra:bleeding sangram:bleeding aparelho:braces tortos:crooked
olho:eye olhos:eyes vista:eyesight oculos:glasses embacada:blurry costas:back joelho:knee ombro:shoulder pescoco:neck tornozelo:ankle
coracao:heart peito:chest pressao:blood_pressure comprimidos:pills remedio:medication remedios:medication receita:prescription exames:blood_tests
gravida:pregnant gravidez:pregnancy parto:birth bebe:baby recem_nascido:newborn crianca:child criancas:children filho:son filha:daughter
filhos:children medico:doctor medica:doctor enfermeira:nurse ferida:wound gagueira:stuttering gagueja:stutters fala:speech falar:talk
palavras:words cuidar:care cuidador:carer idoso:elderly idosa:elderly avo:grandmother queda:fall demencia:dementia comer:eat dieta:diet peso:weight
emagrecer:lose_weight quilos:weight academia:gym exercicio:exercise musculo:muscle ioga:yoga massagem:massage cabelo:hair corte:haircut
barba:beard unhas:nails maquiagem:makeup
cachorro:dog cao:dog caes:dogs gato:cat gata:cat animal:pet veterinario:vet cavalo:horse vomitando:vomiting vomita:vomiting filhote:puppy
late:barking morde:bites passear:walk adestrar:train adestramento:training banho_e_tosa:grooming
casa:house apartamento:apartment moradia:home aluguel:rent aluguer:rent senhorio:landlord proprietario:landlord inquilino:tenant
caucao:deposit contrato:contract despejo:eviction hipoteca:mortgage financiamento:mortgage banco:bank emprestimo:loan credito:loan
vender:sell comprar:buy preco:price avaliacao:valuation rachadura:crack rachaduras:cracks fissura:crack viga:beam obra:building_work
reforma:renovation planta:plans arquiteto:architect
advogado:lawyer advogada:lawyer divorcio:divorce guarda:custody pensao_alimenticia:child_support demissao:dismissal demitido:fired
demitida:fired despedido:fired trabalho:job emprego:job chefe:boss empresa:company salario:salary assedio:harassment visto:visa
residencia:residence autorizacao:permit cidadania:citizenship nacionalidade:citizenship preso:arrested detido:arrested policia:police
julgamento:trial denuncia:charge processo:lawsuit heranca:inheritance testamento:testament cartorio:notary assinatura:signature marca:trademark
patente:patent copiaram:copied vizinho:neighbour vizinhos:neighbours
impostos:taxes imposto:tax receita_federal:tax_office financas:tax_office renda:income autonomo:self-employed fatura:invoice faturas:invoices
nota_fiscal:invoice contabilidade:bookkeeping contador:accountant folha_de_pagamento:payroll poupanca:savings poupar:save economizar:save
aposentadoria:retirement reforma_antecipada:retirement pensao:pension investir:invest investimento:investment acoes:shares seguro:insurance
divida:debt dividas:debts dinheiro:money
vazamento:leak infiltracao:leak goteira:leak cano:pipe canos:pipes agua:water torneira:tap banheiro:bathroom casa_de_banho:bathroom
privada:toilet sanita:toilet ralo:drain entupido:blocked entupida:blocked aquecimento:heating caldeira:boiler aquecedor:water_heater
ar_condicionado:air_conditioning luz:power tomada:socket eletricidade:electricity energia:power disjuntor:breaker fechadura:lock chave:key
chaves:keys porta:door parede:wall paredes:walls teto:ceiling telhado:roof telhas:tiles jardim:garden grama:lawn relva:lawn arvores:trees
pintura:paint pintar:paint limpeza:cleaning limpar:clean movel:furniture moveis:furniture armario:wardrobe prateleiras:shelves
paineis_solares:solar_panels umidade:damp humidade:damp mofo:mould bolor:mould cozinha:kitchen
carro:car freios:brakes travoes:brakes motor:engine moto:motorcycle pneu:tyre pneus:tyres embreagem:clutch oleo:oil carteira_de_motorista:license
dirigir:drive conduzir:drive barulho:noise ruido:noise
computador:computer notebook:laptop portatil:laptop tela:screen ecra:screen teclado:keyboard impressora:printer virus:virus senha:password
rede:network site:website loja:shop vendas:sales clientes:customers aplicativo:app aplicacao:app celular:phone telemovel:phone dados:data
banco_de_dados:database programa:software servidor:server hackearam:hacked hackeado:hacked invadiram:hacked email:email
casamento_civil:wedding festa:party aniversario:birthday evento:event viagem:trip ferias:holiday voos:flights hotel:hotel lua_de_mel:honeymoon
cozinhar:cooking jantar:dinner bolo:cake pao:bread vinho:wine guia:guide fotografo:photographer fotos:photos video:video logotipo:logo
design:design roupa:clothing livro:book romance:novel
aprender:learn aulas:lessons professor:teacher professora:teacher ingles:english alemao:german frances:french chines:mandarin espanhol:spanish
matematica:math equacoes:equations fisica:physics quimica:chemistry prova:exam exame:exam vestibular:exam escola:school licao_de_casa:homework
piano:piano violao:guitar guitarra:guitar cantar:singing musica:music traduzir:translate traducao:translation tradutor:translator
interprete:interpreter negocio:business investidores:investors funcionarios:employees contratar:hire fornecedores:suppliers projeto:project
estrategia:strategy marketing:marketing anuncios:ads redes_sociais:social_media
selo:badge disputa:dispute
salao:salon salao_de_beleza:beauty_salon salao_de_festas:party_hall baratos:cheap mesas:tables nao_aparece:doesnt_show_up nao_aparecem:dont_show_up horario_marcado:appointment
`,
  it: `
morto:died morta:died deceduto:died morte:death lutto:grief perdita:loss piangere:cry piango:cry triste:sad tristezza:sadness ansia:anxiety
angoscia:anxiety stress:stress depresso:depressed depressa:depressed depressione:depression panico:panic paura:fear dormire:sleep dormo:sleep
insonnia:insomnia incubi:nightmares trauma:trauma alcol:alcohol bere:drinking droga:drugs droghe:drugs dipendenza:addiction gioco_d_azzardo:gambling
coppia:couple litighiamo:arguing litigi:arguing matrimonio:wedding_marriage marito:husband moglie:wife separazione:separation separarci:separating
dolore:pain fa_male:hurts febbre:fever tosse:cough influenza:flu pelle:skin neo:mole brufoli:spots macchie:patches prurito:itch acne:acne
dente:tooth denti:teeth gengive:gums sanguinano:bleeding apparecchio:braces storti:crooked occhio:eye occhi:eyes vista:eyesight occhiali:glasses
sfocata:blurry schiena:back ginocchio:knee spalla:shoulder collo:neck caviglia:ankle cuore:heart petto:chest pressione:blood_pressure
pillole:pills farmaco:medication farmaci:medication medicine:medication ricetta:prescription analisi:blood_tests radiografia:x-ray risonanza:mri
incinta:pregnant gravidanza:pregnancy parto:birth neonato:newborn bambino:child bambina:child bambini:children figlio:son figlia:daughter
figli:children medico:doctor infermiera:nurse ferita:wound balbuzie:stuttering balbetta:stutters parlare:talk parole:words linguaggio:speech
assistenza:care badante:carer anziano:elderly anziana:elderly nonna:grandmother nonno:grandfather caduta:fall demenza:dementia mangiare:eat
dieta:diet peso:weight dimagrire:lose_weight chili:weight palestra:gym esercizio:exercise muscolo:muscle yoga:yoga massaggio:massage capelli:hair
taglio:haircut barba:beard unghie:nails trucco:makeup
cane:dog cani:dogs gatto:cat gatta:cat animale:pet veterinario:vet cavallo:horse vomita:vomiting vomitare:vomiting cucciolo:puppy abbaia:barking
morde:bites passeggiare:walk addestrare:train toelettatura:grooming
casa:house appartamento:apartment abitazione:home affitto:rent padrone_di_casa:landlord proprietario:landlord inquilino:tenant inquilini:tenants
caparra:deposit deposito_cauzionale:deposit contratto:contract sfratto:eviction mutuo:mortgage banca:bank prestito:loan credito:loan vendere:sell
comprare:buy prezzo:price valutazione:valuation crepa:crack crepe:cracks trave:beam lavori:building_work ristrutturazione:renovation
progetto_casa:plans architetto:architect
avvocato:lawyer avvocata:lawyer divorzio:divorce affidamento:custody mantenimento:child_support licenziamento:dismissal licenziato:fired
licenziata:fired lavoro:job capo:boss azienda:company ditta:company stipendio:salary salario:salary molestie:harassment mobbing:harassment
visto:visa permesso_di_soggiorno:residence_permit residenza:residence permesso:permit cittadinanza:citizenship arrestato:arrested
arrestata:arrested polizia:police carabinieri:police processo:trial denuncia:charge eredita:inheritance testamento:testament notaio:notary
firma:signature marchio:trademark brevetto:patent copiato:copied vicino:neighbour vicini:neighbours
tasse:taxes imposte:taxes agenzia_delle_entrate:tax_office reddito:income partita_iva:self-employed freelance:self-employed fattura:invoice
fatture:invoices contabilita:bookkeeping commercialista:accountant buste_paga:payslips busta_paga:payslip risparmi:savings risparmiare:save
pensione:pension investire:invest investimento:investment investimenti:investments azioni:shares assicurazione:insurance debito:debt
debiti:debts soldi:money denaro:money
perdita_d_acqua:leak infiltrazione:leak gocciola:dripping tubo:pipe tubi:pipes acqua:water rubinetto:tap bagno:bathroom water:toilet
scarico:drain intasato:blocked otturato:blocked riscaldamento:heating caldaia:boiler scaldabagno:water_heater aria_condizionata:air_conditioning
luce:power presa:socket elettricita:electricity corrente:power salvavita:breaker serratura:lock chiave:key chiavi:keys porta:door
parete:wall pareti:walls muro:wall soffitto:ceiling tetto:roof tegole:tiles giardino:garden prato:lawn alberi:trees pittura:paint
imbiancare:paint pulizia:cleaning pulire:clean mobile:furniture mobili:furniture armadio:wardrobe mensole:shelves pannelli_solari:solar_panels
umidita:damp muffa:mould cucina:kitchen
macchina:car auto:car freni:brakes motore:engine moto:motorcycle gomma:tyre gomme:tyres pneumatici:tyres frizione:clutch olio:oil
patente:driving_licence guidare:drive rumore:noise
computer:computer portatile:laptop schermo:screen tastiera:keyboard stampante:printer virus:virus password:password rete:network
sito:website negozio:shop vendite:sales clienti:customers app:app cellulare:mobile telefonino:mobile dati:data database:database
programma:software server:server hackerato:hacked hackerata:hacked posta:email
nozze:wedding festa:party compleanno:birthday evento:event viaggio:trip vacanza:holiday vacanze:holiday voli:flights albergo:hotel
luna_di_miele:honeymoon cucinare:cooking cena:dinner torta:cake pane:bread vino:wine guida:guide fotografo:photographer foto:photos
video:video logo:logo grafica:design progettare:design vestiti:clothing libro:book romanzo:novel
imparare:learn lezioni:lessons insegnante:teacher professore:teacher inglese:english tedesco:german francese:french cinese:mandarin
spagnolo:spanish matematica:math equazioni:equations fisica:physics chimica:chemistry esame:exam scuola:school compiti:homework
pianoforte:piano chitarra:guitar cantare:singing musica:music tradurre:translate traduzione:translation traduttore:translator
interprete:interpreter affari:business investitori:investors dipendenti:employees assumere:hire fornitori:suppliers progetto:project
strategia:strategy marketing:marketing pubblicita:ads social:social_media
contestazione:dispute
fila:queue non_si_presentano:dont_show_up non_si_presenta:doesnt_show_up non_pagate:unpaid salone_da_parrucchiere:hair_salon salone_da_parrucchiera:hair_salon salone_di_bellezza:beauty_salon
`,
}
