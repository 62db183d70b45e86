import { useEffect } from 'react'
import { Form, Link } from 'react-router'
import type { HelpArticle, HelpResponse } from '../../../../shared/schemas/content'
import { Button } from '../../../ui/button'
import { Page } from '../../../ui/page'
import { Prose } from './prose'

function groupByCategory(articles: HelpArticle[]) {
  const groups = new Map<string, HelpArticle[]>()
  for (const article of articles) groups.set(article.category, [...(groups.get(article.category) ?? []), article])
  return [...groups.entries()]
}

/** A link to one article (/HelpCenter#book-a-consultation) opens it and brings it into view. */
function useOpenLinkedArticle() {
  useEffect(() => {
    const open = () => {
      const article = document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      if (!(article instanceof HTMLDetailsElement)) return
      article.open = true
      article.scrollIntoView()
    }
    open()
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [])
}

export function HelpCenterPage({ help }: { help: HelpResponse }) {
  useOpenLinkedArticle()
  const searching = help.query !== ''
  // Open the articles when a search narrows them down to a few.
  const openAll = searching && help.articles.length <= 3
  return (
    <Page title="Help Center" lead="Step-by-step help with your account, Tio Chat, messages, expert applications, Tio-Points and the app.">
      <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Help articles">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="help-search" className="text-sm font-medium">
            Search the help center
          </label>
          <input
            id="help-search"
            name="q"
            type="search"
            defaultValue={help.query}
            placeholder="For example: reset password"
            maxLength={200}
            className="h-11 w-full rounded-lg border border-line bg-surface px-3 text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <Button type="submit" size="lg">
          Search
        </Button>
      </Form>
      <p className="mt-4 text-sm text-ink-muted" role="status">
        {searching
          ? `${help.total} ${help.total === 1 ? 'article' : 'articles'} found for “${help.query}”.`
          : `${help.total} articles in ${groupByCategory(help.articles).length} topics.`}
        {searching ? (
          <>
            {' '}
            <Link to="/HelpCenter" className="font-medium text-brand-700 underline dark:text-brand-300">
              Show all articles
            </Link>
          </>
        ) : null}
      </p>
      {help.articles.length ? (
        <div className="mt-8 flex flex-col gap-10">
          {groupByCategory(help.articles).map(([category, articles]) => (
            <section key={category} aria-label={category}>
              <h2 className="text-xl font-bold">{category}</h2>
              <div className="mt-3 divide-y divide-line rounded-2xl border border-line">
                {articles.map((article) => (
                  <details key={article.id} id={article.id} open={openAll} className="group scroll-mt-24 p-4 sm:p-5">
                    <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                      <span className="flex items-start justify-between gap-4">
                        <span className="font-semibold">{article.title}</span>
                        <span aria-hidden="true" className="text-brand-600 transition-transform group-open:rotate-45">
                          +
                        </span>
                      </span>
                      <span className="mt-1 block text-sm text-ink-muted">{article.description}</span>
                    </summary>
                    <Prose html={article.html} className="mt-4" />
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      ) : (
        <div className="mt-8 rounded-2xl border border-line bg-surface-muted p-6">
          <p className="font-semibold">No articles match “{help.query}”.</p>
          <p className="mt-2 text-ink-muted">
            Try a shorter word, read the{' '}
            <Link to="/FAQ" className="font-medium text-brand-700 underline dark:text-brand-300">
              FAQ
            </Link>
            , or{' '}
            <Link to="/ContactUs?topic=support" className="font-medium text-brand-700 underline dark:text-brand-300">
              ask us directly
            </Link>
            .
          </p>
        </div>
      )}
    </Page>
  )
}
