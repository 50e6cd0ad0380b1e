import { MATCH_TEXTS } from '@kindred/contract/matches';
import { InterestIcon } from './interest-icon';

/** SPEC 2: the first `shown` interests, each with its icon (SPEC 3), then '+N more'. */
export function CardInterests({ interests, shown }: { interests: readonly string[]; shown: number }) {
  if (interests.length === 0) return null;
  const first = interests.slice(0, shown);
  const more = interests.length - first.length;
  return (
    <ul aria-label={MATCH_TEXTS.interests} className="flex flex-wrap gap-1.5">
      {first.map((interest) => (
        <li
          key={interest}
          className="inline-flex items-center gap-1 rounded-full bg-rose-50 px-2.5 py-1 text-xs font-medium text-rose-800 dark:bg-rose-950/50 dark:text-rose-200"
        >
          <InterestIcon interest={interest} className="h-3.5 w-3.5 shrink-0" />
          {interest}
        </li>
      ))}
      {more > 0 && (
        <li className="inline-flex items-center px-1.5 py-1 text-xs font-medium text-stone-600 dark:text-stone-400">
          {MATCH_TEXTS.moreInterests(more)}
        </li>
      )}
    </ul>
  );
}
