import { CircleCheck } from 'lucide-react';
import { ASSISTANT_TEXTS } from '@kindred/contract/dating-assistant';

/** Profile Enhancement: tips that follow the app's own rules (photos, bio, interests, questions). */
export function ProfileTipsPanel() {
  return (
    <>
      <p className="text-stone-700 dark:text-stone-300">{ASSISTANT_TEXTS.profileIntro}</p>
      <ul className="mt-3 space-y-3">
        {ASSISTANT_TEXTS.profileTips.map((tip) => (
          <li key={tip} className="flex gap-2 text-sm text-stone-800 dark:text-stone-200">
            <CircleCheck
              aria-hidden="true"
              className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            />
            {tip}
          </li>
        ))}
      </ul>
    </>
  );
}
