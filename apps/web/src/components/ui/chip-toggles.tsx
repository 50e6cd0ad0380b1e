import { toggleItem } from '@/lib/toggle-item';
import { ChipToggle } from './chip-toggle';

interface ChipTogglesProps {
  options: readonly string[];
  /** Every picked value, also those not among `options`. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** The most that can be picked; a further pick is ignored. */
  max?: number;
}

/** A row of on/off pills for picking several values (interests, languages). */
export function ChipToggles({ options, selected, onChange, max }: ChipTogglesProps) {
  return (
    <div className="flex flex-wrap gap-x-2 gap-y-3">
      {options.map((option) => (
        <ChipToggle
          key={option}
          label={option}
          selected={selected.includes(option)}
          onToggle={() => onChange(toggleItem(selected, option, max))}
        />
      ))}
    </div>
  );
}
