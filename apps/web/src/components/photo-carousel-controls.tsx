import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { arrowKeyStep } from '@/lib/photo-steps';

/**
 * Which photo of `count` is showing: moves wrap around at both ends and are locked for
 * LIMITS.photoChangeLockMs after each change (SPEC 4, 9). `show` ignores moves with one photo;
 * `groupProps` names the carousel's element and lets the arrow keys move it.
 */
export function usePhotoIndex(count: number) {
  const [index, setIndex] = useState(0);
  const lockedUntil = useRef(0);
  const current = count > 0 ? index % count : 0;
  const show = (next: number) => {
    if (count < 2) return;
    const now = Date.now();
    if (now < lockedUntil.current) return;
    lockedUntil.current = now + LIMITS.photoChangeLockMs;
    setIndex(((next % count) + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowKeyStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    show(current + step);
  };
  const groupProps = (label: string) => ({
    role: 'group',
    'aria-roledescription': 'carousel',
    'aria-label': label,
    onKeyDown: count > 1 ? onKeyDown : undefined,
  });
  return { current, show, groupProps, position: DISCOVERY_TEXTS.photoPosition(current + 1, count) };
}

// Drawn 36 px on a card, tapped over 44 (hit-area in index.css).
const controlButton =
  'hit-area flex items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-md transition-colors hover:bg-white ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 ' +
  'dark:bg-stone-900/85 dark:text-stone-100 dark:hover:bg-stone-900';

const SIZES = {
  /** A card: small buttons, dots along the bottom. */
  card: {
    button: 'h-9 w-9',
    previous: 'left-2',
    next: 'right-2',
    icon: 'h-5 w-5',
    dots: 'bottom-0 bg-gradient-to-t pt-6 px-2',
    // 44 px a dot; on a narrow card with many photos they share its width (decision 053).
    dot: 'h-11 w-11 min-w-0 shrink',
  },
  /** A page's one large photo: larger buttons, dots along the top. */
  page: {
    button: 'h-11 w-11',
    previous: 'left-3',
    next: 'right-3',
    icon: 'h-6 w-6',
    dots: 'top-0 bg-gradient-to-b pb-4 px-2',
    dot: 'h-11 w-11 min-w-0 shrink',
  },
} as const;

interface PhotoCarouselControlsProps {
  photos: readonly string[];
  current: number;
  position: string;
  show: (index: number) => void;
  size: keyof typeof SIZES;
}

/** Previous/next buttons, one dot a photo and a live announcement of the position; nothing for one photo. */
export function PhotoCarouselControls({ photos, current, position, show, size }: PhotoCarouselControlsProps) {
  if (photos.length < 2) return null;
  const look = SIZES[size];
  return (
    <>
      <button
        type="button"
        onClick={() => show(current - 1)}
        aria-label={DISCOVERY_TEXTS.previousPhoto}
        className={clsx(controlButton, look.button, look.previous, 'absolute top-1/2 -translate-y-1/2')}
      >
        <ChevronLeft aria-hidden="true" className={look.icon} />
      </button>
      <button
        type="button"
        onClick={() => show(current + 1)}
        aria-label={DISCOVERY_TEXTS.nextPhoto}
        className={clsx(controlButton, look.button, look.next, 'absolute top-1/2 -translate-y-1/2')}
      >
        <ChevronRight aria-hidden="true" className={look.icon} />
      </button>
      <div
        className={clsx(
          'pointer-events-none absolute inset-x-0 flex justify-center from-black/45 to-transparent',
          look.dots,
        )}
      >
        <div className="pointer-events-auto flex min-w-0">
          {photos.map((photo, dot) => (
            // The dots are for pointers and screen readers; keyboards use the arrows (fewer tab stops).
            <button
              key={`${dot}-${photo}`}
              type="button"
              tabIndex={-1}
              onClick={() => show(dot)}
              aria-label={DISCOVERY_TEXTS.photoPosition(dot + 1, photos.length)}
              aria-current={dot === current ? 'true' : undefined}
              className={clsx('flex items-center justify-center', look.dot)}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'block h-2 rounded-full shadow transition-all',
                  dot === current ? 'w-5 bg-white' : 'w-2 bg-white/60',
                )}
              />
            </button>
          ))}
        </div>
      </div>
      <span aria-live="polite" className="sr-only">
        {position}
      </span>
    </>
  );
}
