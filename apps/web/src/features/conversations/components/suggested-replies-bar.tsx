import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { CHAT_TEXTS } from '@kindred/contract/conversations';

/** SPEC 4 Chat: replies to the match's last message; choosing one puts it in the box to edit or send. */
export function SuggestedRepliesBar({
  replies,
  onChoose,
}: {
  replies: readonly string[];
  onChoose: (reply: string) => void;
}) {
  const headingId = useId();
  if (replies.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-stone-100 bg-white px-3 pt-2 sm:px-4 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={headingId} className="flex items-center gap-1 text-xs font-semibold text-stone-600 dark:text-stone-400">
        <Sparkles aria-hidden="true" className="h-3.5 w-3.5 text-rose-600 dark:text-rose-400" />
        {CHAT_TEXTS.suggestedReplies}
      </h2>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-2">
        {replies.map((reply) => (
          <li key={reply} className="shrink-0">
            <button
              type="button"
              onClick={() => onChoose(reply)}
              className="hit-area relative rounded-full border border-rose-200 bg-rose-50 px-3.5 py-1.5 text-sm whitespace-nowrap text-rose-800 transition-colors hover:border-rose-300 hover:bg-rose-100 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:border-rose-900 dark:bg-rose-950/50 dark:text-rose-200 dark:hover:bg-rose-900/60"
            >
              {reply.trim()}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
