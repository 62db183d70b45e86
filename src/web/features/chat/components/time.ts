/** 'Today', 'Yesterday' or a date, for day separators. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso)
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  const diff = Math.round((day(now) - day(date)) / 86_400_000)
  if (diff === 0) return 'Today'
  if (diff === 1) return 'Yesterday'
  return date.toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  })
}

export const dayKey = (iso: string) => new Date(iso).toDateString()

export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
}

/** For the conversation list: a time today, otherwise a short date. */
export function shortTime(iso: string, now = new Date()): string {
  return dayKey(iso) === now.toDateString()
    ? clockTime(iso)
    : new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })
}
