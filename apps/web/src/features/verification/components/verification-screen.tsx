import { BadgeCheck, Clock, Hand, ShieldAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { VERIFICATION_TEXTS, type VerificationStatus } from '@kindred/contract/verification';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardStackSkeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useVerification } from '../api/get-verification';
import { useSubmitSelfie } from '../api/submit-selfie';
import { SelfieCapture, type CapturedSelfie } from './selfie-capture';

const STATE_LOOK = {
  unverified: { icon: ShieldAlert, tone: 'text-stone-600 dark:text-stone-300' },
  pending: { icon: Clock, tone: 'text-amber-700 dark:text-amber-300' },
  verified: { icon: BadgeCheck, tone: 'text-sky-700 dark:text-sky-300' },
  rejected: { icon: ShieldAlert, tone: 'text-red-700 dark:text-red-300' },
} as const;

/** Where the member stands: the state in words, and what it means for them now. */
function VerificationState({ status }: { status: VerificationStatus }) {
  const { icon: Icon, tone } = STATE_LOOK[status.state];
  return (
    <div className="space-y-3">
      <p className={`flex items-center gap-2 text-lg font-bold ${tone}`}>
        <Icon aria-hidden="true" className="h-6 w-6" />
        {VERIFICATION_TEXTS.states[status.state]}
      </p>
      {status.state === 'verified' && (
        <p className="text-stone-700 dark:text-stone-300">{VERIFICATION_TEXTS.verifiedExplained}</p>
      )}
      {status.state === 'pending' && (
        <p className="text-stone-700 dark:text-stone-300">{VERIFICATION_TEXTS.pendingExplained}</p>
      )}
      {status.state === 'rejected' && status.reasonText && <Alert tone="error">{status.reasonText}</Alert>}
      {status.endedByPhotoChange && <Alert tone="info">{VERIFICATION_TEXTS.endedBecausePhotosReplaced}</Alert>}
      {status.selfie && (
        <img
          src={status.selfie}
          alt={VERIFICATION_TEXTS.preview}
          width={128}
          height={160}
          className="h-40 w-32 rounded-xl object-cover shadow-sm"
        />
      )}
    </div>
  );
}

/** The pose, the camera and Send, while the member may send a selfie. */
function SelfieForm({ status }: { status: VerificationStatus }) {
  const [selfie, setSelfie] = useState<CapturedSelfie | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = useSubmitSelfie();
  const challenge = status.challenge!;

  useEffect(() => () => (selfie ? URL.revokeObjectURL(selfie.previewUrl) : undefined), [selfie]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!selfie) {
      setMissing(true);
      return;
    }
    submit.mutate({ image: selfie.image, poseId: challenge.poseId }, { onSuccess: () => setSelfie(null) });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <div className="rounded-2xl border border-sky-200 bg-sky-50 p-4 dark:border-sky-900 dark:bg-sky-950/50">
        <h3 className="text-sm font-semibold tracking-wide text-sky-800 uppercase dark:text-sky-200">
          {VERIFICATION_TEXTS.poseHeading}
        </h3>
        <p className="mt-1 flex items-center gap-2 text-lg font-bold text-stone-900 dark:text-stone-100">
          <Hand aria-hidden="true" className="h-5 w-5 shrink-0 text-sky-700 dark:text-sky-300" />
          {challenge.instruction}
        </p>
      </div>
      <SelfieCapture
        selfie={selfie}
        onChange={(next) => {
          setSelfie(next);
          setMissing(false);
        }}
      />
      {missing && <Alert tone="error">{VERIFICATION_TEXTS.choosePhotoFirst}</Alert>}
      {submit.isError && <Alert tone="error">{errorMessage(submit.error, VERIFICATION_TEXTS.submitFailed)}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {VERIFICATION_TEXTS.attemptsLeft(status.attemptsLeft)}
        </p>
        <Button type="submit" busy={submit.isPending}>
          {submit.isPending ? VERIFICATION_TEXTS.submitting : VERIFICATION_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}

/** Issue 32 section 1: get verified with a selfie in a pose, reviewed by a person (decision 079). */
export function VerificationScreen() {
  const verification = useVerification();
  if (verification.isPending) return <CardStackSkeleton count={2} />;
  if (verification.isError) {
    return (
      <RetryAlert
        message={errorMessage(verification.error, VERIFICATION_TEXTS.loadFailed)}
        onRetry={() => void verification.refetch()}
      />
    );
  }
  const status = verification.data;
  const maySubmit = status.challenge !== null;
  const outOfAttempts = !maySubmit && (status.state === 'unverified' || status.state === 'rejected');
  return (
    <div className="space-y-5">
      <p className="text-stone-700 dark:text-stone-300">{VERIFICATION_TEXTS.intro}</p>
      <Card title={VERIFICATION_TEXTS.statusHeading}>
        <VerificationState status={status} />
        {outOfAttempts && (
          <Alert tone="info" className="mt-4">
            {VERIFICATION_TEXTS.noAttemptsLeft}
          </Alert>
        )}
      </Card>
      {maySubmit && (
        <Card title={VERIFICATION_TEXTS.preview}>
          {/* A new pose after each attempt: a fresh form for each. */}
          <SelfieForm key={status.challenge!.poseId} status={status} />
        </Card>
      )}
    </div>
  );
}
