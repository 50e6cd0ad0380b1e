import { Phone, PhoneOff } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { CALL_TEXTS, type Call } from '@kindred/contract/calls';
import { MemberAvatar } from '@/components/member-avatar';
import { CallPanel } from './call-panel';

/** "Sam is calling you": wherever the member is in the app, with Accept and Decline (decision 110). */
export function IncomingCall({
  call,
  onAccept,
  onDecline,
}: {
  call: Call;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const titleId = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  useEffect(() => acceptRef.current?.focus(), []);
  return (
    <CallPanel titleId={titleId}>
      <div className="flex flex-col items-center gap-3 text-center">
        <MemberAvatar
          name={call.caller.name}
          photo={call.caller.photo ?? undefined}
          size="lg"
          className="animate-pulse motion-reduce:animate-none"
        />
        <p className="text-sm font-semibold text-rose-700 uppercase dark:text-rose-300">{CALL_TEXTS.incomingTitle}</p>
        <h2 id={titleId} className="text-lg font-bold text-stone-900 dark:text-stone-100" aria-live="assertive">
          {CALL_TEXTS.incoming(call.caller.name)}
        </h2>
      </div>
      <div className="mt-5 flex justify-center gap-6">
        <button
          type="button"
          onClick={onDecline}
          className="flex min-h-12 items-center gap-2 rounded-full bg-red-600 px-5 font-semibold text-white hover:bg-red-700 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-stone-900"
        >
          <PhoneOff aria-hidden="true" className="h-5 w-5" />
          {CALL_TEXTS.decline}
        </button>
        <button
          ref={acceptRef}
          type="button"
          onClick={onAccept}
          className="flex min-h-12 items-center gap-2 rounded-full bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-stone-900"
        >
          <Phone aria-hidden="true" className="h-5 w-5" />
          {CALL_TEXTS.accept}
        </button>
      </div>
    </CallPanel>
  );
}
