import { z } from 'zod';

// Your Turn (issue 35 part 3, decision 103): a conversation is the member's turn when the other
// member wrote last and the member has not replied. Too many left waiting too long, and new likes
// wait until the member replies or ends some of them. Ours: SPEC has no such rule.

export const YOUR_TURN_LIMITS = {
  /** With this many conversations on the member's turn for longer than `hours`, new likes wait. */
  conversations: 8,
  hours: 24,
} as const;

export const YOUR_TURN_MESSAGES = {
  /** A like or super like refused while too many conversations wait for the member (422). */
  likesWait: `You have ${YOUR_TURN_LIMITS.conversations} or more matches waiting over a day for your reply. Reply to them or end some chats, then keep liking.`,
} as const;

/**
 * "End chat" (decision 103): a short, kind closing line the other member reads as a notification
 * as the match ends. Chosen from these, never typed, so ending a chat can never carry an insult.
 */
export const CLOSURE_MESSAGES = {
  noConnection: "It was nice chatting, but I don't feel a connection.",
  notReady: "I've enjoyed talking, but I'm not ready to date right now.",
  metSomeone: "I've met someone and want to see where it goes. Take care!",
  wishWell: "Thanks for the chats. I don't think we're a match, but I wish you well.",
} as const;
export type ClosureId = keyof typeof CLOSURE_MESSAGES;
export const CLOSURE_IDS = Object.keys(CLOSURE_MESSAGES) as [ClosureId, ...ClosureId[]];

export const END_CHAT_MESSAGES = {
  closureRequired: 'Choose a message to send.',
} as const;

/** POST /matches/{id}/end-chat: the closing line, then the match ends as an unmatch does. */
export const endChatInputSchema = z.object({
  closureId: z.enum(CLOSURE_IDS, { error: END_CHAT_MESSAGES.closureRequired }),
});
export type EndChatInput = z.input<typeof endChatInputSchema>;

export const YOUR_TURN_TEXTS = {
  yourTurn: 'Your turn',
  /** The other member's notification as the match ends. */
  closureNotice: (name: string, closure: string) => `${name} ended your chat: \u201c${closure}\u201d`,
  endChat: 'End chat',
  endChatHeading: 'End this chat kindly',
  endChatIntro: 'Choose a message to send. Then the match ends and the chat closes for both of you.',
  sendAndEnd: 'Send and end chat',
  likesWaitTitle: 'Your matches are waiting',
  likesWaitBody: `You have ${YOUR_TURN_LIMITS.conversations} or more conversations waiting over a day for your reply. Reply to them or end the ones you're done with, and you can keep liking.`,
  openMessages: 'Go to Messages',
  // Ours (web): the likes-wait screen's way back to the card, the Messages tab's name, a failed end.
  backToProfile: (name: string) => `Back to ${name}'s profile`,
  /** The Messages tab's accessible name: 'Messages, 2 unread, 3 your turn'. */
  navLabel: (label: string, unread: number, yourTurn: number) =>
    [label, ...(unread > 0 ? [`${unread} unread`] : []), ...(yourTurn > 0 ? [`${yourTurn} your turn`] : [])].join(', '),
  endChatFailed: 'Could not end this chat. Please try again.',
} as const;
