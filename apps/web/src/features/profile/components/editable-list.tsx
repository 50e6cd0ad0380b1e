import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { Button } from '@/components/ui/button';
import { InlineItemAdder } from './inline-item-adder';
import { EmptyText } from './profile-card';

interface EditableListProps {
  items: readonly string[];
  editing: boolean;
  onChange: (items: string[]) => void;
  emptyText: string;
  addLabel: string;
  /** The new item's field label. */
  inputLabel: string;
  suggestions: readonly string[];
  /** The stored spelling of a typed item, or null to refuse it (then `refusal` says why). */
  toStored?: (typed: string) => string | null;
  refusal?: (typed: string) => string;
}

/** SPEC 4: interests and languages; added in the page (trimmed, blank ignored), removed by index. */
export function EditableList({
  items,
  editing,
  onChange,
  emptyText,
  addLabel,
  inputLabel,
  suggestions,
  toStored = (typed) => typed,
  refusal,
}: EditableListProps) {
  const [adding, setAdding] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const add = (typed: string) => {
    const item = toStored(typed);
    setRefused(item === null ? (refusal?.(typed) ?? null) : null);
    if (item !== null && !items.includes(item)) onChange([...items, item]);
  };
  return (
    <div>
      {items.length === 0 ? (
        <EmptyText>{emptyText}</EmptyText>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((item, index) => (
            <li
              key={`${index}-${item}`}
              className="inline-flex items-center gap-1 rounded-full bg-rose-50 py-1.5 pr-1.5 pl-3.5 text-sm font-medium text-rose-800 dark:bg-rose-950/60 dark:text-rose-200"
            >
              {item}
              {editing ? (
                <button
                  type="button"
                  onClick={() => onChange(items.filter((_, position) => position !== index))}
                  aria-label={PROFILE_TEXTS.remove(item)}
                  className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-rose-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 dark:hover:bg-rose-900"
                >
                  <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              ) : (
                <span aria-hidden="true" className="w-2" />
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && refused && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {refused}
        </p>
      )}
      {editing && adding && (
        <InlineItemAdder
          items={items}
          label={inputLabel}
          suggestions={suggestions}
          onAdd={add}
          onDone={() => setAdding(false)}
        />
      )}
      {editing && !adding && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {addLabel}
        </Button>
      )}
    </div>
  );
}
