import { useRef, type MouseEvent, type PointerEvent } from 'react';

/**
 * A press held for `delayMs` calls `onLongPress`; the click that ends it is swallowed so the
 * link under the finger does not also navigate.
 */
export function useLongPress(onLongPress: () => void, delayMs: number) {
  const timer = useRef<number | null>(null);
  const fired = useRef(false);

  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };

  return {
    onPointerDown: (event: PointerEvent) => {
      // Main button or touch only (a right-click opens the menu through onContextMenu).
      if (event.button > 0) return;
      fired.current = false;
      cancel();
      timer.current = window.setTimeout(() => {
        fired.current = true;
        onLongPress();
      }, delayMs);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onClick: (event: MouseEvent) => {
      if (fired.current) {
        event.preventDefault();
        fired.current = false;
      }
    },
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault();
      cancel();
      onLongPress();
    },
  };
}
