import { Archive, MessageCircleHeart, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { CONVERSATION_TEXTS } from '@kindred/contract/conversations';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { buttonClasses } from '@/components/ui/button-classes';

interface ConversationsEmptyStateProps {
  searching: boolean;
  archived: boolean;
}

/** SPEC 8 Empty states: 'No messages yet' and its description; a search or the archive say their own. */
export function ConversationsEmptyState({ searching, archived }: ConversationsEmptyStateProps) {
  const Icon = searching ? SearchX : archived ? Archive : MessageCircleHeart;
  const title = searching
    ? CONVERSATION_TEXTS.noResults
    : archived
      ? CONVERSATION_TEXTS.archivedEmpty
      : CONVERSATION_TEXTS.emptyTitle;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center dark:border-stone-700 dark:bg-stone-900">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-stone-900 dark:text-stone-100">{title}</h2>
      {!searching && !archived && (
        <>
          <p className="mt-1 text-stone-600 dark:text-stone-400">{CONVERSATION_TEXTS.emptyDescription}</p>
          <Link to={ROUTES.matches} className={buttonClasses('primary', 'md', 'mt-5')}>
            {COMMON_TEXTS.startMatching}
          </Link>
        </>
      )}
    </div>
  );
}
