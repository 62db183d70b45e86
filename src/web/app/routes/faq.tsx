import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('FAQ', 'Answers to the questions people ask most about Tio, Tio Chat, experts and Tio-Points.')

export default function FaqRoute() {
  return <ComingSoon title="FAQ" lead="Answers to the questions people ask most about Tio, Tio Chat, experts and Tio-Points." />
}
