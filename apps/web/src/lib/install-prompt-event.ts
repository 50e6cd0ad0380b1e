/**
 * The browser's offer to install the web app (`beforeinstallprompt`, Chromium only), kept from the
 * page's start: it may come before the member's part of the app has loaded (decision 112).
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Ours to show when it suits the member, not the browser's mini bar on first paint.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    for (const listener of listeners) listener();
  });
}

/** The pending offer, or null (none yet, already used, or the app is installed). */
export const installPrompt = (): InstallPromptEvent | null => offered;

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Uses the offer once: the browser's own dialog; true when the member installed. */
export async function promptInstall(): Promise<boolean> {
  const event = offered;
  if (!event) return false;
  offered = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  for (const listener of listeners) listener();
  return outcome === 'accepted';
}
