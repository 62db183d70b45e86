import { useMutation } from '@tanstack/react-query'
import { Link } from 'react-router'
import { getErrorMessage } from '../../../../shared/messages'
import { Button } from '../../../ui/button'
import { fetchMyData } from '../profile-api'
import { Notice, Section } from './settings-sections'

/** Hands the browser a JSON document to save, named like the server's attachment. */
function saveJson(data: { exportedAt: string }) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `tio-data-${data.exportedAt.slice(0, 10)}.json`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** "Download my data" (issue 18 item 8). */
export function DataSection() {
  const download = useMutation({ mutationFn: fetchMyData, onSuccess: saveJson })
  return (
    <Section id="your-data" title="Your data">
      <p className="text-sm text-ink-muted">
        Download everything Tio stores about you as one JSON file: your profile, expert application, conversations, contacts, blocks,
        ratings you gave, Tio-Points history, purchases, orders, payouts and a list of your uploaded files. The{' '}
        <Link className="text-brand-700 underline dark:text-brand-300" to="/PrivacyPolicy">
          privacy policy
        </Link>{' '}
        explains what we keep and why.
      </p>
      <div className="mt-3 grid gap-2">
        <div>
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? 'Preparing your file…' : 'Download my data'}
          </Button>
        </div>
        <Notice
          notice={
            download.isError
              ? { ok: false, text: getErrorMessage(download.error) }
              : download.isSuccess
                ? { ok: true, text: 'Your file is downloading.' }
                : null
          }
        />
      </div>
    </Section>
  )
}
