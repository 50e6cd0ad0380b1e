import { ShieldCheck } from 'lucide-react';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';

/** How long "You blocked Ana." stays. */
const SAFETY_NOTICE_MS = 5000;

interface SafetyNoticeProps {
  /** What the member just did ("You blocked Ana. ..."); null: nothing to say. */
  message: string | null;
  onDone: () => void;
  /** Above For You's action bar, which is fixed over a phone's foot. */
  raised?: boolean;
}

/**
 * The short confirmation after a block or an unmatch with a report (decision 080), in a live
 * region at the foot of the window: the member's card has already gone, so the screen says so.
 */
export function SafetyNotice({ message, onDone, raised = false }: SafetyNoticeProps) {
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => onDoneRef.current(), SAFETY_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className={clsx(
        'pointer-events-none fixed inset-x-0 z-40 flex justify-center px-4 lg:bottom-8',
        raised ? 'bottom-[calc(10rem+env(safe-area-inset-bottom))]' : 'bottom-[calc(5rem+env(safe-area-inset-bottom))]',
      )}
    >
      {message !== null && (
        <p className="flex max-w-md items-center gap-3 rounded-2xl bg-stone-900 px-4 py-2.5 text-sm font-semibold text-white shadow-lg transition duration-300 ease-out starting:translate-y-3 starting:opacity-0 motion-reduce:transition-none dark:bg-stone-100 dark:text-stone-900">
          <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-rose-400 dark:text-rose-600" />
          {message}
        </p>
      )}
    </div>
  );
}
