import { z } from 'zod';

/**
 * GET /stats/online-now (ours, decision 068): members active in the last few minutes who show
 * their activity, rounded down to two significant figures; null while too few to show.
 */
export const onlineNowResponseSchema = z.object({ onlineNow: z.number().int().min(0).nullable() });
export type OnlineNowResponse = z.infer<typeof onlineNowResponseSchema>;
