import { clsx } from 'clsx';
import { MESSAGE_ACTIONS_TEXTS } from '@kindred/contract/message-actions';
import type { ChatItem } from '../lib/chat-items';
import { useMessageActions } from './message-actions-context';

/**
 * A message's reactions under its bubble (decision 108): one per member. One's own is a button
 * that takes it back; the other member's says whose it is.
 */
export function MessageReactions({ item }: { item: ChatItem }) {
  const actions = useMessageActions();
  const reactions = item.reactions ?? [];
  if (reactions.length === 0 || item.unsentAt) return null;
  const chip =
    'inline-flex h-7 min-w-7 items-center justify-center rounded-full border border-stone-200 bg-white px-1.5 font-emoji text-base leading-none shadow-sm dark:border-stone-700 dark:bg-stone-800';
  return (
    <ul
      aria-label={MESSAGE_ACTIONS_TEXTS.reactions}
      className={clsx('-mt-2 flex gap-1 px-2', item.mine ? 'justify-end' : 'justify-start')}
    >
      {reactions.map((reaction) => {
        const own = reaction.memberId === actions?.myId;
        const who = own ? MESSAGE_ACTIONS_TEXTS.you : (actions?.otherName ?? '');
        return (
          <li key={reaction.memberId}>
            {own && actions ? (
              <button
                type="button"
                onClick={() => void actions.react(item, null)}
                aria-label={MESSAGE_ACTIONS_TEXTS.removeReaction(reaction.emoji)}
                className={clsx(
                  chip,
                  'hit-area relative border-rose-300 hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:border-rose-700 dark:hover:bg-rose-950/50',
                )}
              >
                {reaction.emoji}
              </button>
            ) : (
              <span role="img" aria-label={MESSAGE_ACTIONS_TEXTS.reactionBy(reaction.emoji, who)} className={chip}>
                {reaction.emoji}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
