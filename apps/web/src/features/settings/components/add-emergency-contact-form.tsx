import { useState, type FormEvent } from 'react';
import { EMERGENCY_CONTACT_TEXTS, emergencyContactInputSchema } from '@kindred/contract/emergency-contacts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useAddEmergencyContact } from '../api/add-emergency-contact';

type Field = 'name' | 'email';
type Errors = Partial<Record<Field | 'form', string>>;

/** Name and e-mail of someone to add, checked in the contract's words before it is sent. */
export function AddEmergencyContactForm({ onAdded }: { onAdded: (message: string) => void }) {
  const add = useAddEmergencyContact();
  const [draft, setDraft] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emergencyContactInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDraft({ name: '', email: '' });
        onAdded(EMERGENCY_CONTACT_TEXTS.sent(parsed.data.name));
      },
      onError: (failure) => {
        const fieldError = failure instanceof ApiRequestError ? failure.errors[0] : undefined;
        if (fieldError && (fieldError.path === 'name' || fieldError.path === 'email')) {
          setErrors({ [fieldError.path]: fieldError.message });
        } else {
          setErrors({ form: errorMessage(failure, EMERGENCY_CONTACT_TEXTS.failed) });
        }
      },
    });
  };
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  return (
    <form className="mt-4 space-y-3" onSubmit={submit} noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={EMERGENCY_CONTACT_TEXTS.nameLabel}
          value={draft.name}
          autoComplete="off"
          maxLength={120}
          onChange={change('name')}
          error={errors.name}
        />
        <TextField
          label={EMERGENCY_CONTACT_TEXTS.emailLabel}
          type="email"
          value={draft.email}
          autoComplete="off"
          onChange={change('email')}
          error={errors.email}
        />
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={add.isPending}>
        {EMERGENCY_CONTACT_TEXTS.add}
      </Button>
    </form>
  );
}
