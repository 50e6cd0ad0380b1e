import { Clock, MapPin } from 'lucide-react';
import { ASSISTANT_TEXTS } from '@kindred/contract/dating-assistant';
import { costLabel, DATE_IDEAS } from '@kindred/contract/date-ideas';
import { useCyclingWindow } from '../hooks/use-cycling-window';
import { MoreButton } from './more-button';

const SHOWN = 3;

/** Date Ideas, from the app's date idea catalogue. */
export function DateIdeasPanel() {
  const { shown, next } = useCyclingWindow(DATE_IDEAS, SHOWN);
  return (
    <>
      <p className="text-stone-700 dark:text-stone-300">{ASSISTANT_TEXTS.dateIdeasIntro}</p>
      <ul className="mt-3 space-y-3" aria-live="polite">
        {shown.map((idea) => (
          <li key={idea.id} className="rounded-2xl border border-stone-200 px-4 py-3 dark:border-stone-700">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="font-semibold text-stone-900 dark:text-stone-100">{idea.title}</h3>
              <span className="text-sm font-bold text-emerald-700 dark:text-emerald-300">
                <span aria-hidden="true">{costLabel(idea.cost)}</span>
                <span className="sr-only">{ASSISTANT_TEXTS.dateIdeaCost(costLabel(idea.cost), idea.cost)}</span>
              </span>
            </div>
            <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{idea.description}</p>
            <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600 dark:text-stone-400">
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                {idea.time}
              </span>
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="h-3.5 w-3.5" />
                {idea.location}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <MoreButton label={ASSISTANT_TEXTS.moreDateIdeas} onClick={next} />
    </>
  );
}
