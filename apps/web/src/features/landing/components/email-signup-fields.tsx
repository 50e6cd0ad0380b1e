import { clsx } from 'clsx';
import { useId, type Ref } from 'react';
import { SUBSCRIBE_FORM_TEXTS } from '@kindred/contract/site-footer';
import { Button } from '@/components/ui/button';

interface EmailSignupFieldsProps {
  email: string;
  onEmailChange: (value: string) => void;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  error: string | null;
  /** 'dark' on the rose and stone backgrounds, 'light' on the footer. */
  tone: 'dark' | 'light';
  inputRef?: Ref<HTMLInputElement>;
  buttonClassName?: string;
  /** Input above the button at every width (a narrow footer column). */
  stacked?: boolean;
}

/** The email input and its button, shared by the three sign-up forms (SPEC 5: type email). */
export function EmailSignupFields({
  email,
  onEmailChange,
  submitLabel,
  submittingLabel,
  submitting,
  error,
  tone,
  inputRef,
  buttonClassName,
  stacked = false,
}: EmailSignupFieldsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className={clsx('flex flex-col gap-2', !stacked && 'sm:flex-row')}>
        <label htmlFor={id} className="sr-only">
          {SUBSCRIBE_FORM_TEXTS.emailLabel}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={SUBSCRIBE_FORM_TEXTS.emailPlaceholder}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          readOnly={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'h-12 min-w-0 flex-auto rounded-full border px-5 text-base focus-visible:ring-2 focus-visible:outline-none',
            tone === 'dark'
              ? 'border-white/40 bg-white text-stone-900 placeholder:text-stone-500 focus-visible:ring-white'
              : 'border-stone-300 bg-white text-stone-900 placeholder:text-stone-500 focus-visible:ring-rose-500 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400',
          )}
        />
        <Button type="submit" size="lg" busy={submitting} className={buttonClassName}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          className={clsx(
            'mt-2 text-sm font-medium',
            tone === 'dark' ? 'text-white' : 'text-red-700 dark:text-red-300',
          )}
        >
          {error}
        </p>
      )}
    </div>
  );
}
