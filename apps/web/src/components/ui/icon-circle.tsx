import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

const tones = {
  rose: 'bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300',
  emerald: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300',
};

/** A large icon in a tinted disc, heading an empty or failed state. */
export function IconCircle({ icon: Icon, tone = 'rose' }: { icon: LucideIcon; tone?: keyof typeof tones }) {
  return (
    <span className={clsx('flex h-14 w-14 items-center justify-center rounded-full', tones[tone])}>
      <Icon aria-hidden="true" className="h-7 w-7" />
    </span>
  );
}
