import { Archive, ArrowLeft, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CONVERSATION_MESSAGES, CONVERSATION_TEXTS, type Conversation } from '@kindred/contract/conversations';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { SafetyNotice } from '@/components/safety/safety-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FocusableHeading } from '@/components/ui/focusable-heading';
import { inputClasses } from '@/components/ui/input-classes';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useArchiveConversation } from '../api/archive-conversation';
import { ARCHIVED_PARAM, useConversations } from '../api/get-conversations';
import { blockedNoticeOf } from '../lib/blocked-notice';
import { fetchNextPageAfterRefresh } from '../lib/page-fetching';
import { ConversationRow, conversationRowId } from './conversation-row';
import { ConversationsEmptyState } from './conversations-empty-state';
import { ConversationsLoadError } from './conversations-load-error';
import { ConversationsSkeleton } from './conversations-skeleton';
import { DeleteConversationDialog } from './delete-conversation-dialog';

const SEARCH_DEBOUNCE_MS = 300;

/** Conversations of all loaded pages, each once (a new message can shift a later page). */
function distinct(conversations: Conversation[]): Conversation[] {
  const seen = new Set<string>();
  return conversations.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

interface ConversationsScreenProps {
  myId: string;
  /** 1 on /messages; 2 beside an open chat (/messages/{id} on a wide screen), whose name is the h1. */
  headingLevel?: 1 | 2;
  /** The open chat's match id, marked in the list. */
  activeId?: string;
}

/**
 * SPEC 2 Messages list (/messages): the member's conversations, latest activity first, with
 * search by match, archive / unarchive and delete per row, and the archived ones on request.
 * A page of its own on a phone; on a wide screen (lg) a column that fills its pane and scrolls
 * inside it, beside the chat (decision 050).
 */
export function ConversationsScreen({ myId, headingLevel = 1, activeId }: ConversationsScreenProps) {
  const searchId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const archived = params.get(ARCHIVED_PARAM) === 'true';
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useConversations({ search: debouncedSearch, archived });
  const archive = useArchiveConversation();
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState('');
  const [focusAfterChange, setFocusAfterChange] = useState<string | null>(null);
  // A block from the chat lands here with its confirmation (decision 080), shown once.
  const location = useLocation();
  const [noticeSeenFor, setNoticeSeenFor] = useState<string | null>(null);
  const safetyNotice = noticeSeenFor === location.key ? null : blockedNoticeOf(location.state);
  useEffect(() => {
    if (safetyNotice) headingRef.current?.focus();
  }, [safetyNotice]);

  const conversations = useMemo(
    () => distinct(list.data?.pages.flatMap((page) => page.conversations) ?? []),
    [list.data],
  );

  useEffect(() => {
    if (focusAfterChange === null || list.isFetching) return;
    const row = document.getElementById(focusAfterChange)?.querySelector('a');
    (row ?? headingRef.current)?.focus();
    setFocusAfterChange(null);
  }, [focusAfterChange, list.isFetching]);

  /** After a row leaves the list, keyboard users carry on from its neighbour. */
  const neighbourOf = (conversation: Conversation) => {
    const index = conversations.findIndex((item) => item.id === conversation.id);
    const neighbour = conversations[index + 1] ?? conversations[index - 1];
    return neighbour ? conversationRowId(neighbour.id) : '';
  };

  const toggleArchived = () => {
    setAnnouncement('');
    setActionError('');
    setParams(archived ? {} : { [ARCHIVED_PARAM]: 'true' });
  };

  const moveToArchive = (conversation: Conversation) => {
    setActionError('');
    archive.mutate(
      { matchId: conversation.id, archived: !conversation.archived },
      {
        onSuccess: (message) => {
          setAnnouncement(message);
          setFocusAfterChange(neighbourOf(conversation));
        },
        onError: (error) => setActionError(errorMessage(error, CONVERSATION_TEXTS.actionFailed)),
      },
    );
  };

  let body: ReactNode;
  if (list.isPending) {
    body = <ConversationsSkeleton label={CONVERSATION_TEXTS.loading} />;
  } else if (list.isError && !list.data) {
    body = <ConversationsLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (conversations.length === 0) {
    body = <ConversationsEmptyState searching={debouncedSearch !== ''} archived={archived} />;
  } else {
    body = (
      <>
        <ul className="divide-y divide-stone-100 overflow-visible rounded-3xl border border-stone-200 bg-white shadow-sm lg:rounded-none lg:border-0 lg:shadow-none dark:divide-stone-800 dark:border-stone-700 dark:bg-stone-900">
          {conversations.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              myId={myId}
              active={conversation.id === activeId}
              onArchive={moveToArchive}
              onDelete={(item) => {
                setActionError('');
                setDeleting(item);
              }}
            />
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="outline"
              busy={list.isFetchingNextPage}
              onClick={() => void fetchNextPageAfterRefresh(list)}
            >
              {CONVERSATION_TEXTS.loadMore}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8 lg:flex lg:h-full lg:max-w-none lg:flex-col lg:p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FocusableHeading
          ref={headingRef}
          as={headingLevel === 1 ? 'h1' : 'h2'}
          className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl lg:text-2xl dark:text-stone-100"
        >
          {SCREEN_TITLES.messages}
        </FocusableHeading>
        <Button variant={archived ? 'secondary' : 'ghost'} size="sm" aria-pressed={archived} onClick={toggleArchived}>
          {archived ? (
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Archive aria-hidden="true" className="h-4 w-4" />
          )}
          {archived ? CONVERSATION_TEXTS.hideArchived : CONVERSATION_TEXTS.showArchived}
        </Button>
      </div>
      {archived && (
        <h2 className="mt-2 text-lg font-bold text-stone-800 dark:text-stone-200">
          {CONVERSATION_TEXTS.archivedHeading}
        </h2>
      )}

      <div role="search" className="relative mt-5 lg:mt-3">
        <label htmlFor={searchId} className="sr-only">
          {CONVERSATION_TEXTS.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-stone-500 dark:text-stone-400"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={CONVERSATION_TEXTS.searchPlaceholder}
          maxLength={100}
          autoComplete="off"
          className={inputClasses(false, 'rounded-full pl-12')}
        />
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>
      {actionError && (
        <Alert tone="error" className="mt-4">
          {actionError}
        </Alert>
      )}

      <div className="mt-5 lg:-mx-4 lg:mt-3 lg:min-h-0 lg:flex-1 lg:overflow-y-auto">{body}</div>

      <SafetyNotice message={safetyNotice} onDone={() => setNoticeSeenFor(location.key)} />

      {deleting && (
        <DeleteConversationDialog
          conversation={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setAnnouncement(message || CONVERSATION_MESSAGES.deleted);
            setFocusAfterChange(neighbourOf(deleting));
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}
