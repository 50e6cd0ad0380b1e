import { createHmac } from 'node:crypto';
import type { IceServer } from '@kindred/contract/calls';

const isTurnUrl = (url: string) => /^turns?:/.test(url);

/**
 * The ICE servers as one member's browser gets them (decision 110). With a TURN secret, each TURN
 * server without its own username gets a credential for this member that expires: coturn's
 * use-auth-secret scheme (the "TURN REST API"): username `expiry:memberId`, password
 * base64(HMAC-SHA1(secret, username)). No shared static password reaches a browser.
 */
export function iceServersFor(
  servers: readonly IceServer[],
  memberId: string,
  turn: { secret: string | null; seconds: number },
  now = new Date(),
): IceServer[] {
  if (!turn.secret) return servers.map((server) => ({ ...server }));
  const expiry = Math.floor(now.getTime() / 1000) + turn.seconds;
  const username = `${expiry}:${memberId}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return servers.map((server) => {
    const urls = Array.isArray(server.urls) ? server.urls : [server.urls];
    if (server.username || !urls.some(isTurnUrl)) return { ...server };
    return { ...server, username, credential };
  });
}
