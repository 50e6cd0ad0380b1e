import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface ScrollStripProps {
  children: ReactNode;
  /** Classes of the scrolling box (padding, bleed to the screen's edges). */
  className?: string;
  /** The colour the edges fade into: the background behind the strip. */
  fadeClassName?: string;
}

interface Edges {
  start: boolean;
  end: boolean;
}

/**
 * A row that scrolls sideways when it does not fit (a phone), instead of cutting its last items.
 * A fade at an edge says more lies that way, and goes once the row is scrolled to that end. The
 * current item (aria-current or aria-selected) starts in view.
 */
export function ScrollStrip({
  children,
  className,
  fadeClassName = 'from-white dark:from-stone-900',
}: ScrollStripProps) {
  const strip = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Edges>({ start: false, end: false });

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => {
      const left = Math.abs(element.scrollLeft);
      const room = element.scrollWidth - element.clientWidth;
      setMore({ start: left > 1, end: room - left > 1 });
    };
    const current = element.querySelector<HTMLElement>('[aria-current="page"], [aria-selected="true"]');
    if (current) {
      const padding = parseFloat(getComputedStyle(element).paddingRight);
      const past = current.getBoundingClientRect().right + padding - element.getBoundingClientRect().right;
      if (past > 0) element.scrollLeft += past;
    }
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);

  const fade = 'pointer-events-none absolute inset-y-0 w-8 to-transparent';
  return (
    <div className="relative">
      <div ref={strip} data-scroll-strip="" className={clsx('overflow-x-auto', className)}>
        {children}
      </div>
      {more.start && (
        <span
          aria-hidden="true"
          data-scroll-fade="start"
          className={clsx(fade, 'left-0 bg-gradient-to-r', fadeClassName)}
        />
      )}
      {more.end && (
        <span
          aria-hidden="true"
          data-scroll-fade="end"
          className={clsx(fade, 'right-0 bg-gradient-to-l', fadeClassName)}
        />
      )}
    </div>
  );
}
