import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Icebreaker } from '@kindred/contract/icebreaker-schemas';
import { ICEBREAKERS_TEXTS } from '@kindred/contract/icebreakers-screen';
import { MATCH_MESSAGES, type Match } from '@kindred/contract/matches';
import { MATCHES_SCREEN_TEXTS } from '@kindred/contract/matches-screen';
import { ROUTES } from '@kindred/contract/routes';
import { useMatches } from '@/api/matches/get-matches';
import { MemberAvatar } from '@/components/member-avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Dialog } from '@/components/ui/dialog';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useSendIcebreaker } from '../api/send-icebreaker';

interface SendToMatchDialogProps {
  icebreaker: Icebreaker;
  onClose: () => void;
}

/**
 * Send to a match: the member picks one of their matches and the icebreaker goes into that
 * conversation as a chat message; then they may open the chat or stay here.
 */
export function SendToMatchDialog({ icebreaker, onClose }: SendToMatchDialogProps) {
  const matches = useMatches();
  const send = useSendIcebreaker();
  const [matchId, setMatchId] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<Match | null>(null);
  // One client id per match chosen: a retry after a lost answer is stored once.
  const clientIds = useRef(new Map<string, string>());
  const openChatRef = useRef<HTMLAnchorElement>(null);

  // The form (and the Send button that had focus) gave way to the confirmation: focus its way on.
  useEffect(() => {
    if (sentTo) openChatRef.current?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const match = matches.data?.find((item) => item.id === matchId);
    if (!match || send.isPending) return;
    let clientId = clientIds.current.get(match.id);
    if (!clientId) {
      clientId = crypto.randomUUID();
      clientIds.current.set(match.id, clientId);
    }
    send.mutate({ matchId: match.id, text: icebreaker.text, clientId }, { onSuccess: () => setSentTo(match) });
  };

  let body;
  if (sentTo) {
    body = (
      <>
        <Alert tone="success">{ICEBREAKERS_TEXTS.sentTo(sentTo.otherUser.profile.name)}</Alert>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {ICEBREAKERS_TEXTS.done}
          </Button>
          <Link ref={openChatRef} to={ROUTES.messageThread(sentTo.id)} className={buttonClasses('primary', 'md')}>
            {ICEBREAKERS_TEXTS.openChat}
          </Link>
        </div>
      </>
    );
  } else if (matches.isPending) {
    body = <PageSpinner />;
  } else if (matches.isError) {
    body = (
      <RetryAlert
        message={errorMessage(matches.error, MATCHES_SCREEN_TEXTS.loadFailed)}
        onRetry={() => void matches.refetch()}
      />
    );
  } else if (matches.data.length === 0) {
    body = (
      <div className="text-center">
        <p className="font-semibold text-stone-900 dark:text-stone-100">{ICEBREAKERS_TEXTS.noMatches}</p>
        <p className="mt-1 text-stone-700 dark:text-stone-300">{ICEBREAKERS_TEXTS.noMatchesHint}</p>
        <Link to={ROUTES.forYou} className={buttonClasses('primary', 'md', 'mt-5')}>
          {ICEBREAKERS_TEXTS.findMatches}
        </Link>
      </div>
    );
  } else {
    body = (
      <form onSubmit={submit}>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">
            {ICEBREAKERS_TEXTS.chooseMatch}
          </legend>
          <ul className="-mx-1 max-h-72 space-y-1 overflow-y-auto px-1 py-1">
            {matches.data.map((match) => {
              const { name, photos } = match.otherUser.profile;
              return (
                <li key={match.id}>
                  <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-stone-200 px-3 py-2 has-[:checked]:border-rose-500 has-[:checked]:bg-rose-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-500 dark:border-stone-700 dark:has-[:checked]:border-rose-400 dark:has-[:checked]:bg-rose-950/50">
                    <input
                      type="radio"
                      name="match"
                      value={match.id}
                      checked={matchId === match.id}
                      onChange={() => setMatchId(match.id)}
                      className="h-4 w-4 accent-rose-600"
                    />
                    <MemberAvatar name={name} photo={photos[0]} size="sm" />
                    <span className="min-w-0 flex-1 truncate font-medium text-stone-900 dark:text-stone-100">
                      {name}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {send.isError && (
          <Alert tone="error" className="mt-4">
            {errorMessage(send.error, MATCH_MESSAGES.sendFailed)}
          </Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={send.isPending}>
            {ICEBREAKERS_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={matchId === null} busy={send.isPending}>
            {send.isPending ? ICEBREAKERS_TEXTS.sending : ICEBREAKERS_TEXTS.send}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Dialog title={ICEBREAKERS_TEXTS.sendTitle} onClose={onClose}>
      <blockquote className="mb-5 rounded-xl border-l-4 border-rose-400 bg-stone-50 px-4 py-3 break-words text-stone-800 dark:bg-stone-800 dark:text-stone-100">
        {icebreaker.text}
      </blockquote>
      {body}
    </Dialog>
  );
}
