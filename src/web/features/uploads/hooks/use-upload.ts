import { useCallback, useEffect, useRef, useState } from 'react'
import type { DetailedError, Upload } from 'tus-js-client'
import { UPLOAD_CHUNK_MAX, UPLOAD_CHUNK_START, UPLOAD_RESUMABLE_THRESHOLD } from '../../../../shared/constants'
import { UPLOAD_KINDS, tooLargeMessage, wrongTypeMessage, type FileMetadata, type UploadKind } from '../../../../shared/schemas/upload'

/** Spec §4 file upload task states, plus idle before a file is chosen. */
export type UploadTaskState = 'idle' | 'running' | 'paused' | 'success' | 'canceled' | 'error'

export interface UploadTask {
  state: UploadTaskState
  fileName: string
  bytesSent: number
  bytesTotal: number
  error: string
  /** An error that Resume may get past (connection, server); false when the file itself was refused. */
  retryable: boolean
  file: FileMetadata | null
}

const IDLE: UploadTask = { state: 'idle', fileName: '', bytesSent: 0, bytesTotal: 0, error: '', retryable: false, file: null }

/** 4xx answers (too large, wrong type, not allowed) will not succeed on a retry; 409/423 (offset conflict, locked) may. */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 409 && status !== 423
}

/** Chunk size for a file (CONST-18): one request up to 256 KB, else chunks starting at 256 KB. */
export function firstChunkSize(size: number): number {
  return size > UPLOAD_RESUMABLE_THRESHOLD ? UPLOAD_CHUNK_START : Number.POSITIVE_INFINITY
}

/** Up to 256 KB the file goes with the request that creates the upload: one request in all (CONST-18). */
export function sendsWithCreation(size: number): boolean {
  return size <= UPLOAD_RESUMABLE_THRESHOLD
}

/** The next chunk size after a successful chunk: doubled while it stays under 32 MB. */
export function nextChunkSize(current: number): number {
  const doubled = current * 2
  return doubled < UPLOAD_CHUNK_MAX ? doubled : current
}

function messageOf(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined
  if (body) {
    try {
      const parsed = JSON.parse(body) as { error?: { message?: string } }
      if (parsed.error?.message) return parsed.error.message
    } catch {
      // tus answers some errors in plain text
      return body.trim()
    }
  }
  return 'The upload failed. Check your connection and press Resume, or choose the file again.'
}

/**
 * One resumable upload over tus (tus-js-client) to /api/uploads, with the task states of the spec.
 *
 * tus-js-client sends fixed-size chunks, but the spec's chunk size doubles after every successful
 * chunk (256 KB, 512 KB, 1 MB … under 32 MB). It reads `options.chunkSize` afresh for each PATCH and
 * calls onChunkComplete before starting the next one, so doubling it there gives the growing chunks
 * without a second client. The upload URL is kept in localStorage under the file's fingerprint
 * (kind, name, type, size, last change), so choosing the same file after a reload resumes it from
 * the offset the server reports.
 */
export function useUpload(kind: UploadKind, onDone?: (file: FileMetadata) => void) {
  const [task, setTask] = useState<UploadTask>(IDLE)
  const uploadRef = useRef<Upload | null>(null)
  // Uploads canceled here whose deletion on the server may still be under way: never resumed.
  const canceledUrls = useRef(new Set<string>())
  const onDoneRef = useRef(onDone)
  onDoneRef.current = onDone

  useEffect(() => () => void uploadRef.current?.abort(), [])

  const start = useCallback(
    async (file: File) => {
      void uploadRef.current?.abort()
      uploadRef.current = null
      const limit = UPLOAD_KINDS[kind].maxBytes
      if (file.size > limit) {
        setTask({ ...IDLE, state: 'error', fileName: file.name, bytesTotal: file.size, error: tooLargeMessage(kind) })
        return
      }
      // The browser's guess from the name: a clear refusal at once (the server still decides by the bytes).
      const types: readonly string[] = UPLOAD_KINDS[kind].types
      if (file.type && !types.includes(file.type)) {
        setTask({ ...IDLE, state: 'error', fileName: file.name, bytesTotal: file.size, error: wrongTypeMessage(kind) })
        return
      }
      setTask({ ...IDLE, state: 'running', fileName: file.name, bytesTotal: file.size })
      const { Upload } = await import('tus-js-client')
      const upload: Upload = new Upload(file, {
        endpoint: '/api/uploads',
        metadata: { kind, filename: file.name, filetype: file.type },
        chunkSize: firstChunkSize(file.size),
        uploadDataDuringCreation: sendsWithCreation(file.size),
        retryDelays: [0, 1000, 3000, 5000],
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        fingerprint: async (f: File) => ['tio', kind, f.name, f.type, f.size, f.lastModified].join(':'),
        onProgress: (bytesSent, bytesTotal) => setTask((t) => ({ ...t, bytesSent, bytesTotal })),
        onChunkComplete: () => {
          upload.options.chunkSize = nextChunkSize(upload.options.chunkSize ?? UPLOAD_CHUNK_START)
        },
        onShouldRetry: (error) => {
          const status = error.originalResponse?.getStatus() ?? 0
          return status === 0 || status >= 500 || status === 409 || status === 423
        },
        onSuccess: ({ lastResponse }) => {
          let stored: FileMetadata | null = null
          try {
            stored = (JSON.parse(lastResponse.getBody()) as { file: FileMetadata }).file
          } catch {
            stored = null
          }
          setTask((t) => ({ ...t, state: 'success', bytesSent: t.bytesTotal, file: stored }))
          if (stored) onDoneRef.current?.(stored)
        },
        onError: (error) => {
          const refused = 'originalResponse' in error && isRefusal(error.originalResponse?.getStatus() ?? 0)
          // A refused file is done with: nothing to resume or cancel, choose another file.
          if (refused && uploadRef.current === upload) uploadRef.current = null
          setTask((t) => ({ ...t, state: 'error', error: messageOf(error), retryable: !refused }))
        },
      })
      uploadRef.current = upload
      // tus forgets a canceled upload's URL only once the server has deleted it: the same file chosen again
      // before that would resume an upload about to vanish under it ("The upload was not found").
      const previous = (await upload.findPreviousUploads()).filter((p) => !(p.uploadUrl && canceledUrls.current.has(p.uploadUrl)))
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0])
      upload.start()
    },
    [kind],
  )

  const pause = useCallback(() => {
    void uploadRef.current?.abort()
    setTask((t) => (t.state === 'running' ? { ...t, state: 'paused' } : t))
  }, [])

  const resume = useCallback(() => {
    const upload = uploadRef.current
    if (!upload) return
    setTask((t) => ({ ...t, state: 'running', error: '' }))
    // After a pause the next chunk starts small again and doubles from there.
    upload.options.chunkSize = firstChunkSize(task.bytesTotal)
    upload.start()
  }, [task.bytesTotal])

  const cancel = useCallback(() => {
    const upload = uploadRef.current
    uploadRef.current = null
    if (upload?.url) canceledUrls.current.add(upload.url)
    // abort(true) also deletes the partial upload on the server (tus termination).
    void upload?.abort(true).catch(() => undefined)
    setTask((t) => ({ ...t, state: 'canceled' }))
  }, [])

  const reset = useCallback(() => setTask(IDLE), [])

  return { task, start, pause, resume, cancel, reset }
}
