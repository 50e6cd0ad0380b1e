import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import { accountPauseResponseSchema } from '@kindred/contract/account-pause';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import type { ProfileService } from './profiles.service';

const schema = { response: { 200: accountPauseResponseSchema, ...MEMBER_ERROR_RESPONSES, 404: apiErrorSchema } };

/** Taking a break (issue 33, decision 070): read it, start it, end it. */
export const accountPauseRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, { profiles }) => {
  app.get(API_PATHS.account.pause, { schema }, async (request) => ({
    data: await profiles.pauseState(memberOf(request)),
  }));
  app.post(API_PATHS.account.pause, { schema }, async (request) => ({
    data: await profiles.setPaused(memberOf(request), true),
  }));
  app.delete(API_PATHS.account.pause, { schema }, async (request) => ({
    data: await profiles.setPaused(memberOf(request), false),
  }));
};
