import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { DragEvent } from 'react';
import { PHOTO_TEXTS } from '@kindred/contract/member-screens';
import { photoProps } from '@/lib/photo-srcset';

interface PhotoTileProps {
  url: string;
  index: number;
  count: number;
  busy: boolean;
  dragOver: boolean;
  onRemove: () => void;
  onMove: (to: number) => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
}

const iconButton =
  'hit-area flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:opacity-50 ' +
  'dark:bg-stone-900/90 dark:text-stone-100 dark:hover:bg-stone-900';

/** One photo: 'Main' on the first, remove, and move left/right (the keyboard way to reorder). */
export function PhotoTile({ url, index, count, busy, dragOver, onRemove, onMove, ...drag }: PhotoTileProps) {
  const number = index + 1;
  return (
    <li
      draggable={!busy}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      onDragEnd={drag.onDragEnd}
      className={clsx(
        'relative aspect-[3/4] overflow-hidden rounded-xl bg-stone-100 dark:bg-stone-800',
        !busy && 'cursor-grab active:cursor-grabbing',
        dragOver && 'ring-4 ring-rose-400',
      )}
    >
      <img
        {...photoProps(url, { width: 240, height: 300, sizes: '(min-width: 768px) 240px, 33vw' })}
        alt={PHOTO_TEXTS.photoAlt(number)}
        draggable={false}
        className="h-full w-full object-cover"
      />
      {index === 0 && (
        <span className="absolute top-2 left-2 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-semibold text-white shadow">
          {PHOTO_TEXTS.mainPhoto}
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        disabled={busy}
        aria-label={PHOTO_TEXTS.removePhoto(number)}
        className={clsx(iconButton, 'absolute top-1.5 right-1.5')}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
      <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between">
        {index > 0 ? (
          <button
            type="button"
            onClick={() => onMove(index - 1)}
            disabled={busy}
            aria-label={PHOTO_TEXTS.moveLeft(number)}
            className={clsx(iconButton, 'relative')}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : (
          <span />
        )}
        {index < count - 1 && (
          <button
            type="button"
            onClick={() => onMove(index + 1)}
            disabled={busy}
            aria-label={PHOTO_TEXTS.moveRight(number)}
            className={clsx(iconButton, 'relative')}
          >
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>
    </li>
  );
}
