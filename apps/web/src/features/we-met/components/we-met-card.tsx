import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { WE_MET_LIMITS, WE_MET_TEXTS, type WeMetAnswer, type WeMetPrompt } from '@kindred/contract/we-met';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useUnmatch } from '@/api/matches/unmatch';
import { useBlockMember } from '@/api/safety/block-member';
import { errorMessage } from '@/lib/api-client';
import { useAnswerWeMet } from '../api/answer-we-met';
import { useDismissWeMet } from '../api/dismiss-we-met';
import { forgetWeMetPrompt } from '../api/get-we-met-prompts';
import { photoProps } from '@/lib/photo-srcset';

type Step = 'met' | 'again' | 'unsafe' | 'reported';

/**
 * One "Did you meet?" prompt (decision 106): Yes / No, then (after Yes) "Would you like to see
 * them again?"; "We met and it felt unsafe" on both steps leads to a report, then offers to block
 * or unmatch. `onAnswered` tells the list to thank the member once the card has left.
 */
export function WeMetCard({ prompt, onAnswered }: { prompt: WeMetPrompt; onAnswered: () => void }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const [step, setStep] = useState<Step>('met');
  const [details, setDetails] = useState('');
  const [after, setAfter] = useState<string | null>(null);
  const name = prompt.otherUser.name;
  const answer = useAnswerWeMet();
  const dismiss = useDismissWeMet();
  const block = useBlockMember();
  const unmatch = useUnmatch();

  // Each new step's question takes the focus, so a keyboard or screen reader follows the card.
  useEffect(() => {
    if (step !== 'met') questionRef.current?.focus();
  }, [step]);

  const send = (value: WeMetAnswer) =>
    answer.mutate(
      { promptId: prompt.id, answer: value, ...(value === 'unsafe' && details.trim() ? { details } : {}) },
      {
        onSuccess: () => {
          if (value === 'unsafe') {
            setStep('reported');
            return;
          }
          onAnswered();
          void forgetWeMetPrompt(queryClient, prompt.id);
        },
      },
    );
  const done = () => void forgetWeMetPrompt(queryClient, prompt.id);
  const failure = answer.isError
    ? errorMessage(answer.error, WE_MET_TEXTS.answerFailed)
    : dismiss.isError
      ? errorMessage(dismiss.error, WE_MET_TEXTS.answerFailed)
      : block.isError || unmatch.isError
        ? errorMessage(block.error ?? unmatch.error, WE_MET_TEXTS.actionFailed)
        : null;

  const question = step === 'again' ? WE_MET_TEXTS.seeAgain(name) : WE_MET_TEXTS.didYouMeet(name);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-rose-200 bg-white p-4 shadow-sm sm:p-5 dark:border-rose-900 dark:bg-stone-900"
    >
      <div className="flex items-start gap-3">
        {prompt.otherUser.photo ? (
          <img
            {...photoProps(prompt.otherUser.photo, { width: 48, height: 48 })}
            alt=""
            className="h-12 w-12 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-rose-100 text-lg font-bold text-rose-700 dark:bg-rose-950 dark:text-rose-200"
          >
            {name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-base font-bold text-stone-900 dark:text-stone-100">
            {name}
          </h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {prompt.reason === 'date' && prompt.idea ? WE_MET_TEXTS.afterDate(prompt.idea) : WE_MET_TEXTS.afterQuiet}
          </p>
        </div>
        {step !== 'reported' && (
          <Button
            variant="ghost"
            size="sm"
            className="-mt-1 -mr-2 px-2"
            aria-label={WE_MET_TEXTS.dismissLabel(name)}
            title={WE_MET_TEXTS.dismiss}
            busy={dismiss.isPending}
            onClick={() => dismiss.mutate(prompt.id)}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
      </div>

      {(step === 'met' || step === 'again') && (
        <div className="mt-4">
          <p
            ref={questionRef}
            tabIndex={-1}
            className="text-lg font-semibold text-stone-900 outline-none dark:text-stone-100"
          >
            {question}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              busy={answer.isPending && answer.variables?.answer === 'see_again'}
              disabled={answer.isPending}
              onClick={() => (step === 'met' ? setStep('again') : send('see_again'))}
            >
              {WE_MET_TEXTS.yes}
            </Button>
            <Button
              size="sm"
              variant="outline"
              busy={answer.isPending && answer.variables?.answer !== 'see_again'}
              disabled={answer.isPending}
              onClick={() => send(step === 'met' ? 'did_not_meet' : 'not_again')}
            >
              {WE_MET_TEXTS.no}
            </Button>
            {step === 'again' && (
              <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => setStep('met')}>
                {WE_MET_TEXTS.back}
              </Button>
            )}
          </div>
          <Button
            size="sm"
            variant="ghost"
            className="mt-3 -ml-3 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
            disabled={answer.isPending}
            onClick={() => setStep('unsafe')}
          >
            <ShieldAlert aria-hidden="true" className="h-4 w-4" />
            {WE_MET_TEXTS.unsafe}
          </Button>
          <p className="mt-3 text-xs text-stone-500 dark:text-stone-400">{WE_MET_TEXTS.privateNote}</p>
        </div>
      )}

      {step === 'unsafe' && (
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            send('unsafe');
          }}
        >
          <p
            ref={questionRef}
            tabIndex={-1}
            className="text-lg font-semibold text-stone-900 outline-none dark:text-stone-100"
          >
            {WE_MET_TEXTS.unsafeHeading}
          </p>
          <TextareaField
            className="mt-3"
            label={WE_MET_TEXTS.unsafeDetailsLabel}
            value={details}
            maxLength={WE_MET_LIMITS.detailsMax}
            onChange={(event) => setDetails(event.target.value)}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="danger" busy={answer.isPending}>
              {WE_MET_TEXTS.unsafeSend}
            </Button>
            <Button type="button" size="sm" variant="ghost" disabled={answer.isPending} onClick={() => setStep('met')}>
              {WE_MET_TEXTS.back}
            </Button>
          </div>
        </form>
      )}

      {step === 'reported' && (
        <div className="mt-4">
          <p
            ref={questionRef}
            tabIndex={-1}
            role="status"
            className="text-sm text-stone-800 outline-none dark:text-stone-200"
          >
            {after ?? WE_MET_TEXTS.unsafeSent}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {after === null && (
              <Button
                size="sm"
                variant="danger"
                busy={block.isPending}
                disabled={unmatch.isPending}
                onClick={() =>
                  block.mutate(prompt.otherUser.id, { onSuccess: () => setAfter(WE_MET_TEXTS.blocked(name)) })
                }
              >
                {WE_MET_TEXTS.block}
              </Button>
            )}
            {after === null && prompt.matchLive && (
              <Button
                size="sm"
                variant="outline"
                busy={unmatch.isPending}
                disabled={block.isPending}
                onClick={() =>
                  unmatch.mutate(
                    { matchId: prompt.matchId },
                    { onSuccess: () => setAfter(WE_MET_TEXTS.unmatched(name)) },
                  )
                }
              >
                {WE_MET_TEXTS.unmatch}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={done}>
              {WE_MET_TEXTS.done}
            </Button>
          </div>
        </div>
      )}

      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
    </section>
  );
}
