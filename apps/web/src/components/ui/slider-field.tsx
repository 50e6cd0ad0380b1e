import { useId, type ReactNode } from 'react';

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** What the value means to a person, e.g. "25 miles"; also read by screen readers. */
  valueText?: string;
  aside?: ReactNode;
}

export function SliderField({ label, value, min, max, step = 1, onChange, valueText, aside }: SliderFieldProps) {
  const id = useId();
  const text = valueText ?? String(value);
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-stone-800 dark:text-stone-200">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-rose-700 dark:text-rose-300">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-rose-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2"
      />
      {aside}
    </div>
  );
}
