import { detectLanguage, translate } from '../src/server/features/assistant/translate'
for (const t of [
  'Meu filho de 8 anos tem muita dificuldade com matemática e a escola não ajuda',
  'O senhorio não quer devolver a caução do apartamento',
  'Mio figlio ha il mal di denti da tre giorni, cosa devo fare?',
  'Il mio padrone di casa non mi restituisce la caparra',
  'Mi perro no come desde ayer y vomita',
  'Mein Hund frisst seit gestern nicht',
  'I feel unhappy and my inhaler ran out',
  'Mon chat vomit depuis hier',
]) console.log(detectLanguage(t), '|', translate(t).text)
