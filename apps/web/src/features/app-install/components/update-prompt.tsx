import { APP_INSTALL_TEXTS } from '@kindred/contract/app-install';
import { buttonClasses } from '@/components/ui/button-classes';
import { activateWaitingWorker } from '@/lib/service-worker';
import { AppNotice } from './app-notice';

/** "New version available": the new service worker waits until the member reloads onto it (decision 112). */
export function UpdatePrompt({ worker }: { worker: ServiceWorker }) {
  return (
    <AppNotice title={APP_INSTALL_TEXTS.updateAvailable}>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{APP_INSTALL_TEXTS.updateBody}</p>
      <button
        type="button"
        className={buttonClasses('primary', 'md', 'mt-3')}
        onClick={() => activateWaitingWorker(worker)}
      >
        {APP_INSTALL_TEXTS.reload}
      </button>
    </AppNotice>
  );
}
