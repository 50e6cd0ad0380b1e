import type { messages } from '../../db/schema/messages';

/**
 * The messages module's public types: a stored message as other modules (the domain events, the
 * realtime gateway) receive it. Import these, not messages.repo.ts.
 */
export type MessageRow = typeof messages.$inferSelect;
export type MessageMedia = NonNullable<MessageRow['media']>;
