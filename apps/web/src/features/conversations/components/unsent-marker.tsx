import { Ban } from 'lucide-react';
import { MESSAGE_ACTIONS_TEXTS } from '@kindred/contract/message-actions';

/** What stays of an unsent message, for both members (decision 108). */
export function UnsentMarker() {
  return (
    <p className="flex items-center gap-1.5 px-4 py-2.5 italic">
      <Ban aria-hidden="true" className="h-3.5 w-3.5" />
      {MESSAGE_ACTIONS_TEXTS.messageUnsent}
    </p>
  );
}
