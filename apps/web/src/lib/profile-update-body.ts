import type { z } from 'zod';
import type { profileUpdateFields } from '@kindred/contract/profile-update';

/**
 * The body of `PATCH /profiles/{id}`: any subset of the update table's fields. (The contract's
 * ProfileUpdateInput is the input of a z.preprocess, which TypeScript sees as `unknown`.)
 */
export type ProfileUpdateBody = {
  [Field in keyof typeof profileUpdateFields]?: z.input<(typeof profileUpdateFields)[Field]>;
};
