/** Portuguese words of the fields' own problems (tax, law, health, trades, pets, tech…) → English (see ./index.ts); the general words are in ./pt.ts. */
export const PT_FIELDS = `
recibo_de_vencimento:payslip baixa:sick_leave trabalhador_independente:self-employed recibos_verdes:self-employed
declaracao_de_irs:tax_return deduzir:deduct poupancas:savings credito_habitacao:mortgage taxa_de_juro:interest_rate apolice:policy
sinistro:claim seguradora:insurer cadastro:criminal_record ministerio_publico:prosecutor fianca:bail apresentar_queixa:report_to_police
arguido:accused regulacao_das_responsabilidades_parentais:custody pensao_de_alimentos:child_support
autorizacao_de_residencia:residence_permit sef:immigration_office aima:immigration_office expulsao:deportation escritura:deed
direitos_de_autor:copyright sociedade:company mediacao:mediation acordo:agreement condominio:building fuga:leak entupimento:blockage
esgoto:drain autoclismo:cistern quadro_eletrico:fuse_box curto-circuito:short_circuit falta_de_luz:power_cut infiltracoes:leaks
caleira:gutter prateleira:shelf furar:drill arrombamento:burglary poda:pruning ervas_daninhas:weeds vistoria:survey
fundacoes:foundations estrutura:structure plantas:plans licenca_de_construcao:planning_permission carie:cavity chumbo:filling
desvitalizacao:root_canal dente_do_siso:wisdom_tooth comichao:itching psoriase:psoriasis queda_de_cabelo:hair_loss lombalgia:back_pain
hernia_discal:slipped_disc ciatica:sciatica tensao:blood_pressure colesterol:cholesterol palpitacoes:palpitations gaguez:stuttering
ataques_de_panico:panic_attacks psicoterapia:psychotherapy intolerancia:intolerance cadela:dog gatinho:kitten castrar:neuter trela:lead
ladra:barks ladrar:barking treino:training tosquia:grooming hotel_para_animais:kennels pagina_web:website palavra-passe:password
pirateado:hacked folha_de_calculo:spreadsheet graficos:charts base_de_dados:database folheto:leaflet cartaz:poster
cartoes_de_visita:business_cards seguidores:followers motor_de_busca:search_engine textos:copy revisao_de_texto:proofreading
sessao_fotografica:photo_shoot edicao:editing ilustracao:illustration desenho:drawing decoracao:decoration colecao:collection
trabalhos_de_casa:homework exames_nacionais:exams chumbou:failed gramatica:grammar necessidades_especiais:special_needs
interpretacao:interpreting bateria_descarregada:flat_battery nao_pega:wont_start revisao:service riscos:scratches polimento:polish
aulas_de_conducao:driving_lessons exame_de_conducao:driving_test bolos:cakes vinhos:wines alojamento:accommodation
visita_guiada:guided_tour ginasio:gym treinar:train musculos:muscles flexibilidade:flexibility madeixas:highlights
pintar_o_cabelo:hair_colour penteado:hairstyle maquilhagem:makeup unhas_de_gel:gel_nails sobrancelhas:eyebrows depilacao:waxing
barbear:shave limpeza_de_pele:facial entrevista_de_emprego:job_interview lideranca:leadership objetivos:goals
plano_de_negocios:business_plan faturacao:revenue lucros:profits recrutamento:recruitment logistica:logistics prazo:deadline
apanhado:caught apanhada:caught roubar:steal roubado:stolen julgamento_sumario:fast-track_trial excesso_de_velocidade:speeding
radar:speed_camera registo_criminal:criminal_record
mei:sole_trader trabalhista:employment_law fonoaudiologia:speech_therapy inventario:probate
painel:dashboard rescisao:severance_pay justa_causa:just_cause confeitaria:bakery centrifuga:spin_cycle calo:callus restituicao:tax_refund
tintura:hair_dye pontas_duplas:split_ends nota_baixa:low_grade aula_particular:private_lesson pedir_demissao:resign hora_extra:overtime
horas_extras:overtime
ceceio:lisp periquito:budgie vermifugo:wormer aquario:aquarium floricultura:florist partitura:sheet_music primeira_comunhao:first_communion
enem:national_exam lingua_presa:tongue_tie atraso_na_fala:speech_delay caixa_de_areia:litter_tray relogio_de_luz:electricity_meter
percevejo:bedbug percevejos:bedbugs
hidrometro:water_meter franquia:excess decimo_terceiro:christmas_bonus convenio:health_insurance inss:social_security iptu:property_tax
ipva:vehicle_tax balanco:balance_sheet conta_de_agua:water_bill luz_do_painel:warning_light pontos_na_carteira:licence_points
plano_de_saude:health_insurance emitir_nota:issue_invoice seguro_de_vida:life_insurance identidade_visual:brand_identity
ensaio_fotografico:photo_shoot escova_progressiva:keratin_straightening
egua:mare garanhao:stallion potro:foal ponei:pony cavaleiro:rider amazona:rider sela:saddle
galope:canter trote:trot corcoveia:bucks estabulo:stable hipismo:horse_riding equitacao:horse_riding
`
