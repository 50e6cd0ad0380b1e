import { CONVERSATION_TEXTS, messagePreview, type Conversation } from '@kindred/contract/conversations';
import { MESSAGE_ACTIONS_TEXTS } from '@kindred/contract/message-actions';
import { VOICE_NOTE_TEXTS } from '@kindred/contract/voice-notes';

/**
 * SPEC 2 Messages list: the last message cut at 40 characters with an ellipsis, 'You: ' before
 * one's own, 'Photo' for an image without text, 'Voice note' for a voice note (decision 109); a match without messages invites a hello.
 */
export function conversationPreview(latest: Conversation['latestMessage'], myId: string): string {
  if (!latest) return CONVERSATION_TEXTS.newMatch;
  const text = latest.unsent
    ? MESSAGE_ACTIONS_TEXTS.messageUnsent
    : latest.content.trim() === '' && latest.mediaType === 'image'
      ? CONVERSATION_TEXTS.photoPreview
      : latest.content.trim() === '' && latest.mediaType === 'audio'
        ? VOICE_NOTE_TEXTS.preview
        : latest.content;
  const preview = messagePreview(text);
  return latest.senderId === myId ? `${CONVERSATION_TEXTS.youPrefix}${preview}` : preview;
}
