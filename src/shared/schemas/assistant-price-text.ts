import { MESSAGES } from '../messages'
import type { AssistantLanguage } from './assistant-text'

/**
 * The price on an expert's card under a Tio Chat answer, in the language of the answer: short ("Desde 40 puntos"),
 * its spoken form and the free first message. Apart from the conversation's words (assistant-chat-text.ts) because
 * only the cards, which load with the first experts, need it.
 */
export interface PriceText {
  from: (points: number) => string
  label: (points: number) => string
  firstMessageFree: string
}

export const PRICE_TEXT: Record<AssistantLanguage, PriceText> = {
  en: { from: MESSAGES.priceFrom, label: MESSAGES.priceFromLabel, firstMessageFree: MESSAGES.firstMessageFree },
  es: {
    from: (n) => `Desde ${n} ${n === 1 ? 'punto' : 'puntos'}`,
    label: (n) => `Consultas desde ${n} Tio-Points`,
    firstMessageFree: 'Primer mensaje gratis',
  },
  de: {
    from: (n) => `Ab ${n} ${n === 1 ? 'Punkt' : 'Punkte'}`,
    label: (n) => `Beratungen ab ${n} Tio-Points`,
    firstMessageFree: 'Erste Nachricht kostenlos',
  },
  fr: {
    from: (n) => `Dès ${n} ${n === 1 ? 'point' : 'points'}`,
    label: (n) => `Consultations dès ${n} Tio-Points`,
    firstMessageFree: 'Premier message gratuit',
  },
  pt: {
    from: (n) => `Desde ${n} ${n === 1 ? 'ponto' : 'pontos'}`,
    label: (n) => `Consultas desde ${n} Tio-Points`,
    firstMessageFree: 'Primeira mensagem grátis',
  },
  it: {
    from: (n) => `Da ${n} ${n === 1 ? 'punto' : 'punti'}`,
    label: (n) => `Consulenze da ${n} Tio-Points`,
    firstMessageFree: 'Primo messaggio gratis',
  },
}

export const priceText = (language: string | undefined): PriceText => PRICE_TEXT[(language ?? 'en') as AssistantLanguage] ?? PRICE_TEXT.en
