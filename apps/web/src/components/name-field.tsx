import { LIMITS } from '@kindred/contract/constants';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

interface NameFieldProps extends Omit<TextFieldProps, 'maxLength' | 'autoComplete' | 'onChange'> {
  onValueChange: (name: string) => void;
}

/** The member's first name, as shown to others (up to LIMITS.nameMax characters). */
export function NameField({ onValueChange, ...field }: NameFieldProps) {
  return (
    <TextField
      autoComplete="given-name"
      maxLength={LIMITS.nameMax}
      onChange={(event) => onValueChange(event.target.value)}
      {...field}
    />
  );
}
