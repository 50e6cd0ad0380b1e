import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * For a modal surface: focus moves in when it opens (to `initialFocus`, or the surface itself), Tab
 * and Shift+Tab go round its controls without leaving it, and focus returns to what held it before
 * once it closes.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  initialFocus: (surface: HTMLElement) => HTMLElement | null = () => null,
): void {
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const surface = ref.current;
    if (surface) (initialFocus(surface) ?? surface).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !surface) return;
      const focusable = [...surface.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = surface.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
    // Once per opening: the surface and its first focus are fixed when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
