import ReactMarkdown from 'react-markdown'
import remarkGfm from 'remark-gfm'

/**
 * The assistant's answer as Markdown: raw HTML is never rendered (skipHtml) and react-markdown drops
 * unsafe URLs (javascript: and the like), so a model can only ever produce text, lists and links.
 * `quoteLang` is the language of its quotes when it differs from the answer's (see ReplyText).
 */
export function MarkdownMessage({ text, quoteLang }: { text: string; quoteLang?: string }) {
  return (
    <div className="prose-chat space-y-3 break-words [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3 [&_blockquote]:text-ink-muted [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 dark:[&_a]:text-brand-300">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={{
          blockquote: ({ children }) => <blockquote lang={quoteLang}>{children}</blockquote>,
          a: ({ href, children }) => {
            const external = href ? /^https?:\/\//.test(href) : false
            return (
              <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
                {children}
              </a>
            )
          },
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  )
}
