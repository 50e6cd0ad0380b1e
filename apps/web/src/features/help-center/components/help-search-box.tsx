import { Search } from 'lucide-react';
import { useId } from 'react';
import { HELP_CENTER_TEXTS } from '@kindred/contract/help-center';
import { OUTREACH_LIMITS } from '@kindred/contract/outreach-constants';
import { inputClasses } from '@/components/ui/input-classes';

export function HelpSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div role="search">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800 dark:text-stone-200">
        {HELP_CENTER_TEXTS.searchLabel}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={OUTREACH_LIMITS.helpQueryMax}
          placeholder={HELP_CENTER_TEXTS.searchPlaceholder}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses(false, 'pl-10')}
        />
      </div>
    </div>
  );
}
