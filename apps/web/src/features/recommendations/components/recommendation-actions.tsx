import { clsx } from 'clsx';
import { Heart, Lock, Star, X } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { DISCOVERY_TEXTS, type InteractionStatus } from '@kindred/contract/discovery';
import { PAID_TEXTS } from '@kindred/contract/paid-markers';
import { UNDO_TEXTS } from '@kindred/contract/undo';
import type { PlanId } from '@kindred/contract/plans';
import { Spinner } from '@/components/ui/spinner';

interface RecommendationActionsProps {
  name: string;
  /** The status being sent, if any: its button spins and all three wait. */
  pending: InteractionStatus | null;
  onAct: (status: InteractionStatus) => void;
  /** Actions the member's plan does not cover now, with the plan that does: marked before the tap. */
  needsPlan?: Partial<Record<InteractionStatus, PlanId>>;
  /**
   * The plan's tag on a locked action ("Gold"). Only on the card in reach: one upsell in view at a
   * time (issue 38); the lock and the button's name still mark it on every card.
   */
  planTag?: boolean;
  /** The arrow keys act on this card (issue 38): said on each button. */
  keyShortcuts?: boolean;
}

interface Action {
  status: InteractionStatus;
  text: string;
  label: (name: string) => string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  className: string;
}

const ACTIONS: readonly Action[] = [
  {
    status: 'dislike',
    text: DISCOVERY_TEXTS.dislike,
    label: DISCOVERY_TEXTS.passMember,
    Icon: X,
    className:
      'border border-stone-300 bg-white text-stone-700 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200 dark:hover:bg-stone-800',
  },
  {
    status: 'superlike',
    text: DISCOVERY_TEXTS.superLike,
    label: DISCOVERY_TEXTS.superLikeMember,
    Icon: Star,
    className:
      'border border-sky-200 bg-sky-50 text-sky-800 hover:bg-sky-100 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-200 dark:hover:bg-sky-900/60',
  },
  {
    status: 'like',
    text: DISCOVERY_TEXTS.like,
    label: DISCOVERY_TEXTS.likeMember,
    Icon: Heart,
    className: 'bg-rose-600 text-white shadow-sm hover:bg-rose-700',
  },
];

/** Pass, Super Like and Like; each button names the member, since the page holds many cards. */
export function RecommendationActions({
  name,
  pending,
  onAct,
  needsPlan = {},
  keyShortcuts = false,
  planTag = true,
}: RecommendationActionsProps) {
  return (
    <div className="grid grid-cols-[1fr_1.3fr_1fr] gap-2">
      {ACTIONS.map(({ status, text, label, Icon, className }) => {
        const plan = needsPlan[status];
        // The plan's tag sits beside the button, not in it: the button's visible text ('Super Like')
        // stays inside its name ('Super Like Ana (Gold)'), as WCAG 2.5.3 asks.
        return (
          <div key={status} className="relative flex min-w-0">
            <button
              type="button"
              aria-label={plan ? PAID_TEXTS.needsPlan(label(name), plan) : label(name)}
              aria-busy={pending === status || undefined}
              aria-keyshortcuts={keyShortcuts ? UNDO_TEXTS.keys[status] : undefined}
              disabled={pending !== null}
              onClick={() => onAct(status)}
              className={clsx(
                'inline-flex h-11 w-full min-w-0 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold whitespace-nowrap transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-stone-900',
                'disabled:cursor-not-allowed disabled:opacity-60',
                className,
              )}
            >
              {pending === status ? (
                <Spinner size="sm" decorative />
              ) : plan ? (
                <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
              ) : (
                <Icon
                  aria-hidden="true"
                  className="h-4 w-4 shrink-0"
                  fill={status === 'dislike' ? 'none' : 'currentColor'}
                />
              )}
              {text}
            </button>
            {plan && planTag && (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute -top-2 right-2 rounded-full bg-amber-400 px-1.5 py-px text-[0.625rem] leading-tight font-bold text-stone-950 shadow-sm"
              >
                {PAID_TEXTS.planMark(plan)}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
