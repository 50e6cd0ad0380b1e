import { clsx } from 'clsx';
import { CornerUpLeft } from 'lucide-react';
import { useState } from 'react';
import { MESSAGE_ACTIONS_TEXTS, type ReplyQuote as Quote } from '@kindred/contract/message-actions';
import { useMessageActions } from './message-actions-context';

/** The quote's text: the original's words, "Photo", or why it is not there any more. */
export function quoteText(quote: Quote): string {
  if (quote.removed) return MESSAGE_ACTIONS_TEXTS.originalRemoved;
  if (quote.unsent) return MESSAGE_ACTIONS_TEXTS.originalUnsent;
  return quote.preview || (quote.hasImage ? MESSAGE_ACTIONS_TEXTS.photo : '');
}

/**
 * Above a reply's words (decision 108): who and what it answers. A tap scrolls to the original
 * (loading older messages when needed), or says it is not loaded; an unsent or removed original
 * only says so.
 */
export function ReplyQuote({ quote, mine }: { quote: Quote; mine: boolean }) {
  const actions = useMessageActions();
  const [notLoaded, setNotLoaded] = useState(false);
  // One's own message is quoted as "you" (a reply to oneself is allowed).
  const name = quote.senderId === actions?.myId ? MESSAGE_ACTIONS_TEXTS.you : (actions?.otherName ?? '');
  const gone = quote.unsent || quote.removed;
  const frame = clsx(
    'mx-2 mt-2 block w-[calc(100%-1rem)] rounded-2xl border-l-4 px-3 py-1.5 text-left text-sm',
    mine
      ? 'border-white/80 bg-rose-800/50 text-white'
      : 'border-rose-400 bg-stone-100 text-stone-700 dark:bg-stone-700/60 dark:text-stone-200',
  );
  const body = (
    <>
      <span className="flex items-center gap-1 text-xs font-semibold">
        <CornerUpLeft aria-hidden="true" className="h-3 w-3" />
        {gone ? MESSAGE_ACTIONS_TEXTS.reply : MESSAGE_ACTIONS_TEXTS.repliedTo(name)}
      </span>
      <span className={clsx('line-clamp-2 break-words', gone && 'italic')}>{quoteText(quote)}</span>
      {notLoaded && (
        <span role="status" className="mt-0.5 block text-xs font-semibold">
          {MESSAGE_ACTIONS_TEXTS.originalNotLoaded}
        </span>
      )}
    </>
  );
  if (gone || !actions) return <div className={frame}>{body}</div>;
  return (
    <button
      type="button"
      aria-label={`${MESSAGE_ACTIONS_TEXTS.quoteOf(name)}: ${quoteText(quote)}`}
      onClick={() => void actions.jumpTo(quote.id).then((found) => setNotLoaded(!found))}
      className={clsx(
        frame,
        'hover:brightness-95 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none',
      )}
    >
      {body}
    </button>
  );
}
