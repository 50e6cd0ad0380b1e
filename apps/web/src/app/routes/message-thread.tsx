import { SCREEN_TITLES } from '@kindred/contract/screens';
import { ChatPage } from './chat-page';

/** SPEC 2 /messages/{id}: the chat with the match's profile panel, suggested replies and images. */
export default function MessageThreadPage() {
  return <ChatPage variant="thread" title={SCREEN_TITLES.messages} />;
}
