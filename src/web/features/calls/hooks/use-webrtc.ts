import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Call, CallSignal, RelayedCallSignal } from '../../../../shared/schemas/call'
import { SOCKET_EVENTS } from '../../../../shared/socket-events'
import { useSocket, useSocketEvent } from '../../../lib/socket'
import { CALL_KEYS, fetchCallsConfig } from '../calls-api'

type Handler = (signal: RelayedCallSignal) => Promise<void>

/**
 * The media of an accepted call: the viewer's microphone (and camera for video) and a peer
 * connection to the other participant, signalled over the socket. The caller makes the offer; the
 * callee answers. Signals that arrive before the connection is ready wait in a queue.
 */
export function useWebRtc(call: Call | null, viewerId: string) {
  const socket = useSocket()
  const config = useQuery({ queryKey: CALL_KEYS.config, queryFn: fetchCallsConfig, staleTime: Infinity })
  const iceServers = config.data?.iceServers
  const [localStream, setLocalStream] = useState<MediaStream | null>(null)
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null)
  const [mediaError, setMediaError] = useState<string | null>(null)
  const [connection, setConnection] = useState<RTCPeerConnectionState | 'new'>('new')
  const handler = useRef<Handler | null>(null)
  const queue = useRef<RelayedCallSignal[]>([])

  const callId = call?.id
  const active = call?.status === 'accepted'
  const kind = call?.kind
  const isCaller = call?.callerId === viewerId

  const onSignal = useCallback(
    (signal: RelayedCallSignal) => {
      if (signal.callId !== callId) return
      if (handler.current) void handler.current(signal)
      else queue.current.push(signal)
    },
    [callId],
  )
  useSocketEvent(SOCKET_EVENTS.CALL_SIGNAL, onSignal)

  useEffect(() => {
    queue.current = []
  }, [callId])

  useEffect(() => {
    if (!active || !callId || !socket || !iceServers) return
    let cancelled = false
    let stream: MediaStream | null = null
    const pc = new RTCPeerConnection({ iceServers })
    const pendingIce: RTCIceCandidateInit[] = []
    const send = (signal: CallSignal) => socket.emit(SOCKET_EVENTS.CALL_SIGNAL, signal)
    pc.onicecandidate = (event) => {
      if (!event.candidate) return
      const { candidate = '', ...rest } = event.candidate.toJSON()
      send({ callId, type: 'ice', candidate: { candidate, ...rest } })
    }
    pc.ontrack = (event) => setRemoteStream(event.streams[0] ?? new MediaStream([event.track]))
    pc.onconnectionstatechange = () => setConnection(pc.connectionState)
    const flushIce = async () => {
      for (const candidate of pendingIce.splice(0)) await pc.addIceCandidate(candidate)
    }
    const handle: Handler = async (signal) => {
      try {
        if (signal.type === 'offer') {
          await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp })
          await flushIce()
          const answer = await pc.createAnswer()
          await pc.setLocalDescription(answer)
          send({ callId, type: 'answer', sdp: answer.sdp ?? '' })
        } else if (signal.type === 'answer') {
          await pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp })
          await flushIce()
        } else if (pc.remoteDescription) {
          await pc.addIceCandidate(signal.candidate)
        } else {
          pendingIce.push(signal.candidate)
        }
      } catch (error) {
        console.warn('call signalling failed', error)
      }
    }

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: kind === 'video' })
      } catch (error) {
        setMediaError(
          `Tio could not use your ${kind === 'video' ? 'camera or microphone' : 'microphone'} (${
            error instanceof Error ? error.message : 'refused'
          }). You can still hear the other person.`,
        )
      }
      if (cancelled) {
        stream?.getTracks().forEach((t) => t.stop())
        return
      }
      if (stream) {
        for (const track of stream.getTracks()) pc.addTrack(track, stream)
        setLocalStream(stream)
      } else {
        pc.addTransceiver('audio', { direction: 'recvonly' })
        if (kind === 'video') pc.addTransceiver('video', { direction: 'recvonly' })
      }
      handler.current = handle
      for (const signal of queue.current.splice(0)) await handle(signal)
      if (isCaller) {
        const offer = await pc.createOffer()
        await pc.setLocalDescription(offer)
        send({ callId, type: 'offer', sdp: offer.sdp ?? '' })
      }
    })()

    return () => {
      cancelled = true
      handler.current = null
      pc.close()
      stream?.getTracks().forEach((t) => t.stop())
      setLocalStream(null)
      setRemoteStream(null)
      setMediaError(null)
      setConnection('new')
    }
  }, [active, callId, socket, iceServers, kind, isCaller])

  return { localStream, remoteStream, mediaError, connection }
}
