import { useState, useSyncExternalStore } from 'react';
import { APP_INSTALL_TEXTS } from '@kindred/contract/app-install';
import { buttonClasses } from '@/components/ui/button-classes';
import { installPrompt, onInstallPromptChange, promptInstall } from '@/lib/install-prompt-event';
import { countVisit, installOfferDue, markInstallAnswered } from '../lib/visits';
import { AppNotice } from './app-notice';

/**
 * "Add Kindred to your home screen", where the browser offers installing: once, from the member's
 * second visit, never on the public pages (decision 112). Install opens the browser's own dialog.
 */
export function InstallPrompt() {
  const [due, setDue] = useState(() => installOfferDue(countVisit()));
  const offered = useSyncExternalStore(onInstallPromptChange, () => installPrompt() !== null);
  if (!due || !offered) return null;
  const answer = (install: boolean) => {
    markInstallAnswered();
    setDue(false);
    if (install) void promptInstall();
  };
  return (
    <AppNotice title={APP_INSTALL_TEXTS.installTitle}>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{APP_INSTALL_TEXTS.installBody}</p>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className={buttonClasses('ghost')} onClick={() => answer(false)}>
          {APP_INSTALL_TEXTS.notNow}
        </button>
        <button type="button" className={buttonClasses('primary')} onClick={() => answer(true)}>
          {APP_INSTALL_TEXTS.install}
        </button>
      </div>
    </AppNotice>
  );
}
