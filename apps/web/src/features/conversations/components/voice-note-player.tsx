import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { VoiceNote } from '@kindred/contract/voice-notes';
import { VOICE_NOTE_LIMITS, VOICE_NOTE_TEXTS, formatVoiceDuration } from '@kindred/contract/voice-notes';

/**
 * A voice note in a bubble (issue 36, decision 109): play and pause, the waveform filling as it
 * plays, the time left (its length before it starts), and 1× / 1.5×. One `<audio>` per note, loaded
 * only when played (the server's signed URL; AAC in MP4 plays in every browser).
 */
export function VoiceNotePlayer({ voice, mine }: { voice: VoiceNote; mine: boolean }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [speedIndex, setSpeedIndex] = useState(0);
  const speed = VOICE_NOTE_LIMITS.speeds[speedIndex]!;
  const duration = formatVoiceDuration(voice.durationMs);
  const progress = voice.durationMs > 0 ? Math.min(1, (position * 1000) / voice.durationMs) : 0;

  useEffect(() => {
    if (audioRef.current) audioRef.current.playbackRate = speed;
  }, [speed]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      audio.playbackRate = speed;
      void audio.play().catch(() => setPlaying(false));
    } else audio.pause();
  };

  const bars = voice.waveform.length > 0 ? voice.waveform : new Array<number>(VOICE_NOTE_LIMITS.waveformBars).fill(0);
  return (
    <div
      role="group"
      aria-label={VOICE_NOTE_TEXTS.label(duration)}
      className="flex w-64 max-w-full items-center gap-2 px-3 py-2 sm:w-72"
    >
      <audio
        ref={audioRef}
        src={voice.url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setPosition(0);
        }}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? VOICE_NOTE_TEXTS.pause : VOICE_NOTE_TEXTS.play}
        className={clsx(
          'flex h-10 w-10 shrink-0 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:outline-none',
          mine
            ? 'bg-white text-rose-700 focus-visible:ring-white'
            : 'bg-rose-600 text-white focus-visible:ring-rose-500 dark:bg-rose-500',
        )}
      >
        {playing ? <Pause aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
      </button>
      <div aria-hidden="true" className="flex h-8 min-w-0 flex-1 items-center gap-px">
        {bars.map((peak, index) => (
          <span
            key={index}
            className={clsx(
              'min-w-0 flex-1 rounded-full',
              index / bars.length < progress
                ? mine
                  ? 'bg-white'
                  : 'bg-rose-600 dark:bg-rose-400'
                : mine
                  ? 'bg-white/50'
                  : 'bg-stone-300 dark:bg-stone-600',
            )}
            style={{ height: `${Math.max(12, Math.round((peak / VOICE_NOTE_LIMITS.waveformMax) * 100))}%` }}
          />
        ))}
      </div>
      <span className="w-9 shrink-0 text-right text-xs tabular-nums">
        {playing || position > 0 ? formatVoiceDuration(voice.durationMs - position * 1000) : duration}
      </span>
      <button
        type="button"
        onClick={() => setSpeedIndex((index) => (index + 1) % VOICE_NOTE_LIMITS.speeds.length)}
        aria-label={VOICE_NOTE_TEXTS.speed(speed)}
        className={clsx(
          'shrink-0 rounded-full px-2 py-1 text-xs font-semibold tabular-nums focus-visible:ring-2 focus-visible:outline-none',
          mine
            ? 'bg-white text-rose-800 focus-visible:ring-white'
            : 'bg-stone-100 text-stone-800 focus-visible:ring-rose-500 dark:bg-stone-700 dark:text-stone-100',
        )}
      >
        {VOICE_NOTE_TEXTS.speedLabel(speed)}
      </button>
    </div>
  );
}
