import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  HIDDEN_WORDS_LIMITS,
  HIDDEN_WORDS_MESSAGES,
  HIDDEN_WORDS_TEXTS,
  characterCount,
  hiddenWordKey,
} from '@kindred/contract/hidden-words';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useHiddenWords } from '../api/get-hidden-words';
import { useSaveHiddenWords } from '../api/save-hidden-words';

/** Why a new entry cannot be added as it is, in the contract's words; null when it can. */
function refusalOf(word: string, words: readonly string[]): string | null {
  if (characterCount(word) > HIDDEN_WORDS_LIMITS.maxLength) return HIDDEN_WORDS_MESSAGES.tooLong;
  if (words.some((listed) => hiddenWordKey(listed) === hiddenWordKey(word))) return HIDDEN_WORDS_MESSAGES.alreadyListed;
  if (words.length >= HIDDEN_WORDS_LIMITS.maxWords) return HIDDEN_WORDS_MESSAGES.tooMany;
  return null;
}

/**
 * Settings → Privacy → Hidden Words (decision 085): add a word, phrase or emoji, remove one. Each
 * change saves the whole list; the server's answer (tidied) is what the list shows.
 */
export function HiddenWordsEditor() {
  const list = useHiddenWords();
  const save = useSaveHiddenWords();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (list.isPending) return <Skeleton className="h-32 w-full" />;
  if (list.isError) return <RetryAlert message={HIDDEN_WORDS_TEXTS.loadFailed} onRetry={() => void list.refetch()} />;
  const words = list.data;

  const store = (next: string[], after?: () => void) => {
    setDone(null);
    save.mutate(next, {
      onSuccess: () => {
        setError(null);
        setDone(HIDDEN_WORDS_TEXTS.saved);
        after?.();
      },
      onError: (failure) => setError(errorMessage(failure, HIDDEN_WORDS_TEXTS.saveFailed)),
    });
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const word = draft.trim();
    if (word === '') return;
    const refusal = refusalOf(word, words);
    if (refusal) {
      setError(refusal);
      return;
    }
    store([...words, word], () => setDraft(''));
  };

  return (
    <div>
      <p className="text-sm text-stone-700 dark:text-stone-300">{HIDDEN_WORDS_TEXTS.intro}</p>
      <form className="mt-4 flex items-start gap-2" onSubmit={add} noValidate>
        <TextField
          className="min-w-0 flex-1"
          label={HIDDEN_WORDS_TEXTS.inputLabel}
          value={draft}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          hint={HIDDEN_WORDS_TEXTS.characters(characterCount(draft.trim()))}
        />
        <Button type="submit" className="mt-7 shrink-0" busy={save.isPending}>
          {HIDDEN_WORDS_TEXTS.add}
        </Button>
      </form>
      <div role="status" className="mt-2 text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-200">
        {done}
      </div>
      <div className="mt-4 flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-200">{HIDDEN_WORDS_TEXTS.listLabel}</h3>
        <p className="text-sm text-stone-600 dark:text-stone-400">{HIDDEN_WORDS_TEXTS.count(words.length)}</p>
      </div>
      {words.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{HIDDEN_WORDS_TEXTS.empty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={HIDDEN_WORDS_TEXTS.listLabel}>
          {words.map((word) => (
            <li
              key={word}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-stone-300 bg-stone-50 py-0.5 pr-0.5 pl-3 text-sm text-stone-900 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100"
            >
              <span className="break-all">{word}</span>
              <button
                type="button"
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-rose-600 disabled:opacity-50 dark:text-stone-300 dark:hover:bg-stone-700"
                aria-label={HIDDEN_WORDS_TEXTS.remove(word)}
                disabled={save.isPending}
                onClick={() => store(words.filter((listed) => listed !== word))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
