import { Button } from '../../ui/button'

/** The end of an expert's settings form: the form's error, its save button and the note once saved. */
export function SaveRow({
  error,
  pending,
  label,
  saved,
}: {
  error: string | null | undefined
  pending: boolean
  label: string
  saved: string | null
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : label}
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            {saved}
          </p>
        ) : null}
      </div>
    </>
  )
}
