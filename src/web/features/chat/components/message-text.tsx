import { Fragment } from 'react'

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi
const TRAILING = /[.,;:!?)\]}]+$/

/** A message body as plain text with http(s) links made clickable; nothing else is interpreted. */
export function MessageText({ body }: { body: string }) {
  const parts: { text: string; href?: string }[] = []
  let last = 0
  for (const match of body.matchAll(URL_PATTERN)) {
    const raw = match[0]
    const url = raw.replace(TRAILING, '')
    const start = match.index
    if (start > last) parts.push({ text: body.slice(last, start) })
    parts.push({ text: url, href: url })
    last = start + url.length
  }
  if (last < body.length) parts.push({ text: body.slice(last) })
  return (
    <span className="whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="underline underline-offset-2">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </span>
  )
}
