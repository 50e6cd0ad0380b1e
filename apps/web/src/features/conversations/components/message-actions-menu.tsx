import { clsx } from 'clsx';
import { CornerUpLeft, EllipsisVertical, Flag, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { canUnsend, MESSAGE_ACTIONS_TEXTS, REACTION_EMOJI } from '@kindred/contract/message-actions';
import { useDismiss } from '@/lib/use-dismiss';
import type { ChatItem } from '../lib/chat-items';
import { actionable, useMessageActions } from './message-actions-context';

/** How long a finger rests on a bubble before its actions open. */
const LONG_PRESS_MS = 500;
/** Below this many pixels from the top of the screen, the menu opens downwards. */
const ROOM_ABOVE_PX = 280;

export interface MessageMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** On the bubble: a right-click or a long press opens the menu. */
  gestures: {
    onContextMenu: (event: { preventDefault(): void }) => void;
    onPointerDown: (event: ReactPointerEvent) => void;
    onPointerUp: () => void;
    onPointerLeave: () => void;
    onPointerMove: () => void;
  };
}

/** The open state of a bubble's menu, shared by the bubble's gestures and its "more" button. */
export function useMessageMenu(item: ChatItem): MessageMenuState {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | null>(null);
  const enabled = useMessageActions() !== null && actionable(item);
  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  return {
    open,
    setOpen,
    gestures: {
      onContextMenu: (event) => {
        if (!enabled) return;
        event.preventDefault();
        setOpen(true);
      },
      onPointerDown: (event) => {
        if (!enabled || event.pointerType !== 'touch') return;
        cancel();
        timer.current = window.setTimeout(() => setOpen(true), LONG_PRESS_MS);
      },
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerMove: cancel,
    },
  };
}

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-200 dark:hover:bg-stone-800';

/**
 * A bubble's actions (decision 108) behind a visible "more" button: the reaction row, Reply,
 * Unsend (one's own, within 15 minutes, after a confirmation) and Report (theirs). Escape or a
 * click elsewhere closes it, and focus goes back to the button.
 */
export function MessageActionsMenu({
  item,
  senderName,
  menu,
}: {
  item: ChatItem;
  senderName: string;
  menu: MessageMenuState;
}) {
  const actions = useMessageActions();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [upwards, setUpwards] = useState(true);
  const { open, setOpen } = menu;

  useDismiss(rootRef, open, () => setOpen(false), buttonRef);
  useEffect(() => {
    if (!open) {
      setConfirming(false);
      return;
    }
    const top = buttonRef.current?.getBoundingClientRect().top ?? ROOM_ABOVE_PX;
    setUpwards(top >= ROOM_ABOVE_PX);
  }, [open]);

  if (!actions || !actionable(item)) return null;
  const mine = item.mine;
  const own = (item.reactions ?? []).find((reaction) => reaction.memberId === actions.myId)?.emoji ?? null;
  const label = mine ? MESSAGE_ACTIONS_TEXTS.moreActionsOwn : MESSAGE_ACTIONS_TEXTS.moreActions(senderName);

  const run = (work: () => Promise<void> | void) => {
    setOpen(false);
    setError(null);
    buttonRef.current?.focus();
    void Promise.resolve(work()).catch((failure: unknown) =>
      setError(failure instanceof Error && failure.message ? failure.message : MESSAGE_ACTIONS_TEXTS.actionFailed),
    );
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="hit-area relative inline-flex h-8 w-8 items-center justify-center rounded-full text-stone-500 hover:bg-stone-200 hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-stone-100"
      >
        <EllipsisVertical aria-hidden="true" className="h-4 w-4" />
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={MESSAGE_ACTIONS_TEXTS.menuTitle}
          className={clsx(
            'absolute z-30 w-[18rem] rounded-2xl border border-stone-200 bg-white p-1.5 text-stone-900 shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100',
            upwards ? 'bottom-full mb-1' : 'top-full mt-1',
            mine ? 'right-0' : 'left-0',
          )}
        >
          {confirming ? (
            <div className="space-y-2 p-2">
              <p className="text-sm">{MESSAGE_ACTIONS_TEXTS.unsendConfirm}</p>
              <div className="flex justify-end gap-2">
                <button
                  type="button"
                  autoFocus
                  onClick={() => setConfirming(false)}
                  className="min-h-11 rounded-full px-4 text-sm font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:hover:bg-stone-800"
                >
                  {MESSAGE_ACTIONS_TEXTS.cancel}
                </button>
                <button
                  type="button"
                  onClick={() => run(() => actions.unsend(item))}
                  className="min-h-11 rounded-full bg-rose-600 px-4 text-sm font-semibold text-white hover:bg-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 focus-visible:outline-none"
                >
                  {MESSAGE_ACTIONS_TEXTS.unsend}
                </button>
              </div>
            </div>
          ) : (
            <>
              <div role="group" aria-label={MESSAGE_ACTIONS_TEXTS.reactions} className="flex justify-between px-1 pb-1">
                {REACTION_EMOJI.map((emoji, index) => (
                  <button
                    key={emoji}
                    type="button"
                    autoFocus={index === 0}
                    aria-label={
                      own === emoji ? MESSAGE_ACTIONS_TEXTS.removeReaction(emoji) : MESSAGE_ACTIONS_TEXTS.react(emoji)
                    }
                    aria-pressed={own === emoji}
                    onClick={() => run(() => actions.react(item, own === emoji ? null : emoji))}
                    className={clsx(
                      'flex h-11 w-11 items-center justify-center rounded-full font-emoji text-xl leading-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:hover:bg-stone-800',
                      own === emoji && 'bg-rose-100 dark:bg-rose-950',
                    )}
                  >
                    {emoji}
                  </button>
                ))}
              </div>
              <button type="button" className={itemClass} onClick={() => run(() => actions.reply(item))}>
                <CornerUpLeft aria-hidden="true" className="h-4 w-4" />
                {MESSAGE_ACTIONS_TEXTS.reply}
              </button>
              {mine && canUnsend(item.createdAt) && (
                <button type="button" className={itemClass} onClick={() => setConfirming(true)}>
                  <Undo2 aria-hidden="true" className="h-4 w-4" />
                  {MESSAGE_ACTIONS_TEXTS.unsend}
                </button>
              )}
              {!mine && (
                <button type="button" className={itemClass} onClick={() => run(() => actions.report(item.id))}>
                  <Flag aria-hidden="true" className="h-4 w-4" />
                  {MESSAGE_ACTIONS_TEXTS.report}
                </button>
              )}
            </>
          )}
        </div>
      )}
      {error && (
        <p
          role="alert"
          className={clsx(
            'absolute top-full mt-1 w-56 text-xs font-semibold text-red-700 dark:text-red-400',
            mine ? 'right-0 text-right' : 'left-0',
          )}
        >
          {error}
        </p>
      )}
    </div>
  );
}
