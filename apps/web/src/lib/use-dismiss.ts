import { useEffect, useRef, type RefObject } from 'react';

type ElementRef = RefObject<HTMLElement | null>;

/**
 * While `active`, calls `onDismiss` on a pointer press outside every element of `inside` or on
 * Escape. With `escapeFocus`, Escape also gives focus back to that element (a menu's button), so a
 * keyboard user is not left on the page's body.
 */
export function useDismiss(
  inside: ElementRef | ElementRef[],
  active: boolean,
  onDismiss: () => void,
  escapeFocus?: ElementRef,
): void {
  // The latest callback, so an inline arrow does not re-register the listeners on every render.
  const latest = useRef({ onDismiss, refs: Array.isArray(inside) ? inside : [inside] });
  useEffect(() => {
    latest.current = { onDismiss, refs: Array.isArray(inside) ? inside : [inside] };
  });

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      const mounted = latest.current.refs.filter((ref) => ref.current);
      if (mounted.length > 0 && !mounted.some((ref) => ref.current?.contains(target))) latest.current.onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latest.current.onDismiss();
      escapeFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, escapeFocus]);
}
