import { useNavigate } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { clearStoredAuth } from '@/lib/auth-storage';
import type { HomeNotice } from './forget-deleted-session';

/**
 * The account is gone (its sessions too): forget the token at once and go home. The cached
 * session is emptied by the landing page (forgetDeletedSession), once the member pages are off
 * the screen; emptied here, the member layout could still see it and send the member to /login.
 */
export function useEndSessionAfterDeletion() {
  const navigate = useNavigate();
  return () => {
    clearStoredAuth();
    void navigate(ROUTES.home, { replace: true, state: { accountDeleted: true } satisfies HomeNotice });
  };
}
