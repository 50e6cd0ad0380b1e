import { Compass, HeartHandshake, MessageCircle } from 'lucide-react';
import { LANDING } from '@kindred/contract/screens';

const icons = [Compass, MessageCircle, HeartHandshake];

/** SPEC 2 Landing 5: the mobile app, coming soon (id app-preview); store buttons disabled. */
export function AppPreviewSection() {
  return (
    <section
      id="app-preview"
      aria-labelledby="app-preview-heading"
      className="scroll-mt-20 bg-stone-900 py-16 text-white sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2">
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
        </div>
        <ul className="mx-auto grid w-full max-w-md grid-cols-3 gap-3">
          {LANDING.appPreviewScreens.map((screen, index) => {
            const Icon = icons[index] ?? Compass;
            return (
              <li
                key={screen}
                className="flex aspect-[9/16] flex-col items-center justify-center gap-3 rounded-2xl bg-gradient-to-b from-rose-500 to-rose-700 p-3 shadow-lg ring-4 ring-stone-700"
              >
                <Icon aria-hidden="true" className="h-8 w-8" />
                <span className="text-sm font-semibold">{screen}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
