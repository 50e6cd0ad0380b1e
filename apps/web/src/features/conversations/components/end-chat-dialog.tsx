import { clsx } from 'clsx';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CONVERSATION_TEXTS } from '@kindred/contract/conversations';
import {
  CLOSURE_IDS,
  CLOSURE_MESSAGES,
  endChatInputSchema,
  YOUR_TURN_TEXTS,
  type ClosureId,
} from '@kindred/contract/your-turn';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { errorMessage } from '@/lib/api-client';
import { useEndChat } from '../api/end-chat';

interface EndChatDialogProps {
  matchId: string;
  onClose: () => void;
  /** The match has ended: the chat leaves for the Messages list. */
  onEnded: () => void;
}

/**
 * "End chat" (decision 103): one of four kind closing lines, none chosen for the member, sent to
 * the other member as the match ends for both. The lines are chosen, never typed.
 */
export function EndChatDialog({ matchId, onClose, onEnded }: EndChatDialogProps) {
  const name = useId();
  const introId = `${name}-intro`;
  const errorId = `${name}-error`;
  const [closureId, setClosureId] = useState<ClosureId | ''>('');
  const [error, setError] = useState<string | undefined>();
  const firstRef = useRef<HTMLInputElement>(null);
  const end = useEndChat();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = endChatInputSchema.safeParse({ closureId: closureId || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      firstRef.current?.focus();
      return;
    }
    end.mutate({ matchId, closureId: parsed.data.closureId }, { onSuccess: onEnded });
  };

  return (
    <Dialog title={YOUR_TURN_TEXTS.endChatHeading} onClose={end.isPending ? () => undefined : onClose}>
      <form onSubmit={submit} noValidate>
        <fieldset aria-describedby={error ? `${introId} ${errorId}` : introId}>
          <legend className="sr-only">{YOUR_TURN_TEXTS.endChatHeading}</legend>
          <p id={introId} className="text-sm text-stone-700 dark:text-stone-300">
            {YOUR_TURN_TEXTS.endChatIntro}
          </p>
          <div className="mt-4 grid gap-2">
            {CLOSURE_IDS.map((id, index) => {
              const checked = closureId === id;
              return (
                <label
                  key={id}
                  className={clsx(
                    'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-500 has-[:focus-visible]:ring-offset-1 dark:has-[:focus-visible]:ring-offset-stone-900',
                    checked
                      ? 'border-rose-600 bg-rose-50 text-stone-900 dark:border-rose-400 dark:bg-rose-950/50 dark:text-stone-100'
                      : 'border-stone-300 bg-white text-stone-800 hover:border-rose-300 hover:bg-rose-50 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200 dark:hover:bg-stone-800',
                  )}
                >
                  <input
                    ref={index === 0 ? firstRef : undefined}
                    type="radio"
                    name={name}
                    value={id}
                    checked={checked}
                    aria-invalid={error ? true : undefined}
                    onChange={() => {
                      setClosureId(id);
                      setError(undefined);
                    }}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-rose-600 focus-visible:outline-none"
                  />
                  <span>{CLOSURE_MESSAGES[id]}</span>
                </label>
              );
            })}
          </div>
          <FieldError id={errorId} message={error} />
        </fieldset>
        {end.isError && (
          <Alert tone="error" className="mt-4">
            {errorMessage(end.error, YOUR_TURN_TEXTS.endChatFailed)}
          </Alert>
        )}
        <ConfirmActions
          cancelLabel={CONVERSATION_TEXTS.cancel}
          confirmLabel={YOUR_TURN_TEXTS.sendAndEnd}
          pending={end.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
