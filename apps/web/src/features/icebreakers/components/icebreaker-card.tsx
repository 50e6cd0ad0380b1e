import { Bookmark, BookmarkCheck, Send, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { Icebreaker } from '@kindred/contract/icebreaker-schemas';
import { ICEBREAKER_CATEGORY_LABELS, ICEBREAKERS_TEXTS } from '@kindred/contract/icebreakers-screen';
import { Button } from '@/components/ui/button';

interface IcebreakerCardProps {
  icebreaker: Icebreaker;
  onToggleSave: (icebreaker: Icebreaker) => void;
  onSend: (icebreaker: Icebreaker) => void;
  /** Only the member's own may be deleted (the list confirms first). */
  onDelete?: (icebreaker: Icebreaker) => void;
}

/**
 * SPEC 3 Icebreaker: its text and category, Save/Saved, Send to a match, and Delete for the
 * member's own. The card is named by its text, and each button is described by it.
 */
export function IcebreakerCard({ icebreaker, onToggleSave, onSend, onDelete }: IcebreakerCardProps) {
  const textId = useId();
  const { isSaved } = icebreaker;
  return (
    <li
      aria-labelledby={textId}
      className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-rose-50 px-2.5 py-1 text-rose-700 dark:bg-rose-950/60 dark:text-rose-200">
          {ICEBREAKER_CATEGORY_LABELS[icebreaker.categoryId]}
        </span>
        {icebreaker.isCustom && (
          <span className="rounded-full bg-amber-50 px-2.5 py-1 text-amber-800 dark:bg-amber-950/60 dark:text-amber-200">
            {ICEBREAKERS_TEXTS.custom}
          </span>
        )}
      </div>
      <p
        id={textId}
        className="mt-3 flex-1 text-lg leading-snug font-medium break-words text-stone-900 dark:text-stone-100"
      >
        {icebreaker.text}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={isSaved ? 'secondary' : 'outline'}
          aria-pressed={isSaved}
          aria-describedby={textId}
          onClick={() => onToggleSave(icebreaker)}
        >
          {isSaved ? (
            <BookmarkCheck aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Bookmark aria-hidden="true" className="h-4 w-4" />
          )}
          {isSaved ? ICEBREAKERS_TEXTS.saved : ICEBREAKERS_TEXTS.save}
        </Button>
        <Button size="sm" aria-describedby={textId} onClick={() => onSend(icebreaker)}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {ICEBREAKERS_TEXTS.sendToMatch}
        </Button>
        {onDelete && (
          <Button size="sm" variant="ghost" aria-describedby={textId} onClick={() => onDelete(icebreaker)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {ICEBREAKERS_TEXTS.delete}
          </Button>
        )}
      </div>
    </li>
  );
}
