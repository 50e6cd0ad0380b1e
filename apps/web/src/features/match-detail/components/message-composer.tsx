import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@kindred/contract/constants';
import { MATCH_DETAIL_PAGE_TEXTS } from '@kindred/contract/match-detail-texts';
import { MATCH_DETAIL_TEXTS, MATCH_MESSAGES, type MatchProfile } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input-classes';
import { errorMessage } from '@/lib/api-client';
import { useSendFirstMessage } from '../api/send-first-message';
import { conversationStarters } from '../lib/conversation-starters';
import { firstNameOf } from '../lib/first-name';

interface MessageComposerProps {
  matchId: string;
  profile: MatchProfile;
  /** The page's Message button focuses the box through this. */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * SPEC 2 side column: the message box (Send is disabled while it is blank) and up to three
 * conversation starters that fill it. Sending opens the conversation.
 */
export function MessageComposer({ matchId, profile, textareaRef }: MessageComposerProps) {
  const id = useId();
  const navigate = useNavigate();
  const send = useSendFirstMessage(matchId);
  const [draft, setDraft] = useState('');
  const firstName = firstNameOf(profile.name);
  const starters = conversationStarters(profile);
  const blank = draft.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || send.isPending) return;
    send.mutate(draft.trim(), { onSuccess: () => void navigate(ROUTES.messageThread(matchId)) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };

  const fill = (starter: string) => {
    setDraft(starter);
    send.reset();
    textareaRef.current?.focus();
  };

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-stone-900">
      <form onSubmit={submit}>
        <label htmlFor={`${id}-message`} className="sr-only">
          {MATCH_DETAIL_PAGE_TEXTS.messageLabel(firstName)}
        </label>
        <textarea
          ref={textareaRef}
          id={`${id}-message`}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (send.isError) send.reset();
          }}
          onKeyDown={onKeyDown}
          maxLength={LIMITS.maxMessageLength}
          rows={4}
          placeholder={MATCH_DETAIL_TEXTS.messagePlaceholder(firstName)}
          aria-describedby={`${id}-hint`}
          className={inputClasses(false, 'min-h-28 resize-y scroll-mt-24')}
        />
        <div className="mt-3 flex items-center justify-between gap-3">
          <p id={`${id}-hint`} className="hidden text-xs text-stone-600 sm:block dark:text-stone-400">
            {MATCH_DETAIL_PAGE_TEXTS.sendHint}
          </p>
          <Button type="submit" disabled={blank} busy={send.isPending} className="ml-auto">
            {!send.isPending && <Send aria-hidden="true" className="h-4 w-4" />}
            {send.isPending ? MATCH_DETAIL_PAGE_TEXTS.sending : MATCH_DETAIL_TEXTS.send}
          </Button>
        </div>
        {send.isError && (
          <Alert tone="error" className="mt-3">
            {errorMessage(send.error, MATCH_MESSAGES.sendFailed)}
          </Alert>
        )}
      </form>

      <section aria-labelledby={`${id}-starters`} className="mt-5">
        <h2 id={`${id}-starters`} className="text-sm font-bold text-stone-900 dark:text-stone-100">
          {MATCH_DETAIL_TEXTS.starters}
        </h2>
        <ul className="mt-2 space-y-2">
          {starters.map((starter) => (
            <li key={starter}>
              <button
                type="button"
                onClick={() => fill(starter)}
                className="min-h-11 w-full rounded-xl border border-stone-200 bg-stone-50 px-3.5 py-2.5 text-left text-sm text-stone-800 transition-colors hover:border-rose-300 hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:border-stone-700 dark:bg-stone-800 dark:text-stone-200 dark:hover:border-rose-700 dark:hover:bg-stone-700"
              >
                {starter}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
