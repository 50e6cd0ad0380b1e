import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { ONBOARDING_QUESTIONS } from '@kindred/contract/enums';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { ProfileDraft } from '../lib/profile-draft';
import { EmptyText } from './profile-card';

type Pair = ProfileDraft['questions'][number];

interface QuestionsEditorProps {
  questions: Pair[];
  editing: boolean;
  onChange: (questions: Pair[]) => void;
}

/** SPEC 5: at most 3 questions; a new one needs both a question and an answer. */
export function QuestionsEditor({ questions, editing, onChange }: QuestionsEditorProps) {
  const suggestionsId = useId();
  const [draft, setDraft] = useState<Pair>({ question: '', answer: '' });
  const canAdd = draft.question.trim() !== '' && draft.answer.trim() !== '';
  const update = (index: number, patch: Partial<Pair>) =>
    onChange(questions.map((pair, position) => (position === index ? { ...pair, ...patch } : pair)));

  if (!editing) {
    if (questions.length === 0) return <EmptyText>{EMPTY_STATES.noQuestions}</EmptyText>;
    return (
      <dl className="space-y-4">
        {questions.map((pair, index) => (
          <div key={index}>
            <dt className="font-semibold text-stone-900 dark:text-stone-100">{pair.question}</dt>
            <dd className="mt-1 text-stone-700 dark:text-stone-300">{pair.answer}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <div className="space-y-5">
      <datalist id={suggestionsId}>
        {ONBOARDING_QUESTIONS.map((question) => (
          <option key={question} value={question} />
        ))}
      </datalist>
      {questions.length === 0 && <EmptyText>{EMPTY_STATES.noQuestions}</EmptyText>}
      {questions.map((pair, index) => (
        <div key={index} className="space-y-3 rounded-xl border border-stone-200 p-4 dark:border-stone-700">
          <TextField
            label={`${PROFILE_TEXTS.question} ${index + 1}`}
            list={suggestionsId}
            value={pair.question}
            maxLength={LIMITS.questionMax}
            onChange={(event) => update(index, { question: event.target.value })}
          />
          <TextareaField
            label={`${PROFILE_TEXTS.answer} ${index + 1}`}
            value={pair.answer}
            maxLength={LIMITS.answerMax}
            rows={3}
            onChange={(event) => update(index, { answer: event.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(questions.filter((_, position) => position !== index))}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {PROFILE_TEXTS.removeQuestion(index + 1)}
          </Button>
        </div>
      ))}
      {questions.length < LIMITS.maxQuestions && (
        <fieldset className="space-y-3 rounded-xl border border-dashed border-rose-300 p-4 dark:border-rose-800">
          <legend className="px-1 text-sm font-semibold text-rose-700 dark:text-rose-300">
            {PROFILE_TEXTS.addQuestion}
          </legend>
          <TextField
            label={PROFILE_TEXTS.question}
            list={suggestionsId}
            value={draft.question}
            maxLength={LIMITS.questionMax}
            onChange={(event) => setDraft({ ...draft, question: event.target.value })}
          />
          <TextareaField
            label={PROFILE_TEXTS.answer}
            value={draft.answer}
            maxLength={LIMITS.answerMax}
            rows={3}
            onChange={(event) => setDraft({ ...draft, answer: event.target.value })}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={!canAdd}
            onClick={() => {
              onChange([...questions, { question: draft.question.trim(), answer: draft.answer.trim() }]);
              setDraft({ question: '', answer: '' });
            }}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {PROFILE_TEXTS.addQuestion}
          </Button>
        </fieldset>
      )}
    </div>
  );
}
