import { clsx } from 'clsx';
import { Link } from 'react-router';
import { CHAT_TEXTS, CONVERSATION_TEXTS, type Conversation } from '@kindred/contract/conversations';
import { ROUTES } from '@kindred/contract/routes';
import { YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import { MemberAvatar } from '@/components/member-avatar';
import { conversationPreview } from '../lib/conversation-preview';
import { conversationTimeLabel } from '../lib/conversation-time-label';
import { ConversationActionsMenu } from './conversation-actions-menu';

interface ConversationRowProps {
  conversation: Conversation;
  myId: string;
  /** The chat open beside the list (a wide screen's /messages/{id}). */
  active?: boolean;
  onArchive: (conversation: Conversation) => void;
  onDelete: (conversation: Conversation) => void;
}

export const conversationRowId = (matchId: string) => `conversation-${matchId}`;

/**
 * SPEC 2 Messages list row: photo (or a fallback), name, time of the last message, its
 * 40-character preview and the unread count; the whole row opens /messages/{id}. A conversation
 * waiting for the member's reply says "Your turn" (decision 103; the server lists those first).
 */
export function ConversationRow({ conversation, myId, active = false, onArchive, onDelete }: ConversationRowProps) {
  const { otherUser, latestMessage, unreadCount } = conversation;
  const { name, photos } = otherUser.profile;
  const unread = unreadCount > 0;
  const time = latestMessage?.createdAt ?? conversation.matchedAt;

  return (
    <li
      id={conversationRowId(conversation.id)}
      className={clsx(
        'flex items-center gap-0.5 pr-1 transition-colors',
        active ? 'bg-rose-50 dark:bg-stone-800' : 'hover:bg-stone-50 dark:hover:bg-stone-800/60',
      )}
    >
      <Link
        to={ROUTES.messageThread(conversation.id)}
        aria-current={active ? 'page' : undefined}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl py-3 pl-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-inset"
      >
        <MemberAvatar name={name} photo={photos[0]} online={otherUser.isOnline} size="lg" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={clsx(
                'truncate text-base text-stone-900 dark:text-stone-100',
                unread ? 'font-bold' : 'font-semibold',
              )}
            >
              {name}
              {otherUser.isOnline && <span className="sr-only">, {CHAT_TEXTS.online}</span>}
            </span>
            <time
              dateTime={time}
              className={clsx(
                'shrink-0 text-xs',
                unread ? 'font-bold text-rose-700 dark:text-rose-300' : 'text-stone-600 dark:text-stone-400',
              )}
            >
              {conversationTimeLabel(time)}
            </time>
          </span>
          <span className="flex items-center justify-between gap-3">
            <span
              data-conversation-preview=""
              className={clsx(
                // SPEC cuts the preview at 40 characters already: it wraps rather than being cut again.
                'line-clamp-2 min-w-0 text-sm break-words',
                !latestMessage
                  ? 'text-rose-700 italic dark:text-rose-300'
                  : unread
                    ? 'font-semibold text-stone-900 dark:text-stone-100'
                    : 'text-stone-600 dark:text-stone-400',
              )}
            >
              {conversationPreview(latestMessage, myId)}
            </span>
            <span className="flex shrink-0 items-center gap-1.5 empty:hidden">
              {unread && (
                <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-rose-600 px-1.5 text-xs font-bold text-white">
                  <span aria-hidden="true">{CONVERSATION_TEXTS.badgeCount(unreadCount)}</span>
                  <span className="sr-only">{CONVERSATION_TEXTS.unreadLabel(unreadCount)}</span>
                </span>
              )}
            </span>
          </span>
          {/* Its own line: beside the preview it would squeeze SPEC's 40 characters into a cut. */}
          {conversation.yourTurn && (
            <span
              data-your-turn=""
              className="inline-flex h-5 w-fit shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 text-xs font-bold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-950/70 dark:text-amber-200 dark:ring-amber-800"
            >
              <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-500" />
              {YOUR_TURN_TEXTS.yourTurn}
            </span>
          )}
        </span>
      </Link>
      <ConversationActionsMenu
        name={name}
        archived={conversation.archived}
        onArchive={() => onArchive(conversation)}
        onDelete={() => onDelete(conversation)}
      />
    </li>
  );
}
