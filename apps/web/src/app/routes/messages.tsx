import { SCREEN_TITLES } from '@kindred/contract/screens';
import { useSession } from '@/features/auth/api/get-session';
import { ConversationsScreen } from '@/features/conversations/components/conversations-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Messages list (/messages). The member layout has made sure of the session. */
export default function MessagesPage() {
  useDocumentTitle(SCREEN_TITLES.messages);
  const session = useSession();
  return <ConversationsScreen myId={session.data?.user.id ?? ''} />;
}
