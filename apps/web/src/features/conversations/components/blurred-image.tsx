import { Ban, EyeOff, Flag } from 'lucide-react';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { photoPlaceholderUrl } from '@/lib/photo-placeholder-url';

interface BlurredImageProps {
  senderName: string;
  /** The image's ThumbHash: a few colours in its place, never the image itself. */
  placeholder: string | null;
  mayContainNudity: boolean;
  onView: () => void;
  onReport: () => void;
  onBlock: () => void;
}

const SMALL_BUTTON =
  'hit-area relative inline-flex items-center gap-1 rounded-full border border-white/80 px-3 py-1 text-sm font-semibold text-white hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';

/**
 * Issue 32 (decision 088): an image the server marks blurred for this member. The image itself is
 * not loaded until they tap to view it: in its place its ThumbHash, blurred further, under "Tap to
 * view" with Report and Block beside it, and "This image may contain nudity" when the classifier
 * flagged it.
 */
export function BlurredImage({
  senderName,
  placeholder,
  mayContainNudity,
  onView,
  onReport,
  onBlock,
}: BlurredImageProps) {
  const background = photoPlaceholderUrl(placeholder ?? undefined);
  return (
    <div className="relative h-60 w-72 max-w-full overflow-hidden bg-gradient-to-br from-stone-400 to-stone-600">
      {background && (
        <div
          aria-hidden="true"
          className="absolute inset-0 scale-125 bg-cover bg-center blur-xl"
          style={{ backgroundImage: `url("${background}")` }}
        />
      )}
      <div
        role="img"
        aria-label={CHAT_TEXTS.blurredImageAlt(senderName)}
        className="absolute inset-0 bg-stone-950/55"
      />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white">
        <EyeOff aria-hidden="true" className="h-6 w-6" />
        {mayContainNudity && <p className="text-sm font-semibold">{CHAT_TEXTS.mayContainNudity}</p>}
        <button
          type="button"
          onClick={onView}
          className="min-h-11 rounded-full bg-white px-5 font-semibold text-stone-900 shadow hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-stone-900 focus-visible:outline-none"
        >
          {CHAT_TEXTS.tapToView}
        </button>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={onReport}
            aria-label={CHAT_TEXTS.reportMessageLabel(senderName)}
            className={SMALL_BUTTON}
          >
            <Flag aria-hidden="true" className="h-3.5 w-3.5" />
            {CHAT_TEXTS.reportMessage}
          </button>
          <button
            type="button"
            onClick={onBlock}
            aria-label={CHAT_TEXTS.blockSenderLabel(senderName)}
            className={SMALL_BUTTON}
          >
            <Ban aria-hidden="true" className="h-3.5 w-3.5" />
            {CHAT_TEXTS.blockSender}
          </button>
        </div>
      </div>
    </div>
  );
}
