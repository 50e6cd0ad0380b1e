import type { messages } from './schema/messages';

/**
 * A stored message as the messages module, the domain events and the realtime gateway pass it
 * around. Here, below the modules, so events/ needs no module's file.
 */
export type MessageRow = typeof messages.$inferSelect;
export type MessageMedia = NonNullable<MessageRow['media']>;
