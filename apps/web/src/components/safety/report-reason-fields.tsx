import { LIMITS } from '@kindred/contract/constants';
import { REPORT_REASONS } from '@kindred/contract/enums';
import { MATCH_DETAIL_PAGE_TEXTS } from '@kindred/contract/match-detail-texts';
import { REPORT_REASON_LABELS, SAFETY_TEXTS, type ReportReason } from '@kindred/contract/safety';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextareaField } from '@/components/ui/textarea-field';

interface ReportReasonFieldsProps {
  reason: ReportReason | '';
  details: string;
  reasonError?: string;
  onReasonChange: (reason: ReportReason) => void;
  onDetailsChange: (details: string) => void;
}

/** A report's reason (SPEC 3's six) and optional details: the report dialog's and "Also report"'s. */
export function ReportReasonFields({
  reason,
  details,
  reasonError,
  onReasonChange,
  onDetailsChange,
}: ReportReasonFieldsProps) {
  return (
    <>
      <ChoiceGroup
        label={SAFETY_TEXTS.reason}
        options={REPORT_REASONS}
        value={reason}
        optionLabel={(option) => REPORT_REASON_LABELS[option]}
        onChange={onReasonChange}
        error={reasonError}
      />
      <TextareaField
        label={MATCH_DETAIL_PAGE_TEXTS.reportDetails}
        value={details}
        onChange={(event) => onDetailsChange(event.target.value)}
        maxLength={LIMITS.reportDetailsMax}
        rows={3}
        className="mt-4"
      />
    </>
  );
}
