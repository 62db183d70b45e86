import type { Language } from '../glossary'

/**
 * The words of using a website and its account (logging out, notifications, a referral code, blocking or reporting
 * someone, a written answer, a video call) → English. Read before each language's general words, so that these
 * readings win over a word of theirs the stemmer reaches first ("segnalare" is to report, not to signal; "laisser"
 * to leave, not to lead); never over the glossary.
 */
export const SITE: Record<Language, string> = {
  es: `
recargar:top_up referido:referral codigo_de_referido:referral_code desactivar:turn_off desactivo:turn_off bloquear:block
soporte:support significa:means cerrar_sesion:log_out cierro_sesion:log_out iniciar_sesion:log_in microfono:microphone
aceptan:accept aceptais:accept tarjeta_de_credito:credit_card tarjetas_de_credito:credit_cards ordeno:sort ordenar:sort
filtro:filter filtrar:filter valoracion:rating resultados:results ofrecer:offer servicios:services
`,
  de: `
guthaben:balance empfehlungscode:referral_code schriftlich:written schriftliche:written erschienen:showed_up
streitfall:dispute mikrofon:microphone benachrichtigung:notification benachrichtigungen:notifications blockiere:block
abmelden:log_out anmelden:log_in
akzeptiert:accept akzeptieren:accept sortiere:sort sortieren:sort ergebnisse:results anbieten:offer dienste:services
dienstleistungen:services
`,
  fr: `
parrainage:referral code_de_parrainage:referral_code reinitialiser:reset laisser:leave desactiver:turn_off
signaler:report impoli:rude se_deconnecter:log_out
acceptez:accept acceptent:accept carte_de_credit:credit_card cartes_de_credit:credit_cards trier:sort resultats:results
proposer:offer
`,
  pt: `
videochamada:video_call redefinir:reset redefino:reset desativar:turn_off desativo:turn_off bloquear:block grosseiro:rude
suporte:support codigo_de_indicacao:referral_code perco:lose usei:used microfone:microphone
aceitam:accept aceitar:accept cartao_de_credito:credit_card ordeno:sort ordenar:sort resultados:results avaliacao:rating
oferecer:offer servicos:services
`,
  it: `
addebitato:charged lasciare:leave lascio:leave notifiche:notifications notifica:notification
bloccare:block blocco:block segnalare:report disattivare:turn_off disattivo:turn_off microfono:microphone
accettate:accept accettano:accept carta_di_credito:credit_card carte_di_credito:credit_cards ordino:sort ordinare:sort
risultati:results valutazione:rating offrire:offer servizi:services
`,
}
