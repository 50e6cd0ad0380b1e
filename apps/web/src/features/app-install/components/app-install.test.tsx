import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_INSTALL_TEXTS } from '@kindred/contract/app-install';
import { captureInstallPrompt, installPrompt } from '@/lib/install-prompt-event';
import { VISIT_GAP_MS } from '../lib/visits';
import { InstallPrompt } from './install-prompt';
import { UpdatePrompt } from './update-prompt';

beforeAll(() => captureInstallPrompt());
// Other files' members in this worker count their own visits first.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The browser offers installing (Chromium's `beforeinstallprompt`). */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  expect(event.defaultPrevented).toBe(true);
  return prompt;
}

/** A member who came once before, more than an hour ago. */
function secondVisit() {
  localStorage.setItem('kindred.visits', '1');
  localStorage.setItem('kindred.last-visit', String(Date.now() - VISIT_GAP_MS - 1000));
}

describe('the install offer (decision 112)', () => {
  it('is not shown on a first visit, even when the browser offers', () => {
    render(<InstallPrompt />);
    offerInstall();
    expect(screen.queryByText(APP_INSTALL_TEXTS.installTitle)).toBeNull();
  });

  it('shows on the second visit once the browser offers; Install opens the browser’s dialog, once', async () => {
    secondVisit();
    render(<InstallPrompt />);
    const prompt = offerInstall();
    expect(screen.getByRole('status')).toHaveTextContent(APP_INSTALL_TEXTS.installTitle);
    await userEvent.click(screen.getByRole('button', { name: APP_INSTALL_TEXTS.install }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(APP_INSTALL_TEXTS.installTitle)).toBeNull();
    expect(installPrompt()).toBeNull();
  });

  it('"Not now" is an answer too: never offered again', async () => {
    secondVisit();
    const { unmount } = render(<InstallPrompt />);
    const prompt = offerInstall();
    await userEvent.click(screen.getByRole('button', { name: APP_INSTALL_TEXTS.notNow }));
    expect(prompt).not.toHaveBeenCalled();
    unmount();
    sessionStorage.clear();
    localStorage.setItem('kindred.last-visit', String(Date.now() - VISIT_GAP_MS - 1000));
    render(<InstallPrompt />);
    offerInstall();
    expect(screen.queryByText(APP_INSTALL_TEXTS.installTitle)).toBeNull();
  });
});

describe('a new version', () => {
  it('"Reload" lets the waiting worker take over', async () => {
    const postMessage = vi.fn();
    const addEventListener = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { addEventListener } });
    render(<UpdatePrompt worker={{ postMessage } as unknown as ServiceWorker} />);
    expect(screen.getByRole('status')).toHaveTextContent(APP_INSTALL_TEXTS.updateAvailable);
    await userEvent.click(screen.getByRole('button', { name: APP_INSTALL_TEXTS.reload }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    expect(addEventListener).toHaveBeenCalledWith('controllerchange', expect.any(Function), { once: true });
  });
});
