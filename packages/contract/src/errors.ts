import { z } from 'zod';

/** Every error response: `{ message, errors?: [{ path, message }] }`. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
