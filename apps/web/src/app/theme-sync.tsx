import { useEffect } from 'react';
import { useSession } from '@/features/auth/api/get-session';
import { setTheme } from '@/lib/theme';

/** The member's stored theme wins over this device's copy once the session has loaded. */
export function ThemeSync() {
  const session = useSession();
  const theme = session.data?.profile?.settings.theme;
  useEffect(() => {
    if (theme) setTheme(theme);
  }, [theme]);
  return null;
}
