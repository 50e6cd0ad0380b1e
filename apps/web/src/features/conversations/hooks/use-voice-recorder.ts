import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_NOTE_LIMITS, VOICE_NOTE_TEXTS } from '@kindred/contract/voice-notes';

/** What the browser records in, best first: Opus in WebM (Chromium, Firefox), in Ogg, then MP4 (Safari). */
const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'];
const MAX_MS = VOICE_NOTE_LIMITS.maxSeconds * 1000;

export function recordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

export type RecorderState = 'idle' | 'starting' | 'recording';

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  startedAt: number;
  keep: boolean;
}

/**
 * Records one voice note with MediaRecorder (decision 109): `start` asks for the microphone,
 * `stop` hands the recording to `onRecorded` (unless shorter than VOICE_NOTE_LIMITS.minMs),
 * `cancel` drops it. It stops by itself at VOICE_NOTE_LIMITS.maxSeconds. The microphone is
 * released as soon as a recording ends.
 */
export function useVoiceRecorder(onRecorded: (audio: Blob) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<Session | null>(null);
  // Asked to stop or cancel while the microphone was still being granted.
  const pendingEnd = useRef<'stop' | 'cancel' | null>(null);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  });

  const end = useCallback((keep: boolean) => {
    const current = session.current;
    if (!current) {
      if (pendingEnd.current === null) pendingEnd.current = keep ? 'stop' : 'cancel';
      return;
    }
    current.keep = keep && performance.now() - current.startedAt >= VOICE_NOTE_LIMITS.minMs;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current || state !== 'idle') return;
    setError(null);
    const type = recordingType();
    if (!type || !navigator.mediaDevices?.getUserMedia) {
      setError(VOICE_NOTE_TEXTS.unsupported);
      return;
    }
    pendingEnd.current = null;
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('idle');
      setError(VOICE_NOTE_TEXTS.micBlocked);
      return;
    }
    if (pendingEnd.current === 'cancel') {
      stream.getTracks().forEach((track) => track.stop());
      setState('idle');
      return;
    }
    const recorder = new MediaRecorder(stream, { mimeType: type, audioBitsPerSecond: 32_000 });
    const current: Session = { recorder, stream, chunks: [], startedAt: performance.now(), keep: false };
    session.current = current;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    };
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      session.current = null;
      setState('idle');
      setElapsedMs(0);
      if (current.keep) onRecordedRef.current(new Blob(current.chunks, { type: recorder.mimeType || type }));
    };
    recorder.start(250);
    setElapsedMs(0);
    setState('recording');
    if (pendingEnd.current === 'stop') end(true);
  }, [state, end]);

  // The timer, and the stop at the limit.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = window.setInterval(() => {
      const current = session.current;
      if (!current) return;
      const elapsed = performance.now() - current.startedAt;
      setElapsedMs(Math.min(elapsed, MAX_MS));
      if (elapsed >= MAX_MS) end(true);
    }, 200);
    return () => window.clearInterval(timer);
  }, [state, end]);

  // Leaving the conversation mid-recording drops it and frees the microphone.
  useEffect(
    () => () => {
      const current = session.current;
      if (!current) return;
      current.keep = false;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      current.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return {
    state,
    elapsedMs,
    error,
    clearError: useCallback(() => setError(null), []),
    start,
    /** Ends the recording and sends it. */
    stop: useCallback(() => end(true), [end]),
    /** Ends the recording and drops it. */
    cancel: useCallback(() => end(false), [end]),
  };
}
