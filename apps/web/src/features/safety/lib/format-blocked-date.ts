/** 'Mar 4, 2025': the day a member was blocked, in the member's time zone. */
export function formatBlockedDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
