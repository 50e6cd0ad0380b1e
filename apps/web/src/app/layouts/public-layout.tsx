import { Outlet } from 'react-router';
import { InertUntilHydrated } from './inert-until-hydrated';
import { SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

/** Landing, information and legal pages: top navigation bar and footer (SPEC 2). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white dark:bg-stone-900">
      <SkipLink />
      <TopNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <InertUntilHydrated>
          <Outlet />
        </InertUntilHydrated>
      </main>
      <SiteFooter />
    </div>
  );
}
