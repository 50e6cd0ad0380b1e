import { clsx } from 'clsx';
import { Compass, HeartHandshake, MessageCircle, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { TIMINGS } from '@kindred/contract/constants';
import { APP_PREVIEW_TEXTS } from '@kindred/contract/landing';
import { LANDING } from '@kindred/contract/screens';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import { useSeenOnce } from '../hooks/use-seen-once';

const icons = [Compass, MessageCircle, HeartHandshake];
const screens = LANDING.appPreviewScreens;

/**
 * SPEC 2 Landing 5 and SPEC 9: Discover, Connect and Meet rotate every 4 s once the phone has
 * been seen. It never moves by itself under reduced motion, and a visitor can pause it or pick
 * a screen (which also stops it), as WCAG 2.2.2 asks of moving content.
 */
export function AppPreviewPhone() {
  const { ref, seen } = useSeenOnce<HTMLDivElement>();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const rotating = seen && !reducedMotion && !paused;
  const [index, setIndex] = useRotatingIndex(screens.length, TIMINGS.appPreviewRotationMs, rotating);
  const Icon = icons[index] ?? Compass;
  const name = screens[index] ?? screens[0];

  const choose = (next: number) => {
    setIndex(next);
    setPaused(true);
  };

  return (
    <div ref={ref} className="mx-auto flex w-full max-w-xs flex-col items-center gap-5">
      <div
        aria-live={rotating ? 'off' : 'polite'}
        className="flex aspect-[9/16] w-56 flex-col items-center justify-center gap-4 rounded-[2.5rem] bg-gradient-to-b from-rose-500 to-rose-700 p-6 text-center shadow-2xl ring-8 ring-stone-700"
      >
        <div key={name} className="app-preview-screen flex flex-col items-center gap-4">
          <Icon aria-hidden="true" className="h-12 w-12" />
          <p className="text-2xl font-bold">{name}</p>
          <p className="text-sm text-rose-50">{APP_PREVIEW_TEXTS.screenDescriptions[index]}</p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <div role="group" aria-label={APP_PREVIEW_TEXTS.screensLabel} className="flex gap-2">
          {screens.map((screen, screenIndex) => (
            <button
              key={screen}
              type="button"
              aria-pressed={screenIndex === index}
              aria-label={APP_PREVIEW_TEXTS.showScreen(screen)}
              onClick={() => choose(screenIndex)}
              className={clsx(
                'hit-area relative rounded-full px-3 py-1.5 text-sm font-semibold ring-1 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
                screenIndex === index
                  ? 'bg-white text-stone-900 ring-white'
                  : 'bg-transparent text-stone-200 ring-white/30 hover:bg-white/10',
              )}
            >
              {screen}
            </button>
          ))}
        </div>
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setPaused((current) => !current)}
            aria-label={paused ? APP_PREVIEW_TEXTS.play : APP_PREVIEW_TEXTS.pause}
            className="hit-area relative flex h-9 w-9 items-center justify-center rounded-full text-stone-200 ring-1 ring-white/30 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            {paused ? (
              <Play aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Pause aria-hidden="true" className="h-4 w-4" />
            )}
          </button>
        )}
      </div>
    </div>
  );
}
