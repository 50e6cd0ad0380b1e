import { LIMITS } from '@kindred/contract/constants';
import { SliderField } from './slider-field';

interface DistanceSliderProps {
  label: string;
  /** Miles. */
  value: number;
  /** The value in words, e.g. '25 miles'. */
  valueText: string;
  onChange: (miles: number) => void;
}

/** A maximum distance in miles, over the whole LIMITS.distance range. */
export function DistanceSlider({ label, value, valueText, onChange }: DistanceSliderProps) {
  const { min, max, step } = LIMITS.distance;
  return (
    <SliderField
      label={label}
      min={min}
      max={max}
      step={step}
      value={value}
      valueText={valueText}
      onChange={onChange}
    />
  );
}
