import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useCloseOnBack } from '@/lib/use-close-on-back';
import { useFocusTrap } from '@/lib/use-focus-trap';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in and is kept inside, Escape or the backdrop closes it, and
 * focus returns to what opened it. The browser's Back button closes it too (decision 051).
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useCloseOnBack(onClose);
  useFocusTrap(panelRef, (panel) => panel.querySelector<HTMLElement>('input, select, textarea'));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div aria-hidden="true" className="absolute inset-0 bg-stone-950/60" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative w-full max-w-md rounded-3xl bg-white p-6 shadow-xl focus:outline-none dark:bg-stone-900 dark:ring-1 dark:ring-stone-700"
      >
        <h2 id={titleId} className="text-xl font-bold text-stone-900 dark:text-stone-100">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
