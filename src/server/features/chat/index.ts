/** Messages between two people; the chat feature alone writes chats and messages. */
export { openChatForBooking } from './booked-chat'
export { createChatFeature } from './chat.feature'
export type { ChatSender } from './chat.send'
export { eraseSentMessages, forgetSentAttachments, repliedInChat } from './chat.service'
export { messageSentAfter, messageSentSince, messagesBetweenSince } from './messages-between'
export { firstRepliesTo, unreadMessageGroups, waitingConversations } from './messages-to'
export { messageCarrying, sentAttachmentsAmong } from './sent-attachment'
