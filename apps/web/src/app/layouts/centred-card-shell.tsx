import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { SkipLink } from './skip-link';

const WIDTHS = { narrow: 'max-w-md', wide: 'max-w-xl' } as const;

/** The logo over one centred card: the auth pages and onboarding. */
export function CentredCardShell({
  width,
  footer,
  children,
}: {
  width: keyof typeof WIDTHS;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-rose-50 via-stone-50 to-stone-50 dark:from-stone-900 dark:via-stone-950 dark:to-stone-950">
      <SkipLink />
      <header className="flex justify-center px-4 pt-8 pb-6">
        <Logo />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pb-10 focus:outline-none">
        <div
          className={`w-full ${WIDTHS[width]} rounded-3xl bg-white p-6 shadow-xl ring-1 ring-stone-200/70 sm:p-8 dark:bg-stone-900 dark:ring-stone-700`}
        >
          {children}
        </div>
      </main>
      {footer}
    </div>
  );
}
