import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import { BadRequest, HttpError } from './errors';

/**
 * The one file of a multipart upload, from the named field. A body that is not multipart, lacks
 * the field or breaks off midway is the sender's mistake (400), never a server error.
 */
export async function uploadedFile(request: FastifyRequest, field: string, missingMessage: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequest(missingMessage);
  const unreadable = (error: unknown): never => {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BadRequest(MESSAGES.photoTooLarge);
    throw new BadRequest(MESSAGES.uploadUnreadable);
  };
  const file = await request.file({ limits: { fileSize: LIMITS.maxPhotoBytes, files: 1 } }).catch(unreadable);
  if (!file || file.fieldname !== field) throw new BadRequest(missingMessage);
  return file.toBuffer().catch(unreadable);
}
