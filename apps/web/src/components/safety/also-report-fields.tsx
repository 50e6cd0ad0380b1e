import { MEMBER_SAFETY_TEXTS, SAFETY_MESSAGES, type ReportReason } from '@kindred/contract/safety';
import type { MemberReportInput } from '@/api/safety/report-member';
import { Checkbox } from '@/components/ui/checkbox';
import { ReportReasonFields } from './report-reason-fields';

export interface AlsoReport {
  on: boolean;
  reason: ReportReason | '';
  details: string;
  reasonError?: string;
}

export const NO_REPORT: AlsoReport = { on: false, reason: '', details: '' };

/**
 * What the unmatch sends with it: nothing, a report, or (ticked without a reason) the error to
 * show instead of unmatching.
 */
export function alsoReportInput(value: AlsoReport): { report: MemberReportInput | null } | { error: string } {
  if (!value.on) return { report: null };
  if (value.reason === '') return { error: SAFETY_MESSAGES.reasonRequired };
  return { report: { reason: value.reason, details: value.details.trim() } };
}

interface AlsoReportFieldsProps {
  name: string;
  value: AlsoReport;
  onChange: (value: AlsoReport) => void;
}

/** The unmatch dialog's "Also report" (issue 32): ticked, SPEC 3's reasons and details open below. */
export function AlsoReportFields({ name, value, onChange }: AlsoReportFieldsProps) {
  return (
    <div className="mt-4">
      <Checkbox
        label={MEMBER_SAFETY_TEXTS.alsoReport(name)}
        checked={value.on}
        onChange={(event) => onChange({ ...value, on: event.target.checked, reasonError: undefined })}
      />
      {value.on && (
        <div className="mt-4">
          <ReportReasonFields
            reason={value.reason}
            details={value.details}
            reasonError={value.reasonError}
            onReasonChange={(reason) => onChange({ ...value, reason, reasonError: undefined })}
            onDetailsChange={(details) => onChange({ ...value, details })}
          />
        </div>
      )}
    </div>
  );
}
