import { clsx } from 'clsx';
import { MapPin } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { REGISTER_TEXTS } from '@kindred/contract/auth-screens';
import { FieldError } from '@/components/ui/field-error';
import { inputClasses } from '@/components/ui/input-classes';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LOCATION_QUERY_MIN_LENGTH, useLocationSuggestions } from '@/lib/search-locations';

const DEBOUNCE_MS = 250;

interface LocationComboboxProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Defaults to 'Location'. */
  label?: string;
  /** Defaults to 'City, State'. */
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  /**
   * Any text is an answer (a date's place: a cafe, a park), the cities only suggestions: no
   * "No matching places" when none fits.
   */
  freeText?: boolean;
}

/** A text input with city suggestions as you type (WAI-ARIA combobox with a listbox). */
export function LocationCombobox({
  value,
  onChange,
  error,
  label = REGISTER_TEXTS.location,
  placeholder = REGISTER_TEXTS.locationPlaceholder,
  maxLength,
  required,
  freeText = false,
}: LocationComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value, DEBOUNCE_MS);
  const suggestions = useLocationSuggestions(query);
  const options = suggestions.data ?? [];
  const searchable = value.trim().length >= LOCATION_QUERY_MIN_LENGTH;
  const showList = open && searchable && (options.length > 0 || (suggestions.isSuccess && !freeText));
  const exactMatch = options.length === 1 && options[0]?.label === value;

  const choose = (label: string) => {
    onChange(label);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index - 1 + options.length) % options.length));
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option.label);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-stone-500 dark:text-stone-400"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={placeholder}
          maxLength={maxLength}
          required={required}
          aria-autocomplete="list"
          aria-expanded={showList && !exactMatch}
          aria-controls={listboxId}
          aria-activedescendant={showList && active >= 0 ? `${listboxId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClasses(Boolean(error), 'pl-10')}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={label}
        hidden={!showList || exactMatch}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        {options.map((option, index) => (
          <li
            key={option.label}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option.label)}
            className={clsx(
              'cursor-pointer px-4 py-2 text-stone-800 dark:text-stone-200',
              index === active
                ? 'bg-rose-50 text-rose-800 dark:bg-rose-950/40 dark:text-rose-200'
                : 'hover:bg-stone-50 dark:hover:bg-stone-800',
            )}
          >
            {option.label}
          </li>
        ))}
        {options.length === 0 && (
          <li
            role="option"
            aria-selected={false}
            aria-disabled="true"
            className="px-4 py-2 text-stone-600 dark:text-stone-400"
          >
            {REGISTER_TEXTS.locationNoResults}
          </li>
        )}
      </ul>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
