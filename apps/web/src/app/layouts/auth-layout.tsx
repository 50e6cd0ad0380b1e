import { Link, Outlet } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { AUTH_LAYOUT } from '@kindred/contract/screens';
import { CentredCardShell } from './centred-card-shell';
import { InertUntilHydrated } from './inert-until-hydrated';

const footerLinks = [
  { to: ROUTES.terms, label: AUTH_LAYOUT.terms },
  { to: ROUTES.privacy, label: AUTH_LAYOUT.privacy },
  { to: ROUTES.help, label: AUTH_LAYOUT.help },
];

/** SPEC 2 Auth pages: a narrow centred card; header to /, footer to /terms, /privacy, /help. */
export function AuthLayout() {
  return (
    <CentredCardShell
      width="narrow"
      footer={
        <footer className="pb-8">
          <nav aria-label="Legal">
            <ul className="flex justify-center gap-6 text-sm">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="hit-area relative text-stone-700 hover:text-rose-700 hover:underline dark:text-stone-300 dark:hover:text-rose-300"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </footer>
      }
    >
      <InertUntilHydrated>
        <Outlet />
      </InertUntilHydrated>
    </CentredCardShell>
  );
}
