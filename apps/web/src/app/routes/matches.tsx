import { SCREEN_TITLES } from '@kindred/contract/screens';
import { MatchesScreen } from '@/features/matches/components/matches-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Matches screen ('Your Matches'). */
export default function MatchesPage() {
  useDocumentTitle(SCREEN_TITLES.matches);
  return <MatchesScreen />;
}
