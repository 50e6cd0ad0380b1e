import { clsx } from 'clsx';
import { Video } from 'lucide-react';
import { CALL_TEXTS } from '@kindred/contract/calls';
import { requestCall } from './call-requests';

/**
 * The camera, once both members have turned video calls on (decision 110): in the chat's header
 * from sm up, and beside the composer on a phone, whose header has no room for a fifth icon
 * (as "Plan a date" does).
 */
export function VideoCallButton({
  matchId,
  name,
  place,
}: {
  matchId: string;
  name: string;
  place: 'header' | 'composer';
}) {
  const label = CALL_TEXTS.startCall(name);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => requestCall({ matchId, name })}
      className={clsx(
        'hit-area h-11 w-11 shrink-0 items-center justify-center rounded-full text-rose-700 hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300 dark:hover:bg-stone-800',
        place === 'header' ? 'hidden sm:flex' : 'flex sm:hidden',
      )}
    >
      <Video aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
