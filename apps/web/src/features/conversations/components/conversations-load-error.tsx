import { CircleAlert } from 'lucide-react';
import { CONVERSATION_MESSAGES } from '@kindred/contract/conversations';
import { Button } from '@/components/ui/button';
import { IconCircle } from '@/components/ui/icon-circle';

/** SPEC 8 Conversations list: the failure under 'Something went wrong', with 'Try again'. */
export function ConversationsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <IconCircle icon={CircleAlert} />
      <h2 className="mt-4 text-xl font-bold text-stone-900 dark:text-stone-100">
        {CONVERSATION_MESSAGES.loadFailedTitle}
      </h2>
      <p className="mt-1 text-stone-600 dark:text-stone-400">{CONVERSATION_MESSAGES.loadFailed}</p>
      <Button className="mt-5" busy={retrying} onClick={onRetry}>
        {CONVERSATION_MESSAGES.tryAgain}
      </Button>
    </div>
  );
}
