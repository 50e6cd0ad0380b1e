import { Download } from 'lucide-react';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useExportAccount } from '../api/export-account';

/** 'Download my data': everything stored about the member, as a JSON file. */
export function DownloadDataButton() {
  const exportAccount = useExportAccount();
  return (
    <div>
      <p className="text-sm text-stone-700 dark:text-stone-300">{SETTINGS_TEXTS.exportHint}</p>
      {exportAccount.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(exportAccount.error, SETTINGS_TEXTS.exportFailed)}
        </Alert>
      )}
      <Button variant="outline" className="mt-3" busy={exportAccount.isPending} onClick={() => exportAccount.mutate()}>
        {!exportAccount.isPending && <Download aria-hidden="true" className="h-4 w-4" />}
        {SETTINGS_TEXTS.downloadData}
      </Button>
    </div>
  );
}
