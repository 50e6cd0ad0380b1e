import type { ReactNode } from 'react';
import { SliderField } from './slider-field';

interface AgeRangeSlidersProps {
  legend: ReactNode;
  /** The fieldset's and the legend's look, which differs between forms and filter panels. */
  className: string;
  legendClassName: string;
  labels: { min: string; max: string };
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
  className,
  legendClassName,
  labels,
  bounds,
  min,
  max,
  onMinChange,
  onMaxChange,
  children,
}: AgeRangeSlidersProps) {
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
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
