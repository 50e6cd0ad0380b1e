import { useMutation } from '@tanstack/react-query';
import { DATE_PLAN_FORM_TEXTS } from '@kindred/contract/date-plans';
import { API_PATHS } from '@kindred/contract/routes';
import { apiDownload } from '@/lib/api-client';
import { viewerTimeZone } from '@/lib/local-date-time';
import { saveFile } from '@/lib/save-file';

/**
 * `GET /dates/{id}/calendar.ics?timeZone=`: an accepted plan as an iCalendar file, its time in the
 * reader's zone. It needs the bearer token like every call, so it is fetched and handed to the
 * browser's save (an object URL with a file name), not linked.
 */
export async function downloadDateCalendar(planId: string): Promise<void> {
  const query = new URLSearchParams({ timeZone: viewerTimeZone() });
  const file = await apiDownload(`${API_PATHS.dates.calendar(planId)}?${query.toString()}`);
  saveFile(file.blob, file.filename ?? DATE_PLAN_FORM_TEXTS.calendarFilename);
}

export function useDownloadDateCalendar() {
  return useMutation({ mutationFn: downloadDateCalendar });
}
