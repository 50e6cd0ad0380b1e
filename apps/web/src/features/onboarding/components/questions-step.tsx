import { LIMITS } from '@kindred/contract/constants';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';
import { TextareaField } from '@/components/ui/textarea-field';
import type { StepProps } from './step-props';

/** The three fixed prompts (SPEC 3); one answer is enough to go on (decision 075). */
export function QuestionsStep({ draft, errors, onChange }: StepProps) {
  const answer = (index: number, text: string) =>
    onChange({
      questions: draft.questions.map((pair, position) => (position === index ? { ...pair, answer: text } : pair)),
    });
  return (
    <div className="space-y-5">
      {draft.questions.map((pair, index) => (
        <TextareaField
          key={pair.question}
          label={pair.question}
          placeholder={ONBOARDING_TEXTS.answerPlaceholder}
          value={pair.answer}
          maxLength={LIMITS.answerMax}
          rows={3}
          onChange={(event) => answer(index, event.target.value)}
          error={index === 0 ? errors.questions : undefined}
        />
      ))}
    </div>
  );
}
