import { useEffect } from 'react';
import { reRegisterPush } from '../lib/re-register-push';

/**
 * On load of the member app (app/member-realtime.tsx): this browser's pushes start again for the
 * new session without the member opening Settings. A failure is not worth a word here: Settings
 * shows the switch as it stands and tries again when opened.
 */
export function usePushReRegistration(memberId: string): void {
  useEffect(() => {
    reRegisterPush(memberId).catch(() => undefined);
  }, [memberId]);
}
