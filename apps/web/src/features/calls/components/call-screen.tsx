import { clsx } from 'clsx';
import { Headphones, Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { createPortal } from 'react-dom';
import { CALL_TEXTS, callDuration, type Call } from '@kindred/contract/calls';
import { MemberAvatar } from '@/components/member-avatar';
import { useFocusTrap } from '@/lib/use-focus-trap';
import type { CallController } from '../hooks/use-call';
import { CallVideo } from './call-video';

interface CallScreenProps {
  call: Call;
  memberId: string;
  ringing: boolean;
  controller: CallController;
}

/** Seconds since the call was answered, ticking. */
function useElapsed(answeredAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!answeredAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [answeredAt]);
  return answeredAt ? Math.max(0, (now - Date.parse(answeredAt)) / 1000) : 0;
}

function ControlButton({
  label,
  pressed,
  Icon,
  onClick,
  danger = false,
}: {
  label: string;
  pressed?: boolean;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx(
        'flex h-14 w-14 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-stone-950 focus-visible:outline-none',
        danger
          ? 'bg-red-600 text-white hover:bg-red-700'
          : pressed
            ? 'bg-white text-stone-900 hover:bg-stone-200'
            : 'bg-stone-700/80 text-white hover:bg-stone-600',
      )}
    >
      <Icon aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}

/**
 * The call (decision 110): the other member's video filling the screen, mine small in a corner,
 * the timer, and mute, camera, audio only and hang up. Over the whole app, a dialog for screen
 * readers; focus starts on Hang up and stays inside until the call ends.
 */
export function CallScreen({ call, memberId, ringing, controller }: CallScreenProps) {
  const titleId = useId();
  const screenRef = useRef<HTMLElement>(null);
  const other = call.caller.id === memberId ? call.callee : call.caller;
  const elapsed = useElapsed(ringing ? null : call.answeredAt);
  const { micOn, cameraOn, audioOnly, connected, remoteCameraOn } = controller;
  // Focus starts on Hang up (the first control) and stays in the call until it ends.
  useFocusTrap(screenRef, (screen) => screen.querySelector<HTMLElement>('[data-call-controls] button'));
  const status = ringing ? CALL_TEXTS.calling(other.name) : connected ? callDuration(elapsed) : CALL_TEXTS.connecting;
  const showVideo = !ringing && !audioOnly && remoteCameraOn;

  return createPortal(
    <section
      ref={screenRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-[60] flex flex-col bg-stone-950 text-white"
    >
      <CallVideo
        stream={controller.remoteStream}
        label={CALL_TEXTS.remoteVideo(other.name)}
        className={clsx('absolute inset-0 h-full w-full object-cover', !showVideo && 'invisible')}
      />
      {!showVideo && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-10">
          <MemberAvatar name={other.name} photo={other.photo ?? undefined} size="lg" className="scale-150" />
          {!ringing && !audioOnly && (
            <p className="text-base font-semibold text-stone-100" role="status">
              {CALL_TEXTS.theirCameraOff(other.name)}
            </p>
          )}
        </div>
      )}
      <header className="relative bg-gradient-to-b from-stone-950/80 to-transparent px-4 pt-4 pb-8 text-center">
        <h2 id={titleId} className="text-lg font-bold">
          {CALL_TEXTS.inCallWith(other.name)}
        </h2>
        <p className="text-sm font-medium text-stone-200 tabular-nums" aria-live="polite">
          {status}
        </p>
      </header>
      <CallVideo
        stream={controller.localStream}
        label={CALL_TEXTS.localVideo}
        own
        className={clsx(
          'absolute right-3 bottom-28 h-36 w-24 rounded-2xl border border-white/30 bg-stone-800 object-cover shadow-lg sm:h-40 sm:w-56',
          (!cameraOn || audioOnly) && 'invisible',
        )}
      />
      <div
        data-call-controls
        className="relative mt-auto flex items-center justify-center gap-4 bg-gradient-to-t from-stone-950/80 to-transparent px-4 pt-8 pb-6"
      >
        <ControlButton
          label={ringing ? CALL_TEXTS.cancelCall : CALL_TEXTS.hangUp}
          Icon={PhoneOff}
          danger
          onClick={() => void controller.hangUp()}
        />
        <ControlButton
          label={micOn ? CALL_TEXTS.muteMic : CALL_TEXTS.unmuteMic}
          pressed={!micOn}
          Icon={micOn ? Mic : MicOff}
          onClick={controller.toggleMic}
        />
        <ControlButton
          label={cameraOn ? CALL_TEXTS.cameraOff : CALL_TEXTS.cameraOn}
          pressed={!cameraOn}
          Icon={cameraOn ? Video : VideoOff}
          onClick={controller.toggleCamera}
        />
        <ControlButton
          label={audioOnly ? CALL_TEXTS.backToVideo : CALL_TEXTS.audioOnly}
          pressed={audioOnly}
          Icon={Headphones}
          onClick={controller.toggleAudioOnly}
        />
      </div>
    </section>,
    document.body,
  );
}
