/** blocker_id blocked blocked_id: no messages or connecting between them until unblocked. */
export interface BlocksTable {
  blocker_id: string
  blocked_id: string
  created_at: string
}

export interface ContactsTables {
  blocks: BlocksTable
}
