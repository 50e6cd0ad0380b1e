import { useParams } from 'react-router';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { MatchDetailScreen } from '@/features/match-detail/components/match-detail-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Matched-profile detail (/match/{id}). */
export default function MatchDetailPage() {
  useDocumentTitle(SCREEN_TITLES.matchDetail);
  const { id = '' } = useParams();
  return <MatchDetailScreen key={id} matchId={id.trim()} />;
}
