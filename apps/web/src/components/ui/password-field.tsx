import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'onChange'> {
  onValueChange: (value: string) => void;
}

/** A labelled password input that hands back its text. */
export function PasswordField({ onValueChange, ...field }: PasswordFieldProps) {
  return <TextField type="password" onChange={(event) => onValueChange(event.target.value)} {...field} />;
}
