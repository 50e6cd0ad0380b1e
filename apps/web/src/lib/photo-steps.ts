import { LIMITS } from '@kindred/contract/constants';

type Step = -1 | 0 | 1;
interface Point {
  x: number;
  y: number;
}

/** The move through a carousel that a key asks for: back, on, or none. */
export function arrowKeyStep(key: string): Step {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return 0;
}

/** The move a gesture from `start` to `end` makes: a swipe left shows the next photo. */
export function swipeStep(start: Point, end: Point): Step {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  // A mostly vertical gesture is the page scrolling, not a swipe.
  if (Math.abs(dx) <= LIMITS.swipeThresholdPx || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
