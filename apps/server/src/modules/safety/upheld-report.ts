import { sql, type SQL } from 'drizzle-orm';

/**
 * The safety module's public query about reports: true when a report against `member` was upheld
 * (a moderator warned or suspended them, or removed a photo) at or after `since`. For other modules' limits that
 * tighten after an upheld report (docs/decisions/078); the `reports` table stays safety's.
 */
export const upheldReportSince = (member: SQL, since: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM reports rep WHERE rep.reported_id = ${member}
    AND rep.status IN ('warned', 'suspended', 'photo-removed') AND rep.resolved_at >= ${since})`;
