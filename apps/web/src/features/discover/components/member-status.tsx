import { clsx } from 'clsx';
import { BadgeCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { formatRelativeTime } from '@/lib/format-relative-time';

/** The blue tick beside a verified member's name. */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span role="img" aria-label={DISCOVERY_TEXTS.verified} title={DISCOVERY_TEXTS.verified} className="shrink-0">
      <BadgeCheck aria-hidden="true" className={clsx('h-5 w-5 text-sky-600 dark:text-sky-400', className)} />
    </span>
  );
}

/** 'Online now' with a green dot, or the relative last-active time; nothing when activity is hidden. */
export function ActivityStatus({
  isOnline,
  lastActive,
  className,
}: {
  isOnline: boolean;
  lastActive: string | null;
  className?: string;
}) {
  if (isOnline) {
    return (
      <p
        className={clsx(
          'flex items-center gap-1.5 text-xs font-medium text-emerald-700 dark:text-emerald-300',
          className,
        )}
      >
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500 ring-2 ring-emerald-500/25" />
        {DISCOVERY_TEXTS.online}
      </p>
    );
  }
  if (!lastActive) return null;
  return (
    <p className={clsx('flex items-center gap-1.5 text-xs text-stone-600 dark:text-stone-400', className)}>
      <Clock aria-hidden="true" className="h-3.5 w-3.5" />
      <span className="sr-only">{DISCOVERY_TEXTS.lastActive}: </span>
      <time dateTime={lastActive}>{formatRelativeTime(lastActive)}</time>
    </p>
  );
}

/** A small label drawn over a photo ('87% match', 'Likes you', 'Liked'). */
export function PhotoBadge({ children, tone = 'light' }: { children: ReactNode; tone?: 'light' | 'rose' }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold shadow',
        tone === 'rose'
          ? 'bg-rose-600 text-white'
          : 'bg-white/95 text-rose-700 dark:bg-stone-900/90 dark:text-rose-300',
      )}
    >
      {children}
    </span>
  );
}
