/** An expert's priced offers (issue 23 item 1): one row per (expert, kind, medium); medium '' for a written answer. */
export interface ExpertOffersTable {
  expert_id: string
  kind: string
  medium: string
  price: number
  updated_at: string
}

/** An expert's booking settings: weekly hours in their own time zone, buffer, notice, days off. */
export interface ExpertAvailabilityTable {
  expert_id: string
  time_zone: string
  weekly_hours: string // JSON Record<Weekday, [HH:MM, HH:MM][]>
  buffer_minutes: number
  min_notice_hours: number
  days_off: string // JSON YYYY-MM-DD[]
  free_first_message: number
  updated_at: string
}

export interface BookingsTable {
  id: string
  expert_id: string
  client_id: string
  kind: string
  medium: string | null
  price: number
  fee_percent: number
  status: string
  starts_at: string | null
  ends_at: string | null
  note: string
  hold_id: string
  request_id: string
  proposed_starts_at: string | null
  proposed_by: string | null
  delivered_at: string | null
  release_due_at: string | null
  reminder_due_at: string | null
  reminder_sent_at: string | null
  cancelled_by: string | null
  /** When the expert was told of the new booking (email, push); null until the notifications sweeper claims it. */
  expert_notified_at: string | null
  dispute_reason: string | null
  disputed_by: string | null
  decision: string | null
  decided_by: string | null
  created_at: string
  updated_at: string
}

/** The grid cells a booked call (and its buffer) occupies: the primary key makes a double booking impossible. */
export interface BookingCellsTable {
  expert_id: string
  cell_start: string
  booking_id: string
}

export interface ConsultationsTables {
  expert_offers: ExpertOffersTable
  expert_availability: ExpertAvailabilityTable
  bookings: BookingsTable
  booking_cells: BookingCellsTable
}
