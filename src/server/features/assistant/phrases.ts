import { ASSISTANT_DAILY_QUOTA, ASSISTANT_MESSAGES, type AssistantLanguage } from '../../../shared/schemas/assistant-text'

/**
 * The fixed phrases of Tio Chat's offline replies in each language it reads (issue 24 item 1): chosen
 * from the detected language of the user's message. The field names and descriptions they are given are
 * already in that language (knowledge/titles, knowledge/descriptions).
 */
export interface Phrases {
  greeting: { hi: string; thanks: string; bye: string; body: string }
  note: string
  clarifyFields: (fields: string) => string
  clarifyOpen: string
  noAnswer: string
  /** "This sounds like something a Plumber can help with — description." */
  sounds: (field: string, description: string) => string
  alsoHelp: (fields: string) => string
  nearest: (field: string, fields: string) => string
  none: (field: string) => string
  /** The dead end's offer (issue 24 item 5). */
  waitlist: string
  expertCan: string
  askThisExpert: string
  or: string
  /** Before the quoted help pages, for a question about Tio itself. */
  helpPages: string
  /** After them. */
  helpMore: string
  /** A question surely about using Tio that its help pages do not cover: where the Tio team is reached. */
  tioTeam: string
  /** Before a quoted smart answer (the first-line guidance), whose linked title opens the quote. */
  smartAnswer: string
  /**
   * After the sentence that introduces quoted help pages or a smart answer, in a reply in another
   * language: they are Tio's English text, and so is the full answer they link to ('' in English).
   */
  inEnglish: string
  /** Refusals of a message in this language (issue 24 item 1): too fast, and today's quota used up. */
  rateLimited: string
  quotaReached: string
}

/** "a" or "an" by sound: an HVAC Technician, an Upholsterer, an hour; a UX Designer, a Urologist, a European. */
function an(word: string): 'a' | 'an' {
  // An initialism is read letter by letter: "an SEO", "an IT", "a CPA", "a UX".
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a'
  if (/^(hour|honest|honou?r|heir)/i.test(word)) return 'an'
  if (/^(uni|use|usu|uro|ute|eu|one\b|once)/i.test(word)) return 'a'
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

export const PHRASES: Record<AssistantLanguage, Phrases> = {
  en: {
    greeting: {
      hi: 'Hi! 👋',
      thanks: "You're welcome!",
      bye: 'Goodbye, and good luck!',
      body: "I'm Tio's offline assistant. Tell me what's going on (a leak, a letter from the tax office, a project you're planning) and I'll tell you which kind of expert can help, with a few of them you can message. You can also ask me about Tio itself, like how Tio-Points work.",
    },
    note: ASSISTANT_MESSAGES.offlineNote,
    clarifyFields: (f) => `I'm not sure yet which kind of expert fits. Is it closest to ${f}? Pick one below, or tell me a bit more.`,
    clarifyOpen:
      "I'd like to point you to the right expert, but I need a little more to go on. What is it about: your home, your health, money or taxes, a legal problem, work, a pet, studies, or something technical? One or two sentences about what happened help most.",
    noAnswer:
      "I don't have a good answer to that: I couldn't match it with Tio's knowledge base or with our experts' fields. If it's a problem a person could help with, tell me a bit more about it. You can also [browse our experts](/ourexperts) or read the [FAQ](/FAQ).",
    sounds: (f, d) => `This sounds like something ${an(f)} **${f}** can help with — ${d}.`,
    alsoHelp: (f) => `${an(f.replace(/\*/g, '')).replace(/^a/, 'A')} ${f} could also help.`,
    nearest: (f, fs) => `There's no approved ${f} on Tio yet. The nearest fields with experts are ${fs}: the experts below are from them.`,
    none: (f) => `There's no approved ${f} on Tio yet: [browse all experts](/ourexperts).`,
    waitlist: 'Press **Tell me when one joins** and Tio emails you when the first one is approved.',
    expertCan: "I can't look at your situation myself, but an expert can.",
    askThisExpert: '**Ask this expert** shows you a short brief of this conversation, which you can edit before anything is sent.',
    or: 'or',
    helpPages: "Here's what Tio's help pages say:",
    helpMore:
      "Anything else? I'm Tio's offline assistant, so for anything these pages don't cover, the [contact form](/ContactUs) reaches the Tio team.",
    tioTeam:
      "That one is for the Tio team: Tio's help pages don't cover it. The [contact form](/ContactUs) reaches them, and the [Help Center](/HelpCenter) answers most questions about using Tio.",
    smartAnswer: "From Tio's Smart answers:",
    inEnglish: '',
    rateLimited: ASSISTANT_MESSAGES.rateLimited,
    quotaReached: ASSISTANT_MESSAGES.quotaReached,
  },
  es: {
    greeting: {
      hi: '¡Hola! 👋',
      thanks: '¡De nada!',
      bye: '¡Adiós, y mucha suerte!',
      body: 'Soy el asistente sin conexión de Tio. Cuéntame qué pasa (una fuga, una carta de Hacienda, un proyecto que planeas) y te diré qué tipo de experto puede ayudarte, con algunos a los que puedes escribir. También puedes preguntarme por Tio, por ejemplo cómo funcionan los Tio-Points.',
    },
    note: 'Soy el asistente sin conexión de Tio, no un profesional: relaciono tu pregunta con la base de conocimiento de Tio y las especialidades de nuestros expertos.',
    clarifyFields: (f) => `Aún no sé qué tipo de experto encaja. ¿Se parece más a ${f}? Elige uno abajo o cuéntame un poco más.`,
    clarifyOpen:
      'Quiero llevarte al experto adecuado, pero necesito algo más. ¿De qué se trata: tu casa, tu salud, dinero o impuestos, un problema legal, el trabajo, una mascota, los estudios o algo técnico? Una o dos frases sobre lo que pasó ayudan mucho.',
    noAnswer:
      'No tengo una buena respuesta para eso: no lo he podido relacionar con la base de conocimiento de Tio ni con las especialidades de nuestros expertos. Si una persona podría ayudarte, cuéntame un poco más. También puedes [ver nuestros expertos](/ourexperts) o leer las [preguntas frecuentes](/FAQ).',
    sounds: (f, d) => `Un experto que puede ayudarte: **${f}** — ${d}.`,
    alsoHelp: (f) => `También podría ayudar: ${f}.`,
    nearest: (f, fs) =>
      `Todavía no hay ningún ${f} aprobado en Tio. Las especialidades más cercanas con expertos son ${fs}: los expertos de abajo son de ellas.`,
    none: (f) => `Todavía no hay ningún ${f} aprobado en Tio: [ver todos los expertos](/ourexperts).`,
    waitlist: 'Pulsa **Avísame cuando se una uno** y Tio te escribirá cuando se apruebe el primero.',
    expertCan: 'No puedo ver tu situación yo mismo, pero un experto sí.',
    askThisExpert: '**Preguntar a este experto** te muestra un breve resumen de esta conversación, que puedes editar antes de enviar nada.',
    or: 'o',
    helpPages: 'Esto dicen las páginas de ayuda de Tio:',
    helpMore:
      '¿Algo más? Soy el asistente sin conexión de Tio: para lo que estas páginas no cubran, el [formulario de contacto](/ContactUs) llega al equipo de Tio.',
    tioTeam:
      'Eso es para el equipo de Tio: las páginas de ayuda no lo cubren. El [formulario de contacto](/ContactUs) les llega, y el [Centro de ayuda](/HelpCenter) responde a la mayoría de las preguntas sobre cómo usar Tio.',
    smartAnswer: 'De las respuestas inteligentes de Tio:',
    inEnglish: 'Lo que cito abajo y la respuesta completa del enlace solo están en inglés.',
    rateLimited: 'Estás enviando mensajes más rápido de lo que Tio puede responder. Espera un minuto y vuelve a intentarlo.',
    quotaReached: `Has llegado al límite de hoy de ${ASSISTANT_DAILY_QUOTA} mensajes a Tio Chat. Se reinicia a medianoche (UTC); mientras tanto, nuestros expertos siguen aquí para ayudarte.`,
  },
  de: {
    greeting: {
      hi: 'Hallo! 👋',
      thanks: 'Gern geschehen!',
      bye: 'Auf Wiedersehen und viel Glück!',
      body: 'Ich bin Tios Offline-Assistent. Erzähl mir, worum es geht (ein Leck, ein Brief vom Finanzamt, ein Projekt, das du planst), und ich sage dir, welche Art von Experte helfen kann, mit einigen, denen du schreiben kannst. Du kannst mich auch zu Tio selbst fragen, etwa wie Tio-Points funktionieren.',
    },
    note: 'Ich bin Tios Offline-Assistent, keine Fachperson: Ich ordne deine Frage Tios Wissensbasis und den Fachgebieten unserer Experten zu.',
    clarifyFields: (f) =>
      `Ich bin noch nicht sicher, welche Art von Experte passt. Ist es am ehesten ${f}? Wähle unten eins aus oder erzähl mir etwas mehr.`,
    clarifyOpen:
      'Ich möchte dich zum richtigen Experten bringen, brauche aber etwas mehr. Worum geht es: dein Zuhause, deine Gesundheit, Geld oder Steuern, ein rechtliches Problem, Arbeit, ein Haustier, Studium oder etwas Technisches? Ein oder zwei Sätze dazu, was passiert ist, helfen am meisten.',
    noAnswer:
      'Darauf habe ich keine gute Antwort: Ich konnte es weder Tios Wissensbasis noch den Fachgebieten unserer Experten zuordnen. Wenn eine Person helfen könnte, erzähl mir etwas mehr. Du kannst auch [unsere Experten ansehen](/ourexperts) oder die [FAQ](/FAQ) lesen.',
    sounds: (f, d) => `Helfen kann dabei: **${f}** — ${d}.`,
    alsoHelp: (f) => `Auch helfen könnte: ${f}.`,
    nearest: (f, fs) =>
      `Auf Tio gibt es noch keine/n zugelassene/n ${f}. Die nächsten Fachgebiete mit Experten sind ${fs}: Die Experten unten kommen von dort.`,
    none: (f) => `Auf Tio gibt es noch keine/n zugelassene/n ${f}: [alle Experten ansehen](/ourexperts).`,
    waitlist: 'Klicke auf **Sag mir Bescheid, wenn jemand dazukommt**, und Tio schreibt dir, sobald der oder die Erste zugelassen ist.',
    expertCan: 'Ich kann mir deine Lage nicht selbst ansehen, aber ein Experte kann es.',
    askThisExpert:
      '**Diesen Experten fragen** zeigt dir eine kurze Zusammenfassung dieses Gesprächs, die du bearbeiten kannst, bevor etwas gesendet wird.',
    or: 'oder',
    helpPages: 'Das sagen Tios Hilfeseiten:',
    helpMore:
      'Noch etwas? Ich bin Tios Offline-Assistent: Für alles, was diese Seiten nicht abdecken, erreichst du das Tio-Team über das [Kontaktformular](/ContactUs).',
    tioTeam:
      'Das ist etwas für das Tio-Team: Tios Hilfeseiten decken es nicht ab. Das [Kontaktformular](/ContactUs) erreicht es, und das [Hilfe-Center](/HelpCenter) beantwortet die meisten Fragen zur Nutzung von Tio.',
    smartAnswer: 'Aus Tios Smart Answers:',
    inEnglish: 'Das Zitat unten und die vollständige Antwort hinter dem Link gibt es nur auf Englisch.',
    rateLimited: 'Du sendest Nachrichten schneller, als Tio antworten kann. Warte eine Minute und versuch es noch einmal.',
    quotaReached: `Du hast das heutige Limit von ${ASSISTANT_DAILY_QUOTA} Nachrichten an Tio Chat erreicht. Es wird um Mitternacht (UTC) zurückgesetzt; unsere Experten sind in der Zwischenzeit weiter für dich da.`,
  },
  fr: {
    greeting: {
      hi: 'Bonjour ! 👋',
      thanks: 'Avec plaisir !',
      bye: 'Au revoir, et bonne chance !',
      body: "Je suis l'assistant hors ligne de Tio. Dites-moi ce qui se passe (une fuite, un courrier des impôts, un projet) et je vous dirai quel type d'expert peut aider, avec quelques-uns à qui écrire. Vous pouvez aussi me poser des questions sur Tio, par exemple sur les Tio-Points.",
    },
    note: "Je suis l'assistant hors ligne de Tio, pas un professionnel : je rapproche votre question de la base de connaissances de Tio et des domaines de nos experts.",
    clarifyFields: (f) =>
      `Je ne sais pas encore quel type d'expert convient. Est-ce plutôt ${f} ? Choisissez ci-dessous, ou dites-m'en un peu plus.`,
    clarifyOpen:
      "J'aimerais vous orienter vers le bon expert, mais il me faut un peu plus. De quoi s'agit-il : votre logement, votre santé, l'argent ou les impôts, un problème juridique, le travail, un animal, les études ou quelque chose de technique ? Une ou deux phrases sur ce qui s'est passé aident beaucoup.",
    noAnswer:
      "Je n'ai pas de bonne réponse à cela : je n'ai pu le rapprocher ni de la base de connaissances de Tio ni des domaines de nos experts. Si une personne pouvait vous aider, dites-m'en un peu plus. Vous pouvez aussi [parcourir nos experts](/ourexperts) ou lire la [FAQ](/FAQ).",
    sounds: (f, d) => `Un expert qui peut vous aider : **${f}** — ${d}.`,
    alsoHelp: (f) => `Peut aussi aider : ${f}.`,
    nearest: (f, fs) =>
      `Il n'y a pas encore de ${f} approuvé sur Tio. Les domaines les plus proches avec des experts sont ${fs} : les experts ci-dessous en viennent.`,
    none: (f) => `Il n'y a pas encore de ${f} approuvé sur Tio : [voir tous les experts](/ourexperts).`,
    waitlist: 'Cliquez sur **Prévenez-moi quand un expert arrive** et Tio vous écrira dès que le premier sera approuvé.',
    expertCan: 'Je ne peux pas examiner votre situation moi-même, mais un expert le peut.',
    askThisExpert: '**Demander à cet expert** vous montre un court résumé de cette conversation, modifiable avant tout envoi.',
    or: 'ou',
    helpPages: "Voici ce que disent les pages d'aide de Tio :",
    helpMore:
      "Autre chose ? Je suis l'assistant hors ligne de Tio : pour tout ce que ces pages ne couvrent pas, le [formulaire de contact](/ContactUs) joint l'équipe Tio.",
    tioTeam:
      "C'est une question pour l'équipe Tio : ses pages d'aide ne la couvrent pas. Le [formulaire de contact](/ContactUs) la joint, et le [centre d'aide](/HelpCenter) répond à la plupart des questions sur l'utilisation de Tio.",
    smartAnswer: 'Extrait des réponses de Tio :',
    inEnglish: "Le texte cité ci-dessous et la réponse complète du lien n'existent qu'en anglais.",
    rateLimited: 'Vous envoyez des messages plus vite que Tio ne peut répondre. Attendez une minute et réessayez.',
    quotaReached: `Vous avez atteint la limite du jour de ${ASSISTANT_DAILY_QUOTA} messages à Tio Chat. Elle repart à zéro à minuit (UTC) ; nos experts restent là pour vous en attendant.`,
  },
  pt: {
    greeting: {
      hi: 'Olá! 👋',
      thanks: 'De nada!',
      bye: 'Adeus, e boa sorte!',
      body: 'Sou o assistente offline da Tio. Conte-me o que se passa (uma fuga de água, uma carta das Finanças, um projeto que está a planear) e digo-lhe que tipo de especialista pode ajudar, com alguns a quem pode escrever. Também pode perguntar-me sobre a Tio, como funcionam os Tio-Points.',
    },
    note: 'Sou o assistente offline da Tio, não um profissional: relaciono a sua pergunta com a base de conhecimento da Tio e as áreas dos nossos especialistas.',
    clarifyFields: (f) =>
      `Ainda não sei que tipo de especialista encaixa. É mais perto de ${f}? Escolha um abaixo ou conte-me um pouco mais.`,
    clarifyOpen:
      'Quero encaminhá-lo para o especialista certo, mas preciso de um pouco mais. De que se trata: a sua casa, a sua saúde, dinheiro ou impostos, um problema legal, trabalho, um animal, estudos ou algo técnico? Uma ou duas frases sobre o que aconteceu ajudam muito.',
    noAnswer:
      'Não tenho uma boa resposta para isso: não consegui relacioná-lo com a base de conhecimento da Tio nem com as áreas dos nossos especialistas. Se uma pessoa puder ajudar, conte-me um pouco mais. Também pode [ver os nossos especialistas](/ourexperts) ou ler as [perguntas frequentes](/FAQ).',
    sounds: (f, d) => `Um especialista que pode ajudar: **${f}** — ${d}.`,
    alsoHelp: (f) => `Também pode ajudar: ${f}.`,
    nearest: (f, fs) =>
      `Ainda não há nenhum ${f} aprovado na Tio. As áreas mais próximas com especialistas são ${fs}: os especialistas abaixo são delas.`,
    none: (f) => `Ainda não há nenhum ${f} aprovado na Tio: [ver todos os especialistas](/ourexperts).`,
    waitlist: 'Carregue em **Avise-me quando chegar um** e a Tio escreve-lhe quando o primeiro for aprovado.',
    expertCan: 'Não consigo analisar a sua situação, mas um especialista consegue.',
    askThisExpert: '**Perguntar a este especialista** mostra um breve resumo desta conversa, que pode editar antes de enviar.',
    or: 'ou',
    helpPages: 'Eis o que dizem as páginas de ajuda da Tio:',
    helpMore:
      'Mais alguma coisa? Sou o assistente offline da Tio: para o que estas páginas não cobrem, o [formulário de contacto](/ContactUs) chega à equipa da Tio.',
    tioTeam:
      'Isso é com a equipa da Tio: as páginas de ajuda não o cobrem. O [formulário de contacto](/ContactUs) chega até ela, e o [Centro de ajuda](/HelpCenter) responde à maioria das perguntas sobre como usar a Tio.',
    smartAnswer: 'Das respostas inteligentes da Tio:',
    inEnglish: 'O texto citado abaixo e a resposta completa do link só existem em inglês.',
    rateLimited: 'Está a enviar mensagens mais depressa do que a Tio consegue responder. Espere um minuto e tente de novo.',
    quotaReached: `Atingiu o limite de hoje de ${ASSISTANT_DAILY_QUOTA} mensagens ao Tio Chat. Reinicia à meia-noite (UTC); entretanto, os nossos especialistas continuam aqui para si.`,
  },
  it: {
    greeting: {
      hi: 'Ciao! 👋',
      thanks: 'Prego!',
      bye: 'Arrivederci, e buona fortuna!',
      body: "Sono l'assistente offline di Tio. Raccontami cosa succede (una perdita, una lettera dell'Agenzia delle Entrate, un progetto che stai pianificando) e ti dirò quale tipo di esperto può aiutarti, con alcuni a cui scrivere. Puoi anche chiedermi di Tio, per esempio come funzionano i Tio-Points.",
    },
    note: "Sono l'assistente offline di Tio, non un professionista: collego la tua domanda alla base di conoscenza di Tio e ai settori dei nostri esperti.",
    clarifyFields: (f) =>
      `Non sono ancora sicuro di quale esperto serva. È più vicino a ${f}? Scegli qui sotto o raccontami qualcosa in più.`,
    clarifyOpen:
      "Vorrei indirizzarti all'esperto giusto, ma mi serve qualcosa in più. Di cosa si tratta: la casa, la salute, soldi o tasse, un problema legale, il lavoro, un animale, lo studio o qualcosa di tecnico? Una o due frasi su cosa è successo aiutano molto.",
    noAnswer:
      'Non ho una buona risposta: non sono riuscito a collegarlo alla base di conoscenza di Tio né ai settori dei nostri esperti. Se una persona potesse aiutarti, raccontami qualcosa in più. Puoi anche [sfogliare i nostri esperti](/ourexperts) o leggere le [FAQ](/FAQ).',
    sounds: (f, d) => `Un esperto che può aiutarti: **${f}** — ${d}.`,
    alsoHelp: (f) => `Potrebbe aiutare anche: ${f}.`,
    nearest: (f, fs) =>
      `Su Tio non c'è ancora nessun ${f} approvato. I settori più vicini con esperti sono ${fs}: gli esperti qui sotto vengono da lì.`,
    none: (f) => `Su Tio non c'è ancora nessun ${f} approvato: [vedi tutti gli esperti](/ourexperts).`,
    waitlist: 'Premi **Avvisami quando ne arriva uno** e Tio ti scrive appena il primo viene approvato.',
    expertCan: 'Non posso esaminare la tua situazione, ma un esperto sì.',
    askThisExpert: '**Chiedi a questo esperto** ti mostra un breve riassunto di questa conversazione, modificabile prima di inviare.',
    or: 'o',
    helpPages: 'Ecco cosa dicono le pagine di aiuto di Tio:',
    helpMore:
      "Altro? Sono l'assistente offline di Tio: per ciò che queste pagine non coprono, il [modulo di contatto](/ContactUs) raggiunge il team di Tio.",
    tioTeam:
      "Questa è per il team di Tio: le pagine di aiuto non la coprono. Il [modulo di contatto](/ContactUs) lo raggiunge, e il [Centro assistenza](/HelpCenter) risponde alla maggior parte delle domande sull'uso di Tio.",
    smartAnswer: 'Dalle risposte intelligenti di Tio:',
    inEnglish: 'Il testo citato qui sotto e la risposta completa del link sono solo in inglese.',
    rateLimited: 'Stai inviando messaggi più in fretta di quanto Tio riesca a rispondere. Aspetta un minuto e riprova.',
    quotaReached: `Hai raggiunto il limite di oggi di ${ASSISTANT_DAILY_QUOTA} messaggi a Tio Chat. Si azzera a mezzanotte (UTC); nel frattempo i nostri esperti sono qui per te.`,
  },
}

/** Whether a reply already said the not-a-professional note (in any language: it is said once). */
export function saysNote(text: string): boolean {
  return Object.values(PHRASES).some((p) => text.includes(p.note))
}
