import type { AssistantLanguage } from './assistant-text'

// The brief and "tell me when one joins" texts, without zod (issue 24 items 1, 5 and 7): the labels a
// user sees in Tio Chat follow the language Tio answered in; the expert's card is labelled in English
// and in that language when it differs.

/** The parts of a brief, in the order they are shown. */
export const BRIEF_PARTS = ['problem', 'tried', 'urgency', 'place', 'language'] as const
export type BriefPart = (typeof BRIEF_PARTS)[number]

/** Limits of each part and of the whole transcript. */
export const BRIEF_PART_MAX = { problem: 800, tried: 500, urgency: 120, place: 120, language: 60 } as const
export const BRIEF_TRANSCRIPT_MAX = 12_000

export interface BriefText {
  title: string
  parts: Record<BriefPart, string>
  remove: string
  includeTranscript: string
  transcriptNote: string
  message: string
  /** The first message to the expert, prefilled and editable. */
  draft: (expertFirstName: string, question: string) => string
  send: string
  cancel: string
  /** The expert's card in /chat. */
  card: string
  transcript: string
  waitlist: string
  waitlistDone: (field: string) => string
  waitlistCancel: string
  handedTo: (name: string) => string
  /** Refusal of a new message once the expert has replied (issue 24 item 8). */
  handedOver: (name: string) => string
  openChat: string
  /** Label of the clarifying question's buttons (issue 24 item 4). */
  choices: string
}

export const BRIEF_TEXT: Record<AssistantLanguage, BriefText> = {
  en: {
    title: 'Your brief for the expert',
    parts: { problem: 'The problem', tried: 'Already tried', urgency: 'Urgency', place: 'Place', language: 'Language' },
    remove: 'Remove',
    includeTranscript: 'Include the Tio Chat transcript',
    transcriptNote: 'Off: the expert sees only this brief and your message.',
    message: 'Your first message',
    draft: (name, question) => `Hi ${name}, Tio Chat suggested I get in touch with you. Here is my question:\n\n${question}`,
    send: 'Send to the expert',
    cancel: 'Cancel',
    card: 'From Tio Chat',
    transcript: 'Tio Chat transcript',
    waitlist: 'Tell me when one joins',
    waitlistDone: (f) => `We'll email you when the first ${f} joins Tio.`,
    waitlistCancel: "Don't tell me",
    handedTo: (n) => `Handed to ${n}`,
    openChat: 'Continue the conversation',
    handedOver: (n) =>
      `${n} is helping you with this now: Tio Chat steps back. Continue in your chat with them, or start a new Tio Chat conversation.`,
    choices: 'Which is closest?',
  },
  es: {
    title: 'Tu resumen para el experto',
    parts: { problem: 'El problema', tried: 'Ya probado', urgency: 'Urgencia', place: 'Lugar', language: 'Idioma' },
    remove: 'Quitar',
    includeTranscript: 'Incluir la conversación con Tio Chat',
    transcriptNote: 'Desactivado: el experto solo ve este resumen y tu mensaje.',
    message: 'Tu primer mensaje',
    draft: (name, question) => `Hola, ${name}: Tio Chat me sugirió que te contactara. Esta es mi pregunta:\n\n${question}`,
    send: 'Enviar al experto',
    cancel: 'Cancelar',
    card: 'Desde Tio Chat',
    transcript: 'Conversación con Tio Chat',
    waitlist: 'Avísame cuando se una uno',
    waitlistDone: (f) => `Te escribiremos cuando el primer ${f} se una a Tio.`,
    waitlistCancel: 'No avisarme',
    handedTo: (n) => `En manos de ${n}`,
    openChat: 'Seguir la conversación',
    handedOver: (n) =>
      `${n} te está ayudando con esto: Tio Chat se retira. Sigue en tu chat con esa persona o empieza una nueva conversación con Tio Chat.`,
    choices: '¿Cuál se parece más?',
  },
  de: {
    title: 'Deine Zusammenfassung für den Experten',
    parts: { problem: 'Das Problem', tried: 'Schon versucht', urgency: 'Dringlichkeit', place: 'Ort', language: 'Sprache' },
    remove: 'Entfernen',
    includeTranscript: 'Das Tio-Chat-Protokoll mitschicken',
    transcriptNote: 'Aus: Der Experte sieht nur diese Zusammenfassung und deine Nachricht.',
    message: 'Deine erste Nachricht',
    draft: (name, question) =>
      `Hallo ${name}, Tio Chat hat mir vorgeschlagen, mich an dich zu wenden. Hier ist meine Frage:\n\n${question}`,
    send: 'An den Experten senden',
    cancel: 'Abbrechen',
    card: 'Aus Tio Chat',
    transcript: 'Tio-Chat-Protokoll',
    waitlist: 'Sag mir Bescheid, wenn jemand dazukommt',
    waitlistDone: (f) => `Wir schreiben dir, sobald der/die erste ${f} zu Tio kommt.`,
    waitlistCancel: 'Nicht benachrichtigen',
    handedTo: (n) => `Übergeben an ${n}`,
    openChat: 'Gespräch fortsetzen',
    handedOver: (n) =>
      `${n} hilft dir jetzt dabei: Tio Chat tritt zurück. Mach im Chat mit dieser Person weiter oder beginne ein neues Gespräch mit Tio Chat.`,
    choices: 'Was passt am ehesten?',
  },
  fr: {
    title: "Votre résumé pour l'expert",
    parts: { problem: 'Le problème', tried: 'Déjà essayé', urgency: 'Urgence', place: 'Lieu', language: 'Langue' },
    remove: 'Retirer',
    includeTranscript: 'Joindre la conversation avec Tio Chat',
    transcriptNote: "Désactivé : l'expert ne voit que ce résumé et votre message.",
    message: 'Votre premier message',
    draft: (name, question) => `Bonjour ${name}, Tio Chat m'a conseillé de vous contacter. Voici ma question :\n\n${question}`,
    send: "Envoyer à l'expert",
    cancel: 'Annuler',
    card: 'Depuis Tio Chat',
    transcript: 'Conversation avec Tio Chat',
    waitlist: 'Prévenez-moi quand un expert arrive',
    waitlistDone: (f) => `Nous vous écrirons dès qu'un premier ${f} rejoindra Tio.`,
    waitlistCancel: 'Ne pas me prévenir',
    handedTo: (n) => `Confié à ${n}`,
    openChat: 'Continuer la conversation',
    handedOver: (n) =>
      `${n} vous aide désormais : Tio Chat se retire. Continuez dans votre discussion avec cette personne, ou commencez une nouvelle conversation avec Tio Chat.`,
    choices: 'Lequel est le plus proche ?',
  },
  pt: {
    title: 'O seu resumo para o especialista',
    parts: { problem: 'O problema', tried: 'Já tentado', urgency: 'Urgência', place: 'Local', language: 'Idioma' },
    remove: 'Remover',
    includeTranscript: 'Incluir a conversa com o Tio Chat',
    transcriptNote: 'Desligado: o especialista só vê este resumo e a sua mensagem.',
    message: 'A sua primeira mensagem',
    draft: (name, question) =>
      `Olá ${name}, o Tio Chat sugeriu que eu entrasse em contacto consigo. Esta é a minha pergunta:\n\n${question}`,
    send: 'Enviar ao especialista',
    cancel: 'Cancelar',
    card: 'Do Tio Chat',
    transcript: 'Conversa com o Tio Chat',
    waitlist: 'Avise-me quando chegar um',
    waitlistDone: (f) => `Escrevemos-lhe quando o primeiro ${f} chegar à Tio.`,
    waitlistCancel: 'Não avisar',
    handedTo: (n) => `Entregue a ${n}`,
    openChat: 'Continuar a conversa',
    handedOver: (n) =>
      `${n} está agora a ajudá-lo com isto: o Tio Chat afasta-se. Continue na sua conversa com essa pessoa ou comece uma nova conversa com o Tio Chat.`,
    choices: 'Qual é o mais próximo?',
  },
  it: {
    title: "Il tuo riassunto per l'esperto",
    parts: { problem: 'Il problema', tried: 'Già provato', urgency: 'Urgenza', place: 'Luogo', language: 'Lingua' },
    remove: 'Rimuovi',
    includeTranscript: 'Includi la conversazione con Tio Chat',
    transcriptNote: "Disattivato: l'esperto vede solo questo riassunto e il tuo messaggio.",
    message: 'Il tuo primo messaggio',
    draft: (name, question) => `Ciao ${name}, Tio Chat mi ha suggerito di contattarti. Ecco la mia domanda:\n\n${question}`,
    send: "Invia all'esperto",
    cancel: 'Annulla',
    card: 'Da Tio Chat',
    transcript: 'Conversazione con Tio Chat',
    waitlist: 'Avvisami quando ne arriva uno',
    waitlistDone: (f) => `Ti scriveremo quando il primo ${f} arriverà su Tio.`,
    waitlistCancel: 'Non avvisarmi',
    handedTo: (n) => `Affidato a ${n}`,
    openChat: 'Continua la conversazione',
    handedOver: (n) =>
      `${n} ti sta aiutando adesso: Tio Chat si fa da parte. Continua nella chat con questa persona o inizia una nuova conversazione con Tio Chat.`,
    choices: 'Quale è più vicino?',
  },
}

/** The brief's text for a language Tio Chat answered in (English when unknown). */
export const briefText = (language: string | undefined): BriefText => BRIEF_TEXT[(language ?? 'en') as AssistantLanguage] ?? BRIEF_TEXT.en
