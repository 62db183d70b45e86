/** A conversation or call space between two users (DATA-32); one per pair. */
export interface RoomsTable {
  /** `${creator_id}_${suffix}` */
  id: string
  creator_id: string
  other_id: string
  /** 'a:b' with a < b */
  pair_key: string
  created_at: string
}

/** One call (DATA-32): kind 'voice' | 'video', status 'ringing' | 'accepted' | 'ended' | 'missed' | 'declined'. */
export interface CallsTable {
  /** `${caller_id}_${suffix}` */
  id: string
  room_id: string
  caller_id: string
  callee_id: string
  kind: string
  status: string
  created_at: string
  accepted_at: string | null
  ended_at: string | null
}

export interface CallsTables {
  rooms: RoomsTable
  calls: CallsTable
}
