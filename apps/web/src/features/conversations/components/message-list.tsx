import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { Button } from '@/components/ui/button';
import type { ChatItem } from '../lib/chat-items';
import { groupByDay } from '../lib/message-days';
import { HiddenMessages } from './hidden-messages';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

interface MessageListProps {
  items: readonly ChatItem[];
  myName: string;
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onEdit: (clientId: string) => void;
  onSendAnyway: (clientId: string) => void;
  onReport: (messageId: string) => void;
  /** Blocks the other member (from beside a blurred image). */
  onBlock: () => void;
  /** The other member is typing (shown under the last message). */
  typing: boolean;
  typingName: string;
  /** Shown when there are no messages yet. */
  empty: ReactNode;
  /** What a message is drawn as instead of its bubble (a date proposal's plan card), or null. */
  cardFor?: (item: ChatItem) => ReactNode;
}

/** Within this many pixels of the end counts as "reading the latest". */
const NEAR_BOTTOM_PX = 120;

/**
 * SPEC 4 Chat: the thread grouped by day, oldest first. It opens at the bottom, follows new
 * messages while the member is at the end (and always for their own), and keeps its place when
 * older messages load above.
 */
export function MessageList(props: MessageListProps) {
  const {
    items: everything,
    myName,
    otherName,
    hasOlder,
    loadingOlder,
    onLoadOlder,
    onRetry,
    onEdit,
    onSendAnyway,
    onReport,
    onBlock,
    typing,
    typingName,
    empty,
    cardFor,
  } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const distanceFromBottom = useRef<number | null>(null);
  // What the member's Hidden Words hid waits at the end, apart (decision 085).
  const items = useMemo(() => everything.filter((item) => !item.hidden), [everything]);
  const hidden = useMemo(() => everything.filter((item) => item.hidden), [everything]);
  const groups = useMemo(() => groupByDay(items), [items]);
  const firstId = items[0]?.id;
  const last = items[items.length - 1];
  const lastOwnId = [...items].reverse().find((item) => item.mine)?.id;

  const scrollToBottom = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  // Older messages came in above: keep the same messages in view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || distanceFromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - distanceFromBottom.current;
    distanceFromBottom.current = null;
  }, [firstId]);

  // A new last message (or the typing indicator): follow it when reading the end, or when it is one's own.
  useLayoutEffect(() => {
    if (nearBottom.current || last?.mine) scrollToBottom();
  }, [last?.id, last?.mine, typing]);

  // New messages from the other member are read out (the ones on screen at opening are not).
  const [announcement, setAnnouncement] = useState('');
  const announcedUpTo = useRef(last?.id);
  useEffect(() => {
    if (!last || last.id === announcedUpTo.current) return;
    announcedUpTo.current = last.id;
    const image = last.blurredImage ? CHAT_TEXTS.blurredImageAlt(otherName) : CHAT_TEXTS.imageAlt(otherName);
    if (!last.mine) setAnnouncement(`${otherName}: ${last.content || image}`);
  }, [last, otherName]);

  const bubble = (item: ChatItem) => {
    const card = cardFor?.(item);
    if (card) return <div className={clsx('flex', item.mine ? 'justify-end' : 'justify-start')}>{card}</div>;
    return messageBubble(item);
  };
  const messageBubble = (item: ChatItem) => (
    <MessageBubble
      item={item}
      senderName={item.mine ? myName : otherName}
      showStatusText={item.id === lastOwnId}
      onRetry={onRetry}
      onEdit={onEdit}
      onSendAnyway={onSendAnyway}
      onReport={onReport}
      onBlock={onBlock}
      onImageLoad={() => {
        if (nearBottom.current) scrollToBottom();
      }}
    />
  );

  const loadOlder = () => {
    const element = scroller.current;
    if (element) distanceFromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  };

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
        }}
        // Keyboard users scroll the thread too (axe: scrollable-region-focusable).
        role="region"
        aria-label={SCREEN_TITLES.messages}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-4 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none focus-visible:ring-inset sm:px-5"
      >
        {hasOlder && (
          <div className="mt-4 mb-4 flex justify-center">
            <Button variant="outline" size="sm" busy={loadingOlder} onClick={loadOlder}>
              {CHAT_TEXTS.loadOlder}
            </Button>
          </div>
        )}
        {items.length === 0 ? (
          hidden.length === 0 && empty
        ) : (
          <ol className="space-y-5">
            {groups.map((group) => (
              <li key={group.key}>
                {/* The day sticks at the top as a full-width band in the thread's own colour, so the
                    messages pass under it like under the header, and none shows through or beside
                    the chip, its time least of all (decision 074). */}
                <h2 className="sticky top-0 z-10 -mx-3 mb-2 flex justify-center bg-stone-50 py-2 sm:-mx-5 dark:bg-stone-950">
                  <span className="rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-300">
                    {group.label}
                  </span>
                </h2>
                <ol className="space-y-2">
                  {group.items.map((item) => (
                    // The clientId stays the same when the server's copy replaces the one on its way.
                    <li key={item.clientId ?? item.id}>{bubble(item)}</li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        )}
        <HiddenMessages items={hidden} renderItem={bubble} />
        <TypingIndicator name={typingName} typing={typing} />
      </div>
    </>
  );
}
