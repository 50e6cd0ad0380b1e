import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CalendarHeart, HeartHandshake } from 'lucide-react';
import type { Match } from '@kindred/contract/matches';
import { DATE_PLANNER_TEXTS, type DateIdeaView } from '@kindred/contract/date-planner';
import { DATE_PLAN_FORM_TEXTS, DATE_PLAN_LIMITS } from '@kindred/contract/date-plans';
import { CHAT_TEXTS, CONVERSATION_MESSAGES } from '@kindred/contract/conversations';
import { MESSAGES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { useCreateDatePlan } from '@/api/dates/create-date-plan';
import { useMatches } from '@/api/matches/get-matches';
import { LocationCombobox } from '@/components/location-combobox';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { localDay, viewerTimeZone } from '@/lib/local-date-time';
import { datePlanInput, validateDateProposal, type DateProposalDraft } from '../lib/date-proposal';

interface DateProposalFormProps {
  /** The catalogue, for the idea. */
  ideas: readonly DateIdeaView[];
  /** "Plan this date": the idea chosen on arrival. */
  initialIdeaId?: string;
  /** "Plan a date" in a chat: the match chosen on arrival. */
  initialMatchId?: string;
  /** The page's cache effects once the plan is stored (the chat is another feature's). */
  onSent?: (matchId: string) => void;
}

/**
 * SPEC 2 Custom Plan: a date plan proposed to one of the member's matches (`POST /dates`, issue
 * 35), which reaches their chat as a card to answer. SPEC 5: it needs a chosen match and text;
 * a plan also needs an idea, a day and time, and a place. A send without them says so.
 */
export function DateProposalForm({ ideas, initialIdeaId, initialMatchId, onSent }: DateProposalFormProps) {
  const matches = useMatches();
  // null until the member chooses: the match from the chat, once the list confirms it is theirs.
  const [chosenMatchId, setChosenMatchId] = useState<string | null>(null);
  const [ideaId, setIdeaId] = useState(() => (ideas.some((idea) => idea.id === initialIdeaId) ? initialIdeaId! : ''));
  const [ownIdea, setOwnIdea] = useState('');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [place, setPlace] = useState('');
  // Until the member types, the words follow the chosen idea.
  const [typed, setTyped] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(0);
  // One id per proposal: a retry after a lost answer is stored once.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [sentTo, setSentTo] = useState<Match | null>(null);
  const send = useCreateDatePlan();
  const formRef = useRef<HTMLFormElement>(null);

  const matchId = chosenMatchId ?? (matches.data?.some((match) => match.id === initialMatchId) ? initialMatchId! : '');
  const idea = ideas.find((candidate) => candidate.id === ideaId);
  const text = typed ?? (idea ? DATE_PLANNER_TEXTS.prefilledText(idea.title) : '');
  const draft: DateProposalDraft = { matchId, ideaId, ownIdea, day, time, place, text };
  const errors = attempted > 0 ? validateDateProposal(draft) : {};

  // A refused send takes the member to the first field that says why.
  useEffect(() => {
    if (attempted > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempted]);

  const planAnother = () => {
    setSentTo(null);
    setChosenMatchId('');
    setIdeaId('');
    setOwnIdea('');
    setDay('');
    setTime('');
    setPlace('');
    setTyped(null);
    setAttempted(0);
    setClientId(crypto.randomUUID());
    send.reset();
  };

  // The chat's "Are you sure? This might be hurtful." (decision 084): the member may send it as it is.
  const confirmable =
    send.error instanceof ApiRequestError && send.error.message === CONVERSATION_MESSAGES.mightBeHurtful;

  const submit = (sendAnyway: boolean) => {
    if (Object.keys(validateDateProposal(draft)).length > 0) {
      setAttempted((count) => count + 1);
      return;
    }
    const match = matches.data?.find((candidate) => candidate.id === matchId) ?? null;
    const input = datePlanInput(draft, clientId, viewerTimeZone());
    send.mutate(sendAnyway ? { ...input, sendAnyway: true } : input, {
      onSuccess: () => {
        setSentTo(match);
        onSent?.(matchId);
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
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
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="date-proposal-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-700 dark:bg-stone-900"
    >
      <div>
        <h2 id="date-proposal-heading" className="text-xl font-bold text-stone-900 dark:text-stone-100">
          {DATE_PLANNER_TEXTS.planHeading}
        </h2>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{DATE_PLAN_FORM_TEXTS.planIntro}</p>
      </div>
      <SelectField
        label={DATE_PLANNER_TEXTS.matchLabel}
        placeholder={DATE_PLANNER_TEXTS.chooseMatch}
        options={matches.data.map((match) => ({ value: match.id, label: match.otherUser.profile.name }))}
        value={matchId}
        onChange={(event) => setChosenMatchId(event.target.value)}
        error={errors.matchId}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={DATE_PLAN_FORM_TEXTS.ideaLabel}
          placeholder={DATE_PLANNER_TEXTS.noIdea}
          options={ideas.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
          value={ideaId}
          onChange={(event) => {
            setIdeaId(event.target.value);
            if (event.target.value) setOwnIdea('');
          }}
          error={errors.idea}
        />
        <TextField
          label={DATE_PLAN_FORM_TEXTS.ownIdeaLabel}
          placeholder={DATE_PLAN_FORM_TEXTS.ownIdeaPlaceholder}
          maxLength={DATE_PLAN_LIMITS.ideaMax}
          value={ownIdea}
          onChange={(event) => {
            setOwnIdea(event.target.value);
            if (event.target.value.trim()) setIdeaId('');
          }}
          aria-invalid={errors.idea ? true : undefined}
        />
        <TextField
          label={DATE_PLAN_FORM_TEXTS.dayLabel}
          type="date"
          min={localDay(new Date())}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={errors.day}
          required
        />
        <TextField
          label={DATE_PLAN_FORM_TEXTS.timeLabel}
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          error={errors.time}
          required
        />
      </div>
      <LocationCombobox
        label={DATE_PLAN_FORM_TEXTS.placeLabel}
        placeholder={DATE_PLANNER_TEXTS.placePlaceholder}
        maxLength={DATE_PLAN_LIMITS.placeMax}
        value={place}
        onChange={setPlace}
        error={errors.place}
        required
        freeText
      />
      <TextareaField
        label={DATE_PLANNER_TEXTS.messageLabel}
        placeholder={DATE_PLANNER_TEXTS.messagePlaceholder}
        maxLength={DATE_PLAN_LIMITS.noteMax}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          // "Send anyway" answers the words it was asked about, not new ones.
          if (confirmable) send.reset();
        }}
        error={errors.text}
        required
      />
      {send.isError && <Alert tone="error">{errorMessage(send.error, DATE_PLANNER_TEXTS.sendFailed)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={send.isPending}>
          {send.isPending ? DATE_PLANNER_TEXTS.sending : DATE_PLANNER_TEXTS.send}
        </Button>
        {confirmable && (
          <Button type="button" variant="outline" disabled={send.isPending} onClick={() => submit(true)}>
            {CHAT_TEXTS.sendAnyway}
          </Button>
        )}
      </div>
    </form>
  );
}
