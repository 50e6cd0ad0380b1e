import { CalendarHeart, MessageCircleHeart, ShieldCheck, Sparkles } from 'lucide-react';
import { LANDING } from '@kindred/contract/screens';
import { SectionHeading } from './section-heading';

const icons = [ShieldCheck, Sparkles, MessageCircleHeart, CalendarHeart];

/** SPEC 2 Landing 2: four feature cards (id features). */
export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="scroll-mt-20 bg-white py-16 sm:py-24 dark:bg-stone-900"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-heading" title={LANDING.featuresHeading} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {LANDING.features.map((feature, index) => {
            const Icon = icons[index] ?? Sparkles;
            return (
              <li
                key={feature.title}
                className="rounded-2xl border border-stone-200 bg-stone-50/60 p-6 dark:border-stone-700 dark:bg-stone-800/60"
              >
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-stone-900 dark:text-stone-100">{feature.title}</h3>
                <p className="mt-2 text-stone-700 dark:text-stone-300">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
