import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../../config'

/**
 * The settings Tio's content may name as `{{NAME}}` (issue 20 item 3): the earning and booking rules a
 * page states are the rules the code applies, so content never types a number a setting decides.
 */
export type ContentSettings = Readonly<Record<string, string>>

const count = (n: number) => n.toLocaleString('en-US')

/** The currency point packs are sold in (PAYMENT_CURRENCY), as a sentence names it: 'euros (EUR)', 'US Dollar (USD)'. */
function currencyName(code: string): string {
  const upper = code.toUpperCase()
  if (upper === 'EUR') return 'euros (EUR)'
  const name = new Intl.DisplayNames(['en'], { type: 'currency' }).of(upper) ?? upper
  return name === upper ? upper : `${name} (${upper})`
}

export function contentSettings(
  config: Pick<Config, 'signupPoints' | 'referral' | 'payoutMinimumPoints' | 'consultations' | 'payments'>,
): ContentSettings {
  return {
    SIGNUP_POINTS: count(config.signupPoints),
    REFERRAL_POINTS: count(config.referral.points),
    REFERRAL_MONTHLY_CAP: count(config.referral.monthlyCap),
    PAYOUT_MINIMUM_POINTS: count(config.payoutMinimumPoints),
    FREE_CANCEL_HOURS: count(config.consultations.freeCancelHours),
    AUTO_RELEASE_HOURS: count(config.consultations.autoReleaseHours),
    PAYMENT_CURRENCY: currencyName(config.payments.currency),
    PLATFORM_FEE_PERCENT: count(config.consultations.feePercent),
  }
}

const PLACEHOLDER = /\{\{\s*([A-Z0-9_]+)\s*\}\}/g

/** Replaces every `{{NAME}}` by its setting; a name that is no setting fails loudly, naming the file. */
export function fillSettings(source: string, settings: ContentSettings, file: string): string {
  return source.replace(PLACEHOLDER, (_match, name: string) => {
    const value = settings[name]
    if (value === undefined) {
      throw new Error(`${path.relative(process.cwd(), file)}: {{${name}}} is not a setting content can name (${Object.keys(settings).join(', ')})`)
    }
    return value
  })
}

/** A content file's text with its settings filled in, before front matter and Markdown are parsed. */
export async function readContentFile(file: string, settings: ContentSettings): Promise<string> {
  return fillSettings(await readFile(file, 'utf8'), settings, file)
}
