import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { getErrorMessage } from '../../../../shared/messages'
import type { FileSummary } from '../../../../shared/schemas/expert-application'
import type { FileDeleted } from '../../../../shared/schemas/file-metadata'
import { formatBytes } from '../../../../shared/schemas/upload'
import { apiFetch } from '../../../lib/api'
import { Button } from '../../../ui/button'
import { UploadControl } from './upload-control'

/** Credential documents (diploma, licence, certificate) for the operator's review; private to the owner and the operator. */
export function CredentialDocuments({
  documents,
  canUpload,
  approved,
  onChange,
}: {
  documents: FileSummary[]
  canUpload: boolean
  /** An approved expert: a document added or removed goes back to review (the server decides; this says so). */
  approved: boolean
  onChange: () => void
}) {
  const [error, setError] = useState('')
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<FileDeleted>(`/api/files/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      setError('')
      onChange()
    },
    onError: (e) => setError(getErrorMessage(e)),
  })
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-4" data-testid="credential-documents">
      <legend className="px-1 text-sm font-medium">Credential documents</legend>
      <p className="text-sm text-ink-muted">
        A diploma, licence or certificate that shows your expertise. Only you and the Tio team can open them; they never appear on your
        public page.
      </p>
      {approved ? (
        <p className="text-sm font-medium" data-testid="documents-review-note">
          Adding or removing a document sends your profile back to review by the Tio team; you are hidden from search until it is approved
          again.
        </p>
      ) : null}
      {documents.length > 0 ? (
        <ul className="divide-y divide-line" aria-label="Your documents">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <a className="min-w-0 truncate text-brand-700 underline dark:text-brand-300" href={doc.url} target="_blank" rel="noreferrer">
                {doc.name}
              </a>
              <span className="flex items-center gap-2 text-ink-muted">
                {formatBytes(doc.size)}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${doc.name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(doc.id)}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">No documents yet.</p>
      )}
      {canUpload ? (
        <UploadControl kind="documents" label="Add a document" hint="PDF, JPEG or PNG, up to 20 MB." onUploaded={onChange} />
      ) : (
        <p className="text-sm text-ink-muted">Save your draft first, then add your documents here.</p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
