import { useState, type FormEvent } from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { MODERATION_DECISION_MESSAGES, MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';

interface AppealFormProps {
  onSubmit: (text: string) => void;
  busy: boolean;
  error: string | null;
}

/** Appealing a decision, once (decision 086): the member's reasons, sent to a moderator. */
export function AppealForm({ onSubmit, busy, error }: AppealFormProps) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(text.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {error && <Alert tone="error">{error}</Alert>}
      <p className="text-sm text-stone-700 dark:text-stone-300">{MODERATION_DECISION_TEXTS.appealOnce}</p>
      <TextareaField
        label={MODERATION_DECISION_TEXTS.appealLabel}
        name="appeal"
        rows={4}
        value={text}
        maxLength={LIMITS.appealMax}
        onChange={(event) => setText(event.target.value)}
        error={missing ? MODERATION_DECISION_MESSAGES.appealRequired : undefined}
      />
      <Button type="submit" busy={busy}>
        {busy ? MODERATION_DECISION_TEXTS.appealSending : MODERATION_DECISION_TEXTS.appealSend}
      </Button>
    </form>
  );
}
