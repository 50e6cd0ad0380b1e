import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { MATCH_DETAIL_PAGE_TEXTS } from '@kindred/contract/match-detail-texts';
import { Spinner } from '@/components/ui/spinner';
import { PhotoCarouselControls, usePhotoIndex } from '@/components/photo-carousel-controls';
import { PhotoPlaceholder } from '@/components/photo-placeholder';
import { swipeStep } from '@/lib/photo-steps';
import { photoAtWidth, photoProps } from '@/lib/photo-srcset';

interface MatchPhotoCarouselProps {
  /** At least one URL (a profile without photos shows NoPhotosPanel instead). */
  photos: readonly string[];
  /** Whose photos these are ("Photos of Jordan"): the carousel's label and each image's alt. */
  alt: string;
  /** Drawn over the photo (badge, name); the controls stay on top of it. */
  children?: ReactNode;
  className?: string;
}

/**
 * SPEC 2 Matched-profile detail, 9: the full-height photo area (LIMITS.photoAreaViewportHeight % of
 * the viewport). Previous/next wrap at both ends, the dots jump, the arrow keys move, and a drag
 * with a finger, pen or mouse moves once it passes LIMITS.swipeThresholdPx sideways; every change
 * is locked for LIMITS.photoChangeLockMs. Each photo shows a spinner until it has loaded and a
 * placeholder if it fails.
 *
 * Not components/photo-carousel.tsx: that one sizes by aspect ratio, loads lazily, swipes by touch
 * only and has no loading state, which suits cards but not this page's one large photo. The two
 * share their controls, placeholder and swipe rules.
 */
export function MatchPhotoCarousel({ photos, alt, children, className }: MatchPhotoCarouselProps) {
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const dragStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);

  const count = photos.length;
  const { current, show, groupProps, position } = usePhotoIndex(count);
  const url = photos[current];
  const several = count > 1;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Only the primary button, and not a press on one of the controls.
    if (!event.isPrimary || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    dragStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    // Keep receiving the pointer when a mouse drag leaves the photo before it is released.
    if (event.pointerType === 'mouse') event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    dragStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const step = swipeStep(start, { x: event.clientX, y: event.clientY });
    if (step !== 0) show(current + step);
  };

  const usable = url !== undefined && !failed.has(url);
  return (
    <div
      {...groupProps(alt)}
      onPointerDown={several ? onPointerDown : undefined}
      onPointerUp={several ? onPointerUp : undefined}
      onPointerCancel={() => (dragStart.current = null)}
      style={{ height: `${LIMITS.photoAreaViewportHeight}vh` }}
      className={clsx(
        'relative min-h-80 touch-pan-y overflow-hidden bg-stone-900 select-none',
        several && 'cursor-grab active:cursor-grabbing',
        className,
      )}
    >
      {usable ? (
        <>
          {/* Wider screens show the whole photo over a blurred copy of itself. */}
          <img
            src={photoAtWidth(url, 160)}
            alt=""
            aria-hidden="true"
            draggable={false}
            className="absolute inset-0 hidden h-full w-full scale-110 object-cover opacity-70 blur-2xl sm:block"
          />
          <img
            key={url}
            {...photoProps(url, { width: 760, height: 950, sizes: '(min-width: 1024px) 760px, 100vw' })}
            alt={several ? `${alt}, ${position}` : alt}
            draggable={false}
            onLoad={() => setLoaded((previous) => new Set(previous).add(url))}
            onError={() => setFailed((previous) => new Set(previous).add(url))}
            className={clsx(
              'relative h-full w-full object-cover transition-opacity duration-200 sm:object-contain',
              loaded.has(url) ? 'opacity-100' : 'opacity-0',
            )}
          />
          {!loaded.has(url) && (
            <div className="absolute inset-0 flex items-center justify-center text-white">
              <Spinner size="lg" />
            </div>
          )}
        </>
      ) : (
        <PhotoPlaceholder icon={ImageOff} label={MATCH_DETAIL_PAGE_TEXTS.photoUnavailable} className="gap-3" />
      )}

      {children}

      <PhotoCarouselControls photos={photos} current={current} position={position} show={show} size="page" />
    </div>
  );
}
