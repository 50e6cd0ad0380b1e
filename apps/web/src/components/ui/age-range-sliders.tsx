import type { ReactNode } from 'react';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { SliderField } from './slider-field';

const looks = {
  /** A form step: the legend says the range chosen. */
  form: { fieldset: 'space-y-3', legend: 'text-sm font-semibold text-stone-800 dark:text-stone-200' },
  /** A filter panel with bold group titles (Matches, For You). */
  panel: { fieldset: 'space-y-4', legend: 'mb-3 text-sm font-bold text-stone-900 dark:text-stone-100' },
  /** A filter panel with light group titles (Discover). */
  lightPanel: { fieldset: 'space-y-3', legend: 'mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200' },
};

interface AgeRangeSlidersProps {
  legend: ReactNode;
  look: keyof typeof looks;
  /** The sliders' names; 'Minimum age' and 'Maximum age' unless a screen has its own. */
  labels?: { min: string; max: string };
  bounds: { min: number; max: number };
  min: number;
  max: number;
  onMinChange: (min: number) => void;
  onMaxChange: (max: number) => void;
  /** Under the sliders, e.g. the range's error. */
  children?: ReactNode;
}

/** Two sliders for an age range; the lower bound never passes the upper one. */
export function AgeRangeSliders({
  legend,
  look,
  labels = { min: PROFILE_TEXTS.minimumAge, max: PROFILE_TEXTS.maximumAge },
  bounds,
  min,
  max,
  onMinChange,
  onMaxChange,
  children,
}: AgeRangeSlidersProps) {
  return (
    <fieldset className={looks[look].fieldset}>
      <legend className={looks[look].legend}>{legend}</legend>
      <SliderField
        label={labels.min}
        min={bounds.min}
        max={bounds.max}
        value={min}
        onChange={(value) => onMinChange(Math.min(value, max))}
      />
      <SliderField
        label={labels.max}
        min={bounds.min}
        max={bounds.max}
        value={max}
        onChange={(value) => onMaxChange(Math.max(value, min))}
      />
      {children}
    </fieldset>
  );
}
