import { useEffect, useRef } from 'react';
import type { InteractionStatus } from '@kindred/contract/discovery';

const KEYS: Record<string, InteractionStatus> = { ArrowLeft: 'dislike', ArrowRight: 'like', ArrowUp: 'superlike' };

/** Where an arrow key belongs to what has focus: typing, choosing, sliding, a carousel's own keys. */
function keyBelongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest('input, textarea, select, [role="slider"], [role="tablist"], [role="listbox"], [role="menu"]') !==
    null
  );
}

/**
 * ← pass, → like, ↑ super like for the card in reach (issue 38): never while typing, with a
 * modifier key, or while a dialog is open.
 */
export function useSwipeShortcuts(enabled: boolean, onAct: (status: InteractionStatus) => void): void {
  const act = useRef(onAct);
  useEffect(() => {
    act.current = onAct;
  }, [onAct]);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const status = KEYS[event.key];
      if (!status || event.defaultPrevented || event.repeat) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (keyBelongsElsewhere(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]')) return;
      event.preventDefault();
      act.current(status);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
