import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CALL_TEXTS,
  iceConfigResponseSchema,
  type Call,
  type CallSignalEvent,
  type IceConfig,
} from '@kindred/contract/calls';
import { API_PATHS } from '@kindred/contract/routes';
import { SOCKET_EVENTS, type Ack, type ClientToServerEvents } from '@kindred/contract/realtime';
import { onCallRequest, type CallRequest } from '@/components/calls/call-requests';
import { apiRequest } from '@/lib/api-client';
import { getSocket } from '@/lib/socket-client';
import { useSocketEvent } from '@/lib/use-socket';
import { endedMessage } from '../lib/ended-message';

/**
 * Where this device is with a call: nothing; getting the camera and asking the server to ring;
 * ringing out; ringing here; in the call (this device holds it); over (why, and whether to ask
 * "How was the call?").
 */
export type CallPhase =
  | { kind: 'idle' }
  | { kind: 'placing'; request: CallRequest }
  | { kind: 'outgoing'; call: Call }
  | { kind: 'incoming'; call: Call }
  | { kind: 'active'; call: Call }
  | { kind: 'over'; call: Call | null; message: string; askFeedback: boolean };

const ACK_TIMEOUT_MS = 10_000;

function emitAck<T>(event: keyof ClientToServerEvents, payload: unknown): Promise<Ack<T>> {
  const socket = getSocket();
  const failed: Ack<T> = { ok: false, status: 0, message: CALL_TEXTS.callFailed };
  if (!socket) return Promise.resolve(failed);
  // socket.io's typed emitWithAck cannot follow a generic event name.
  const untyped = socket as unknown as {
    timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<Ack<T>> };
  };
  return untyped
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck(event, payload)
    .catch(() => failed);
}

function fetchIceConfig(): Promise<IceConfig> {
  return apiRequest(API_PATHS.calls.iceServers, { schema: iceConfigResponseSchema }).then((response) => response.data);
}

/**
 * One member's video calls on this device (decision 110): the server says when a call rings, is
 * answered or ends (`call:updated`); this device places, answers, declines and hangs up through
 * the socket, and connects the call peer to peer, its offer, answer and ICE candidates relayed by
 * the server (`call:signal`). The caller offers once the call is answered.
 */
export function useCall(memberId: string) {
  const [phase, setPhase] = useState<CallPhase>({ kind: 'idle' });
  const phaseRef = useRef<CallPhase>(phase);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [connected, setConnected] = useState(false);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [audioOnly, setAudioOnly] = useState(false);
  const [remoteCameraOn, setRemoteCameraOn] = useState(true);
  const localRef = useRef<MediaStream | null>(null);
  const peerRef = useRef<Promise<RTCPeerConnection> | null>(null);
  const earlySignals = useRef<CallSignalEvent[]>([]);
  const pendingIce = useRef<RTCIceCandidateInit[]>([]);
  /** The last state the server told of each call, for news that comes before the answer to our own request. */
  const seen = useRef(new Map<string, Call>());

  const go = useCallback((next: CallPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const release = useCallback(() => {
    void peerRef.current?.then((peer) => peer.close()).catch(() => undefined);
    peerRef.current = null;
    for (const track of localRef.current?.getTracks() ?? []) track.stop();
    localRef.current = null;
    earlySignals.current = [];
    pendingIce.current = [];
    setLocalStream(null);
    setRemoteStream(null);
    setConnected(false);
    setMicOn(true);
    setCameraOn(true);
    setAudioOnly(false);
    setRemoteCameraOn(true);
  }, []);

  /** The call this device held is over: why, and "How was the call?" if it was answered. */
  const finish = useCallback(
    (call: Call) => {
      const current = phaseRef.current;
      if ((current.kind !== 'outgoing' && current.kind !== 'active') || current.call.id !== call.id) return;
      release();
      const other = call.caller.id === memberId ? call.callee : call.caller;
      go({
        kind: 'over',
        call,
        message: endedMessage(call, other.name),
        askFeedback: call.answeredAt !== null,
      });
    },
    [go, memberId, release],
  );

  const fail = useCallback(
    (message: string) => {
      release();
      go({ kind: 'over', call: null, message, askFeedback: false });
    },
    [go, release],
  );

  async function media(): Promise<MediaStream | null> {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: { width: { ideal: 640 }, height: { ideal: 480 } },
      });
      localRef.current = stream;
      setLocalStream(stream);
      return stream;
    } catch {
      return null;
    }
  }

  const addIce = (peer: RTCPeerConnection, candidate: RTCIceCandidateInit) =>
    peer.addIceCandidate(candidate).catch(() => undefined);

  /** Tells the other side that this camera went off or on (the call this device holds, once it is answered). */
  function sendCamera(on: boolean): void {
    const current = phaseRef.current;
    if (current.kind === 'active' && peerRef.current) {
      void emitAck(SOCKET_EVENTS.callSignal, { callId: current.call.id, kind: 'media', camera: on });
    }
  }

  async function handleSignal(peer: RTCPeerConnection, signal: CallSignalEvent): Promise<void> {
    if (signal.kind === 'media') return;
    if (signal.kind === 'ice') {
      if (peer.remoteDescription) await addIce(peer, signal.candidate);
      else pendingIce.current.push(signal.candidate);
      return;
    }
    await peer.setRemoteDescription(signal.description);
    for (const candidate of pendingIce.current.splice(0)) await addIce(peer, candidate);
    if (signal.kind === 'offer') {
      const answer = await peer.createAnswer();
      await peer.setLocalDescription(answer);
      await emitAck(SOCKET_EVENTS.callSignal, {
        callId: signal.callId,
        kind: 'answer',
        description: { type: 'answer', sdp: answer.sdp ?? '' },
      });
    }
  }

  /** The connection for the call this device holds, with the camera and microphone on it. */
  function connect(call: Call, stream: MediaStream, offer: boolean): void {
    const peerReady = (async () => {
      const config = await fetchIceConfig();
      const peer = new RTCPeerConnection({
        iceServers: config.iceServers,
        iceTransportPolicy: config.iceTransportPolicy,
      });
      for (const track of stream.getTracks()) peer.addTrack(track, stream);
      peer.onicecandidate = (event) => {
        if (event.candidate) {
          void emitAck(SOCKET_EVENTS.callSignal, { callId: call.id, kind: 'ice', candidate: event.candidate.toJSON() });
        }
      };
      peer.ontrack = (event) => setRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
      peer.onconnectionstatechange = () => setConnected(peer.connectionState === 'connected');
      // Turned off while it rang: the other side learns it as soon as the call connects.
      if (localRef.current?.getVideoTracks().some((track) => !track.enabled)) {
        void emitAck(SOCKET_EVENTS.callSignal, { callId: call.id, kind: 'media', camera: false });
      }
      if (offer) {
        const description = await peer.createOffer();
        await peer.setLocalDescription(description);
        await emitAck(SOCKET_EVENTS.callSignal, {
          callId: call.id,
          kind: 'offer',
          description: { type: 'offer', sdp: description.sdp ?? '' },
        });
      }
      return peer;
    })();
    peerRef.current = peerReady;
    void peerReady.then(
      async (peer) => {
        for (const signal of earlySignals.current.splice(0)) await handleSignal(peer, signal);
      },
      () => fail(CALL_TEXTS.callFailed),
    );
  }

  /** The other member answered the call this device placed: connect and offer. */
  const answered = (call: Call) => {
    const stream = localRef.current;
    if (!stream) return;
    go({ kind: 'active', call });
    connect(call, stream, true);
  };

  const place = async (request: CallRequest) => {
    const before: CallPhase = phaseRef.current;
    if (before.kind !== 'idle' && before.kind !== 'over') return;
    go({ kind: 'placing', request });
    const stream = await media();
    if (!stream) return fail(CALL_TEXTS.mediaDenied);
    const started = await emitAck<Call>(SOCKET_EVENTS.callStart, { matchId: request.matchId });
    // Cancelled while the server was asked.
    if ((phaseRef.current as CallPhase).kind !== 'placing') return;
    if (!started.ok) return fail(started.message);
    const call = started.data;
    if (call.state !== 'ringing') {
      release();
      go({ kind: 'over', call, message: endedMessage(call, request.name), askFeedback: false });
      return;
    }
    go({ kind: 'outgoing', call });
    // Answered (or ended) before the server's answer reached us.
    const latest = seen.current.get(call.id);
    if (latest?.state === 'active') answered(latest);
    else if (latest?.state === 'ended') finish(latest);
  };

  const placeRef = useRef(place);
  useEffect(() => {
    placeRef.current = place;
  });
  useEffect(() => onCallRequest((request) => void placeRef.current(request)), []);

  useSocketEvent(SOCKET_EVENTS.callUpdated, (call) => {
    seen.current.set(call.id, call);
    const current = phaseRef.current;
    const ours = current.kind !== 'idle' && current.kind !== 'placing' && current.kind !== 'over';
    const same = ours && current.call.id === call.id;
    if (call.state === 'ringing') {
      if (call.callee.id === memberId && (current.kind === 'idle' || current.kind === 'over')) {
        go({ kind: 'incoming', call });
      }
      return;
    }
    if (current.kind === 'incoming' && same) {
      // Answered on another of my devices, or over before I answered: this one stops ringing.
      go({ kind: 'idle' });
      return;
    }
    if (call.state === 'active' && current.kind === 'outgoing' && same) answered(call);
    else if (call.state === 'ended' && same) finish(call);
  });

  useSocketEvent(SOCKET_EVENTS.callSignal, (signal) => {
    const current = phaseRef.current;
    if (current.kind !== 'active' || current.call.id !== signal.callId) return;
    if (signal.kind === 'media') {
      setRemoteCameraOn(signal.camera);
      return;
    }
    const peer = peerRef.current;
    if (!peer) {
      earlySignals.current.push(signal);
      return;
    }
    void peer.then((ready) => handleSignal(ready, signal)).catch(() => undefined);
  });

  // Leaving the app (sign-out, a closed tab) ends the call on this side; the server ends it for both.
  useEffect(() => () => release(), [release]);

  return {
    phase,
    localStream,
    remoteStream,
    connected,
    micOn,
    cameraOn,
    audioOnly,
    remoteCameraOn,
    async accept() {
      const current = phaseRef.current;
      if (current.kind !== 'incoming') return;
      const stream = await media();
      if (!stream) {
        await emitAck(SOCKET_EVENTS.callDecline, { callId: current.call.id });
        return fail(CALL_TEXTS.mediaDenied);
      }
      // Holding it from here: the server's news that it was answered (by this device) must not stop it ringing.
      go({ kind: 'active', call: current.call });
      const accepted = await emitAck<Call>(SOCKET_EVENTS.callAccept, { callId: current.call.id });
      if (!accepted.ok) return fail(accepted.message);
      if (phaseRef.current.kind !== 'active') return;
      go({ kind: 'active', call: accepted.data });
      connect(accepted.data, stream, false);
    },
    async decline() {
      const current = phaseRef.current;
      if (current.kind !== 'incoming') return;
      go({ kind: 'idle' });
      await emitAck(SOCKET_EVENTS.callDecline, { callId: current.call.id });
    },
    async hangUp() {
      const current = phaseRef.current;
      if (current.kind === 'placing') return fail(CALL_TEXTS.ended.cancelled);
      if (current.kind !== 'outgoing' && current.kind !== 'active') return;
      const ended = await emitAck<Call>(SOCKET_EVENTS.callHangUp, { callId: current.call.id });
      if (ended.ok) finish(ended.data);
      else fail(ended.message);
    },
    toggleMic() {
      const on = !micOn;
      for (const track of localRef.current?.getAudioTracks() ?? []) track.enabled = on;
      setMicOn(on);
    },
    toggleCamera() {
      const on = !cameraOn;
      for (const track of localRef.current?.getVideoTracks() ?? []) track.enabled = on;
      setCameraOn(on);
      if (on) setAudioOnly(false);
      sendCamera(on);
    },
    toggleAudioOnly() {
      const audio = !audioOnly;
      for (const track of localRef.current?.getVideoTracks() ?? []) track.enabled = !audio;
      setCameraOn(!audio);
      setAudioOnly(audio);
      sendCamera(!audio);
    },
    dismiss() {
      go({ kind: 'idle' });
    },
  };
}

export type CallController = ReturnType<typeof useCall>;
