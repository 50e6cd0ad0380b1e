import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CalendarHeart, HeartHandshake } from 'lucide-react';
import type { Match } from '@kindred/contract/matches';
import { DATE_PLANNER_TEXTS, DATE_PROPOSAL_LIMITS, type DateIdeaView } from '@kindred/contract/date-planner';
import { MESSAGES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { useMatches } from '@/api/matches/get-matches';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useSendDateProposal } from '../api/send-date-proposal';
import { composeDateProposal, localDay, validateDateProposal } from '../lib/date-proposal';

interface DateProposalFormProps {
  /** The catalogue, for the optional idea. */
  ideas: readonly DateIdeaView[];
  /** "Plan this date": the idea chosen on arrival. */
  initialIdeaId?: string;
  /** The page's cache effects once the message is stored (the chat is another feature's). */
  onSent?: (matchId: string) => void;
}

/**
 * SPEC 2 Custom Plan: a proposal to one of the member's matches, sent as a chat message
 * (DESIGN 2). SPEC 5: it needs a chosen match and non-empty text; a send without them says so.
 */
export function DateProposalForm({ ideas, initialIdeaId, onSent }: DateProposalFormProps) {
  const matches = useMatches();
  const [matchId, setMatchId] = useState('');
  const [ideaId, setIdeaId] = useState(() => (ideas.some((idea) => idea.id === initialIdeaId) ? initialIdeaId! : ''));
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [place, setPlace] = useState('');
  // Until the member types, the words follow the chosen idea.
  const [typed, setTyped] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  // One id per proposal: a retry after a lost answer is stored once.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [sentTo, setSentTo] = useState<Match | null>(null);
  const send = useSendDateProposal();

  const idea = ideas.find((candidate) => candidate.id === ideaId);
  const text = typed ?? (idea ? DATE_PLANNER_TEXTS.prefilledText(idea.title) : '');
  const draft = { matchId, ideaTitle: idea?.title ?? '', day, time, place, text };
  const errors = attempted ? validateDateProposal(draft) : {};

  const planAnother = () => {
    setSentTo(null);
    setMatchId('');
    setIdeaId('');
    setDay('');
    setTime('');
    setPlace('');
    setTyped(null);
    setAttempted(false);
    setClientId(crypto.randomUUID());
    send.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(validateDateProposal(draft)).length > 0) return;
    const match = matches.data?.find((candidate) => candidate.id === matchId) ?? null;
    send.mutate(
      { matchId, content: composeDateProposal(draft), clientId },
      {
        onSuccess: () => {
          setSentTo(match);
          onSent?.(matchId);
        },
      },
    );
  };

  if (matches.isPending) return <PageSpinner />;
  if (matches.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        {errorMessage(matches.error, DATE_PLANNER_TEXTS.matchesLoadFailed)}
        <Button size="sm" variant="outline" onClick={() => void matches.refetch()}>
          {MESSAGES.tryAgain}
        </Button>
      </Alert>
    );
  }
  if (sentTo) {
    return (
      <EmptyState
        icon={CalendarHeart}
        iconTone="emerald"
        title={DATE_PLANNER_TEXTS.sent(sentTo.otherUser.profile.name)}
      >
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to={ROUTES.messageThread(sentTo.id)} className={buttonClasses('primary')}>
            {DATE_PLANNER_TEXTS.openChat}
          </Link>
          <Button variant="outline" onClick={planAnother}>
            {DATE_PLANNER_TEXTS.planAnother}
          </Button>
        </div>
      </EmptyState>
    );
  }
  if (matches.data.length === 0) {
    return (
      <EmptyState icon={HeartHandshake} title={DATE_PLANNER_TEXTS.noMatches}>
        <Link to={ROUTES.forYou} className={buttonClasses('primary', 'md', 'mt-5')}>
          {DATE_PLANNER_TEXTS.findMatches}
        </Link>
      </EmptyState>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="date-proposal-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-700 dark:bg-stone-900"
    >
      <div>
        <h2 id="date-proposal-heading" className="text-xl font-bold text-stone-900 dark:text-stone-100">
          {DATE_PLANNER_TEXTS.planHeading}
        </h2>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{DATE_PLANNER_TEXTS.planIntro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={DATE_PLANNER_TEXTS.matchLabel}
          placeholder={DATE_PLANNER_TEXTS.chooseMatch}
          options={matches.data.map((match) => ({ value: match.id, label: match.otherUser.profile.name }))}
          value={matchId}
          onChange={(event) => setMatchId(event.target.value)}
          error={errors.matchId}
          required
        />
        <SelectField
          label={DATE_PLANNER_TEXTS.ideaLabel}
          placeholder={DATE_PLANNER_TEXTS.noIdea}
          options={ideas.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
          value={ideaId}
          onChange={(event) => setIdeaId(event.target.value)}
        />
        <TextField
          label={DATE_PLANNER_TEXTS.dayLabel}
          type="date"
          min={localDay(new Date())}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <TextField
          label={DATE_PLANNER_TEXTS.atLabel}
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
      </div>
      <TextField
        label={DATE_PLANNER_TEXTS.placeLabel}
        placeholder={DATE_PLANNER_TEXTS.placePlaceholder}
        maxLength={DATE_PROPOSAL_LIMITS.placeMax}
        value={place}
        onChange={(event) => setPlace(event.target.value)}
      />
      <TextareaField
        label={DATE_PLANNER_TEXTS.messageLabel}
        placeholder={DATE_PLANNER_TEXTS.messagePlaceholder}
        maxLength={DATE_PROPOSAL_LIMITS.textMax}
        value={text}
        onChange={(event) => setTyped(event.target.value)}
        error={errors.text}
        required
      />
      {send.isError && <Alert tone="error">{errorMessage(send.error, DATE_PLANNER_TEXTS.sendFailed)}</Alert>}
      <Button type="submit" busy={send.isPending}>
        {send.isPending ? DATE_PLANNER_TEXTS.sending : DATE_PLANNER_TEXTS.send}
      </Button>
    </form>
  );
}
