import { Sparkles, Star } from 'lucide-react';
import { clsx } from 'clsx';
import { DAILY_PICK_TEXTS, type DailyPickKind } from '@kindred/contract/daily-pick';

/**
 * For You's first card when it is the member's pick of the day (decision 105), over its photo:
 * "Most Compatible" in amber when the two are each other's pick, a plainer white "Your best fit
 * today" when the pick is one-way. What each means is said to screen readers.
 */
export function DailyPickMarker({ kind, className }: { kind: DailyPickKind; className: string }) {
  const mutual = kind === 'mutual';
  const Icon = mutual ? Sparkles : Star;
  return (
    <span
      data-daily-pick={kind}
      className={clsx(className, mutual ? 'bg-amber-300 text-amber-950' : 'bg-white/90 text-stone-800')}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" fill={mutual ? 'none' : 'currentColor'} />
      <span>{mutual ? DAILY_PICK_TEXTS.mutual : DAILY_PICK_TEXTS.oneWay}</span>
      <span className="sr-only">: {mutual ? DAILY_PICK_TEXTS.mutualHint : DAILY_PICK_TEXTS.oneWayHint}</span>
    </span>
  );
}
