import { z } from 'zod'
import { personSchema } from './contact'

/** A call still ringing this long after it started is missed (DATA-32). */
export const CALL_RING_TIMEOUT_MS = 30_000

export const CALL_KINDS = ['voice', 'video'] as const
export type CallKind = (typeof CALL_KINDS)[number]
export const CALL_STATUSES = ['ringing', 'accepted', 'ended', 'missed', 'declined'] as const
export type CallStatus = (typeof CALL_STATUSES)[number]
export const CALL_ACTIONS = ['accept', 'decline', 'end'] as const
export type CallAction = (typeof CALL_ACTIONS)[number]

const userId = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .min(1, `${field} is required`)
    .max(100)

/** POST /api/rooms */
export const createRoomInputSchema = z.object({ otherUserId: userId('otherUserId') })

/** POST /api/calls */
export const createCallInputSchema = z.object({
  calleeId: userId('calleeId'),
  kind: z.enum(CALL_KINDS, { message: "kind must be 'voice' or 'video'" }),
})
export type CreateCallInput = z.infer<typeof createCallInputSchema>

/** GET /api/calls and GET /api/rooms */
export const callsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})

const callId = z.string({ message: 'callId is required' }).min(1, 'callId is required').max(200)
const sdp = z.string({ message: 'sdp is required' }).min(1, 'sdp is required').max(20_000, 'sdp is too long')

/**
 * Socket 'call:signal' (client → server → the other participant): WebRTC offer, answer or ICE
 * candidate for a ringing or accepted call. The server adds `fromUserId` when it relays.
 */
export const callSignalSchema = z.discriminatedUnion('type', [
  z.object({ callId, type: z.literal('offer'), sdp }),
  z.object({ callId, type: z.literal('answer'), sdp }),
  z.object({
    callId,
    type: z.literal('ice'),
    candidate: z.object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
      usernameFragment: z.string().max(200).nullable().optional(),
    }),
  }),
])
export type CallSignal = z.infer<typeof callSignalSchema>
export type RelayedCallSignal = CallSignal & { fromUserId: string }

export const roomSchema = z.object({
  /** `${creatorId}_${suffix}` */
  id: z.string(),
  creatorId: z.string(),
  otherId: z.string(),
  /** The other participant, from the viewer's side. */
  other: personSchema,
  createdAt: z.string(),
})
export type Room = z.infer<typeof roomSchema>

export const callSchema = z.object({
  /** `${callerId}_${suffix}` */
  id: z.string(),
  roomId: z.string(),
  callerId: z.string(),
  calleeId: z.string(),
  caller: personSchema,
  callee: personSchema,
  kind: z.enum(CALL_KINDS),
  status: z.enum(CALL_STATUSES),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
})
export type Call = z.infer<typeof callSchema>
/** A call started, read or changed (accept, decline, end) */
export const callAnswerSchema = z.object({ call: callSchema })
export type CallAnswer = z.infer<typeof callAnswerSchema>

/** GET /api/calls */
export const callsPageSchema = z.object({ calls: z.array(callSchema), nextCursor: z.string().nullable() })
export type CallsPage = z.infer<typeof callsPageSchema>

const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
})
export type IceServer = z.infer<typeof iceServerSchema>

/** GET /api/calls/config */
export const callsConfigSchema = z.object({ iceServers: z.array(iceServerSchema), ringTimeoutMs: z.number().int() })
export type CallsConfig = z.infer<typeof callsConfigSchema>

/** GET /api/rooms */
export const roomsPageSchema = z.object({ rooms: z.array(roomSchema), nextCursor: z.string().nullable() })
export type RoomsPage = z.infer<typeof roomsPageSchema>
/** POST /api/rooms: the room of the pair; created is false when it existed (200, not 201). */
export const roomAnswerSchema = z.object({ room: roomSchema, created: z.boolean() })
export type RoomAnswer = z.infer<typeof roomAnswerSchema>
