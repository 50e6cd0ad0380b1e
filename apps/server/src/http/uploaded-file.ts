import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import { BadRequest, HttpError } from './errors';

/**
 * The one file of a multipart upload, from the named field. A body that is not multipart, lacks
 * the field or breaks off midway is the sender's mistake (400), never a server error.
 */
export async function uploadedFile(
  request: FastifyRequest,
  field: string,
  missingMessage: string,
  /** A photo's cap by default; a voice note's is smaller (decision 109). */
  { maxBytes = LIMITS.maxPhotoBytes, tooLarge = MESSAGES.photoTooLarge }: { maxBytes?: number; tooLarge?: string } = {},
): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequest(missingMessage);
  const unreadable = (error: unknown): never => {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BadRequest(tooLarge);
    throw new BadRequest(MESSAGES.uploadUnreadable);
  };
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(unreadable);
  if (!file || file.fieldname !== field) throw new BadRequest(missingMessage);
  return file.toBuffer().catch(unreadable);
}

/**
 * The one file of a multipart upload and the text fields around it, in any order. As
 * uploadedFile, anything malformed is the sender's mistake (400). Fields are read up to 1,000
 * characters; a second file is refused by the multipart limits.
 */
export async function uploadedFileAndFields(
  request: FastifyRequest,
  field: string,
  missingMessage: string,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new BadRequest(missingMessage);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LIMITS.maxPhotoBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field || file) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else if (typeof part.value === 'string' && part.value.length <= 1_000) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BadRequest(MESSAGES.photoTooLarge);
    throw new BadRequest(MESSAGES.uploadUnreadable);
  }
  if (!file) throw new BadRequest(missingMessage);
  return { file, fields };
}
