import { CHAT_TEXTS } from '@kindred/contract/conversations';

/** SPEC 4 Chat: '{name} is typing...' while the other member types. Announced politely. */
export function TypingIndicator({ name, typing }: { name: string; typing: boolean }) {
  return (
    <div aria-live="polite" className="min-h-7 pt-2">
      {typing && (
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-xs font-medium text-stone-600 shadow-sm dark:bg-stone-800 dark:text-stone-300">
          <span aria-hidden="true" className="flex gap-0.5">
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-rose-500 [animation-delay:-0.3s]" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-rose-500 [animation-delay:-0.15s]" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-rose-500" />
          </span>
          {CHAT_TEXTS.typing(name)}
        </p>
      )}
    </div>
  );
}
