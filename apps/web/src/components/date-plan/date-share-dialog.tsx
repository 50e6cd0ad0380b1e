import { useState } from 'react';
import { Link } from 'react-router';
import { DATE_SAFETY_LIMITS, DATE_SAFETY_TEXTS } from '@kindred/contract/date-safety';
import { DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import { ROUTES } from '@kindred/contract/routes';
import { useDateShares } from '@/api/date-safety/get-date-shares';
import { useRevokeDateShare } from '@/api/date-safety/revoke-date-share';
import { useShareDate } from '@/api/date-safety/share-date';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';

interface DateShareDialogProps {
  planId: string;
  onClose: () => void;
}

/**
 * "Share my date" (decision 104): the member's confirmed emergency contacts to tick, a note for
 * them, and who it is shared with now, each revocable. With no confirmed contact, a link to add one.
 */
export function DateShareDialog({ planId, onClose }: DateShareDialogProps) {
  const shares = useDateShares(planId);
  const share = useShareDate();
  const revoke = useRevokeDateShare();
  const [chosen, setChosen] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const live = shares.data?.shares ?? [];
  const sharedIds = new Set(live.map((entry) => entry.contactId));
  const contacts = shares.data?.contacts ?? [];
  const confirmed = contacts.filter((contact) => contact.confirmed);
  const choosable = confirmed.filter((contact) => !sharedIds.has(contact.id));

  const onFailure = (cause: Error) => setError(errorMessage(cause, DATE_PLAN_TEXTS.actionFailed));
  const send = () => {
    setError(null);
    setNotice(null);
    share.mutate(
      { planId, contactIds: chosen, note: note.trim() || null },
      {
        onSuccess: (stored) => {
          const names = stored.filter((entry) => chosen.includes(entry.contactId)).map((entry) => entry.contactName);
          setNotice(DATE_SAFETY_TEXTS.sharedNotice(names.join(', ')));
          setChosen([]);
        },
        onError: onFailure,
      },
    );
  };
  const stop = (shareId?: string) => {
    setError(null);
    setNotice(null);
    revoke.mutate({ planId, shareId }, { onError: onFailure });
  };

  return (
    <Dialog title={DATE_SAFETY_TEXTS.shareTitle} onClose={onClose}>
      <p className="text-sm text-stone-700 dark:text-stone-300">{DATE_SAFETY_TEXTS.shareIntro}</p>
      {shares.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(shares.error, DATE_PLAN_TEXTS.actionFailed)}
        </Alert>
      )}

      {live.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-stone-900 dark:text-stone-100">{DATE_SAFETY_TEXTS.sharedWith}</h3>
          <ul className="mt-1 divide-y divide-stone-200 dark:divide-stone-700">
            {live.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-2 py-1.5">
                <span className="min-w-0 text-sm break-words text-stone-800 dark:text-stone-200">
                  {entry.contactName}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={DATE_SAFETY_TEXTS.revoke(entry.contactName)}
                  onClick={() => stop(entry.id)}
                >
                  {DATE_SAFETY_TEXTS.revokeAll}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {shares.isSuccess && confirmed.length === 0 && (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-stone-800 dark:text-stone-200">{DATE_SAFETY_TEXTS.noContacts}</p>
          <Link to={ROUTES.emergencyContacts} className={buttonClasses('secondary', 'md')}>
            {DATE_SAFETY_TEXTS.addContacts}
          </Link>
        </div>
      )}

      {choosable.length > 0 && (
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <fieldset>
            <legend className="mb-2 text-sm font-bold text-stone-900 dark:text-stone-100">
              {DATE_SAFETY_TEXTS.contactsLabel}
            </legend>
            <div className="space-y-3">
              {choosable.map((contact) => (
                <Checkbox
                  key={contact.id}
                  label={`${contact.name} (${contact.email})`}
                  checked={chosen.includes(contact.id)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked ? [...current, contact.id] : current.filter((id) => id !== contact.id),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
          <TextareaField
            label={DATE_SAFETY_TEXTS.noteLabel}
            placeholder={DATE_SAFETY_TEXTS.notePlaceholder}
            value={note}
            maxLength={DATE_SAFETY_LIMITS.noteMax}
            onChange={(event) => setNote(event.target.value)}
            className="[&_textarea]:min-h-20"
          />
          <Button type="submit" className="w-full" busy={share.isPending} disabled={chosen.length === 0}>
            {DATE_SAFETY_TEXTS.send}
          </Button>
        </form>
      )}
      {contacts
        .filter((contact) => !contact.confirmed)
        .map((contact) => (
          <p key={contact.id} className="mt-2 text-sm text-stone-600 dark:text-stone-400">
            {contact.name}: {DATE_SAFETY_TEXTS.waitingContact}
          </p>
        ))}

      {notice && (
        <Alert tone="success" className="mt-3">
          {notice}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      <Button variant="outline" className="mt-4 w-full" onClick={onClose}>
        {DATE_SAFETY_TEXTS.close}
      </Button>
    </Dialog>
  );
}
