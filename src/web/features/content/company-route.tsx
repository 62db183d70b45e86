import type { ReactNode } from 'react'
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import { CompanyPage } from './components/company-page'
import { loadCompanyPage } from './loaders'
import { contentMeta } from './lib/meta'

/** loader, meta and page of a company page (content/pages/{slug}.md served at `path`), with the parts a feature adds before and after its Markdown. */
export function companyRoute(slug: string, path: string, parts: { before?: ReactNode; after?: ReactNode } = {}) {
  const loader = (args: LoaderFunctionArgs) => loadCompanyPage(args, slug, path)
  const meta = ({ loaderData }: MetaArgs<typeof loader>) => contentMeta(loaderData?.meta)
  function Component() {
    const { page } = useLoaderData<typeof loader>()
    return (
      <CompanyPage page={page} before={parts.before}>
        {parts.after}
      </CompanyPage>
    )
  }
  return { loader, meta, Component }
}
