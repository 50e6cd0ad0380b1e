import { HeartCrack, MessageCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { MATCH_MESSAGES, MATCH_TEXTS, type Match } from '@kindred/contract/matches';
import { CompatibilityCard } from '@/components/compatibility-card';
import { ReportMemberDialog } from '@/components/safety/report-member-dialog';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useMatch } from '@/api/matches/get-match';
import { firstNameOf } from '../lib/first-name';
import { loadErrorMessage } from '../lib/load-error-message';
import { ActivityStatusCard } from './activity-status-card';
import { BlockDialog } from './block-dialog';
import { MatchDetailHeader } from './match-detail-header';
import { MatchHero } from './match-hero';
import { MatchLoadError } from './match-load-error';
import { MessageComposer } from './message-composer';
import { ProfileSections } from './profile-sections';
import { UnmatchDialog } from './unmatch-dialog';

type OpenDialog = 'unmatch' | 'report' | 'block' | null;

const page = 'mx-auto w-full max-w-6xl px-4 pb-10 sm:px-6';

/** SPEC 2 Matched-profile detail, loaded: photos and profile, and the side column to act on the match. */
function LoadedMatch({ match }: { match: Match }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const { profile } = match.otherUser;
  const firstName = firstNameOf(profile.name);
  const close = () => setDialog(null);

  const focusMessageBox = () => {
    const box = messageBox.current;
    if (!box) return;
    box.focus({ preventScroll: true });
    // Not every engine scrolls elements into view (jsdom, in tests).
    box.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  };

  return (
    <div className={page}>
      <MatchDetailHeader onReport={() => setDialog('report')} onBlock={() => setDialog('block')} />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="space-y-4">
          <MatchHero match={match} />
          <ProfileSections profile={profile} />
        </div>

        <div className="mt-4 space-y-4 lg:mt-0">
          <div className="flex gap-3">
            <Button className="flex-1" onClick={focusMessageBox}>
              <MessageCircle aria-hidden="true" className="h-4 w-4" />
              {MATCH_TEXTS.message}
            </Button>
            <Button variant="outline" className="flex-1" onClick={() => setDialog('unmatch')}>
              <HeartCrack aria-hidden="true" className="h-4 w-4" />
              {MATCH_TEXTS.unmatch}
            </Button>
          </div>
          <MessageComposer matchId={match.id} profile={profile} textareaRef={messageBox} />
          <CompatibilityCard
            compatibility={{ overall: match.compatibilityScore, subScores: match.subScores, reasons: match.reasons }}
          />
          <ActivityStatusCard otherUser={match.otherUser} />
        </div>
      </div>

      {dialog === 'unmatch' && <UnmatchDialog matchId={match.id} firstName={firstName} onClose={close} />}
      {dialog === 'report' && (
        <ReportMemberDialog
          name={firstName}
          target={{ via: 'match', matchId: match.id }}
          onClose={close}
          onBlock={() => setDialog('block')}
        />
      )}
      {dialog === 'block' && <BlockDialog matchId={match.id} firstName={firstName} onClose={close} />}
    </div>
  );
}

/**
 * SPEC 2 Matched-profile detail (/match/{id}) and its other states (SPEC 4: loading, then error
 * or loaded; SPEC 8 Match detail load texts).
 */
export function MatchDetailScreen({ matchId }: { matchId: string }) {
  const match = useMatch(matchId);

  let problem: string | null = null;
  if (matchId === '') problem = MATCH_MESSAGES.invalidMatchId;
  else if (match.isError) problem = loadErrorMessage(match.error);
  else if (match.data && match.data.otherUser.profile.name.trim() === '') problem = MATCH_MESSAGES.profileIncomplete;

  if (problem !== null) {
    return (
      <div className={page}>
        <MatchDetailHeader />
        <MatchLoadError
          message={problem}
          onRetry={() => matchId !== '' && void match.refetch()}
          retrying={match.isFetching}
        />
      </div>
    );
  }
  if (!match.data) {
    return (
      <div className={page}>
        <MatchDetailHeader />
        <PageSpinner />
      </div>
    );
  }
  return <LoadedMatch key={match.data.id} match={match.data} />;
}
