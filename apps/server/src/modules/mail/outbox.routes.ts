import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@kindred/contract/routes';
import type { Database } from '../../db/database';
import { listOutboxMail } from './outbox.repo';

/** Dev-only: the mail that would have been sent. Registered only outside production without SMTP_URL. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    API_PATHS.devOutbox,
    {
      schema: {
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                html: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => {
      const rows = await listOutboxMail(db, 100);
      return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
