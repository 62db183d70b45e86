import { useLoaderData, type MetaArgs } from 'react-router'
import { loadSmartAnswer, SmartAnswerPage } from '../../features/assistant/smart-pages'
import { pageMeta } from '../../ui/page'

export const loader = loadSmartAnswer
export const meta = ({ loaderData }: MetaArgs<typeof loader>) =>
  loaderData ? pageMeta(loaderData.answer.question, loaderData.answer.description) : pageMeta('Smart answers', 'Not found')

export default function SmartAnswerRoute() {
  const { answer } = useLoaderData<typeof loader>()
  return <SmartAnswerPage answer={answer} />
}
