import { CONVERSATION_TEXTS, messagePreview, type Conversation } from '@kindred/contract/conversations';

/**
 * SPEC 2 Messages list: the last message cut at 40 characters with an ellipsis, 'You: ' before
 * one's own, 'Photo' for an image without text; a match without messages invites a hello.
 */
export function conversationPreview(latest: Conversation['latestMessage'], myId: string): string {
  if (!latest) return CONVERSATION_TEXTS.newMatch;
  const text =
    latest.content.trim() === '' && latest.mediaType === 'image' ? CONVERSATION_TEXTS.photoPreview : latest.content;
  const preview = messagePreview(text);
  return latest.senderId === myId ? `${CONVERSATION_TEXTS.youPrefix}${preview}` : preview;
}
