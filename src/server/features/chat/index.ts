/** Messages between two people; the chat feature alone writes chats and messages. */
export { createChatFeature } from './chat.feature'
export { eraseSentMessages, forgetSentAttachments, repliedInChat } from './chat.service'
