import { PASSWORD_MIN_LENGTH } from './constants'
import { MESSAGES } from './messages'

const ALLOWED = /^[A-Za-z\d@$!%*?&]+$/
const KINDS = [/[a-z]/, /[A-Z]/, /\d/, /[@$!%*?&]/]

/** Spec §5: ≥ 8 characters, one each of lower, upper, digit and @$!%*?&, nothing else. */
export function isPasswordValid(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && ALLOWED.test(password) && KINDS.every((k) => k.test(password))
}

/** The live hint shown under the sign-up password field (VAL-07..09). */
export function getPasswordHint(password: string): string {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordHintLength
  if (!isPasswordValid(password)) return MESSAGES.passwordHintKinds
  return MESSAGES.passwordHintOk
}
