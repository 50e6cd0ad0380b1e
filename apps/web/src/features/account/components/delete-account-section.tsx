import { useState, type FormEvent } from 'react';
import { DELETE_CONFIRMATION } from '@kindred/contract/account';
import { MESSAGES } from '@kindred/contract/messages';
import { PROFILE_TEXTS, SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { CurrentPasswordField } from './current-password-field';
import { useDeleteAccount } from '../api/delete-account';
import { accountFailure, type FieldErrors } from '../lib/account-form-errors';

interface DeleteAccountSectionProps {
  hasPassword: boolean;
  /** The account is gone: end the session here. */
  onDeleted: () => void;
}

/** Deleting needs the word DELETE typed out, and the current password when there is one. */
export function DeleteAccountSection({ hasPassword, onDeleted }: DeleteAccountSectionProps) {
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'confirmation' | 'currentPassword'>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const mutation = useDeleteAccount();
  const ready = confirmation === DELETE_CONFIRMATION && (!hasPassword || currentPassword !== '');

  const close = () => {
    if (mutation.isPending) return;
    setOpen(false);
    setConfirmation('');
    setCurrentPassword('');
    setErrors({});
    setBanner(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmation !== DELETE_CONFIRMATION) {
      setErrors({ confirmation: MESSAGES.deleteConfirmationRequired });
      return;
    }
    if (hasPassword && currentPassword === '') {
      setErrors({ currentPassword: MESSAGES.currentPasswordRequired });
      return;
    }
    setBanner(null);
    mutation.mutate(
      { confirmation: DELETE_CONFIRMATION, ...(hasPassword ? { currentPassword } : {}) },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          const failure = accountFailure(error, ['confirmation', 'currentPassword']);
          setErrors(failure.fieldErrors);
          setBanner(failure.banner);
        },
      },
    );
  };

  return (
    <div>
      <p className="text-sm text-stone-700 dark:text-stone-300">{SETTINGS_TEXTS.deleteHint}</p>
      <Button variant="danger" className="mt-3" onClick={() => setOpen(true)}>
        {SETTINGS_TEXTS.deleteAccount}
      </Button>
      {open && (
        <Dialog title={SETTINGS_TEXTS.deleteDialogTitle} onClose={close}>
          <form onSubmit={submit} noValidate className="space-y-4">
            <p className="text-sm text-stone-700 dark:text-stone-300">{SETTINGS_TEXTS.deleteHint}</p>
            {banner && <Alert tone="error">{banner}</Alert>}
            <TextField
              label={SETTINGS_TEXTS.typeDelete}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              error={errors.confirmation}
            />
            <CurrentPasswordField
              hasPassword={hasPassword}
              value={currentPassword}
              onChange={setCurrentPassword}
              error={errors.currentPassword}
            />
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={mutation.isPending}>
                {PROFILE_TEXTS.cancel}
              </Button>
              <Button type="submit" variant="danger" disabled={!ready} busy={mutation.isPending}>
                {SETTINGS_TEXTS.confirmDelete}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}
