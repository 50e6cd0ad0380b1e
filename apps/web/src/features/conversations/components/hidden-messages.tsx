import { ChevronDown, EyeOff } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { HIDDEN_WORDS_TEXTS } from '@kindred/contract/hidden-words';
import type { ChatItem } from '../lib/chat-items';

interface HiddenMessagesProps {
  items: readonly ChatItem[];
  /** One message as the thread draws it. */
  renderItem: (item: ChatItem) => ReactNode;
}

/**
 * Decision 085: messages the member's Hidden Words hid wait at the end of the conversation,
 * collapsed under "Hidden by your words" with their count, until the member asks to see them.
 */
export function HiddenMessages({ items, renderItem }: HiddenMessagesProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-dashed border-stone-300 p-3 dark:border-stone-700"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-stone-700 dark:text-stone-300">
        <EyeOff aria-hidden="true" className="h-4 w-4" />
        {HIDDEN_WORDS_TEXTS.section} ({items.length})
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="mt-2 inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-rose-700 hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300 dark:hover:bg-rose-950/50"
      >
        {open ? HIDDEN_WORDS_TEXTS.hide : HIDDEN_WORDS_TEXTS.show(items.length)}
        <ChevronDown aria-hidden="true" className={open ? 'h-4 w-4 rotate-180' : 'h-4 w-4'} />
      </button>
      {open && (
        <ol id={listId} className="mt-3 space-y-2">
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
