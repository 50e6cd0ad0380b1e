import type { AuthResponse } from '@kindred/contract/auth';
import { ONBOARDING_QUESTIONS } from '@kindred/contract/enums';
import { randomSpot, registrationBody } from '../../factories';
import type { ThrowawayPostgres } from './throwaway-postgres';

export interface ChatPair {
  matchId: string;
  tokens: [string, string];
  userIds: [string, string];
  emails: [string, string];
}

async function call(url: string, init: RequestInit & { token?: string; json?: unknown }): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(url, { ...init, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
}

const ANSWERED = ONBOARDING_QUESTIONS.map((question) => ({ question, answer: 'Something true.' }));

/**
 * Two members matched the way clients do it: registered and liking each other over HTTP. Only
 * their spot is set in SQL, so no other pair is nearby.
 */
export async function createChatPair(baseUrl: string, db: ThrowawayPostgres): Promise<ChatPair> {
  const spot = randomSpot();
  const people = [
    { name: 'Ava', gender: 'female', showMe: 'Men', age: 30 },
    { name: 'Sam', gender: 'male', showMe: 'Women', age: 32 },
  ] as const;
  const members: AuthResponse[] = [];
  const emails: string[] = [];
  for (const person of people) {
    const body = await registrationBody({
      profile: { ...person, ageRange: [25, 40], interests: ['Hiking', 'Coffee', 'Reading'], questions: ANSWERED },
    });
    emails.push(body.email);
    const response = await call(`${baseUrl}/api/v1/auth/register`, { method: 'POST', json: body });
    if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
    members.push((await response.json()) as AuthResponse);
  }
  const [her, him] = members as [AuthResponse, AuthResponse];
  await db.query(
    `update profiles set lat = $1, lng = $2, max_distance = 5, discoverable = true, onboarding_completed_at = now()
      where user_id = any($3)`,
    [spot.lat, spot.lng, [her.user.id, him.user.id]],
  );
  for (const [actor, target] of [
    [her, him],
    [him, her],
  ] as const) {
    const response = await call(`${baseUrl}/api/v1/matches/${target.user.id}/like`, {
      method: 'POST',
      token: actor.token,
    });
    if (response.status !== 200) throw new Error(`like failed: ${response.status} ${await response.text()}`);
    const match = ((await response.json()) as { data: { match: { id: string } | null } }).data.match;
    if (match)
      return {
        matchId: match.id,
        tokens: [her.token, him.token],
        userIds: [her.user.id, him.user.id],
        emails: emails as [string, string],
      };
  }
  throw new Error('liking each other made no match');
}

/** Signs a member in with the password registrationBody gives (a new session) and returns its token. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await call(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    json: { email, password: 'correct horse battery' },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as AuthResponse).token;
}
