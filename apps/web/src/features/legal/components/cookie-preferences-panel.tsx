import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  COOKIE_PREFERENCES_ANCHOR,
  COOKIE_PREFERENCES_TEXTS,
  DEFAULT_COOKIE_PREFERENCES,
  type CookiePreferences,
  type OptionalCookieCategory,
} from '@kindred/contract/legal';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { readCookiePreferences, saveCookiePreferences } from '@/lib/cookie-preferences';
import { syncStoredTheme } from '@/lib/theme';

const OPTIONAL: readonly OptionalCookieCategory[] = ['functional', 'analytics', 'advertising'];
const texts = COOKIE_PREFERENCES_TEXTS;

/** SPEC 2 Cookie Policy: Essential locked on; the others saved to a cookie and applied (decision 040). */
export function CookiePreferencesPanel() {
  const headingId = useId();
  // The page is prerendered without a cookie (decision 042): the saved choice is read once mounted.
  const [preferences, setPreferences] = useState<CookiePreferences>(() => ({ ...DEFAULT_COOKIE_PREFERENCES }));
  useEffect(() => setPreferences(readCookiePreferences()), []);
  const [status, setStatus] = useState<'editing' | 'saved' | 'failed'>('editing');

  const change = (category: OptionalCookieCategory, on: boolean) => {
    setPreferences((current) => ({ ...current, [category]: on }));
    setStatus('editing');
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const saved = saveCookiePreferences(preferences);
    // What is already on the device follows the new choice at once (the theme copy).
    if (saved) syncStoredTheme();
    setStatus(saved ? 'saved' : 'failed');
  };

  return (
    <section
      id={COOKIE_PREFERENCES_ANCHOR}
      aria-labelledby={headingId}
      className="mt-10 scroll-mt-24 rounded-2xl border border-rose-100 bg-rose-50/60 p-5 sm:p-6 dark:border-rose-900/60 dark:bg-stone-800/60"
    >
      <h2 id={headingId} className="text-xl font-bold text-stone-900 dark:text-stone-100">
        {texts.heading}
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{texts.intro}</p>
      <form onSubmit={save} className="mt-4">
        <div className="divide-y divide-rose-100 dark:divide-stone-700">
          <Switch
            label={texts.categories.essential.label}
            description={`${texts.categories.essential.description} ${texts.categories.essential.lockedNote}`}
            checked
            disabled
            onChange={() => undefined}
          />
          {OPTIONAL.map((category) => (
            <Switch
              key={category}
              label={texts.categories[category].label}
              description={texts.categories[category].description}
              checked={preferences[category]}
              onChange={(on) => change(category, on)}
            />
          ))}
        </div>
        <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button type="submit" size="lg">
            {texts.save}
          </Button>
          {status === 'saved' && <Alert tone="success">{texts.saved}</Alert>}
          {status === 'failed' && <Alert tone="error">{texts.saveFailed}</Alert>}
        </div>
      </form>
    </section>
  );
}
