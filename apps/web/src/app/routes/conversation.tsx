import { SCREEN_TITLES } from '@kindred/contract/screens';
import { ChatPage } from './chat-page';

/**
 * SPEC 2 /conversation/{id}: the chat on its own. The member navigation is hidden here, so the
 * chat's header carries the way back to Messages.
 */
export default function ConversationPage() {
  return <ChatPage variant="conversation" title={SCREEN_TITLES.conversation} />;
}
