import { z } from 'zod';

/** Every error response: `{ message, errors?: [{ path, message }] }`. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A zod issue path as the API reports it: ['profile', 'name'] becomes 'profile.name'. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The last segment of an error path, which names the form field (SPEC 8). */
export function fieldOfPath(path: string): string {
  const parts = path.split('.').filter((part) => !/^\d+$/.test(part));
  return parts[parts.length - 1] ?? path;
}
