import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import { MESSAGES } from '@kindred/contract/messages';
import { ownProfileSchema } from '@kindred/contract/profile';
import { memberOf, type MemberHook } from '../../http/authenticate';
import { NotFound } from '../../http/errors';
import type { ProfileService } from './profiles.service';

export interface ProfileRoutesOptions {
  profiles: ProfileService;
  requireMember: MemberHook;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { profiles, requireMember }) => {
  app.get(
    '/profiles/me',
    {
      onRequest: requireMember,
      schema: { response: { 200: z.object({ data: ownProfileSchema }), 401: apiErrorSchema, 404: apiErrorSchema } },
    },
    async (request) => {
      const profile = await profiles.ownProfile(memberOf(request).userId);
      if (!profile) throw new NotFound(MESSAGES.failedToLoadProfile);
      return { data: profile };
    },
  );
};
