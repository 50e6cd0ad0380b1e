import { useState } from 'react';
import {
  MODERATION_DECISION_TEXTS,
  STATEMENT_REASONS,
  STATEMENT_REASON_TEXTS,
  SUSPENSION_DURATIONS,
  SUSPENSION_DURATION_LABELS,
  type ModerationActionBody,
  type StatementReason,
  type SuspensionDuration,
} from '@kindred/contract/moderation-decisions';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { MODERATION_TEXTS } from '@kindred/contract/safety';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';

interface SuspendDialogProps {
  name: string;
  /** Warning, suspending, or removing the photo at this position (1 = first). */
  action: 'warn' | 'suspend' | 'remove-photo';
  photoPosition?: number;
  defaultReason: StatementReason;
  onConfirm: (body: ModerationActionBody) => void;
  onCancel: () => void;
}

const REASONS = STATEMENT_REASONS.filter((reason) => reason !== 'reviewed').map((reason) => ({
  value: reason,
  label: STATEMENT_REASON_TEXTS[reason].label,
}));
const DURATIONS = SUSPENSION_DURATIONS.map((duration) => ({
  value: duration,
  label: SUSPENSION_DURATION_LABELS[duration],
}));

/**
 * Warning, suspending and removing a photo each write a statement of reasons the member reads, so
 * each is confirmed with it (decision 086): the reason, the member's message, the moderators' note.
 */
export function SuspendDialog({ name, action, photoPosition, defaultReason, onConfirm, onCancel }: SuspendDialogProps) {
  const [reason, setReason] = useState<StatementReason>(defaultReason);
  const [duration, setDuration] = useState<SuspensionDuration>('7d');
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const suspending = action === 'suspend';
  return (
    <Dialog
      title={
        suspending
          ? MODERATION_PAGE_TEXTS.suspendTitle(name)
          : action === 'warn'
            ? MODERATION_DECISION_TEXTS.warnTitle(name)
            : MODERATION_PAGE_TEXTS.photo(photoPosition ?? 1, name)
      }
      onClose={onCancel}
    >
      <div className="space-y-4">
        <p className="text-stone-700 dark:text-stone-300">
          {suspending
            ? MODERATION_PAGE_TEXTS.suspendBody(name)
            : action === 'warn'
              ? MODERATION_DECISION_TEXTS.warnBody(name)
              : MODERATION_DECISION_TEXTS.removePhotoBody}
        </p>
        {suspending && (
          <SelectField
            label={MODERATION_DECISION_TEXTS.durationLabel}
            name="duration"
            options={DURATIONS}
            value={duration}
            onChange={(event) => setDuration(event.target.value as SuspensionDuration)}
          />
        )}
        <SelectField
          label={MODERATION_DECISION_TEXTS.reasonLabel}
          name="reason"
          options={REASONS}
          value={reason}
          onChange={(event) => setReason(event.target.value as StatementReason)}
        />
        <TextareaField
          label={MODERATION_DECISION_TEXTS.messageLabel}
          name="message"
          rows={2}
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <TextareaField
          label={MODERATION_DECISION_TEXTS.noteLabel}
          name="note"
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <ConfirmActions
        cancelLabel={MODERATION_PAGE_TEXTS.cancel}
        confirmLabel={MODERATION_TEXTS.actions[action]}
        onCancel={onCancel}
        onConfirm={() =>
          onConfirm({
            reason,
            ...(suspending ? { duration } : {}),
            ...(message.trim() ? { message: message.trim() } : {}),
            ...(note.trim() ? { note: note.trim() } : {}),
          })
        }
      />
    </Dialog>
  );
}
