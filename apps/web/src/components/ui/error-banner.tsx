import { forwardRef } from 'react';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { CloseButton } from './close-button';

interface ErrorBannerProps {
  /** The first line, e.g. 'Please fix the following errors:'. */
  message: string;
  errors?: readonly string[];
  onDismiss: () => void;
}

/** SPEC 4 Profile page: a dismissible red banner, with the list of errors under its message. */
export const ErrorBanner = forwardRef<HTMLDivElement, ErrorBannerProps>(function ErrorBanner(
  { message, errors = [], onDismiss },
  ref,
) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="relative scroll-mt-32 rounded-xl border border-red-200 bg-red-50 px-4 py-3 pr-12 text-sm text-red-800 focus:outline-none dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
    >
      <p className="font-semibold">{message}</p>
      {errors.length > 0 && (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
          {errors.map((error, index) => (
            <li key={`${index}-${error}`}>{error}</li>
          ))}
        </ul>
      )}
      <CloseButton
        label={PROFILE_TEXTS.dismiss}
        onClick={onDismiss}
        iconClassName="h-4 w-4"
        className="absolute top-2 right-2 h-8 w-8 hover:bg-red-100 focus-visible:ring-red-500 dark:hover:bg-red-900/60"
      />
    </div>
  );
});
