import { useCall } from '../hooks/use-call';
import { CallOver } from './call-over';
import { CallScreen } from './call-screen';
import { IncomingCall } from './incoming-call';

/**
 * The member's video calls, over whatever screen they are on (decision 110): a call ringing here,
 * the call screen, and what follows it. Mounted once for the signed-in member (app/member-realtime).
 */
export default function CallOverlay({ memberId }: { memberId: string }) {
  const controller = useCall(memberId);
  const { phase } = controller;
  switch (phase.kind) {
    case 'incoming':
      return (
        <IncomingCall
          call={phase.call}
          onAccept={() => void controller.accept()}
          onDecline={() => void controller.decline()}
        />
      );
    case 'outgoing':
    case 'active':
      return (
        <CallScreen call={phase.call} memberId={memberId} ringing={phase.kind === 'outgoing'} controller={controller} />
      );
    case 'over':
      return (
        <CallOver
          key={phase.call?.id ?? 'failed'}
          message={phase.message}
          askFeedback={phase.askFeedback}
          matchId={phase.call?.matchId ?? null}
          onClose={controller.dismiss}
        />
      );
    default:
      return null;
  }
}
