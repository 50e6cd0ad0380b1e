import { CornerUpLeft, X } from 'lucide-react';
import { MESSAGE_ACTIONS_TEXTS } from '@kindred/contract/message-actions';
import type { ChatItem } from '../lib/chat-items';

/** Above the composer while the member writes a reply (decision 108): what it answers, and Cancel. */
export function ReplyDraftBar({ item, name, onCancel }: { item: ChatItem; name: string; onCancel: () => void }) {
  const preview = item.content || (item.imageUrl ? MESSAGE_ACTIONS_TEXTS.photo : '');
  return (
    <div className="flex items-center gap-3 border-t border-stone-200 bg-white px-4 py-2 dark:border-stone-700 dark:bg-stone-900">
      <CornerUpLeft aria-hidden="true" className="h-4 w-4 shrink-0 text-rose-600 dark:text-rose-400" />
      <div className="min-w-0 flex-1 border-l-4 border-rose-400 pl-2 text-sm">
        <p className="font-semibold text-stone-900 dark:text-stone-100">{MESSAGE_ACTIONS_TEXTS.replyingTo(name)}</p>
        <p className="truncate text-stone-600 dark:text-stone-400">{preview}</p>
      </div>
      <button
        type="button"
        onClick={onCancel}
        aria-label={MESSAGE_ACTIONS_TEXTS.cancelReply}
        className="hit-area relative flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-400 dark:hover:bg-stone-800"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
