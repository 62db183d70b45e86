/**
 * Every user-facing string of the specification, verbatim (typos included: 'adress', "Tio's").
 * Server and web both read from here; error codes map to text through ERROR_MESSAGES.
 */
export const MESSAGES = {
  tagline: 'Start with AI. Scale to Human.',
  chatWithTio: 'Chat with Tio',
  loading: 'Loading...',
  tioChat: 'Tio Chat',
  points: (n: number) => `${n} Tio-Points`,
  pointsName: 'Tio-Points',
  /** An expert's lowest consultation price on search and Tio Chat cards (issue 23 item 1). */
  priceFrom: (n: number) => `From ${n} ${n === 1 ? 'point' : 'points'}`,
  priceFromLabel: (n: number) => `Consultations from ${n} Tio-Points`,
  firstMessageFree: 'First message free',
  installTio: 'Install Tio',
  addToHomeScreen: 'Add to Home Screen',
  installNotPossible: 'The app is either already installed or installation is not supported in this browser.',
  offlineTitle: 'No Internet Connection',
  offlineText: 'Please check your network settings and try again.',
  retryConnection: 'Retry Connection',
  login: 'Login',
  join: 'Join',
  logout: 'Logout',
  fillAllFields: 'Please fill in all fields.',
  passwordCriteria: 'Password does not meet the required criteria.',
  passwordHintLength: 'Password must be at least 8 characters',
  passwordHintKinds: 'Password must contain at least one special character, number, lowercase and uppercase',
  passwordHintOk: 'Password meets all requirements',
  verificationEmailSent: 'Verification email sent',
  emailVerified: 'Email successfully verified. Welcome on board! This box will now close.',
  forgotPassword: 'Forgot your password? Click here',
  loginWrongCredentials: 'The email or password is wrong.',
  emailVerifiedTitle: 'Your email is verified',
  emailVerifiedLead: 'Thank you: your Tio account is ready to use.',
  emailVerifyFailedTitle: 'This verification link did not work',
  emailVerifyFailedLead: 'It may be old or already used. Log in and ask for a new one with Resend.',
  continue: 'Continue',
  verifyBanner: (email: string) => `Please verify your email: open the link we sent to ${email}.`,
  verifyToBook: (email: string) =>
    `Verify your email to book: open the link we sent to ${email}. Tio-Points are spent only from a confirmed address.`,
  resend: 'Resend',
  filters: 'Filters',
  fixHighlightedFields: 'Please fix the highlighted fields.',
  filtersActive: (n: number) => (n === 0 ? 'Filters' : `Filters, ${n} active`),
  /** A browser origin the server does not accept (another address than PUBLIC_URL): names the address to open. */
  originRefused: (publicUrl: string) =>
    `Tio does not accept sign-ins from this address. Open ${publicUrl} instead (the server's PUBLIC_URL setting), or set PUBLIC_URL to the address you use.`,
  updateUserRefused: 'Change your name and photo on your Tio settings page.',
  searchLimited: 'You are searching very fast. Please wait a few seconds and try again.',
  emailInUse: 'Email is already in use. Please use a different email address.',
  signUpError: 'An error occurred during sign-up.',
  profileUpdateError: 'An error occurred during profile update',
  verificationEmailError: 'An error occurred while sending the verification email.',
  resetFailure: 'The email adress is wrong or does not exist.',
  resetSuccess: 'Password reset email sent successfully! Click here to login!',
  resetSuccessLead: 'Password reset email sent successfully!',
  resetSuccessLink: 'Click here to login!',
  emailLinkSuccess: 'Email sent successfully. Please check your inbox',
  emailLinkInvalid: 'Invalid email format. Please use a different method to sign up.',
  emailLinkQuota: "Hmm, something went wrong. Please try a different login method while our Tio's fix your problem.",
  noResults: 'No results found.',
  sorry: 'Sorry',
  connect: 'Connect',
  connected: 'Connected',
  message: 'Message',
  close: 'Close',
  approve: 'Approve',
  notFoundTitle: 'Page not found',
  noAccessTitle: 'Please log in to continue',
  operatorsOnlyTitle: 'Operators only',
  block: 'Block',
  unblock: 'Unblock',
  youBlocked: (name: string) => `You blocked ${name}: they cannot message you or connect with you. Unblock them to write again.`,
  noOneBlocked:
    'You have not blocked anyone. Someone you block, from your contacts or a conversation, can no longer message you or connect with you.',
  chatSending: 'Sending…',
  chatWaitingForConnection: 'Sending… (waiting for connection)',
  chatSendingTooFast: 'You are sending messages too fast: this one goes out in a moment.',
  noSuchUser: 'No such user.',
  chatNoSuchPerson: 'This person is not on Tio: the link may be wrong, or the account was deleted.',
  backToConversations: 'Back to your conversations',
  cannotMessageSelf: 'You cannot message yourself.',
  blockedEitherWay: 'You cannot message or connect with this person.',
  attachmentNotYours: 'This file cannot be sent: attach a file you uploaded with the Attach button.',
  attachmentInUse: 'This file was already sent in a message. To send it again, attach it again.',
  attachmentSent: 'This file was sent in a message: it stays in the conversation.',
  attachmentGone: 'This file is no longer available.',
  attachAFile: 'Attach a photo or PDF',
  removeAttachment: 'Remove the attachment',
  sendingTooFast: 'You are sending messages too fast. Please wait a moment and try again.',
  reauthPasswordRequired: 'Enter your password to confirm that it is you.',
  reauthWrongPassword: 'This password is not correct. Nothing was deleted.',
  reauthSignInAgain:
    'Your account has no password, so Tio needs a fresh sign-in to be sure it is you: sign in again (with Google or an emailed sign-in link), then delete within 5 minutes.',
  reauthTooMany: 'Too many attempts. Wait 15 minutes, or reset your password if you forgot it.',
  messageRemovedWithAccount: 'This message was removed when its sender deleted their account.',
  exportTooMany: 'You downloaded your data a moment ago. Please wait a few minutes before asking again.',
  verifyToApply:
    'Verify your email address before you submit your application: the Tio team reviews applications only from a confirmed address, so clients can reach you and nobody applies in your name. You can fill in and save your draft now.',
} as const

/** API error codes (CALL-22) and the text the SPA shows for each. */
export const ERROR_MESSAGES = {
  'bad-request': 'The request was not valid.',
  'invalid-json': 'The request body is not valid JSON.',
  'payload-too-large': 'The request is too large.',
  'not-found': 'Not found.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do that.',
  'rate-limited': 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  'email-already-in-use': MESSAGES.emailInUse,
  'invalid-email': MESSAGES.emailLinkInvalid,
  'quota-exceeded': MESSAGES.emailLinkQuota,
  'user-not-found': MESSAGES.resetFailure,
  'missing-fields': MESSAGES.fillAllFields,
  'weak-password': MESSAGES.passwordCriteria,
  'invalid-credentials': MESSAGES.loginWrongCredentials,
  'forbidden-origin': 'Tio does not accept requests from this address: open the address of the PUBLIC_URL setting.',
  'invalid-token': 'This link is no longer valid. Please ask for a new one.',
  'verification-email-failed': MESSAGES.verificationEmailError,
  'email-not-verified': 'Please verify your email address first: open the link we sent you, or ask for a new one.',
} as const

export type ErrorCode = keyof typeof ERROR_MESSAGES

export function getErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message
  }
  return ERROR_MESSAGES.internal
}
