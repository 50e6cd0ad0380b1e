import { LIMITS } from '@kindred/contract/constants';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { TextareaField } from '@/components/ui/textarea-field';
import { EmptyText, ProfileCard } from './profile-card';
import type { SectionProps } from './section-props';

/** SPEC 3: the bio is paragraphs separated by blank lines. */
export function AboutSection({ draft, editing, onChange }: SectionProps) {
  const paragraphs = draft.bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <ProfileCard title={PROFILE_TEXTS.sections.about}>
      {editing ? (
        <TextareaField
          label={PROFILE_TEXTS.bio}
          value={draft.bio}
          maxLength={LIMITS.bioMax}
          rows={6}
          onChange={(event) => onChange({ bio: event.target.value })}
        />
      ) : paragraphs.length > 0 ? (
        <div className="space-y-3 text-stone-800 dark:text-stone-200">
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      ) : (
        <EmptyText>{EMPTY_STATES.noBio}</EmptyText>
      )}
    </ProfileCard>
  );
}
