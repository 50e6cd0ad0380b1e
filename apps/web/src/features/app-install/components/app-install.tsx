import { useEffect, useState } from 'react';
import { registerServiceWorker } from '@/lib/service-worker';
import { InstallPrompt } from './install-prompt';
import { UpdatePrompt } from './update-prompt';

/**
 * The installable app for a signed-in member (decision 112): the service worker registered, so it
 * controls the pages from the next load (the shell, the offline page, push); "New version
 * available" when an update waits; and the install offer. A new version's notice comes first.
 */
export default function AppInstall() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    registerServiceWorker(setWaiting).catch(() => undefined);
  }, []);
  return waiting ? <UpdatePrompt worker={waiting} /> : <InstallPrompt />;
}
