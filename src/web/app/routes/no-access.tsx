import { MESSAGES } from '../../../shared/messages'
import { Page, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Login required', 'Log in to Tio to open this page.')

export default function NoAccessRoute() {
  return <Page title={MESSAGES.noAccessTitle} lead="This page is only for members. Log in or create a free account to continue." />
}
