import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { Spinner } from '@/components/ui/spinner';
import type { Draft } from '../hooks/use-chat-sender';

interface ChatComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  onSend: (draft: Draft) => void;
  /** SPEC 5: while a send is in progress, another is not started. */
  sending: boolean;
  /** /messages/{id} offers an image; /conversation/{id} is text only. */
  allowImage: boolean;
  onBlur: () => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** A control before the image button ("Plan a date" on a phone). */
  leading?: ReactNode;
  /** The voice note recorder (decision 109), in the send button's place while there is nothing to send. */
  voice?: ReactNode;
}

/**
 * SPEC 2, 4, 5: 'Type a message...'; Enter sends and Shift+Enter starts a new line; the send
 * button shows once there is something to send; blank text is never sent.
 */
export function ChatComposer({
  text,
  onTextChange,
  onSend,
  sending,
  allowImage,
  onBlur,
  textareaRef,
  leading,
  voice,
}: ChatComposerProps) {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const canSend = text.trim() !== '' || image !== null;

  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend || sending) return;
    onSend({ content: text, image: image?.file ?? null });
    onTextChange('');
    setImage(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const pick = (file: File | undefined) => {
    if (!file || !file.type.startsWith('image/')) return;
    setImage({ file, url: URL.createObjectURL(file) });
    textareaRef.current?.focus();
  };

  return (
    <form
      onSubmit={submit}
      className="border-t border-stone-200 bg-white px-3 py-3 sm:px-4 dark:border-stone-700 dark:bg-stone-900"
    >
      {image && (
        <div className="mb-2 flex items-center gap-2">
          <div className="relative">
            <img
              src={image.url}
              alt={CHAT_TEXTS.attachedImage}
              width={64}
              height={64}
              className="h-16 w-16 rounded-xl object-cover"
            />
            <button
              type="button"
              aria-label={CHAT_TEXTS.removeImage}
              onClick={() => setImage(null)}
              className="absolute -top-2 -right-2 flex h-6 w-6 items-center justify-center rounded-full bg-stone-900 text-white shadow focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:bg-stone-100 dark:text-stone-900"
            >
              <X aria-hidden="true" className="h-3.5 w-3.5" />
            </button>
          </div>
        </div>
      )}
      <div className="relative flex items-end gap-2">
        {leading}
        {allowImage && (
          <>
            <button
              type="button"
              aria-label={CHAT_TEXTS.attachImage}
              title={CHAT_TEXTS.attachImage}
              onClick={() => fileRef.current?.click()}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-rose-300"
            >
              <ImagePlus aria-hidden="true" className="h-5 w-5" />
            </button>
            <input
              ref={fileRef}
              type="file"
              accept="image/*"
              tabIndex={-1}
              aria-hidden="true"
              className="hidden"
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </>
        )}
        <label htmlFor={inputId} className="sr-only">
          {CHAT_TEXTS.inputLabel}
        </label>
        <textarea
          ref={textareaRef}
          id={inputId}
          value={text}
          rows={1}
          maxLength={LIMITS.maxMessageLength}
          placeholder={CHAT_TEXTS.placeholder}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          enterKeyHint="send"
          className="field-sizing-content block max-h-40 min-h-11 w-full resize-none rounded-3xl border border-stone-300 bg-stone-50 px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 hover:border-stone-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:placeholder:text-stone-400"
        />
        {!canSend && voice}
        {canSend && (
          <button
            type="submit"
            aria-label={CHAT_TEXTS.send}
            aria-disabled={sending || undefined}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-rose-600 text-white shadow-sm hover:bg-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-60 dark:focus-visible:ring-offset-stone-900"
          >
            {sending ? <Spinner size="sm" decorative /> : <SendHorizontal aria-hidden="true" className="h-5 w-5" />}
          </button>
        )}
      </div>
    </form>
  );
}
