import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@kindred/contract/messages';
import type { UploadsService } from './uploads.service';

/** Stored images, streamed from the folder or the bucket with the access uploads.service.ts decides. */
export async function uploadsRoutes(app: FastifyInstance, { uploads }: { uploads: UploadsService }): Promise<void> {
  app.get<{ Params: { owner: string; file: string }; Querystring: Record<string, unknown> }>(
    '/uploads/:owner/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const served = await uploads.open(request.params.owner, request.params.file, request.query);
      if (!served) return reply.status(404).send({ message: MESSAGES.notFound });
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', served.size)
        .header('cache-control', served.cacheControl)
        .send(served.body);
    },
  );
}
