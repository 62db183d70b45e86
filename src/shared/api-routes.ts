import type { z } from 'zod'
import {
  assistantBriefDraftSchema,
  assistantBriefsSchema,
  assistantConversationDetailSchema,
  assistantHandoffAnswerSchema,
  assistantWaitlistSchema,
  assistantConversationCreateSchema,
  assistantConversationSchema,
  assistantConversationsSchema,
  assistantStatusSchema,
  assistantVisitorReplySchema,
  assistantUnderstandingSchema,
  smartAnswerAnswerSchema,
  smartAnswersAnswerSchema,
  assistantConversationInputSchema,
  assistantBriefsQuerySchema,
  assistantHandoffInputSchema,
  assistantMessageInputSchema,
  assistantUnderstandQuerySchema,
  assistantVisitorInputSchema,
  assistantWaitlistInputSchema,
  smartQuerySchema,
} from './schemas/assistant'
import {
  callAnswerSchema,
  callsConfigSchema,
  callsPageSchema,
  callsQuerySchema,
  createCallInputSchema,
  createRoomInputSchema,
  roomAnswerSchema,
  roomsPageSchema,
} from './schemas/call'
import {
  readAnswerSchema,
  sentMessageAnswerSchema,
  chatListPageSchema,
  chatMessagesPageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageInputSchema,
  unreadCountSchema,
} from './schemas/chat'
import {
  blockedAnswerSchema,
  connectedAnswerSchema,
  blockedPageSchema,
  contactsPageSchema,
  contactsQuerySchema,
  contactStatusAnswerSchema,
  contactStatusQuerySchema,
} from './schemas/contact'
import {
  availabilityInputSchema,
  bookingActionSchema,
  bookingAnswerSchema,
  bookingInputSchema,
  bookingsAnswerSchema,
  disputesAnswerSchema,
  disputeDecisionSchema,
  expertOffersSchema,
  slotsAnswerSchema,
  offersInputSchema,
  slotsQuerySchema,
} from './schemas/consultation'
import {
  contactMessageAnswerSchema,
  contactMessageInputSchema,
  contactHandledSchema,
  contactReplyAnswerSchema,
  contactIdParamSchema,
  contactInboxPageSchema,
  contactInboxQuerySchema,
  contentPageResponseSchema,
  faqResponseSchema,
  helpResponseSchema,
  postListResponseSchema,
  postResponseSchema,
  sitemapResponseSchema,
  contactReplySchema,
  contentImageQuerySchema,
  helpQuerySchema,
  postCollectionParamSchema,
  postListQuerySchema,
  postParamsSchema,
} from './schemas/content'
import {
  adminApplicationsPageSchema,
  adminApplicationsQuerySchema,
  customUrlAvailableQuerySchema,
  expertApplicationDraftSchema,
  ownApplicationAnswerSchema,
  rejectSchema,
  savedApplicationAnswerSchema,
  userPageAnswerSchema,
  userIdParamSchema,
} from './schemas/expert-application'
import { applicationAnswerSchema, applicationReviewsSchema } from './schemas/application-review'
import { expertPageAnswerSchema } from './schemas/expert'
import { accountDeletedSchema, accountExportSchema } from './schemas/account-export'
import { meAnswerSchema } from './schemas/me'
import { okAnswerSchema } from './schemas/ok'
import {
  customUrlAvailabilitySchema,
  deleteAccountSchema,
  ownProfileAnswerSchema,
  pointsPageSchema,
  pointsQuerySchema,
  profileSettingsSchema,
  referralAnswerSchema,
  referralSubmitSchema,
} from './schemas/profile'
import { notificationPrefsInputSchema, notificationPrefsSchema, unsubscribeQuerySchema } from './schemas/notifications'
import { pushPublicKeySchema, pushSubscriptionCountSchema, pushSubscriptionInputSchema, pushUnsubscribeInputSchema } from './schemas/push'
import {
  expertIdParamSchema,
  myRatingSchema,
  ratedAnswerSchema,
  reviewReplyAnswerSchema,
  rateExpertInputSchema,
  ratingsQuerySchema,
  reviewAnswerInputSchema,
  reviewIdParamSchema,
  reviewsPageSchema,
} from './schemas/rating'
import { directoryAnswerSchema, directoryQuerySchema, featuredAnswerSchema, searchAnswerSchema, searchQuerySchema } from './schemas/search'
import { fileDeletedSchema, fileMetadataAnswerSchema } from './schemas/file-metadata'
import { fileIdParamSchema } from './schemas/upload'
import {
  ledgerFilterSchema,
  ledgerPageSchema,
  ledgerSummarySchema,
  ledgerTotalsSchema,
  ledgerTransfersQuerySchema,
  overviewQuerySchema,
  overviewSeriesSchema,
} from './schemas/ledger-admin'
import {
  checkoutAnswerSchema,
  checkoutInputSchema,
  pricingInfoSchema,
  purchaseAnswerSchema,
  purchaseParamSchema,
  refundInputSchema,
  testPaymentInputSchema,
} from './schemas/payments'
import {
  adminPayoutsQuerySchema,
  payoutAnswerSchema,
  ownPayoutsSchema,
  payoutIdParamSchema,
  payoutPaidSchema,
  payoutRejectSchema,
  payoutRequestSchema,
  payoutsPageSchema,
  payoutsQuerySchema,
} from './schemas/payouts'
import {
  adminOrdersQuerySchema,
  orderDecisionSchema,
  orderInputSchema,
  shopCursorQuerySchema,
  shopIdParamSchema,
  shopItemAnswerSchema,
  shopItemInputSchema,
  shopItemsPageSchema,
  shopOrderAnswerSchema,
  shopOrdersPageSchema,
} from './schemas/shop'

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options'
/**
 * Who may call a route: 'public' anyone; 'user' anyone signed in, also before verifying their email;
 * 'verified' a signed-in user whose email is verified; 'expert' an approved expert who is not suspended;
 * 'operator' an operator (ADMIN_EMAILS, verified). tests/integration/authorization-matrix.test.ts checks
 * every route at its level for every role.
 */
export type ApiAccess = 'public' | 'user' | 'verified' | 'expert' | 'operator'

/**
 * One HTTP route of /api: its input schemas and, where the web reads it, its answer's schema. The
 * OpenAPI document (/api/openapi.json) is generated from this table, and a test fails when the
 * server has a route the table lacks (or the other way round).
 */
export interface ApiRoute {
  method: ApiMethod
  /** Below /api, OpenAPI style: /experts/{customURL} */
  path: string
  access: ApiAccess
  summary: string
  params?: z.ZodType
  query?: z.ZodType
  /** A JSON body. */
  body?: z.ZodType
  /** The 2xx answer, JSON. */
  response?: z.ZodType
  /** The answer is 204 No Content, an empty body (a deletion). */
  noContent?: true
  /** Not JSON in or out (Better Auth, tus uploads, images, files, streamed replies). */
  raw?: string
}

const route = (
  method: ApiMethod,
  path: string,
  access: ApiAccess,
  summary: string,
  parts: Omit<ApiRoute, 'method' | 'path' | 'access' | 'summary'> = {},
): ApiRoute => ({
  method,
  path,
  access,
  summary,
  ...parts,
})

export const API_ROUTES: readonly ApiRoute[] = [
  route('get', '/auth/{path}', 'public', 'Better Auth (sign-up, sign-in, verification, reset, Google)', { raw: 'Better Auth' }),
  route('post', '/auth/{path}', 'public', 'Better Auth (sign-up, sign-in, verification, reset, Google)', { raw: 'Better Auth' }),

  route('get', '/me', 'public', 'The signed-in user, or { user: null }', { response: meAnswerSchema }),
  route('post', '/me/welcome-seen', 'user', 'The welcome popup was closed', { response: okAnswerSchema }),

  route('post', '/assistant/visitor', 'public', "A visitor's questions: Tio's answer to the last (rate limited per IP, not stored)", {
    body: assistantVisitorInputSchema,
    response: assistantVisitorReplySchema,
  }),
  route('get', '/assistant/understand', 'public', 'The fields with experts Tio Chat reads in a query (rate limited per IP)', {
    query: assistantUnderstandQuerySchema,
    response: assistantUnderstandingSchema,
  }),
  route('post', '/assistant/claim', 'user', "The visitor's questions become a saved conversation after signing in", {
    body: assistantVisitorInputSchema,
    response: assistantConversationSchema,
  }),
  route('get', '/assistant/status', 'user', 'Which engine answers and the daily quota left', { response: assistantStatusSchema }),
  route('get', '/assistant/conversations', 'user', 'Own Tio Chat conversations', { response: assistantConversationsSchema }),
  route('post', '/assistant/conversations', 'user', 'Start a conversation', {
    body: assistantConversationCreateSchema,
    response: assistantConversationSchema,
  }),
  route('get', '/assistant/conversations/{id}', 'user', 'One conversation with its messages', {
    response: assistantConversationDetailSchema,
  }),
  route('patch', '/assistant/conversations/{id}', 'user', 'Rename a conversation', {
    body: assistantConversationInputSchema,
    response: assistantConversationSchema,
  }),
  route('delete', '/assistant/conversations/{id}', 'user', 'Delete a conversation', { noContent: true }),
  route('post', '/assistant/conversations/{id}/messages', 'user', 'Ask Tio Chat (streamed reply)', {
    body: assistantMessageInputSchema,
    raw: 'UI message stream',
  }),
  route('get', '/assistant/conversations/{id}/brief', 'user', 'The brief for an expert, drafted from the whole conversation', {
    response: assistantBriefDraftSchema,
  }),
  route('post', '/assistant/conversations/{id}/handoff', 'user', 'Send the first message to an expert with the brief the user approved', {
    body: assistantHandoffInputSchema,
    response: assistantHandoffAnswerSchema,
  }),
  route('get', '/assistant/briefs', 'user', 'The "From Tio Chat" briefs of the /chat conversation with another user', {
    query: assistantBriefsQuerySchema,
    response: assistantBriefsSchema,
  }),
  route('get', '/assistant/waitlist', 'user', 'The fields the user waits for an expert of', { response: assistantWaitlistSchema }),
  route('post', '/assistant/waitlist', 'user', 'Tell me when the first expert of a field joins', {
    body: assistantWaitlistInputSchema,
    response: assistantWaitlistSchema,
  }),
  route('delete', '/assistant/waitlist', 'user', 'Stop waiting for a field', {
    body: assistantWaitlistInputSchema,
    response: assistantWaitlistSchema,
  }),
  route('get', '/smart', 'public', 'Smart answers, optionally searched', { query: smartQuerySchema, response: smartAnswersAnswerSchema }),
  route('get', '/smart/{id}', 'public', 'One smart answer', { response: smartAnswerAnswerSchema }),

  route('get', '/experts/application', 'user', 'Own expert application', { response: ownApplicationAnswerSchema }),
  route('put', '/experts/application', 'user', 'Save the application draft', {
    body: expertApplicationDraftSchema,
    response: savedApplicationAnswerSchema,
  }),
  route('post', '/experts/application/submit', 'verified', 'Submit the application for review', { response: applicationAnswerSchema }),
  route('get', '/experts/custom-url-available', 'user', 'Whether a custom URL is free', {
    query: customUrlAvailableQuerySchema,
    response: customUrlAvailabilitySchema,
  }),
  route('get', '/experts/{customURL}', 'public', 'A public expert page', { response: expertPageAnswerSchema }),
  route('get', '/users/{customURL}', 'public', 'A public user page', { response: userPageAnswerSchema }),

  route('get', '/admin/applications', 'operator', 'Applications and experts by state, searched, a page', {
    query: adminApplicationsQuerySchema,
    response: adminApplicationsPageSchema,
  }),
  route('get', '/admin/applications/{userId}/reviews', 'operator', 'Reviews of an applicant', {
    params: userIdParamSchema,
    response: applicationReviewsSchema,
  }),
  route('post', '/admin/applications/{userId}/approve', 'operator', 'Approve an application', {
    params: userIdParamSchema,
    response: applicationAnswerSchema,
  }),
  route('post', '/admin/applications/{userId}/reject', 'operator', 'Reject an application', {
    params: userIdParamSchema,
    body: rejectSchema,
    response: applicationAnswerSchema,
  }),
  route('post', '/admin/applications/{userId}/reopen', 'operator', 'Undo an approval or rejection: back to pending', {
    params: userIdParamSchema,
    response: applicationAnswerSchema,
  }),
  route('post', '/admin/experts/{userId}/suspend', 'operator', 'Suspend an expert', {
    params: userIdParamSchema,
    response: applicationAnswerSchema,
  }),
  route('post', '/admin/experts/{userId}/unsuspend', 'operator', 'Lift a suspension', {
    params: userIdParamSchema,
    response: applicationAnswerSchema,
  }),

  route('get', '/contacts', 'user', 'Own contacts, a page', { query: contactsQuerySchema, response: contactsPageSchema }),
  route('get', '/contacts/status', 'user', 'Contact and block status with one person', {
    query: contactStatusQuerySchema,
    response: contactStatusAnswerSchema,
  }),
  route('post', '/contacts/{userId}', 'user', 'Connect', { response: connectedAnswerSchema }),
  route('delete', '/contacts/{userId}', 'user', 'Remove a contact', { response: connectedAnswerSchema }),
  route('get', '/blocks', 'user', 'Blocked people, a page', { query: contactsQuerySchema, response: blockedPageSchema }),
  route('post', '/blocks/{userId}', 'user', 'Block someone', { response: blockedAnswerSchema }),
  route('delete', '/blocks/{userId}', 'user', 'Unblock someone', { response: blockedAnswerSchema }),

  route('get', '/chats', 'user', 'Own conversations, a page', { query: contactsQuerySchema, response: chatListPageSchema }),
  route('get', '/chats/unread', 'user', 'Unread message count', { response: unreadCountSchema }),
  route('get', '/chats/with/{userId}/messages', 'user', 'Messages with one person', {
    query: messagesQuerySchema,
    response: messagesPageSchema,
  }),
  route('post', '/chats/with/{userId}/messages', 'user', 'Send a message', {
    body: sendMessageInputSchema,
    response: sentMessageAnswerSchema,
  }),
  route('post', '/chats/with/{userId}/read', 'user', 'Mark the chat with one person read', { response: readAnswerSchema }),
  route('get', '/chats/{chatId}/messages', 'user', 'Messages of a chat', { query: messagesQuerySchema, response: chatMessagesPageSchema }),
  route('post', '/chats/{chatId}/read', 'user', 'Mark a chat read', { response: readAnswerSchema }),

  route('get', '/content/posts/{collection}', 'public', 'Blog or expert-resources posts, a page', {
    params: postCollectionParamSchema,
    query: postListQuerySchema,
    response: postListResponseSchema,
  }),
  route('get', '/content/posts/{collection}/{id}', 'public', 'One post', { params: postParamsSchema, response: postResponseSchema }),
  route('get', '/content/faq', 'public', 'The FAQ', { response: faqResponseSchema }),
  route('get', '/content/help', 'public', 'Help center articles, searched', { query: helpQuerySchema, response: helpResponseSchema }),
  route('get', '/content/pages/{slug}', 'public', 'A company page', { response: contentPageResponseSchema }),
  route('get', '/content/sitemap', 'public', 'Sitemap entries', { response: sitemapResponseSchema }),
  route('get', '/content/images/{file}', 'public', 'A content image, resized', { query: contentImageQuerySchema, raw: 'image' }),
  route('post', '/content/contact-messages', 'public', 'Send the contact form', {
    body: contactMessageInputSchema,
    response: contactMessageAnswerSchema,
  }),
  route('get', '/content/contact-messages', 'operator', 'Contact form messages, open or handled, a page', {
    query: contactInboxQuerySchema,
    response: contactInboxPageSchema,
  }),
  route('post', '/content/contact-messages/{id}/reply', 'operator', 'Answer a contact message by email', {
    params: contactIdParamSchema,
    body: contactReplySchema,
    response: contactReplyAnswerSchema,
  }),
  route('put', '/content/contact-messages/{id}/handled', 'operator', 'Mark a contact message handled or open', {
    params: contactIdParamSchema,
    body: contactHandledSchema,
    response: contactHandledSchema,
  }),

  route('get', '/search', 'public', 'Expert search', { query: searchQuerySchema, response: searchAnswerSchema }),
  route('get', '/search/featured', 'public', 'The home carousel', { response: featuredAnswerSchema }),
  route('get', '/search/directory', 'public', 'Experts by field (/ourexperts)', {
    query: directoryQuerySchema,
    response: directoryAnswerSchema,
  }),

  route('get', '/profile', 'user', 'Own profile', { response: ownProfileAnswerSchema }),
  route('patch', '/profile', 'user', 'Change settings', { body: profileSettingsSchema, response: ownProfileAnswerSchema }),
  route('delete', '/profile', 'user', 'Delete the account', { body: deleteAccountSchema, response: accountDeletedSchema }),
  route('get', '/profile/export', 'user', 'Download my data: everything stored about the account, as a JSON file', {
    response: accountExportSchema,
  }),
  route('get', '/profile/points', 'user', 'Tio-Points history, a page', { query: pointsQuerySchema, response: pointsPageSchema }),
  route('get', '/profile/custom-url-available', 'user', 'Whether a custom URL is free', {
    query: customUrlAvailableQuerySchema,
    response: customUrlAvailabilitySchema,
  }),
  route('post', '/profile/referral', 'user', 'Submit a referral', { body: referralSubmitSchema, response: referralAnswerSchema }),

  route('post', '/uploads/{path}', 'user', 'tus: create an upload', { raw: 'tus' }),
  route('get', '/uploads/{path}', 'user', 'tus: 405, read files at /api/files/{id}', { raw: 'tus' }),
  route('patch', '/uploads/{path}', 'user', 'tus: send a chunk', { raw: 'tus' }),
  route('delete', '/uploads/{path}', 'user', 'tus: cancel an upload', { raw: 'tus' }),
  route('options', '/uploads/{path}', 'public', 'tus: capabilities', { raw: 'tus' }),
  route(
    'get',
    '/files/{id}',
    'public',
    'A stored file (avatars public; documents for the owner and the operator; message attachments for the two people of the conversation)',
    { params: fileIdParamSchema, raw: 'file' },
  ),
  route('get', '/files/{id}/metadata', 'public', "A stored file's metadata", {
    params: fileIdParamSchema,
    response: fileMetadataAnswerSchema,
  }),
  route('delete', '/files/{id}', 'user', 'Delete an own file (not one sent in a message)', {
    params: fileIdParamSchema,
    response: fileDeletedSchema,
  }),

  route('get', '/ratings/{expertId}', 'public', "An expert's reviews, a page", {
    params: expertIdParamSchema,
    query: ratingsQuerySchema,
    response: reviewsPageSchema,
  }),
  route('get', '/ratings/{expertId}/mine', 'user', 'Own rating of an expert', { params: expertIdParamSchema, response: myRatingSchema }),
  route('put', '/ratings/{expertId}', 'user', 'Rate an expert, once per consultation', {
    params: expertIdParamSchema,
    body: rateExpertInputSchema,
    response: ratedAnswerSchema,
  }),
  route('post', '/ratings/reviews/{id}/answer', 'user', 'The expert answers a review of them, once', {
    params: reviewIdParamSchema,
    body: reviewAnswerInputSchema,
    response: reviewReplyAnswerSchema,
  }),

  route('get', '/rooms', 'user', 'Own call rooms', { query: callsQuerySchema, response: roomsPageSchema }),
  route('post', '/rooms', 'user', 'Open a room with someone', { body: createRoomInputSchema, response: roomAnswerSchema }),
  route('get', '/calls/config', 'user', 'ICE servers and ring timeout', { response: callsConfigSchema }),
  route('get', '/calls', 'user', 'Own calls, a page', { query: callsQuerySchema, response: callsPageSchema }),
  route('post', '/calls', 'user', 'Start a call', { body: createCallInputSchema, response: callAnswerSchema }),
  route('get', '/calls/{id}', 'user', 'One call', { response: callAnswerSchema }),
  route('post', '/calls/{id}/{action}', 'user', 'Accept, decline or end a call', { response: callAnswerSchema }),

  route('get', '/notifications/preferences', 'user', 'Own notification email choices', { response: notificationPrefsSchema }),
  route('put', '/notifications/preferences', 'user', 'Turn notification emails on or off, per kind', {
    body: notificationPrefsInputSchema,
    response: notificationPrefsSchema,
  }),
  route('get', '/notifications/unsubscribe', 'public', "The page of an email's unsubscribe link (signed; a button turns the kind off)", {
    query: unsubscribeQuerySchema,
    raw: 'HTML page',
  }),
  route('post', '/notifications/unsubscribe', 'public', 'One-click unsubscribe (List-Unsubscribe-Post) with a signed link', {
    query: unsubscribeQuerySchema,
    raw: 'HTML page for a browser; { kind, on: false } for a mail client',
  }),
  route('get', '/push/public-key', 'public', 'The VAPID public key', { response: pushPublicKeySchema }),
  route('get', '/push/subscriptions/mine', 'user', 'How many push subscriptions this user has', { response: pushSubscriptionCountSchema }),
  route('post', '/push/subscriptions', 'user', 'Subscribe this browser', { body: pushSubscriptionInputSchema, response: okAnswerSchema }),
  route('delete', '/push/subscriptions', 'user', 'Unsubscribe this browser', { body: pushUnsubscribeInputSchema, noContent: true }),

  route('get', '/consultations/offers/{expertId}', 'public', "An expert's priced offers", { response: expertOffersSchema }),
  route('put', '/consultations/offers', 'expert', 'Set own offers', { body: offersInputSchema, response: expertOffersSchema }),
  route('get', '/consultations/availability', 'expert', 'Own booking hours', { response: availabilityInputSchema }),
  route('put', '/consultations/availability', 'expert', 'Set own booking hours', {
    body: availabilityInputSchema,
    response: availabilityInputSchema,
  }),
  route('get', '/consultations/slots/{expertId}', 'public', "An expert's free call slots (UTC)", {
    query: slotsQuerySchema,
    response: slotsAnswerSchema,
  }),
  route('get', '/consultations/bookings', 'user', 'Own bookings, as client or expert', { response: bookingsAnswerSchema }),
  route(
    'post',
    '/consultations/bookings',
    'verified',
    'Book an offer: holds its price (a verified address: the sign-up points are not for throwaway accounts)',
    {
      body: bookingInputSchema,
      response: bookingAnswerSchema,
    },
  ),
  route('get', '/consultations/bookings/{id}', 'user', 'One own booking', { response: bookingAnswerSchema }),
  route('post', '/consultations/bookings/{id}/actions', 'user', 'Deliver, confirm, cancel, dispute or reschedule a booking', {
    body: bookingActionSchema,
    response: bookingAnswerSchema,
  }),
  route('get', '/consultations/disputes', 'operator', 'Open disputes', { response: disputesAnswerSchema }),
  route('post', '/consultations/disputes/{id}/decision', 'operator', 'Decide a dispute: refund, release or part', {
    body: disputeDecisionSchema,
    response: bookingAnswerSchema,
  }),

  route('get', '/openapi.json', 'public', 'This document', { raw: 'OpenAPI 3.1 document' }),

  route('get', '/payments/pricing', 'public', 'Point packs, currency and the payment provider in use', { response: pricingInfoSchema }),
  route('post', '/payments/checkout', 'user', 'Start a checkout of a point pack at the provider', {
    body: checkoutInputSchema,
    response: checkoutAnswerSchema,
  }),
  route('get', '/payments/purchases/{purchaseId}', 'user', 'One own purchase and its status', {
    params: purchaseParamSchema,
    response: purchaseAnswerSchema,
  }),
  route('post', '/payments/test/{purchaseId}', 'user', 'The local test provider: pay, fail or cancel (404 when not in use)', {
    params: purchaseParamSchema,
    body: testPaymentInputSchema,
    response: purchaseAnswerSchema,
  }),
  route('post', '/payments/stripe/webhook', 'public', "Stripe's webhook, verified by its Stripe-Signature", {
    raw: 'Stripe event (signed JSON)',
  }),
  route('post', '/admin/payments/{purchaseId}/refund', 'operator', 'Refund the unspent points of a purchase', {
    params: purchaseParamSchema,
    body: refundInputSchema,
    response: purchaseAnswerSchema,
  }),

  route('get', '/shop/items', 'public', 'Items on sale, a page', { query: shopCursorQuerySchema, response: shopItemsPageSchema }),
  route('get', '/shop/items/{id}', 'public', 'One item on sale', { params: shopIdParamSchema, response: shopItemAnswerSchema }),
  route('get', '/shop/orders', 'user', 'Own orders, a page', { query: shopCursorQuerySchema, response: shopOrdersPageSchema }),
  route('post', '/shop/orders', 'verified', 'Order an item: points and stock taken together (a verified address)', {
    body: orderInputSchema,
    response: shopOrderAnswerSchema,
  }),
  route('post', '/shop/orders/{id}/cancel', 'user', 'Cancel an own placed order (points refunded)', {
    params: shopIdParamSchema,
    response: shopOrderAnswerSchema,
  }),
  route('get', '/admin/shop/items', 'operator', 'Every item, a page', { query: shopCursorQuerySchema, response: shopItemsPageSchema }),
  route('post', '/admin/shop/items', 'operator', 'Add an item', { body: shopItemInputSchema, response: shopItemAnswerSchema }),
  route('put', '/admin/shop/items/{id}', 'operator', 'Change an item', {
    params: shopIdParamSchema,
    body: shopItemInputSchema,
    response: shopItemAnswerSchema,
  }),
  route('get', '/admin/shop/orders', 'operator', 'Orders in one status, oldest first', {
    query: adminOrdersQuerySchema,
    response: shopOrdersPageSchema,
  }),
  route('post', '/admin/shop/orders/{id}/fulfil', 'operator', 'Fulfil a placed order', {
    params: shopIdParamSchema,
    body: orderDecisionSchema,
    response: shopOrderAnswerSchema,
  }),
  route('post', '/admin/shop/orders/{id}/cancel', 'operator', 'Cancel a placed order and refund it', {
    params: shopIdParamSchema,
    body: orderDecisionSchema,
    response: shopOrderAnswerSchema,
  }),

  route('get', '/payouts', 'user', 'Own payout requests and earned points', { query: payoutsQuerySchema, response: ownPayoutsSchema }),
  route('post', '/payouts', 'user', 'Ask to cash out earned points', { body: payoutRequestSchema, response: payoutAnswerSchema }),
  route('get', '/admin/payouts', 'operator', 'Payouts in one status, oldest first', {
    query: adminPayoutsQuerySchema,
    response: payoutsPageSchema,
  }),
  route('post', '/admin/payouts/{id}/paid', 'operator', 'Mark a payout paid with its reference', {
    params: payoutIdParamSchema,
    body: payoutPaidSchema,
    response: payoutAnswerSchema,
  }),
  route('post', '/admin/payouts/{id}/reject', 'operator', 'Reject a payout (points returned)', {
    params: payoutIdParamSchema,
    body: payoutRejectSchema,
    response: payoutAnswerSchema,
  }),

  route('get', '/admin/ledger/transfers', 'operator', 'The ledger, filtered, a page', {
    query: ledgerTransfersQuerySchema,
    response: ledgerPageSchema,
  }),
  route('get', '/admin/ledger/totals', 'operator', 'Points moved per kind', { query: ledgerFilterSchema, response: ledgerTotalsSchema }),
  route('get', '/admin/ledger/export.csv', 'operator', 'The filtered ledger as CSV', { query: ledgerFilterSchema, raw: 'CSV' }),
  route('get', '/admin/ledger/summary', 'operator', 'Platform, world and escrow balances; queues', { response: ledgerSummarySchema }),
  route('get', '/admin/ledger/overview', 'operator', 'Per-day series for the overview charts', {
    query: overviewQuerySchema,
    response: overviewSeriesSchema,
  }),
]
