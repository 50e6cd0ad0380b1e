import { CircleCheck } from 'lucide-react';
import { SAFETY_CENTER_TEXTS } from '@kindred/contract/safety-center';

/** SPEC 2 Safety Center, Safety Tips: advice for dating safely. */
export function SafetyTips() {
  return (
    <div>
      <p className="text-stone-700 dark:text-stone-300">{SAFETY_CENTER_TEXTS.tipsIntro}</p>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        {SAFETY_CENTER_TEXTS.tips.map((tip) => (
          <section
            key={tip.title}
            aria-label={tip.title}
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-stone-900"
          >
            <h3 className="text-lg font-bold text-stone-900 dark:text-stone-100">{tip.title}</h3>
            <ul className="mt-3 space-y-2.5">
              {tip.points.map((point) => (
                <li key={point} className="flex gap-2.5 text-sm text-stone-700 dark:text-stone-300">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 h-4 w-4 shrink-0 text-rose-600 dark:text-rose-400"
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
