import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { FOOTER_LINKS, LANDING, TOP_NAV } from '@kindred/contract/screens';
import { Logo } from '@/components/logo';

const links = [
  { to: ROUTES.help, label: FOOTER_LINKS.help },
  { to: ROUTES.safety, label: FOOTER_LINKS.safety },
  { to: ROUTES.contact, label: FOOTER_LINKS.contact },
  { to: ROUTES.community, label: FOOTER_LINKS.community },
  { to: ROUTES.privacyPolicy, label: FOOTER_LINKS.privacyPolicy },
  { to: ROUTES.termsOfService, label: FOOTER_LINKS.termsOfService },
  { to: ROUTES.cookiePolicy, label: FOOTER_LINKS.cookiePolicy },
];

/** SPEC 2 Footer links. */
export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-stone-50 dark:border-stone-700 dark:bg-stone-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:justify-between">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">{LANDING.footerTagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-3">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-sm text-stone-700 hover:text-rose-700 hover:underline dark:text-stone-300 dark:hover:text-rose-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-stone-200 py-4 text-center text-xs text-stone-600 dark:border-stone-700 dark:text-stone-400">
        © {new Date().getFullYear()} {TOP_NAV.brand}. {LANDING.footerRights}
      </p>
    </footer>
  );
}
