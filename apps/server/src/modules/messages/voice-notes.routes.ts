import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import { MESSAGES } from '@kindred/contract/messages';
import { API_PATHS } from '@kindred/contract/routes';
import { VOICE_NOTE_LIMITS, VOICE_NOTE_MESSAGES, voiceNoteUploadResponseSchema } from '@kindred/contract/voice-notes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import { uploadedFile } from '../../http/uploaded-file';
import type { VoiceNoteFiles } from './voice-note-serving';
import type { VoiceNoteService } from './voice-notes.service';

const errors = { ...MEMBER_ERROR_RESPONSES, 404: apiErrorSchema, 429: apiErrorSchema };

/** `POST /conversations/{id}/voice-notes` (decision 109): multipart, field "audio", at most 1 MB. */
export const voiceNoteRoutes: FastifyPluginAsyncZod<{ voiceNotes: VoiceNoteService }> = async (app, { voiceNotes }) => {
  app.post(
    routePath(API_PATHS.conversations.voiceNotes, 'id'),
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: { 201: voiceNoteUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const read = () =>
        uploadedFile(request, 'audio', VOICE_NOTE_MESSAGES.audioRequired, {
          maxBytes: VOICE_NOTE_LIMITS.maxBytes,
          tooLarge: VOICE_NOTE_MESSAGES.tooLarge,
        });
      const stored = await voiceNotes.upload(memberOf(request).userId, request.params.id, read);
      return reply.status(201).send({ data: stored });
    },
  );
};

/**
 * The stored voice notes, only through the signed URL handed to the pair (decision 091), with
 * byte ranges: Safari plays audio only from a server that answers them.
 */
export async function voiceNoteFileRoutes(app: FastifyInstance, { files }: { files: VoiceNoteFiles }): Promise<void> {
  app.get<{ Params: { owner: string; file: string }; Querystring: Record<string, unknown> }>(
    '/uploads/voice/:owner/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const served = await files.open(request.params.owner, request.params.file, request.query, request.headers.range);
      if (served.status === 404) return reply.status(404).send({ message: MESSAGES.notFound });
      reply
        .header('content-type', 'audio/mp4')
        .header('accept-ranges', 'bytes')
        .header('cache-control', served.cacheControl);
      if (served.status === 416) {
        return reply.status(416).header('content-range', `bytes */${served.size}`).send();
      }
      if (served.range) reply.header('content-range', `bytes ${served.range.start}-${served.range.end}/${served.size}`);
      return reply.status(served.status).header('content-length', served.body.length).send(served.body);
    },
  );
}
