import { ShieldAlert } from 'lucide-react';
import { SAFETY_MESSAGES } from '@kindred/contract/safety';

/** What a member who is not a moderator sees at /moderation. */
export function ModeratorsOnly() {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
      <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p className="font-semibold">{SAFETY_MESSAGES.moderatorsOnly}</p>
    </div>
  );
}
