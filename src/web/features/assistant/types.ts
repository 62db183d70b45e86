import type { UIMessage } from 'ai'
import type { AssistantDataParts, AssistantMessageMetadata } from '../../../shared/schemas/assistant'

/** A Tio Chat message as the AI SDK UI stream and useChat carry it. */
export type TioChatMessage = UIMessage<AssistantMessageMetadata, AssistantDataParts>
