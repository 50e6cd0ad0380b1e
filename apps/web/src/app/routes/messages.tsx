import { MessagesSquare } from 'lucide-react';
import { MEMBER_MENU, SCREEN_TITLES } from '@kindred/contract/screens';
import { IconCircle } from '@/components/ui/icon-circle';
import { useSession } from '@/features/auth/api/get-session';
import { ConversationsScreen } from '@/features/conversations/components/conversations-screen';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MessagesSplit } from '../layouts/messages-split';

/**
 * SPEC 2 Messages list (/messages). The member layout has made sure of the session. A wide
 * screen keeps the chat's place beside the list.
 */
export default function MessagesPage() {
  useDocumentTitle(SCREEN_TITLES.messages);
  const session = useSession();
  return (
    <MessagesSplit showing="list" list={<ConversationsScreen myId={session.data?.user.id ?? ''} />}>
      <div className="flex h-full flex-col items-center justify-center gap-3 rounded-3xl border border-dashed border-stone-300 px-6 text-center dark:border-stone-700">
        <IconCircle icon={MessagesSquare} />
        <h2 className="text-lg font-bold text-stone-900 dark:text-stone-100">{MEMBER_MENU.pickConversation}</h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">{MEMBER_MENU.pickConversationDetail}</p>
      </div>
    </MessagesSplit>
  );
}
