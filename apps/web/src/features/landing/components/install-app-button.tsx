import { useSyncExternalStore } from 'react';
import { APP_INSTALL_TEXTS } from '@kindred/contract/app-install';
import { installPrompt, onInstallPromptChange, promptInstall } from '@/lib/install-prompt-event';

/**
 * Beside the "coming soon" store buttons: where the browser offers to install the web app, the
 * way to do it now (decision 112). Absent from the prerendered page and until the browser offers.
 */
export function InstallAppButton() {
  const offered = useSyncExternalStore(
    onInstallPromptChange,
    () => installPrompt() !== null,
    () => false,
  );
  if (!offered) return null;
  return (
    <button
      type="button"
      onClick={() => void promptInstall()}
      className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-rose-300 underline underline-offset-4 hover:text-rose-200 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
    >
      {APP_INSTALL_TEXTS.installFromBrowser}
    </button>
  );
}
