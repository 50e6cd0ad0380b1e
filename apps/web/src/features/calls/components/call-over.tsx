import { useId, useState } from 'react';
import { CALL_TEXTS } from '@kindred/contract/calls';
import { reportMember } from '@/api/safety/report-member';
import { errorMessage } from '@/lib/api-client';
import { CallPanel } from './call-panel';

interface CallOverProps {
  message: string;
  /** The call was answered: "How was the call?" with a one-tap report. */
  askFeedback: boolean;
  matchId: string | null;
  onClose: () => void;
}

const BUTTON =
  'min-h-11 flex-1 rounded-full px-4 font-semibold focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 dark:focus-visible:ring-offset-stone-900';

/** Why the call is over and, after a call that was answered, "How was the call?" (decision 110). */
export function CallOver({ message, askFeedback, matchId, onClose }: CallOverProps) {
  const titleId = useId();
  const [report, setReport] = useState<{ state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string }>({
    state: 'idle',
  });
  const sendReport = () => {
    if (!matchId) return;
    setReport({ state: 'sending' });
    reportMember({ via: 'match', matchId }, { reason: 'inappropriate', details: CALL_TEXTS.reportDetails }).then(
      () => setReport({ state: 'sent' }),
      (error: unknown) => setReport({ state: 'failed', message: errorMessage(error, CALL_TEXTS.callFailed) }),
    );
  };
  const asking = askFeedback && matchId !== null && report.state !== 'sent';
  return (
    <CallPanel titleId={titleId}>
      {asking ? (
        <>
          <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
            {message}
          </p>
          <h2 id={titleId} className="mt-2 text-lg font-bold text-stone-900 dark:text-stone-100">
            {CALL_TEXTS.feedbackTitle}
          </h2>
          {report.state === 'failed' && (
            <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-400">
              {report.message}
            </p>
          )}
          <div className="mt-4 flex gap-3">
            <button
              type="button"
              onClick={sendReport}
              disabled={report.state === 'sending'}
              className={`${BUTTON} border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950`}
            >
              {CALL_TEXTS.feedbackReport}
            </button>
            <button
              type="button"
              onClick={onClose}
              autoFocus
              className={`${BUTTON} bg-rose-600 text-white hover:bg-rose-700`}
            >
              {CALL_TEXTS.feedbackFine}
            </button>
          </div>
        </>
      ) : (
        <>
          <div role="status">
            <h2 id={titleId} className="font-semibold text-stone-900 dark:text-stone-100">
              {report.state === 'sent' ? CALL_TEXTS.reported : message}
            </h2>
          </div>
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              onClick={onClose}
              autoFocus
              className={`${BUTTON} flex-none bg-rose-600 text-white hover:bg-rose-700`}
            >
              {CALL_TEXTS.close}
            </button>
          </div>
        </>
      )}
    </CallPanel>
  );
}
