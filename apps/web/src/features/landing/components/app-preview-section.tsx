import { LANDING } from '@kindred/contract/screens';
import { APP_PREVIEW_TEXTS } from '@kindred/contract/landing';
import { AppPreviewPhone } from './app-preview-phone';
import { InstallAppButton } from './install-app-button';
import { WaitlistForm } from './waitlist-form';

/**
 * SPEC 2 Landing 5 (id app-preview): the mobile app is coming soon, so the store buttons are
 * disabled and visitors can join the waitlist; three screens rotate beside it.
 */
export function AppPreviewSection() {
  return (
    <section
      id="app-preview"
      aria-labelledby="app-preview-heading"
      className="scroll-mt-20 bg-stone-900 py-16 text-white sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 md:grid-cols-2">
        <div>
          <h2 id="app-preview-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {LANDING.appPreviewHeading}
          </h2>
          <p className="mt-4 text-lg text-stone-300">{LANDING.appPreviewText}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              disabled
              className="h-12 cursor-not-allowed rounded-xl bg-white/10 px-5 text-sm font-semibold text-stone-200 ring-1 ring-white/20"
            >
              {LANDING.appStoreSoon}
            </button>
            <button
              type="button"
              disabled
              className="h-12 cursor-not-allowed rounded-xl bg-white/10 px-5 text-sm font-semibold text-stone-200 ring-1 ring-white/20"
            >
              {LANDING.playStoreSoon}
            </button>
          </div>
          <InstallAppButton />
          <h3 className="mt-10 mb-3 text-lg font-semibold">{APP_PREVIEW_TEXTS.waitlistHeading}</h3>
          <WaitlistForm />
        </div>
        <AppPreviewPhone />
      </div>
    </section>
  );
}
