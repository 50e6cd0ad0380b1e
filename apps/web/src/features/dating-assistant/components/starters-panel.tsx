import { LIMITS } from '@kindred/contract/constants';
import { ASSISTANT_TEXTS } from '@kindred/contract/dating-assistant';
import { ICEBREAKERS } from '@kindred/contract/icebreakers';
import { useCyclingWindow } from '../hooks/use-cycling-window';
import { MoreButton } from './more-button';

/** Conversation Starters: up to 3 at a time (SPEC 9), from the icebreaker catalogue. */
export function StartersPanel() {
  const { shown, next } = useCyclingWindow(ICEBREAKERS, LIMITS.conversationStarters);
  return (
    <>
      <p className="text-stone-700 dark:text-stone-300">{ASSISTANT_TEXTS.startersIntro}</p>
      <ul className="mt-3 space-y-2" aria-live="polite">
        {shown.map((starter) => (
          <li
            key={starter.id}
            className="rounded-2xl bg-rose-50 px-4 py-3 text-stone-900 dark:bg-rose-950/40 dark:text-stone-100"
          >
            {starter.text}
          </li>
        ))}
      </ul>
      <MoreButton label={ASSISTANT_TEXTS.moreStarters} onClick={next} />
    </>
  );
}
