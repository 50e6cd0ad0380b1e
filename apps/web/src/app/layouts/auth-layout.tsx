import { Link, Outlet } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { AUTH_LAYOUT } from '@kindred/contract/screens';
import { Logo } from '@/components/logo';
import { SkipLink } from './skip-link';

const footerLinks = [
  { to: ROUTES.terms, label: AUTH_LAYOUT.terms },
  { to: ROUTES.privacy, label: AUTH_LAYOUT.privacy },
  { to: ROUTES.help, label: AUTH_LAYOUT.help },
];

/** SPEC 2 Auth pages: a narrow centred card; header to /, footer to /terms, /privacy, /help. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-rose-50 via-stone-50 to-stone-50 dark:from-stone-900 dark:via-stone-950 dark:to-stone-950">
      <SkipLink />
      <header className="flex justify-center px-4 pt-8 pb-6">
        <Logo />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pb-10 focus:outline-none">
        <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 ring-stone-200/70 sm:p-8 dark:bg-stone-900 dark:ring-stone-700">
          <Outlet />
        </div>
      </main>
      <footer className="pb-8">
        <nav aria-label="Legal">
          <ul className="flex justify-center gap-6 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-stone-700 hover:text-rose-700 hover:underline dark:text-stone-300 dark:hover:text-rose-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}
