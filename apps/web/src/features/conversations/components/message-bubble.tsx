import { clsx } from 'clsx';
import { useState } from 'react';
import { Check, CheckCheck, CircleAlert, Clock, Flag, Pencil, RotateCw, Send } from 'lucide-react';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { photoProps } from '@/lib/photo-srcset';
import type { ChatItem, MessageStatus } from '../lib/chat-items';
import { messageTime } from '../lib/message-days';
import { BlurredImage } from './blurred-image';
import { messageAnchorId } from './message-actions-context';
import { MessageActionsMenu, useMessageMenu } from './message-actions-menu';
import { MessageReactions } from './message-reactions';
import { ReplyQuote } from './reply-quote';
import { UnsentMarker } from './unsent-marker';
import { VoiceNotePlayer } from './voice-note-player';

interface MessageBubbleProps {
  item: ChatItem;
  senderName: string;
  /** The latest of one's own messages spells its status out; the others show the tick only. */
  showStatusText: boolean;
  onRetry: (clientId: string) => void;
  /** A message refused for what it says goes back to the composer. */
  onEdit: (clientId: string) => void;
  /** "Are you sure?" answered: send it as it is (decision 084). */
  onSendAnyway: (clientId: string) => void;
  /** Reports a message one received (stored ones only). */
  onReport: (messageId: string) => void;
  /** Blocks the other member (beside a blurred image, decision 088). */
  onBlock: () => void;
  onImageLoad: () => void;
}

/** A chat image is at most 320 × 288 CSS pixels (max-w-xs, max-h-72), narrower on a small phone. */
const CHAT_IMAGE_BOX = { width: 320, height: 288, sizes: '(max-width: 480px) 70vw, 320px' };

const STATUS = {
  sending: { Icon: Clock, text: CHAT_TEXTS.sending },
  sent: { Icon: Check, text: CHAT_TEXTS.sent },
  read: { Icon: CheckCheck, text: CHAT_TEXTS.read },
  failed: { Icon: CircleAlert, text: CHAT_TEXTS.failed },
} satisfies Record<MessageStatus, unknown>;

/** SPEC 4 Chat: a single tick while unread, a double one once read. */
function StatusMark({ status, showText }: { status: MessageStatus; showText: boolean }) {
  const { Icon, text } = STATUS[status];
  return (
    <span
      data-status={status}
      className={clsx(
        'inline-flex items-center gap-0.5',
        status === 'read' && 'text-rose-700 dark:text-rose-300',
        status === 'failed' && 'font-semibold text-red-700 dark:text-red-400',
      )}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      <span className={showText ? undefined : 'sr-only'}>{text}</span>
    </span>
  );
}

// Quiet beside the time, with a hit area of 44 px (decision 053).
const REPORT_BUTTON =
  'hit-area relative inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-stone-500 hover:text-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-400 dark:hover:text-rose-300';

const ACTION_BUTTON =
  'inline-flex items-center gap-1 rounded-full px-2 py-1 font-semibold text-rose-700 hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300 dark:hover:bg-rose-950/50';

/**
 * One message: text and/or image, the time, and on one's own its status: Retry when it failed,
 * or the server's reason and Edit when it was refused for what it says.
 */
export function MessageBubble({
  item,
  senderName,
  showStatusText,
  onRetry,
  onEdit,
  onSendAnyway,
  onReport,
  onBlock,
  onImageLoad,
}: MessageBubbleProps) {
  const { mine, status, refusal } = item;
  const failed = status === 'failed';
  // Tap to view lasts while the conversation is open: opened again, the image is blurred again (decision 088).
  const [revealed, setRevealed] = useState(false);
  const hidden = item.blurredImage && !revealed ? item.blurredImage : null;
  // Reactions, replies and unsend (decision 108): a right-click, a long press or the "more" button.
  const menu = useMessageMenu(item);
  return (
    <div
      id={messageAnchorId(item.id)}
      tabIndex={-1}
      className={clsx(
        'flex flex-col rounded-3xl outline-none data-[highlight=true]:ring-2 data-[highlight=true]:ring-rose-400',
        mine ? 'items-end' : 'items-start',
      )}
    >
      <div
        {...menu.gestures}
        className={clsx(
          'max-w-[80%] overflow-hidden rounded-3xl text-[0.95rem] leading-snug shadow-sm sm:max-w-[70%]',
          mine
            ? 'rounded-br-md bg-rose-600 text-white'
            : 'rounded-bl-md border border-stone-200 bg-white text-stone-900 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-100',
          failed && 'opacity-60',
        )}
      >
        <span className="sr-only">{senderName}: </span>
        {item.replyTo && <ReplyQuote quote={item.replyTo} mine={mine} />}
        {item.unsentAt && <UnsentMarker />}
        {item.imageUrl && hidden && (
          <BlurredImage
            senderName={senderName}
            placeholder={hidden.placeholder}
            mayContainNudity={hidden.mayContainNudity}
            onView={() => setRevealed(true)}
            onReport={() => onReport(item.id)}
            onBlock={onBlock}
          />
        )}
        {item.imageUrl && !hidden && (
          <img
            {...photoProps(item.imageUrl, CHAT_IMAGE_BOX)}
            alt={CHAT_TEXTS.imageAlt(senderName)}
            onLoad={onImageLoad}
            className="block max-h-72 w-full max-w-xs bg-stone-200 object-cover dark:bg-stone-700"
          />
        )}
        {item.voice && <VoiceNotePlayer voice={item.voice} mine={mine} />}
        {item.content && <p className="px-4 py-2.5 break-words whitespace-pre-wrap">{item.content}</p>}
      </div>
      <MessageReactions item={item} />
      <div className="mt-1 flex items-center gap-2 px-1 text-xs text-stone-600 dark:text-stone-400">
        <time dateTime={item.createdAt}>{messageTime(item.createdAt)}</time>
        <MessageActionsMenu item={item} senderName={senderName} menu={menu} />
        {!mine && !hidden && !item.unsentAt && (
          <button
            type="button"
            onClick={() => onReport(item.id)}
            aria-label={CHAT_TEXTS.reportMessageLabel(senderName)}
            className={REPORT_BUTTON}
          >
            <Flag aria-hidden="true" className="h-3 w-3" />
            {CHAT_TEXTS.reportMessage}
          </button>
        )}
        {status && (
          <StatusMark status={status} showText={showStatusText || status === 'sending' || status === 'failed'} />
        )}
        {failed && item.clientId && !refusal?.editable && (
          <button type="button" onClick={() => onRetry(item.clientId!)} className={ACTION_BUTTON}>
            <RotateCw aria-hidden="true" className="h-3.5 w-3.5" />
            {CHAT_TEXTS.retry}
          </button>
        )}
        {failed && item.clientId && refusal?.editable && (
          <button type="button" onClick={() => onEdit(item.clientId!)} className={ACTION_BUTTON}>
            <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
            {CHAT_TEXTS.edit}
          </button>
        )}
        {failed && item.clientId && refusal?.confirmable && (
          <button type="button" onClick={() => onSendAnyway(item.clientId!)} className={ACTION_BUTTON}>
            <Send aria-hidden="true" className="h-3.5 w-3.5" />
            {CHAT_TEXTS.sendAnyway}
          </button>
        )}
      </div>
      {item.mightHurt && (
        <p className="mt-1 flex items-center gap-2 px-1 text-sm text-stone-700 dark:text-stone-300">
          {CHAT_TEXTS.doesThisBotherYou}
          <button type="button" onClick={() => onReport(item.id)} className={ACTION_BUTTON}>
            <Flag aria-hidden="true" className="h-3.5 w-3.5" />
            {CHAT_TEXTS.reportMessage}
          </button>
        </p>
      )}
      {failed && refusal && (
        <p
          role="alert"
          className="mt-1 max-w-[80%] px-1 text-right text-sm text-red-700 sm:max-w-[70%] dark:text-red-400"
        >
          {refusal.message}
        </p>
      )}
    </div>
  );
}
