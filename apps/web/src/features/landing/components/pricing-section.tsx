import { Link } from 'react-router';
import { PLANS } from '@kindred/contract/plans';
import { PRICING_TEXTS } from '@kindred/contract/landing';
import { ROUTES } from '@kindred/contract/routes';
import { LANDING } from '@kindred/contract/screens';
import { buttonClasses } from '@/components/ui/button-classes';
import { SectionHeading } from './section-heading';

/** The nav's Pricing anchor (id pricing): the four plans of SPEC 9, as /subscription sells them. */
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
          {PLANS.map((plan) => {
            const yearly = plan.billingOptions.find((option) => option.months === 12);
            return (
              <li
                key={plan.id}
                className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-rose-100 dark:bg-stone-900 dark:ring-rose-900"
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-lg font-semibold text-stone-900 dark:text-stone-100">{plan.name}</h3>
                  {plan.savingsBadge && (
                    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                      {PRICING_TEXTS.save(plan.savingsBadge)}
                    </span>
                  )}
                </div>
                <p className="mt-2 text-3xl font-bold text-stone-900 dark:text-stone-100">
                  {plan.price === 0 ? LANDING.free : `$${plan.price}`}
                  {plan.price > 0 && (
                    <span className="text-base font-medium text-stone-600 dark:text-stone-400">{LANDING.perMonth}</span>
                  )}
                </p>
                {yearly && (
                  <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
                    {PRICING_TEXTS.billedYearly(yearly.pricePerMonth, yearly.totalPrice)}
                  </p>
                )}
                <p className="mt-3 text-stone-700 dark:text-stone-300">{plan.description}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <Link to={ROUTES.register} className={buttonClasses('primary', 'lg')}>
            {PRICING_TEXTS.startFree}
          </Link>
          <p className="text-sm text-stone-600 dark:text-stone-400">{PRICING_TEXTS.comparePlans}</p>
        </div>
      </div>
    </section>
  );
}
