import { PLANS } from '@kindred/contract/plans';
import { LANDING } from '@kindred/contract/screens';
import { SectionHeading } from './section-heading';

/** The nav's Pricing anchor (id pricing): the four plans in brief. */
export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="scroll-mt-20 bg-rose-50/60 py-16 sm:py-24 dark:bg-rose-950/30"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-heading" title={LANDING.pricingHeading} text={LANDING.pricingText} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((plan) => (
            <li
              key={plan.id}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-rose-100 dark:bg-stone-900 dark:ring-rose-900"
            >
              <h3 className="text-lg font-semibold text-stone-900 dark:text-stone-100">{plan.name}</h3>
              <p className="mt-2 text-3xl font-bold text-stone-900 dark:text-stone-100">
                {plan.price === 0 ? LANDING.free : `$${plan.price}`}
                {plan.price > 0 && (
                  <span className="text-base font-medium text-stone-600 dark:text-stone-400">{LANDING.perMonth}</span>
                )}
              </p>
              <p className="mt-3 text-stone-700 dark:text-stone-300">{plan.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
