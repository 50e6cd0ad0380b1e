import { LIMITS } from '@kindred/contract/constants';
import { CHAT_TEXTS, type Message } from '@kindred/contract/conversations';

type LastMessage = Pick<Message, 'content' | 'mediaType'> & Partial<Pick<Message, 'blurred'>>;
interface OtherMember {
  name: string;
  interests: readonly string[];
}

const GREETING = /^\s*(hi|hey|hello|hiya|howdy|yo|good (morning|afternoon|evening))\b/i;
const { replies } = CHAT_TEXTS;

/** 'Jordan' from 'Jordan Rivera'. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The interest to talk about: one the message names (a shared one first), else one both
 * members have, else the other member's first. `shared` says whether both have it.
 */
function topicOf(
  text: string,
  theirs: readonly string[],
  mine: readonly string[],
): { interest: string; shared: boolean } | null {
  const lower = text.toLowerCase();
  const isShared = (interest: string) => mine.some((own) => same(own, interest));
  const candidates = [...theirs, ...mine].map((interest) => interest.trim()).filter(Boolean);
  const mentioned = candidates.filter((interest) => lower.includes(interest.toLowerCase()));
  const pick =
    mentioned.find(isShared) ??
    mentioned[0] ??
    theirs.find(isShared) ??
    theirs.map((item) => item.trim()).find(Boolean);
  return pick ? { interest: pick, shared: isShared(pick) && theirs.some((item) => same(item, pick)) } : null;
}

/**
 * SPEC 4 Chat, DESIGN 2: up to three replies to the other member's last message, built from
 * what it says and from their profile: a question gets an answer-opener, a greeting a greeting
 * back, a photo a compliment; then an interest (a shared one when there is one) and thanks.
 */
export function suggestedReplies(last: LastMessage, them: OtherMember, myInterests: readonly string[]): string[] {
  const firstName = firstNameOf(them.name);
  const text = last.content.trim();
  const suggestions: string[] = [];

  // Never "Great photo!" about an image that arrived blurred (decision 088): it may be one the member did not want.
  if (text === '' && last.mediaType === 'image' && !last.blurred) suggestions.push(replies.photo(firstName));
  if (text.includes('?')) suggestions.push(replies.answerQuestion);
  else if (GREETING.test(text)) suggestions.push(replies.greeting(firstName));

  const topic = topicOf(text, them.interests, myInterests);
  if (topic) {
    const interest = topic.interest.toLowerCase();
    suggestions.push(topic.shared ? replies.sharedInterest(interest) : replies.theirInterest(interest));
  }
  suggestions.push(replies.thanks(firstName), replies.agree);

  return [...new Set(suggestions)].slice(0, LIMITS.conversationStarters);
}
