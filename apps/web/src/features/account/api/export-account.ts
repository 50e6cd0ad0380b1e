import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const FALLBACK_FILENAME = 'kindred-data.json';

/** `GET /account/export`: a JSON file of everything stored about the member, saved by the browser. */
export async function exportAccount(): Promise<void> {
  const file = await apiDownload(API_PATHS.account.export);
  saveFile(file.blob, file.filename ?? FALLBACK_FILENAME);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
