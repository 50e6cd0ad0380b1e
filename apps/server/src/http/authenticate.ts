import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@kindred/contract/messages';
import type { UserRole } from '@kindred/contract/enums';
import { Unauthorized } from './errors';

export interface Member {
  userId: string;
  sessionId: string;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: Member | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export type MemberHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The member scope's hook (http/scopes.ts): the request must carry a live session. */
export function requireMember(resolve: (token: string) => Promise<Member | null>): MemberHook {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    const member = token && token.length <= 200 ? await resolve(token) : null;
    if (!member) throw new Unauthorized(MESSAGES.unauthorized);
    request.member = member;
  };
}

/** For handlers in the member scope; the hook has set it, so this never throws there. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw new Unauthorized(MESSAGES.unauthorized);
  return request.member;
}
