/** Members active this recently (and sharing their activity) show as online. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

interface Activity {
  activityStatus: boolean;
  lastActiveAt: Date;
}

/** Online as another member sees it: activity shared, and active within the window. */
export const isOnline = (member: Activity, now: Date): boolean =>
  member.activityStatus && now.getTime() - member.lastActiveAt.getTime() < ONLINE_WINDOW_MS;

/** Last active as another member sees it: nothing when the member turned activity off (DESIGN 7). */
export const shownLastActive = (member: Activity): string | null =>
  member.activityStatus ? member.lastActiveAt.toISOString() : null;
