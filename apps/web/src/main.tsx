import { startApp } from '@/app/start-app';
import { captureInstallPrompt } from '@/lib/install-prompt-event';
import { applyTheme, followSystemTheme, readStoredTheme } from '@/lib/theme';
import './index.css';

// Dark mode before the first render, from this device's copy of the member's choice (the inline
// first-paint script in index.html already did the same before the page painted).
applyTheme(readStoredTheme());
followSystemTheme();
captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
await startApp(root);
