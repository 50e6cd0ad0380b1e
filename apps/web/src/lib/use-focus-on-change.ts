import { useEffect, useRef, type RefObject } from 'react';

/** Moves focus to `target` each time `key` changes, but not on the first render. */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, key: unknown): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    target.current?.focus();
  }, [target, key]);
}
