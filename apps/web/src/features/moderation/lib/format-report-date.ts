/** 'Mar 4, 2025, 3:07 PM': when a report or a message was sent, in the moderator's time zone. */
export function formatReportDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
