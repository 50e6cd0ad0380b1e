import { Archive, MessageCircleHeart, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { CONVERSATION_TEXTS } from '@kindred/contract/conversations';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';

interface ConversationsEmptyStateProps {
  searching: boolean;
  archived: boolean;
}

/** SPEC 8 Empty states: 'No messages yet' and its description; a search or the archive say their own. */
export function ConversationsEmptyState({ searching, archived }: ConversationsEmptyStateProps) {
  const plain = !searching && !archived;
  const icon = searching ? SearchX : archived ? Archive : MessageCircleHeart;
  const title = searching
    ? CONVERSATION_TEXTS.noResults
    : archived
      ? CONVERSATION_TEXTS.archivedEmpty
      : CONVERSATION_TEXTS.emptyTitle;
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={plain ? CONVERSATION_TEXTS.emptyDescription : undefined}
      width="narrow"
    >
      {plain && (
        <Link to={ROUTES.matches} className={buttonClasses('primary', 'md', 'mt-5')}>
          {COMMON_TEXTS.startMatching}
        </Link>
      )}
    </EmptyState>
  );
}
