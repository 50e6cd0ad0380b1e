import { SCREEN_TITLES } from '@kindred/contract/screens';
import { useSession } from '@/features/auth/api/get-session';
import { SafetyCenter } from '@/features/safety/components/safety-center';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Safety Center (/safety): public; a member's session lets them send a report. */
export default function SafetyPage() {
  useDocumentTitle(SCREEN_TITLES.safety);
  const session = useSession();
  // A session that cannot be read counts as signed out: the form asks to sign in.
  const signedIn = session.isPending ? null : Boolean(session.data);
  return <SafetyCenter signedIn={signedIn} isModerator={session.data?.user.role === 'moderator'} />;
}
