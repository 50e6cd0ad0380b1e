import { useParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { ChatScreen, type ChatVariant } from '@/features/conversations/components/chat-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Both chat routes: the member (from the session the layout has loaded) and the match id. */
export function ChatPage({ variant, title }: { variant: ChatVariant; title: string }) {
  useDocumentTitle(title);
  const { id = '' } = useParams();
  const session = useSession();
  const me = {
    id: session.data?.user.id ?? '',
    name: session.data?.profile?.name ?? '',
    interests: session.data?.profile?.interests ?? [],
  };
  return <ChatScreen key={id} matchId={id.trim()} me={me} variant={variant} title={title} />;
}
