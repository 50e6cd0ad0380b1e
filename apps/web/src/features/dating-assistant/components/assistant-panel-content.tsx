import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ASSISTANT_TEXTS, type AssistantPanel } from '@kindred/contract/dating-assistant';
import { ROUTES } from '@kindred/contract/routes';
import { CompatibilityPanel } from './compatibility-panel';
import { DateIdeasPanel } from './date-ideas-panel';
import { ProfileTipsPanel } from './profile-tips-panel';
import { StartersPanel } from './starters-panel';

const panels = {
  starters: StartersPanel,
  dateIdeas: DateIdeasPanel,
  profile: ProfileTipsPanel,
  compatibility: CompatibilityPanel,
} satisfies Record<AssistantPanel, unknown>;

/** One open panel, with the way back to the four topics and to sign-up. */
export function AssistantPanelContent({ panel, onBack }: { panel: AssistantPanel; onBack: () => void }) {
  const Panel = panels[panel];
  return (
    <>
      <button
        type="button"
        onClick={onBack}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-rose-700 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {ASSISTANT_TEXTS.back}
      </button>
      <Panel />
      <Link
        to={ROUTES.register}
        className="mt-5 block text-sm font-semibold text-rose-700 underline hover:text-rose-800 dark:text-rose-300 dark:hover:text-rose-200"
      >
        {ASSISTANT_TEXTS.signUp}
      </Link>
    </>
  );
}
