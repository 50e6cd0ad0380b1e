import { clsx } from 'clsx';
import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { ScrollStrip } from '@/components/ui/scroll-strip';

export const SETTINGS_TABS = ['account', 'notifications', 'privacy'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export type ProfileTab = 'profile' | SettingsTab;

export const settingsTabPath = (tab: SettingsTab) => `${ROUTES.settings}?tab=${tab}`;

const tabs: { id: ProfileTab; to: string }[] = [
  { id: 'profile', to: ROUTES.profile },
  ...SETTINGS_TABS.map((id) => ({ id, to: settingsTabPath(id) })),
];

/**
 * SPEC 2 Profile and Settings screen: the profile tab (default) and the settings sections,
 * each a link so a tab has its own address and survives a reload.
 */
export function ProfileTabs({ current }: { current: ProfileTab }) {
  return (
    // On a narrow phone the tabs scroll sideways, a fade showing where more lie.
    <nav aria-label={PROFILE_TEXTS.tabsLabel} className="-mx-4">
      <ScrollStrip className="px-4" fadeClassName="from-stone-50 dark:from-stone-950">
        <ul className="flex min-w-max gap-1 border-b border-stone-200 dark:border-stone-700">
          {tabs.map((tab) => {
            const active = tab.id === current;
            return (
              <li key={tab.id}>
                <Link
                  to={tab.to}
                  replace={tab.id !== 'profile' && current !== 'profile'}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(
                    '-mb-px inline-flex h-11 items-center border-b-2 px-2.5 text-sm font-semibold transition-colors sm:px-4',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-inset',
                    active
                      ? 'border-rose-600 text-rose-700 dark:border-rose-400 dark:text-rose-300'
                      : 'border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100',
                  )}
                >
                  {PROFILE_TEXTS.tabs[tab.id]}
                </Link>
              </li>
            );
          })}
        </ul>
      </ScrollStrip>
    </nav>
  );
}
