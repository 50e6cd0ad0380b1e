import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BACK_TO_TOP } from '@kindred/contract/landing';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

/** Past this much scrolling (about a screen), the button appears. */
const SHOW_AFTER_PX = 600;

/** SPEC 2 Landing: back to the top of the page, focus included, so keyboard users land there too. */
export function BackToTopButton() {
  const [visible, setVisible] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={backToTop}
      aria-label={BACK_TO_TOP}
      title={BACK_TO_TOP}
      className="fixed bottom-6 left-6 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-white text-stone-800 shadow-lg ring-1 ring-stone-200 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:bg-stone-800 dark:text-stone-100 dark:ring-stone-700 dark:hover:bg-stone-700"
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
