import { clsx } from 'clsx';
import { Link } from 'react-router';
import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { ROUTES } from '@kindred/contract/routes';
import { VERIFICATION_TEXTS } from '@kindred/contract/verification';

const SECTIONS = [
  { id: 'reports', to: ROUTES.moderation, label: VERIFICATION_TEXTS.reportsLink },
  { id: 'verifications', to: ROUTES.moderationVerifications, label: VERIFICATION_TEXTS.verificationsLink },
  { id: 'appeals', to: ROUTES.moderationAppeals, label: MODERATION_DECISION_TEXTS.tabs.appeals },
  { id: 'audit', to: ROUTES.moderationAudit, label: MODERATION_DECISION_TEXTS.tabs.audit },
] as const;

/** The moderators' queues and the audit log, one link each; the current one marked. */
export function ModerationSections({ current }: { current: (typeof SECTIONS)[number]['id'] }) {
  return (
    <nav aria-label={VERIFICATION_TEXTS.moderationSections} className="flex flex-wrap gap-2">
      {SECTIONS.map((section) => (
        <Link
          key={section.id}
          to={section.to}
          aria-current={section.id === current ? 'page' : undefined}
          className={clsx(
            'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold',
            section.id === current
              ? 'bg-rose-600 text-white'
              : 'bg-stone-100 text-stone-800 hover:bg-stone-200 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700',
          )}
        >
          {section.label}
        </Link>
      ))}
    </nav>
  );
}
