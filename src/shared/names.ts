/** VAL-02: first letter upper-cased, the rest kept as typed. */
export function capitalizeFirst(value: string): string {
  const trimmed = value.trimStart()
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1)
}

export function toDisplayName(firstName: string, lastName: string): string {
  return `${capitalizeFirst(firstName.trim())} ${capitalizeFirst(lastName.trim())}`.trim()
}

/** DATA-02/03: first and second words of a display name. */
export function splitDisplayName(displayName: string): { firstName: string; lastName: string } {
  const [firstName = '', lastName = ''] = displayName.trim().split(/\s+/)
  return { firstName, lastName }
}

/** VAL-17: external links without http(s):// get https:// prepended. */
export function withProtocol(link: string): string {
  const value = link.trim()
  if (!value) return value
  return /^https?:\/\//i.test(value) ? value : `https://${value}`
}
