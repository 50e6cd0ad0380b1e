import { Plus } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input-classes';
import { suggestionsFor } from '../lib/suggestions-for';

interface InlineItemAdderProps {
  items: readonly string[];
  /** The field's label, e.g. 'Add a new interest:'. */
  label: string;
  /** Offered as the member types (those already in the list are left out). */
  suggestions: readonly string[];
  onAdd: (item: string) => void;
  onDone: () => void;
}

/**
 * A field in the page for a new interest or language, with suggestions to tap (decision 051:
 * no browser prompt). Enter or Add adds what was typed, trimmed; blank or already listed adds
 * nothing. It stays open for the next one until Done or Escape.
 */
export function InlineItemAdder({ items, label, suggestions, onAdd, onDone }: InlineItemAdderProps) {
  const id = useId();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const offered = suggestionsFor(text, suggestions, items);

  const add = (value: string) => {
    const item = value.trim();
    setText('');
    // Ready for the next one, also after a tapped suggestion (which then leaves the list).
    inputRef.current?.focus();
    if (item === '' || items.some((existing) => existing.toLowerCase() === item.toLowerCase())) return;
    onAdd(item);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Inside the profile form: Enter adds the item rather than saving the profile.
    event.preventDefault();
    add(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  };

  return (
    <div onKeyDown={onKeyDown} className="mt-3 rounded-2xl border border-stone-200 p-3 dark:border-stone-700">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={inputRef}
          id={id}
          type="text"
          autoFocus
          autoComplete="off"
          enterKeyHint="done"
          maxLength={LIMITS.interestMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onInputKeyDown}
          className={inputClasses(false, 'min-w-0 flex-1')}
        />
        <Button variant="secondary" onClick={() => add(text)} disabled={text.trim() === ''}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {PROFILE_TEXTS.addItem}
        </Button>
      </div>
      {offered.length > 0 && (
        <div className="mt-3">
          <p id={`${id}-suggestions`} className="text-xs font-semibold text-stone-600 dark:text-stone-400">
            {PROFILE_TEXTS.suggestions}
          </p>
          <ul aria-labelledby={`${id}-suggestions`} className="mt-1.5 flex flex-wrap gap-2">
            {offered.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => add(suggestion)}
                  className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-3.5 text-sm font-medium text-stone-800 hover:border-rose-300 hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200 dark:hover:bg-stone-800"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button variant="ghost" size="sm" className="mt-3" onClick={onDone}>
        {PROFILE_TEXTS.doneAdding}
      </Button>
    </div>
  );
}
