import { CalendarHeart, ChevronRight, Gauge, MessageCircleHeart, UserRoundPen } from 'lucide-react';
import { ASSISTANT_PANELS, ASSISTANT_TEXTS, type AssistantPanel } from '@kindred/contract/dating-assistant';

const icons = {
  starters: MessageCircleHeart,
  dateIdeas: CalendarHeart,
  profile: UserRoundPen,
  compatibility: Gauge,
} satisfies Record<AssistantPanel, unknown>;

/** The assistant's start: the four panels of SPEC 2. */
export function AssistantPanelMenu({ onChoose }: { onChoose: (panel: AssistantPanel) => void }) {
  return (
    <>
      <p className="text-stone-700 dark:text-stone-300">{ASSISTANT_TEXTS.intro}</p>
      <ul className="mt-4 space-y-2">
        {ASSISTANT_PANELS.map((panel) => {
          const Icon = icons[panel];
          return (
            <li key={panel}>
              <button
                type="button"
                onClick={() => onChoose(panel)}
                className="flex w-full items-center gap-3 rounded-2xl border border-stone-200 px-4 py-3 text-left font-semibold text-stone-900 hover:border-rose-300 hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:border-stone-700 dark:text-stone-100 dark:hover:border-rose-700 dark:hover:bg-stone-800"
              >
                <Icon aria-hidden="true" className="h-5 w-5 text-rose-600 dark:text-rose-400" />
                <span className="flex-1">{ASSISTANT_TEXTS.panels[panel]}</span>
                <ChevronRight aria-hidden="true" className="h-4 w-4 text-stone-500" />
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
