import { useLoaderData } from 'react-router'
import { loadSmartList, SmartListPage } from '../../features/assistant/smart-pages'
import { pageMeta } from '../../ui/page'

export const loader = loadSmartList
export const meta = () => pageMeta('Smart answers', 'Clear answers to common questions, with the experts who can help further.')

export default function SmartRoute() {
  const { q, answers } = useLoaderData<typeof loader>()
  return <SmartListPage q={q} answers={answers} />
}
