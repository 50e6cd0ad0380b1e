import { LIMITS } from '@kindred/contract/constants';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { isoDateYearsAgo } from '@/lib/iso-date';

interface BirthdateFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max' | 'onChange'> {
  /** The youngest age the picker offers (the profile: LIMITS.minAge); the server checks it anyway. */
  youngestAge?: number;
  onValueChange: (birthdate: string) => void;
}

/** A date input for a birth date, from LIMITS.maxAge years ago up to `youngestAge` years ago. */
export function BirthdateField({ youngestAge = 0, onValueChange, ...field }: BirthdateFieldProps) {
  return (
    <TextField
      type="date"
      max={isoDateYearsAgo(youngestAge)}
      min={isoDateYearsAgo(LIMITS.maxAge)}
      onChange={(event) => onValueChange(event.target.value)}
      {...field}
    />
  );
}
