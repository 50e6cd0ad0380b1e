import type { Database } from '../db/database';
import { findUserByEmail } from '../modules/auth/auth.repo';
import type { Services } from '../services';
import { ADMIRERS_PER_DEMO_ACCOUNT, admirerEmail } from './admirers';
import { DEMO_ACCOUNTS } from './demo-accounts';

type ScriptLine = { from: 'them' | 'me'; text: string };

/**
 * Who says what in each demo account's conversation: the admirer opens on something in that
 * account's own profile, the account answers once. Each its own, so no two end alike.
 */
export const DEMO_CONVERSATION_SCRIPTS: Readonly<Record<string, readonly ScriptLine[]>> = {
  'demo@kindred.app': [
    { from: 'them', text: 'Hi! Your hiking photos are amazing. Where was the one by the lake?' },
    { from: 'me', text: 'Thank you! That was a weekend trip up north. Do you hike too?' },
    { from: 'them', text: 'Whenever I can. Would you like to go on a trail walk some Saturday?' },
  ],
  'sam@kindred.app': [
    { from: 'them', text: 'A sourdough starter with a birthday? I need to hear that story.' },
    { from: 'me', text: 'She turns three in May, and yes, there will be cake. Do you bake too?' },
    { from: 'them', text: 'Only cookies from a box, sadly. Teach me sometime over coffee?' },
  ],
};

/**
 * A demo install opens with one conversation per demo account: it likes back its last admirer
 * (a real match through the likes service, compatibility frozen as usual) and the two
 * exchange a few messages, the last one unread. The other admirers stay as likes to answer.
 */
export async function seedDemoConversations(
  db: Database,
  { likes, messages, notifications }: Pick<Services, 'likes' | 'messages' | 'notifications'>,
): Promise<number> {
  let conversations = 0;
  for (const account of DEMO_ACCOUNTS) {
    const [me, them] = await Promise.all([
      findUserByEmail(db, account.email),
      findUserByEmail(db, admirerEmail(account, ADMIRERS_PER_DEMO_ACCOUNT - 1)),
    ]);
    if (!me || !them) continue;
    const { match } = await likes.act(me.id, them.id, 'like');
    if (!match) continue;
    for (const line of DEMO_CONVERSATION_SCRIPTS[account.email] ?? []) {
      // Answering means having read what came before.
      if (line.from === 'me') await messages.markAllRead(me.id, match.id);
      await messages.send(line.from === 'me' ? me.id : them.id, match.id, { content: line.text });
    }
    conversations += 1;
  }
  // The seeded matches notify both members, as a real match does.
  await notifications.settle();
  return conversations;
}
