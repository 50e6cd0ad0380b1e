import { Link } from 'react-router';
import { FOOTER_TEXTS } from '@kindred/contract/site-footer';
import { ROUTES } from '@kindred/contract/routes';
import { FOOTER_LINKS, LANDING, TOP_NAV } from '@kindred/contract/screens';
import { Logo } from '@/components/logo';
import { hydrateWhenVisible } from '@/lib/hydrate-when-visible';

// At the foot of every public page: its code loads when the visitor scrolls down to it.
const FooterNewsletterForm = hydrateWhenVisible(
  'newsletter',
  async () => (await import('@/features/landing/components/footer-newsletter-form')).FooterNewsletterForm,
);

const links = [
  { to: ROUTES.help, label: FOOTER_LINKS.help },
  { to: ROUTES.safety, label: FOOTER_LINKS.safety },
  { to: ROUTES.contact, label: FOOTER_LINKS.contact },
  { to: ROUTES.community, label: FOOTER_LINKS.community },
  { to: ROUTES.privacyPolicy, label: FOOTER_LINKS.privacyPolicy },
  { to: ROUTES.termsOfService, label: FOOTER_LINKS.termsOfService },
  { to: ROUTES.cookiePolicy, label: FOOTER_LINKS.cookiePolicy },
  { to: ROUTES.accessibility, label: FOOTER_LINKS.accessibility },
];

const headingClasses = 'text-sm font-semibold text-stone-900 dark:text-stone-100';

/**
 * SPEC 2 Footer links, and the newsletter (SPEC 4). The entries SPEC says point nowhere have no
 * page yet: they are plain text under a "coming soon" note rather than links that go nowhere.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-stone-50 dark:border-stone-700 dark:bg-stone-950">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">{LANDING.footerTagline}</p>
          <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{FOOTER_TEXTS.socialNote}</p>
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className={headingClasses}>
            {FOOTER_TEXTS.supportHeading}
          </h2>
          <ul className="mt-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-sm text-stone-700 hover:text-rose-700 hover:underline dark:text-stone-300 dark:hover:text-rose-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClasses}>{FOOTER_TEXTS.companyHeading}</h2>
          <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{FOOTER_TEXTS.comingSoonNote}</p>
          {/* The same 44 px rows as the links beside it. */}
          <ul className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {FOOTER_TEXTS.comingSoonItems.map((item) => (
              <li key={item} className="flex min-h-11 items-center">
                {item}
              </li>
            ))}
          </ul>
        </div>
        <FooterNewsletterForm />
      </div>
      <p className="border-t border-stone-200 py-4 text-center text-xs text-stone-600 dark:border-stone-700 dark:text-stone-400">
        © {new Date().getFullYear()} {TOP_NAV.brand}. {LANDING.footerRights}
      </p>
    </footer>
  );
}
