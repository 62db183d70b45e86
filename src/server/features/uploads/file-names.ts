/**
 * Names of stored files: what the uploader called them, made safe to show and to download.
 *
 * A name is shown to the other person of a conversation and becomes the name a browser saves the
 * file under, so it loses what could disguise it: control characters, bidirectional overrides
 * (U+202E turns "invoice‮fdp.exe" into what reads as "invoiceexe.pdf") and invisible characters,
 * any folder part, and an extension that does not match the bytes (a PDF named "x.html" would open
 * as a page once saved).
 */

/** Controls, bidirectional marks, embeddings, overrides and isolates, zero-width characters, BOM. */
const HIDDEN = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu

/** Extensions that name each stored type; the first is added when a name has none of them. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
}

/** The uploader's name without hidden characters or folders, at most 200 characters; 'file' when nothing is left. */
export function cleanFileName(name: string): string {
  const base = name.replace(HIDDEN, '').split(/[/\\]/).pop()!.trim()
  return base.replace(/^\.+/, '').slice(0, 200) || 'file'
}

/** The name ending in an extension of `contentType` (the type read from the bytes): "x.html" → "x.html.pdf". */
export function withTypeExtension(name: string, contentType: string): string {
  const extensions = EXTENSIONS[contentType]
  if (!extensions) return name
  const current = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase()
  return current && extensions.includes(current) ? name : `${name}.${extensions[0]}`
}

/**
 * A Content-Disposition header for `name` (RFC 6266): an ASCII `filename` every browser reads, and
 * `filename*` in UTF-8 when the name has other characters. A header value holds Latin-1 only: a raw
 * "日本語.pdf" there made every download of the file fail.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const clean = cleanFileName(name)
  const stripped = clean
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_')
    .trim()
  const ascii = stripped.startsWith('.') || !stripped ? `file${stripped}` : stripped
  if (ascii === clean) return `${type}; filename="${ascii}"`
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
