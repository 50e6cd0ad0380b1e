import { clsx } from 'clsx';
import { Mic, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { VOICE_NOTE_LIMITS, VOICE_NOTE_TEXTS, formatVoiceDuration } from '@kindred/contract/voice-notes';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useVoiceNoteSender } from '../hooks/use-voice-note-sender';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';

/** A hold released sooner than this was a tap: recording goes on, with Send and Cancel. */
const TAP_MS = 350;
/** Sliding this far left while holding cancels. */
const SLIDE_CANCEL_PX = 80;

const ROUND_BUTTON =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none';

/**
 * The composer's microphone (issue 36, decision 109). Hold to record and release to send; slide
 * left to cancel. A tap (or Enter or Space) starts a recording that goes on until Send or Cancel.
 * It stops by itself at 60 seconds and sends. While recording and uploading it covers the
 * composer's row, with the timer, then the upload's progress.
 */
export function VoiceRecorder({ matchId }: { matchId: string }) {
  const sender = useVoiceNoteSender(matchId);
  const recorder = useVoiceRecorder((audio) => void sender.send(audio));
  const hold = useRef<{ x: number; startedAt: number } | null>(null);
  const [holding, setHolding] = useState(false);
  const [slide, setSlide] = useState(0);
  const active = recorder.state !== 'idle';
  const micRef = useRef<HTMLButtonElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);

  // Started by a tap or the keyboard: focus goes to Send; when the recording ends from there, back to the microphone.
  useEffect(() => {
    if (recorder.state === 'recording' && !hold.current) sendRef.current?.focus();
  }, [recorder.state]);
  const finish = (action: () => void) => () => {
    const hadFocus = overlayRef.current?.contains(document.activeElement) ?? false;
    action();
    if (hadFocus) micRef.current?.focus();
  };

  const endHold = () => {
    hold.current = null;
    setHolding(false);
    setSlide(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || active || sender.sending.state === 'uploading') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    hold.current = { x: event.clientX, startedAt: performance.now() };
    setHolding(true);
    void recorder.start();
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!hold.current) return;
    const dx = Math.min(0, event.clientX - hold.current.x);
    setSlide(dx);
    if (dx <= -SLIDE_CANCEL_PX) {
      endHold();
      recorder.cancel();
    }
  };
  const onPointerUp = () => {
    if (!hold.current) return;
    const tapped = performance.now() - hold.current.startedAt < TAP_MS;
    endHold();
    // A tap leaves it recording until Send or Cancel; a hold sends on release.
    if (!tapped) recorder.stop();
  };
  const onPointerCancel = () => {
    if (!hold.current) return;
    endHold();
    recorder.cancel();
  };

  const elapsed = formatVoiceDuration(recorder.elapsedMs);
  const max = formatVoiceDuration(VOICE_NOTE_LIMITS.maxSeconds * 1000);
  const error = recorder.error ?? (sender.sending.state === 'failed' ? sender.sending.message : null);

  return (
    <>
      <button
        ref={micRef}
        type="button"
        aria-label={VOICE_NOTE_TEXTS.record}
        title={VOICE_NOTE_TEXTS.recordHint}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onContextMenu={(event) => event.preventDefault()}
        // Keyboard (and assistive tech's click): a toggle, ended with Send or Cancel.
        onClick={(event) => {
          if (event.detail === 0 && !active) void recorder.start();
        }}
        className={clsx(
          ROUND_BUTTON,
          'touch-none text-stone-600 select-none hover:bg-stone-100 hover:text-rose-700 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-rose-300',
        )}
      >
        <Mic aria-hidden="true" className="h-5 w-5" />
      </button>
      {(active || sender.sending.state !== 'idle' || error) && (
        <div
          ref={overlayRef}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && active) finish(recorder.cancel)();
          }}
          className="absolute -inset-1 z-10 flex items-center gap-2 bg-white dark:bg-stone-900"
        >
          {active && (
            <>
              <button
                type="button"
                onClick={finish(recorder.cancel)}
                aria-label={VOICE_NOTE_TEXTS.cancel}
                className={clsx(
                  ROUND_BUTTON,
                  'text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800',
                )}
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
              <div
                className="flex min-w-0 flex-1 items-center gap-2 text-stone-800 dark:text-stone-100"
                style={{ transform: `translateX(${slide / 2}px)` }}
              >
                <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 animate-pulse rounded-full bg-red-600" />
                <span className="sr-only">{VOICE_NOTE_TEXTS.recording}</span>
                <span
                  role="timer"
                  aria-label={VOICE_NOTE_TEXTS.elapsed(elapsed, max)}
                  className="font-medium tabular-nums"
                >
                  {elapsed}
                </span>
                <span className="truncate text-sm text-stone-600 dark:text-stone-400">
                  {holding ? VOICE_NOTE_TEXTS.slideToCancel : VOICE_NOTE_TEXTS.recording}
                </span>
              </div>
              {holding ? (
                <span
                  aria-hidden="true"
                  className={clsx(ROUND_BUTTON, 'pointer-events-none scale-110 bg-red-600 text-white shadow')}
                >
                  <Mic className="h-5 w-5" />
                </span>
              ) : (
                <button
                  ref={sendRef}
                  type="button"
                  onClick={finish(recorder.stop)}
                  aria-label={VOICE_NOTE_TEXTS.send}
                  className={clsx(
                    ROUND_BUTTON,
                    'bg-rose-600 text-white shadow-sm hover:bg-rose-700 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-stone-900',
                  )}
                >
                  <SendHorizontal aria-hidden="true" className="h-5 w-5" />
                </button>
              )}
            </>
          )}
          {!active && sender.sending.state === 'uploading' && (
            <div className="flex flex-1 flex-col gap-1 px-2">
              <span className="text-sm text-stone-700 dark:text-stone-300">
                {VOICE_NOTE_TEXTS.uploading(sender.sending.percent)}
              </span>
              <ProgressBar value={sender.sending.percent} label={VOICE_NOTE_TEXTS.uploading(sender.sending.percent)} />
            </div>
          )}
          {!active && sender.sending.state !== 'uploading' && error && (
            <>
              <p role="alert" className="min-w-0 flex-1 px-2 text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
              <button
                type="button"
                onClick={() => {
                  recorder.clearError();
                  sender.dismiss();
                }}
                className="shrink-0 rounded-full px-3 py-2 text-sm font-semibold text-rose-700 hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300 dark:hover:bg-rose-950/50"
              >
                {VOICE_NOTE_TEXTS.dismiss}
              </button>
            </>
          )}
        </div>
      )}
    </>
  );
}
