import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconCircle } from './icon-circle';

interface EmptyStateProps {
  icon: LucideIcon;
  iconTone?: 'rose' | 'emerald';
  title: string;
  description?: string;
  /** 'wide' fills the list area; 'narrow' is a centred card of its own. */
  width?: 'wide' | 'narrow';
  /** The way out, under the text: a button or a link. */
  children?: ReactNode;
}

/** A dashed card saying there is nothing to show, and why. */
export function EmptyState({ icon, iconTone, title, description, width = 'wide', children }: EmptyStateProps) {
  const narrow = width === 'narrow';
  return (
    <div
      className={clsx(
        'flex flex-col items-center border border-dashed border-stone-300 bg-white px-6 py-12 text-center dark:border-stone-700 dark:bg-stone-900',
        narrow ? 'mx-auto max-w-md rounded-3xl' : 'rounded-2xl',
      )}
    >
      <IconCircle icon={icon} tone={iconTone} />
      <h2 className="mt-4 text-xl font-bold text-stone-900 dark:text-stone-100">{title}</h2>
      {description && (
        <p className={clsx('mt-1 text-stone-600 dark:text-stone-400', !narrow && 'max-w-sm')}>{description}</p>
      )}
      {children}
    </div>
  );
}
