import { useParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { ChatScreen, type ChatVariant } from '@/features/conversations/components/chat-screen';
import { ConversationsScreen } from '@/features/conversations/components/conversations-screen';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MemberQuickActions } from '../layouts/member-quick-actions';
import { MessagesSplit } from '../layouts/messages-split';

/**
 * Both chat routes: the member (from the session the layout has loaded) and the match id. Where
 * the member header is hidden (a phone's /messages/{id}, any /conversation/{id}), the chat's own
 * header carries Discover, the bell and the menu (decision 050).
 */
export function ChatPage({ variant, title }: { variant: ChatVariant; title: string }) {
  useDocumentTitle(title);
  const { id = '' } = useParams();
  const session = useSession();
  const matchId = id.trim();
  const me = {
    id: session.data?.user.id ?? '',
    name: session.data?.profile?.name ?? '',
    interests: session.data?.profile?.interests ?? [],
  };
  const chat = (
    <ChatScreen
      key={id}
      matchId={matchId}
      me={me}
      variant={variant}
      title={title}
      headerActions={<MemberQuickActions compact className={variant === 'thread' ? 'lg:hidden' : undefined} />}
    />
  );
  if (variant === 'conversation') return chat;
  return (
    <MessagesSplit showing="chat" list={<ConversationsScreen myId={me.id} headingLevel={2} activeId={matchId} />}>
      {chat}
    </MessagesSplit>
  );
}
