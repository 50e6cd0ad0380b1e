import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import {
  notificationResponseSchema,
  notificationsChangedSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  notificationsUnreadCountSchema,
} from '@kindred/contract/notifications';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { NotificationService } from './notifications.service';

export interface NotificationsRoutesOptions {
  notifications: NotificationService;
}

const errors = { ...MEMBER_ERROR_RESPONSES, 404: apiErrorSchema };

/** The member's own notifications ("path not shown" in SPEC: ours; decision 045). */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notifications },
) => {
  app.get(
    API_PATHS.notifications.list,
    { schema: { querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema, ...errors } } },
    async (request) => notifications.list(memberOf(request).userId, request.query),
  );

  app.get(
    API_PATHS.notifications.unreadCount,
    { schema: { response: { 200: notificationsUnreadCountSchema, ...errors } } },
    async (request) => notifications.unreadCount(memberOf(request).userId),
  );

  app.patch(
    API_PATHS.notifications.readAll,
    { schema: { response: { 200: notificationsChangedSchema, ...errors } } },
    async (request) => notifications.readAll(memberOf(request).userId),
  );

  app.patch(
    routePath(API_PATHS.notifications.read, 'id'),
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: { 200: notificationResponseSchema, ...errors },
      },
    },
    async (request) => notifications.read(memberOf(request).userId, request.params.id),
  );

  app.delete(
    API_PATHS.notifications.list,
    { schema: { response: { 200: notificationsChangedSchema, ...errors } } },
    async (request) => notifications.clearAll(memberOf(request).userId),
  );
};
