import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { swipeStep } from '@/lib/photo-steps';
import { photoPlaceholderUrl } from '@/lib/photo-placeholder-url';
import { photoProps } from '@/lib/photo-srcset';
import { PhotoCarouselControls, usePhotoIndex } from './photo-carousel-controls';
import { PhotoPlaceholder } from './photo-placeholder';

interface PhotoCarouselProps {
  photos: readonly string[];
  /** Says whose photos these are ("Photos of Sam"); the carousel's label and each image's alt. */
  alt: string;
  className?: string;
  /** A Tailwind aspect class for the frame. */
  aspectClassName?: string;
  /** The image's rendered width, for the srcset. */
  sizes?: string;
  /** Beside `photos` (same order): what to show while each loads (the server's photoPlaceholders). */
  placeholders?: readonly string[];
  /**
   * `first`: the photo the member looks at now, fetched before anything else on the page.
   * `ahead`: the one they will look at next, fetched now rather than when it scrolls near.
   */
  priority?: 'first' | 'ahead';
  /** Drawn over the photo (badges); keep it out of the way of the controls. */
  children?: ReactNode;
}

/** A card's photo at its widest (CSS sizes it to the frame; these keep its place until then). */
const CARD_BOX = { width: 400, height: 500 };

/**
 * A member's photos, one at a time: previous/next wrap around at both ends, arrow keys and a
 * swipe past LIMITS.swipeThresholdPx move too, and changes are locked for
 * LIMITS.photoChangeLockMs (SPEC 4, 9). While a photo loads its blurred placeholder shows, when the
 * server gave one; missing or broken photos show a placeholder.
 */
export function PhotoCarousel({
  photos,
  alt,
  className,
  aspectClassName = 'aspect-[4/5]',
  sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  placeholders,
  priority,
  children,
}: PhotoCarouselProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const count = photos.length;
  const { current, show, groupProps, position } = usePhotoIndex(count);
  const url = photos[current];
  const several = count > 1;
  const placeholder = photoPlaceholderUrl(placeholders?.[current]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(start, { x: touch.clientX, y: touch.clientY });
    if (step !== 0) show(current + step);
  };

  return (
    <div
      {...groupProps(alt)}
      onTouchStart={several ? onTouchStart : undefined}
      onTouchEnd={several ? onTouchEnd : undefined}
      className={clsx(
        'relative touch-pan-y overflow-hidden bg-stone-100 select-none dark:bg-stone-800',
        placeholder && 'bg-cover bg-center',
        aspectClassName,
        className,
      )}
      style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
    >
      {url && !failed.has(url) ? (
        <img
          key={url}
          {...photoProps(url, { ...CARD_BOX, sizes })}
          alt={several ? `${alt}, ${position}` : alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'first' ? 'high' : undefined}
          draggable={false}
          onError={() => setFailed((previous) => new Set(previous).add(url))}
          className="h-full w-full object-cover"
        />
      ) : (
        <PhotoPlaceholder icon={UserRound} label={DISCOVERY_TEXTS.noPhoto} className="gap-2" />
      )}

      {children}

      <PhotoCarouselControls photos={photos} current={current} position={position} show={show} size="card" />
    </div>
  );
}
