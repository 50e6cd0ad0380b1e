import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { applyTheme, followSystemTheme, readStoredTheme } from '@/lib/theme';
import './index.css';

// Dark mode before the first render, from this device's copy of the member's choice.
applyTheme(readStoredTheme());
followSystemTheme();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
