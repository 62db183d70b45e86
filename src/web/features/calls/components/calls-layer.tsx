import { Mic, MicOff, Phone, PhoneOff, Video, VideoOff, X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Call, CallStatus } from '../../../../shared/schemas/call'
import { getErrorMessage } from '../../../../shared/messages'
import { SOCKET_EVENTS } from '../../../../shared/socket-events'
import { useSocketConnected, useSocketEvent } from '../../../lib/socket'
import { Avatar } from '../../../ui/avatar'
import { Button } from '../../../ui/button'
import { callAction, fetchRecentCalls } from '../calls-api'
import { announceCall, onAnnouncedCall } from '../call-updates'
import { formatDuration } from '../duration'
import { useWebRtc } from '../hooks/use-webrtc'

const LIVE = new Set(['ringing', 'accepted'])
const FINISHED_TEXT: Record<string, string> = { ended: 'Call ended', declined: 'Call declined', missed: 'Missed call' }
/** A call's status only moves forward: an answer that arrives late must not undo an update that came first. */
const STATUS_ORDER: Record<CallStatus, number> = { ringing: 0, accepted: 1, ended: 2, missed: 2, declined: 2 }

/**
 * The viewer's current call, live (CALL_UPDATED, and the answers of this tab's own requests): the
 * incoming-call banner for the callee, the call panel (calling…, then media), and a short note when it
 * is over. Whenever the socket (re)connects it catches up from the server, for what it missed meanwhile.
 */
export function CallsLayer({ viewerId }: { viewerId: string }) {
  const [call, setCall] = useState<Call | null>(null)
  const current = useRef<Call | null>(null)
  current.current = call

  const onCall = useCallback(
    (next: Call) => {
      const now = current.current
      if (now?.id === next.id) {
        if (STATUS_ORDER[next.status] < STATUS_ORDER[now.status]) return
      } else if (now && LIVE.has(now.status)) {
        // Busy: a second incoming call is declined rather than left ringing.
        if (next.status === 'ringing' && next.calleeId === viewerId) void callAction(next.id, 'decline').catch(() => undefined)
        return
      }
      current.current = next
      setCall(next)
    },
    [viewerId],
  )
  useSocketEvent(SOCKET_EVENTS.CALL_UPDATED, onCall)
  useEffect(() => onAnnouncedCall(onCall), [onCall])

  // When the page opens and whenever the socket (re)connects: what became of the current call, or a
  // call ringing for (or started by) the viewer meanwhile.
  const connected = useSocketConnected()
  useEffect(() => {
    fetchRecentCalls()
      .then(({ calls }) => {
        const now = current.current
        const fresh = now ? calls.find((c) => c.id === now.id) : undefined
        if (fresh) onCall(fresh)
        const ringing = calls.find((c) => c.status === 'ringing' && (c.calleeId === viewerId || c.callerId === viewerId))
        if (ringing) onCall(ringing)
      })
      .catch(() => undefined)
  }, [viewerId, connected, onCall])

  if (!call) return null
  const other = call.callerId === viewerId ? call.callee : call.caller
  const incoming = call.status === 'ringing' && call.calleeId === viewerId
  return (
    // Below the site header, never over a conversation's composer and its Send button (issue 22 item 1).
    <div className="fixed inset-x-2 top-16 z-50 sm:left-auto sm:right-4 sm:w-96">
      {incoming ? (
        <IncomingCall call={call} onChange={onCall} />
      ) : LIVE.has(call.status) ? (
        <CallPanel call={call} viewerId={viewerId} otherName={other.name} onChange={onCall} />
      ) : (
        <div
          role="status"
          className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-3 shadow-lg"
          data-testid="call-finished"
        >
          <Avatar src={other.photoURL || null} name={other.name} decorative size={32} />
          <p className="min-w-0 flex-1 text-sm">
            {FINISHED_TEXT[call.status] ?? 'Call ended'} · {other.name}
          </p>
          <Button variant="ghost" size="sm" onClick={() => setCall(null)} aria-label="Close">
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </div>
  )
}

function useAction(call: Call, onChange: (call: Call) => void) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = (action: 'accept' | 'decline' | 'end') => {
    setBusy(true)
    setError(null)
    callAction(call.id, action)
      // Announced, not only applied here: the conversation's call card hears of the end too (socket or not).
      .then((updated) => {
        onChange(updated)
        announceCall(updated)
      })
      .catch((e: unknown) => setError(getErrorMessage(e)))
      .finally(() => setBusy(false))
  }
  return { run, error, busy }
}

function IncomingCall({ call, onChange }: { call: Call; onChange: (call: Call) => void }) {
  const { run, error, busy } = useAction(call, onChange)
  const accept = useRef<HTMLButtonElement>(null)
  useEffect(() => accept.current?.focus(), [call.id])
  const kindLabel = call.kind === 'video' ? 'Video call' : 'Voice call'
  return (
    <div
      role="alertdialog"
      aria-label="Incoming call"
      aria-describedby={`incoming-${call.id}`}
      className="rounded-xl border border-brand-300 bg-surface-raised p-4 shadow-lg"
    >
      <div className="flex items-center gap-3">
        <Avatar src={call.caller.photoURL || null} name={call.caller.name} size={40} />
        <p id={`incoming-${call.id}`} className="min-w-0 flex-1 text-sm">
          <span className="block font-semibold">{call.caller.name}</span>
          <span className="text-ink-muted">{kindLabel} · incoming…</span>
        </p>
      </div>
      <div className="mt-3 flex gap-2">
        <Button ref={accept} onClick={() => run('accept')} disabled={busy} className="flex-1">
          {call.kind === 'video' ? <Video aria-hidden="true" className="size-4" /> : <Phone aria-hidden="true" className="size-4" />}
          Accept
        </Button>
        <Button variant="danger" onClick={() => run('decline')} disabled={busy} className="flex-1">
          <PhoneOff aria-hidden="true" className="size-4" />
          Decline
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function CallPanel({
  call,
  viewerId,
  otherName,
  onChange,
}: {
  call: Call
  viewerId: string
  otherName: string
  onChange: (call: Call) => void
}) {
  const { run, error, busy } = useAction(call, onChange)
  const { localStream, remoteStream, mediaError, connection } = useWebRtc(call, viewerId)
  const video = call.kind === 'video'
  const status =
    call.status === 'ringing'
      ? `Calling ${otherName}…`
      : connection === 'connected'
        ? `In call with ${otherName}`
        : `Connecting to ${otherName}…`
  return (
    <section
      aria-label={`Call with ${otherName}`}
      className="rounded-xl border border-line bg-surface-raised p-3 shadow-lg"
      data-testid="call-panel"
    >
      <p role="status" className="text-sm font-medium">
        {status}
      </p>
      {call.status === 'accepted' ? (
        <div className="relative mt-2">
          {video ? (
            <>
              <MediaView stream={remoteStream} className="aspect-video w-full rounded-lg bg-black" label={`Video of ${otherName}`} />
              <MediaView
                stream={localStream}
                muted
                className="absolute right-2 bottom-2 w-24 rounded-md border border-line bg-black"
                label="Your camera"
              />
            </>
          ) : (
            <MediaView stream={remoteStream} audioOnly label={`Audio of ${otherName}`} />
          )}
        </div>
      ) : null}
      {mediaError ? <p className="mt-2 text-xs text-ink-muted">{mediaError}</p> : null}
      {error ? (
        <p role="alert" className="mt-2 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        {call.status === 'accepted' && call.acceptedAt ? <CallTimer since={call.acceptedAt} /> : null}
        {call.status === 'accepted' ? <TrackToggle stream={localStream} kind="audio" /> : null}
        {call.status === 'accepted' && video ? <TrackToggle stream={localStream} kind="video" /> : null}
        <Button variant="danger" size="sm" onClick={() => run('end')} disabled={busy}>
          <PhoneOff aria-hidden="true" className="size-4" />
          End call
        </Button>
      </div>
    </section>
  )
}

/** How long the call has lasted, m:ss, counting each second; a timer role, so screen readers read it on request only. */
function CallTimer({ since }: { since: string }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [])
  const text = formatDuration((now - Date.parse(since)) / 1000)
  return (
    <span role="timer" aria-label={`Call time ${text}`} className="mr-auto font-mono text-sm tabular-nums text-ink-muted">
      {text}
    </span>
  )
}

/** Mute (the microphone) or Camera off (the camera): the track stays in the call, disabled, so turning it back on needs no new offer. */
function TrackToggle({ stream, kind }: { stream: MediaStream | null; kind: 'audio' | 'video' }) {
  const [off, setOff] = useState(false)
  useEffect(() => {
    for (const track of kind === 'audio' ? (stream?.getAudioTracks() ?? []) : (stream?.getVideoTracks() ?? [])) track.enabled = !off
  }, [stream, kind, off])
  const Icon = kind === 'audio' ? (off ? MicOff : Mic) : off ? VideoOff : Video
  return (
    <Button variant="secondary" size="sm" aria-pressed={off} onClick={() => setOff((v) => !v)} disabled={!stream}>
      <Icon aria-hidden="true" className="size-4" />
      {kind === 'audio' ? 'Mute' : 'Camera off'}
    </Button>
  )
}

function MediaView({
  stream,
  muted,
  audioOnly,
  className,
  label,
}: {
  stream: MediaStream | null
  muted?: boolean
  audioOnly?: boolean
  className?: string
  label: string
}) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream
  }, [stream])
  return audioOnly ? (
    <audio ref={ref} autoPlay aria-label={label} />
  ) : (
    <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} className={className} />
  )
}
