import { LOCATION_SHARING, PROFILE_VISIBILITY } from '@kindred/contract/enums';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import type { MemberSettings } from '@kindred/contract/settings';
import { Alert } from '@/components/ui/alert';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Switch } from '@/components/ui/switch';
import { useOptimisticSettings } from '../hooks/use-optimistic-settings';

interface PrivacySettingsProps {
  settings: MemberSettings;
  onSaved: (settings: MemberSettings) => void;
}

const texts = SETTINGS_TEXTS.privacy;

/** SPEC 3 Privacy settings, stored as they change and enforced by the server (DESIGN 2). */
export function PrivacySettings({ settings: initial, onSaved }: PrivacySettingsProps) {
  const { settings, change, error } = useOptimisticSettings(initial, { onSaved });
  const { privacy } = settings;
  return (
    <div>
      <p className="text-stone-700 dark:text-stone-300">{SETTINGS_TEXTS.privacyIntro}</p>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-2 divide-y divide-stone-200 dark:divide-stone-700">
        <div className="py-4">
          <ChoiceGroup
            label={texts.profile_visibility.title}
            description={texts.profile_visibility.description}
            options={PROFILE_VISIBILITY}
            value={privacy.profile_visibility}
            onChange={(profile_visibility) => change({ privacy: { profile_visibility } })}
            columns={3}
          />
        </div>
        <div className="py-4">
          <ChoiceGroup
            label={texts.location_sharing.title}
            description={texts.location_sharing.description}
            options={LOCATION_SHARING}
            value={privacy.location_sharing}
            onChange={(location_sharing) => change({ privacy: { location_sharing } })}
            columns={3}
          />
        </div>
        <Switch
          label={texts.read_receipts.title}
          description={texts.read_receipts.description}
          checked={privacy.read_receipts === 'On'}
          onChange={(on) => change({ privacy: { read_receipts: on ? 'On' : 'Off' } })}
        />
        <Switch
          label={texts.activity_status.title}
          description={texts.activity_status.description}
          checked={privacy.activity_status === 'On'}
          onChange={(on) => change({ privacy: { activity_status: on ? 'On' : 'Off' } })}
        />
      </div>
    </div>
  );
}
