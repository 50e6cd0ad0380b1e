import { UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import {
  VERIFICATION_REJECT_REASONS,
  VERIFICATION_REJECT_REASON_LABELS,
  VERIFICATION_TEXTS,
  type ModerationVerification,
  type VerificationRejectReason,
} from '@kindred/contract/verification';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { photoProps } from '@/lib/photo-srcset';
import { formatReportDate } from '../lib/format-report-date';
import { FaceLikenessLabel } from './face-likeness-label';

interface VerificationReviewCardProps {
  verification: ModerationVerification;
  onApprove: () => void;
  onReject: (reason: VerificationRejectReason) => void;
  busy: boolean;
  error: string | null;
}

const REASON_OPTIONS = VERIFICATION_REJECT_REASONS.map((reason) => ({
  value: reason,
  label: VERIFICATION_REJECT_REASON_LABELS[reason],
}));

/** One selfie beside the pose asked and the member's profile photos, with Approve and Reject. */
export function VerificationReviewCard({
  verification,
  onApprove,
  onReject,
  busy,
  error,
}: VerificationReviewCardProps) {
  const id = useId();
  const [reason, setReason] = useState<VerificationRejectReason>(VERIFICATION_REJECT_REASONS[0]);
  const { member } = verification;
  const pending = verification.status === 'pending';
  return (
    <article
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-700 dark:bg-stone-900"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-stone-900 dark:text-stone-100">
          {member.name || '—'}
          {member.age !== null && <span className="font-semibold">, {member.age}</span>}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {VERIFICATION_TEXTS.status[verification.status]}
          {verification.reason && ` · ${VERIFICATION_REJECT_REASON_LABELS[verification.reason]}`}
          {' · '}
          <time dateTime={verification.createdAt}>{formatReportDate(verification.createdAt)}</time>
        </p>
      </header>

      <div className="mt-3 rounded-xl bg-sky-50 px-4 py-3 dark:bg-sky-950/50">
        <p className="text-sm font-semibold text-sky-800 dark:text-sky-200">{VERIFICATION_TEXTS.poseAsked}</p>
        <p className="font-bold text-stone-900 dark:text-stone-100">{verification.pose.instruction}</p>
      </div>

      <div className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-3 sm:gap-5">
        <section aria-labelledby={`${id}-selfie`}>
          <h3 id={`${id}-selfie`} className="text-sm font-semibold text-stone-600 dark:text-stone-400">
            {VERIFICATION_TEXTS.selfie}
          </h3>
          <img
            src={verification.selfie}
            alt={VERIFICATION_TEXTS.selfieOf(member.name)}
            width={168}
            height={224}
            className="mt-2 h-40 w-30 rounded-xl bg-stone-100 object-cover ring-2 ring-sky-400 sm:h-56 sm:w-42 dark:bg-stone-800"
          />
        </section>
        <section aria-labelledby={`${id}-photos`}>
          <h3 id={`${id}-photos`} className="text-sm font-semibold text-stone-600 dark:text-stone-400">
            {VERIFICATION_TEXTS.profilePhotos}
          </h3>
          {member.photos.length > 0 ? (
            // One row beside the selfie, scrolled sideways when it holds more than fits.
            <ul
              aria-labelledby={`${id}-photos`}
              tabIndex={0}
              className="mt-2 flex gap-2 overflow-x-auto rounded-xl pb-1 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none"
            >
              {member.photos.map((url, index) => (
                <li key={url} className="shrink-0">
                  <img
                    {...photoProps(url, { width: 168, height: 224 })}
                    alt={VERIFICATION_TEXTS.photoOf(member.name, index + 1)}
                    loading="lazy"
                    className="h-40 w-30 rounded-xl bg-stone-100 object-cover sm:h-56 sm:w-42 dark:bg-stone-800"
                  />
                  {member.photoFaces[index] && <FaceLikenessLabel face={member.photoFaces[index]} />}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
              <UserRound aria-hidden="true" className="h-5 w-5" />
              {VERIFICATION_TEXTS.noProfilePhotos}
            </p>
          )}
        </section>
      </div>

      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      {pending && (
        <div className="mt-5 flex flex-wrap items-end gap-3 border-t border-stone-200 pt-5 dark:border-stone-700">
          <Button onClick={onApprove} busy={busy}>
            {VERIFICATION_TEXTS.approve}
          </Button>
          <SelectField
            label={VERIFICATION_TEXTS.rejectReason}
            options={REASON_OPTIONS}
            value={reason}
            onChange={(event) => setReason(event.target.value as VerificationRejectReason)}
            className="min-w-56 flex-1 sm:flex-none"
          />
          <Button variant="outline" onClick={() => onReject(reason)} busy={busy}>
            {VERIFICATION_TEXTS.reject}
          </Button>
        </div>
      )}
    </article>
  );
}
