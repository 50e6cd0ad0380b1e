import { useState, type ReactNode } from 'react';
import {
  DRINKING,
  EDUCATION_LEVELS,
  HEIGHT_OPTIONS,
  INTEREST_CATALOGUE,
  LANGUAGES,
  SMOKING,
  ZODIAC,
} from '@kindred/contract/enums';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { toStoredInterest } from '@kindred/contract/vocabulary';
import { VOCABULARY_MESSAGES } from '@kindred/contract/vocabulary-fields';
import { LIMITS } from '@kindred/contract/constants';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { EditableList } from './editable-list';
import { DetailList } from './profile-card';
import { QuestionsEditor } from './questions-editor';
import { toOptions, withCurrent, type SectionProps } from './section-props';

type PanelId = 'workEducation' | 'basicInfo' | 'interests' | 'languages' | 'questions' | 'connectedAccounts';

type TextKey = 'occupation' | 'company' | 'education' | 'school' | 'height' | 'drinking' | 'smoking' | 'zodiac';

/** SPEC 2: the collapsible sections; only one is open at a time. */
export function ProfileDetailsAccordion({
  draft,
  editing,
  onChange,
  connectedAccounts,
}: SectionProps & { connectedAccounts?: ReactNode }) {
  const [open, setOpen] = useState<PanelId | null>(null);
  const panel = (id: PanelId) => ({
    title: PROFILE_TEXTS.sections[id],
    open: open === id,
    onToggle: () => setOpen((current) => (current === id ? null : id)),
  });
  const select = (key: TextKey, values: readonly string[]) => (
    <SelectField
      label={PROFILE_TEXTS[key]}
      placeholder={PROFILE_TEXTS.choose}
      options={toOptions(withCurrent(values, draft[key]))}
      value={draft[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
    />
  );
  const text = (key: 'occupation' | 'company' | 'school' | 'instagram', maxLength: number = LIMITS.textFieldMax) => (
    <TextField
      label={PROFILE_TEXTS[key]}
      value={draft[key]}
      maxLength={maxLength}
      onChange={(event) => onChange({ [key]: event.target.value })}
    />
  );
  const details = (keys: (TextKey | 'instagram')[]) => (
    <DetailList
      emptyText={PROFILE_TEXTS.notSet}
      items={keys.map((key) => ({ label: PROFILE_TEXTS[key], value: draft[key] }))}
    />
  );

  return (
    <section className="rounded-2xl border border-stone-200 bg-white px-5 shadow-sm sm:px-6 dark:border-stone-700 dark:bg-stone-900">
      <CollapsibleSection {...panel('workEducation')}>
        {editing ? (
          <div className="grid gap-5 sm:grid-cols-2">
            {text('occupation')}
            {text('company')}
            {select('education', EDUCATION_LEVELS)}
            {text('school')}
          </div>
        ) : (
          details(['occupation', 'company', 'education', 'school'])
        )}
      </CollapsibleSection>
      <CollapsibleSection {...panel('basicInfo')}>
        {editing ? (
          <div className="grid gap-5 sm:grid-cols-2">
            {select('height', HEIGHT_OPTIONS)}
            {select('drinking', DRINKING)}
            {select('smoking', SMOKING)}
            {select('zodiac', ZODIAC)}
            {text('instagram', 31)}
          </div>
        ) : (
          details(['height', 'drinking', 'smoking', 'zodiac', 'instagram'])
        )}
      </CollapsibleSection>
      <CollapsibleSection {...panel('interests')}>
        <EditableList
          items={draft.interests}
          editing={editing}
          onChange={(interests) => onChange({ interests })}
          emptyText={EMPTY_STATES.noInterests}
          addLabel={PROFILE_TEXTS.addInterest}
          inputLabel={PROFILE_TEXTS.addInterestPrompt}
          suggestions={INTEREST_CATALOGUE}
          toStored={toStoredInterest}
          refusal={VOCABULARY_MESSAGES.pickAnInterest}
        />
      </CollapsibleSection>
      <CollapsibleSection {...panel('languages')}>
        <EditableList
          items={draft.languages}
          editing={editing}
          onChange={(languages) => onChange({ languages })}
          emptyText={EMPTY_STATES.noLanguages}
          addLabel={PROFILE_TEXTS.addLanguage}
          inputLabel={PROFILE_TEXTS.addLanguagePrompt}
          suggestions={LANGUAGES}
        />
      </CollapsibleSection>
      <CollapsibleSection {...panel('questions')}>
        <QuestionsEditor
          questions={draft.questions}
          editing={editing}
          onChange={(questions) => onChange({ questions })}
        />
      </CollapsibleSection>
      <CollapsibleSection {...panel('connectedAccounts')}>{connectedAccounts}</CollapsibleSection>
    </section>
  );
}
