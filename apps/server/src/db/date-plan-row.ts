import type { datePlans } from './schema/dates';

/**
 * A stored date plan as the dates module and the domain events pass it around. Here, below the
 * modules, so events/ needs no module's file (as message-row.ts).
 */
export type DatePlanRow = typeof datePlans.$inferSelect;

export type DatePlanChange = 'proposed' | 'accepted' | 'declined' | 'rescheduled' | 'cancelled';
