import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'onChange' | 'inputEnd'> {
  onValueChange: (value: string) => void;
  /** With it, a toggle button of that name shows the text (decision 074). */
  revealLabel?: string;
}

/** A labelled password input that hands back its text, optionally with a show-password toggle. */
export function PasswordField({ onValueChange, revealLabel, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  // One name and aria-pressed for the state (a toggle's name does not change with it), 44×44.
  const toggle = revealLabel && (
    <button
      type="button"
      aria-label={revealLabel}
      aria-pressed={shown}
      onClick={() => setShown((current) => !current)}
      className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-stone-600 hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-300 dark:hover:text-stone-100"
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
  return (
    <TextField
      type={shown ? 'text' : 'password'}
      onChange={(event) => onValueChange(event.target.value)}
      inputEnd={toggle || undefined}
      {...field}
    />
  );
}
