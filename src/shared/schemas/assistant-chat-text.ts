import type { ResponseRate } from '../constants'
import { respondsText } from '../response-rate-text'
import type { AssistantLanguage } from './assistant-text'

// The fixed words of a Tio Chat conversation view, without zod (issue 24 item 1): they follow the
// language Tio last answered in; the page around the conversation stays English.

export interface ChatText {
  thinking: string
  /** The heading (and name) of the experts offered under an answer. */
  experts: string
  askThisExpert: string
  /** "Ask this expert: Ana Silva" (the button's accessible name). */
  askThisExpertNamed: (name: string) => string
  message: string
  messageNamed: (name: string) => string
  connect: string
  connected: string
  /** "Responds within an hour (measured)" on an expert's card under an answer. */
  responds: (rate: ResponseRate, measured: boolean) => string
  /** A reply that failed for a reason of Tio's own (also the server's stream error). */
  couldNotAnswer: string
  /** The AI model's reply could not be read: nothing was stored (issue 24 item 9). */
  modelUnreadable: string
}

export const CHAT_TEXT: Record<AssistantLanguage, ChatText> = {
  en: {
    thinking: 'Tio is thinking…',
    experts: 'Experts who can help',
    askThisExpert: 'Ask this expert',
    askThisExpertNamed: (n) => `Ask this expert: ${n}`,
    message: 'Message',
    messageNamed: (n) => `Message ${n}`,
    connect: 'Connect',
    connected: 'Connected',
    responds: respondsText,
    couldNotAnswer: 'Tio Chat could not answer just now. Try again in a moment.',
    modelUnreadable: "Tio Chat's AI model answered in a way Tio could not read, so nothing was saved. Ask again, perhaps in other words.",
  },
  es: {
    thinking: 'Tio está pensando…',
    experts: 'Expertos que pueden ayudarte',
    askThisExpert: 'Preguntar a este experto',
    askThisExpertNamed: (n) => `Preguntar a este experto: ${n}`,
    message: 'Mensaje',
    messageNamed: (n) => `Escribir a ${n}`,
    connect: 'Conectar',
    connected: 'Conectado',
    responds: (rate, measured) =>
      `Responde ${{ 'Within An Hour': 'en menos de una hora', 'Within One Day': 'en menos de un día', 'More Than A Day': 'en más de un día' }[rate]} (${measured ? 'medido' : 'según el experto'})`,
    couldNotAnswer: 'Tio Chat no ha podido responder ahora. Inténtalo de nuevo en un momento.',
    modelUnreadable:
      'El modelo de IA de Tio Chat respondió de una forma que Tio no pudo leer, así que no se guardó nada. Vuelve a preguntar, quizá con otras palabras.',
  },
  de: {
    thinking: 'Tio denkt nach…',
    experts: 'Experten, die helfen können',
    askThisExpert: 'Diesen Experten fragen',
    askThisExpertNamed: (n) => `Diesen Experten fragen: ${n}`,
    message: 'Nachricht',
    messageNamed: (n) => `Nachricht an ${n}`,
    connect: 'Vernetzen',
    connected: 'Vernetzt',
    responds: (rate, measured) =>
      `Antwortet ${{ 'Within An Hour': 'innerhalb einer Stunde', 'Within One Day': 'innerhalb eines Tages', 'More Than A Day': 'nach mehr als einem Tag' }[rate]} (${measured ? 'gemessen' : 'eigene Angabe'})`,
    couldNotAnswer: 'Tio Chat konnte gerade nicht antworten. Versuch es gleich noch einmal.',
    modelUnreadable:
      'Das KI-Modell von Tio Chat hat so geantwortet, dass Tio es nicht lesen konnte; es wurde nichts gespeichert. Frag noch einmal, vielleicht mit anderen Worten.',
  },
  fr: {
    thinking: 'Tio réfléchit…',
    experts: 'Des experts qui peuvent vous aider',
    askThisExpert: 'Demander à cet expert',
    askThisExpertNamed: (n) => `Demander à cet expert : ${n}`,
    message: 'Message',
    messageNamed: (n) => `Écrire à ${n}`,
    connect: 'Se connecter',
    connected: 'Connecté',
    responds: (rate, measured) =>
      `Répond ${{ 'Within An Hour': 'en moins d’une heure', 'Within One Day': 'en moins d’un jour', 'More Than A Day': 'en plus d’un jour' }[rate]} (${measured ? 'mesuré' : 'selon l’expert'})`,
    couldNotAnswer: "Tio Chat n'a pas pu répondre pour l'instant. Réessayez dans un moment.",
    modelUnreadable:
      "Le modèle d'IA de Tio Chat a répondu d'une façon que Tio n'a pas pu lire : rien n'a été enregistré. Reposez la question, peut-être avec d'autres mots.",
  },
  pt: {
    thinking: 'O Tio está a pensar…',
    experts: 'Especialistas que podem ajudar',
    askThisExpert: 'Perguntar a este especialista',
    askThisExpertNamed: (n) => `Perguntar a este especialista: ${n}`,
    message: 'Mensagem',
    messageNamed: (n) => `Escrever a ${n}`,
    connect: 'Conectar',
    connected: 'Conectado',
    responds: (rate, measured) =>
      `Responde ${{ 'Within An Hour': 'em menos de uma hora', 'Within One Day': 'em menos de um dia', 'More Than A Day': 'em mais de um dia' }[rate]} (${measured ? 'medido' : 'segundo o especialista'})`,
    couldNotAnswer: 'O Tio Chat não conseguiu responder agora. Tente de novo daqui a pouco.',
    modelUnreadable:
      'O modelo de IA do Tio Chat respondeu de uma forma que o Tio não conseguiu ler, por isso nada foi guardado. Pergunte de novo, talvez por outras palavras.',
  },
  it: {
    thinking: 'Tio sta pensando…',
    experts: 'Esperti che possono aiutarti',
    askThisExpert: 'Chiedi a questo esperto',
    askThisExpertNamed: (n) => `Chiedi a questo esperto: ${n}`,
    message: 'Messaggio',
    messageNamed: (n) => `Scrivi a ${n}`,
    connect: 'Collegati',
    connected: 'Collegato',
    responds: (rate, measured) =>
      `Risponde ${{ 'Within An Hour': 'entro un’ora', 'Within One Day': 'entro un giorno', 'More Than A Day': 'in più di un giorno' }[rate]} (${measured ? 'misurato' : 'dichiarato dall’esperto'})`,
    couldNotAnswer: 'Tio Chat non è riuscito a rispondere adesso. Riprova tra un momento.',
    modelUnreadable:
      'Il modello di IA di Tio Chat ha risposto in un modo che Tio non è riuscito a leggere, quindi non è stato salvato nulla. Chiedi di nuovo, magari con altre parole.',
  },
}

/** The conversation's words in a language Tio answered in (English when unknown). */
export const chatText = (language: string | undefined): ChatText => CHAT_TEXT[(language ?? 'en') as AssistantLanguage] ?? CHAT_TEXT.en
