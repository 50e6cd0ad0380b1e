import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import {
  EMERGENCY_CONTACT_LIMITS,
  EMERGENCY_CONTACT_TEXTS,
  type EmergencyContact,
} from '@kindred/contract/emergency-contacts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useEmergencyContacts } from '../api/get-emergency-contacts';
import { useRemoveEmergencyContact } from '../api/remove-emergency-contact';
import { useResendEmergencyContact } from '../api/resend-emergency-contact';
import { AddEmergencyContactForm } from './add-emergency-contact-form';

/** The element Settings gives this section, which the Safety Center's link names (ROUTES.emergencyContacts). */
export const EMERGENCY_CONTACTS_SECTION_ID = 'emergency-contacts';

/**
 * Settings → Privacy → Emergency contacts (decision 102): up to 3 people, each waiting until they
 * confirm the e-mail we send them; resend the e-mail, or remove one (asked first).
 */
export function EmergencyContactsSection() {
  const contacts = useEmergencyContacts();
  const remove = useRemoveEmergencyContact();
  const resend = useResendEmergencyContact();
  const [removing, setRemoving] = useState<EmergencyContact | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const loaded = contacts.isSuccess;
  useEffect(() => {
    // Opened from the Safety Center's link: bring the section into view once it is there.
    if (loaded && window.location.hash === `#${EMERGENCY_CONTACTS_SECTION_ID}`) {
      document.getElementById(EMERGENCY_CONTACTS_SECTION_ID)?.scrollIntoView?.();
    }
  }, [loaded]);

  if (contacts.isPending) return <Skeleton className="h-32 w-full" />;
  if (contacts.isError) {
    return <RetryAlert message={EMERGENCY_CONTACT_TEXTS.loadFailed} onRetry={() => void contacts.refetch()} />;
  }
  const list = contacts.data;
  const full = list.length >= EMERGENCY_CONTACT_LIMITS.maxContacts;

  const confirmRemove = (contact: EmergencyContact) =>
    remove.mutate(contact.id, {
      onSuccess: () => {
        setRemoving(null);
        setNotice({ tone: 'success', text: EMERGENCY_CONTACT_TEXTS.removedNotice(contact.name) });
      },
      onError: (failure) => {
        setRemoving(null);
        setNotice({ tone: 'error', text: errorMessage(failure, EMERGENCY_CONTACT_TEXTS.failed) });
      },
    });
  const sendAgain = (contact: EmergencyContact) => {
    setNotice(null);
    resend.mutate(contact.id, {
      onSuccess: () => setNotice({ tone: 'success', text: EMERGENCY_CONTACT_TEXTS.sent(contact.name) }),
      onError: (failure) => setNotice({ tone: 'error', text: errorMessage(failure, EMERGENCY_CONTACT_TEXTS.failed) }),
    });
  };

  return (
    <div>
      <p className="text-sm text-stone-700 dark:text-stone-300">{EMERGENCY_CONTACT_TEXTS.intro}</p>
      {list.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">{EMERGENCY_CONTACT_TEXTS.empty}</p>
      ) : (
        <ul
          aria-label={EMERGENCY_CONTACT_TEXTS.listLabel}
          className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 dark:divide-stone-700 dark:border-stone-700"
        >
          {list.map((contact) => (
            <li key={contact.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 sm:flex-1">
                <p className="font-semibold break-words text-stone-900 dark:text-stone-100">{contact.name}</p>
                <p className="text-sm break-all text-stone-600 dark:text-stone-400">{contact.email}</p>
                <p
                  className={clsx(
                    'mt-1 text-sm font-semibold',
                    contact.confirmed ? 'text-emerald-700 dark:text-emerald-300' : 'text-amber-700 dark:text-amber-300',
                  )}
                >
                  {contact.confirmed ? EMERGENCY_CONTACT_TEXTS.confirmed : EMERGENCY_CONTACT_TEXTS.waiting}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                {!contact.confirmed && (
                  <Button
                    variant="outline"
                    size="sm"
                    busy={resend.isPending && resend.variables === contact.id}
                    onClick={() => sendAgain(contact)}
                    aria-label={EMERGENCY_CONTACT_TEXTS.resendTo(contact.name)}
                  >
                    {EMERGENCY_CONTACT_TEXTS.resend}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(contact)}
                  aria-label={EMERGENCY_CONTACT_TEXTS.remove(contact.name)}
                >
                  {EMERGENCY_CONTACT_TEXTS.removeConfirm}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <Alert tone={notice.tone} className="mt-3">
          {notice.text}
        </Alert>
      )}
      {full ? (
        <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">{EMERGENCY_CONTACT_TEXTS.full}</p>
      ) : (
        <AddEmergencyContactForm onAdded={(text) => setNotice({ tone: 'success', text })} />
      )}
      {removing && (
        <Dialog title={EMERGENCY_CONTACT_TEXTS.removeTitle(removing.name)} onClose={() => setRemoving(null)}>
          <p className="text-stone-700 dark:text-stone-300">{EMERGENCY_CONTACT_TEXTS.removeBody(removing.name)}</p>
          <ConfirmActions
            cancelLabel={EMERGENCY_CONTACT_TEXTS.cancel}
            confirmLabel={EMERGENCY_CONTACT_TEXTS.removeConfirm}
            pending={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() => confirmRemove(removing)}
          />
        </Dialog>
      )}
    </div>
  );
}
