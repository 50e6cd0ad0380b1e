import { useId, useState, type FormEvent } from 'react';
import { ICEBREAKER_CATEGORIES } from '@kindred/contract/enums';
import { CUSTOM_ICEBREAKER_CATEGORY, ICEBREAKER_LIMITS } from '@kindred/contract/icebreaker-schemas';
import type { IcebreakerCategory } from '@kindred/contract/icebreakers';
import { ICEBREAKER_CATEGORY_LABELS, ICEBREAKERS_TEXTS } from '@kindred/contract/icebreakers-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useAddIcebreaker } from '../api/add-icebreaker';

const CATEGORY_OPTIONS = ICEBREAKER_CATEGORIES.map((value) => ({ value, label: ICEBREAKER_CATEGORY_LABELS[value] }));

/**
 * Your Own: a question in the member's words, saved and Personal unless they choose another
 * category (SPEC 4). Save stays disabled while the trimmed text is empty (SPEC 5).
 */
export function CustomIcebreakerForm() {
  const titleId = useId();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<IcebreakerCategory>(CUSTOM_ICEBREAKER_CATEGORY);
  const [announcement, setAnnouncement] = useState('');
  const add = useAddIcebreaker();
  const blank = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || add.isPending) return;
    setAnnouncement('');
    add.mutate(
      { text: text.trim(), categoryId: category },
      {
        onSuccess: () => {
          setText('');
          setCategory(CUSTOM_ICEBREAKER_CATEGORY);
          setAnnouncement(ICEBREAKERS_TEXTS.added);
        },
      },
    );
  };

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={titleId} className="text-lg font-semibold text-stone-900 dark:text-stone-100">
        {ICEBREAKERS_TEXTS.addTitle}
      </h2>
      <TextareaField
        label={ICEBREAKERS_TEXTS.textLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={ICEBREAKER_LIMITS.textMax}
        placeholder={ICEBREAKERS_TEXTS.placeholder}
        rows={3}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label={ICEBREAKERS_TEXTS.categoryLabel}
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(event) => setCategory(event.target.value as IcebreakerCategory)}
          className="sm:w-60"
        />
        <Button type="submit" disabled={blank} busy={add.isPending}>
          {add.isPending ? ICEBREAKERS_TEXTS.adding : ICEBREAKERS_TEXTS.addButton}
        </Button>
      </div>
      {add.isError && <Alert tone="error">{errorMessage(add.error, ICEBREAKERS_TEXTS.addFailed)}</Alert>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
