import { LANDING } from '@kindred/contract/screens';
import { SectionHeading } from './section-heading';

/** SPEC 2 Landing 3: four steps (id how-it-works). */
export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="scroll-mt-20 bg-rose-50/60 py-16 sm:py-24 dark:bg-rose-950/30"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-it-works-heading" title={LANDING.howItWorksHeading} />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {LANDING.steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-rose-100 dark:bg-stone-900 dark:ring-rose-900"
            >
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-rose-600 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900 dark:text-stone-100">{step.title}</h3>
              <p className="mt-2 text-stone-700 dark:text-stone-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
