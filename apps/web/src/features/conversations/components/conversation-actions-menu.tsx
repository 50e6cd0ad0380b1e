import { Archive, ArchiveRestore, EllipsisVertical, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { CONVERSATION_TEXTS } from '@kindred/contract/conversations';
import { useDismiss } from '@/lib/use-dismiss';

interface ConversationActionsMenuProps {
  name: string;
  archived: boolean;
  onArchive: () => void;
  onDelete: () => void;
}

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500';

/** A row's own menu: Archive (or Unarchive) and Delete. Escape or a click elsewhere closes it. */
export function ConversationActionsMenu({ name, archived, onArchive, onDelete }: ConversationActionsMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(rootRef, open, () => setOpen(false), buttonRef);

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        aria-label={CONVERSATION_TEXTS.actionsLabel(name)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="hit-area relative flex h-10 w-10 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-stone-100"
      >
        <EllipsisVertical aria-hidden="true" className="h-5 w-5" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={CONVERSATION_TEXTS.actionsLabel(name)}
          className="absolute top-full right-0 z-20 mt-1 w-44 rounded-xl border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          <button
            type="button"
            role="menuitem"
            autoFocus
            onClick={() => choose(onArchive)}
            className={`${itemClass} text-stone-800 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800`}
          >
            {archived ? (
              <ArchiveRestore aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Archive aria-hidden="true" className="h-4 w-4" />
            )}
            {archived ? CONVERSATION_TEXTS.unarchive : CONVERSATION_TEXTS.archive}
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => choose(onDelete)}
            className={`${itemClass} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {CONVERSATION_TEXTS.delete}
          </button>
        </div>
      )}
    </div>
  );
}
