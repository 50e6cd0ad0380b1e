import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Passkey } from '@kindred/contract/passkey-schemas';
import { PASSKEY_TEXTS } from '@kindred/contract/passkeys';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/format-relative-time';
import { useRenamePasskey } from '../api/rename-passkey';

interface PasskeyRowProps {
  passkey: Passkey;
  onRenamed: () => void;
  onRemove: () => void;
}

/** One passkey: its name and dates, renamed in place, removed through a confirmation. */
export function PasskeyRow({ passkey, onRenamed, onRemove }: PasskeyRowProps) {
  const rename = useRenamePasskey();
  const [draft, setDraft] = useState<string | null>(null);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null) return;
    rename.mutate(
      { id: passkey.id, name: draft },
      {
        onSuccess: () => {
          setDraft(null);
          onRenamed();
        },
      },
    );
  };

  return (
    <li className="flex items-start gap-3 py-3">
      <KeyRound aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-stone-500 dark:text-stone-400" />
      {draft === null ? (
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold break-words text-stone-900 dark:text-stone-100">
              {passkey.name}
              {passkey.synced && (
                <span className="ml-2 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-800 dark:bg-sky-950 dark:text-sky-200">
                  {PASSKEY_TEXTS.synced}
                </span>
              )}
            </p>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {PASSKEY_TEXTS.created(formatRelativeTime(passkey.createdAt))}
              {' · '}
              {passkey.lastUsedAt
                ? PASSKEY_TEXTS.lastUsed(formatRelativeTime(passkey.lastUsedAt))
                : PASSKEY_TEXTS.neverUsed}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-label={PASSKEY_TEXTS.renameLabel(passkey.name)}
              onClick={() => {
                rename.reset();
                setDraft(passkey.name);
              }}
            >
              {PASSKEY_TEXTS.rename}
            </Button>
            <Button size="sm" variant="outline" aria-label={PASSKEY_TEXTS.removeLabel(passkey.name)} onClick={onRemove}>
              {PASSKEY_TEXTS.remove}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={save} noValidate className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={PASSKEY_TEXTS.nameLabel}
            className="min-w-0 flex-1"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            // The field the member just asked to edit.
            autoFocus
            error={rename.isError ? errorMessage(rename.error, PASSKEY_TEXTS.saveFailed) : undefined}
          />
          <div className="flex shrink-0 gap-2 sm:mt-7">
            <Button type="submit" busy={rename.isPending}>
              {PASSKEY_TEXTS.save}
            </Button>
            <Button variant="outline" disabled={rename.isPending} onClick={() => setDraft(null)}>
              {PASSKEY_TEXTS.cancel}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
