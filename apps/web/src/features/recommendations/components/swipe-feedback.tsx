import { clsx } from 'clsx';
import { Heart, RotateCcw, Star, X } from 'lucide-react';
import type { InteractionStatus } from '@kindred/contract/discovery';
import { UNDO_TEXTS } from '@kindred/contract/undo';
import { Button } from '@/components/ui/button';

export interface SwipeFeedbackState {
  name: string;
  status: InteractionStatus;
  /** offered: Undo is on offer; undoing: sent; undone: the card is back; failed: `message` says why. */
  phase: 'offered' | 'undoing' | 'undone' | 'failed';
  message?: string;
}

interface SwipeFeedbackProps {
  feedback: SwipeFeedbackState | null;
  onUndo: () => void;
}

const ICONS = { like: Heart, superlike: Star, dislike: X } as const;

/**
 * What the last action did, in a live region fixed above the action bar (issue 38): "Liked Ana"
 * with Undo for a few seconds. It slides in, unless the member asked for less motion.
 */
export function SwipeFeedback({ feedback, onUndo }: SwipeFeedbackProps) {
  const Icon = feedback ? ICONS[feedback.status] : null;
  const text = !feedback
    ? null
    : feedback.phase === 'undone'
      ? UNDO_TEXTS.undone(feedback.name)
      : feedback.phase === 'failed'
        ? (feedback.message ?? UNDO_TEXTS.undoFailed)
        : UNDO_TEXTS.done(feedback.status, feedback.name);
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(10rem+env(safe-area-inset-bottom))] z-30 flex justify-center px-4 lg:bottom-8"
    >
      {feedback && Icon && (
        <div
          key={`${feedback.name}-${feedback.status}-${feedback.phase}`}
          className={clsx(
            'pointer-events-auto flex max-w-md items-center gap-3 rounded-full bg-stone-900 py-2 pr-2 pl-4 text-sm font-semibold text-white shadow-lg dark:bg-stone-100 dark:text-stone-900',
            'transition duration-300 ease-out starting:translate-y-3 starting:opacity-0 motion-reduce:transition-none',
          )}
        >
          <Icon
            aria-hidden="true"
            className={clsx('h-4 w-4 shrink-0', feedback.status === 'dislike' ? 'text-stone-300' : 'text-rose-400')}
            fill={feedback.status === 'dislike' ? 'none' : 'currentColor'}
          />
          <span className="min-w-0 truncate">{text}</span>
          {(feedback.phase === 'offered' || feedback.phase === 'undoing') && (
            <Button
              size="sm"
              variant="secondary"
              busy={feedback.phase === 'undoing'}
              aria-label={UNDO_TEXTS.undoAction(feedback.status, feedback.name)}
              onClick={onUndo}
            >
              {feedback.phase !== 'undoing' && <RotateCcw aria-hidden="true" className="h-4 w-4" />}
              {UNDO_TEXTS.undo}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
