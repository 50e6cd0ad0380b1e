import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `thresholdPx` (SPEC 9: nav threshold 10 px). */
export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > thresholdPx);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolled;
}
