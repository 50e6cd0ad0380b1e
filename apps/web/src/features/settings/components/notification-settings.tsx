import { NOTIFICATION_TOGGLES } from '@kindred/contract/enums';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { NOTIFICATION_TOGGLE_TEXTS, type MemberSettings } from '@kindred/contract/settings';
import { Alert } from '@/components/ui/alert';
import { Switch } from '@/components/ui/switch';
import { useOptimisticSettings } from '../hooks/use-optimistic-settings';

interface NotificationSettingsProps {
  settings: MemberSettings;
  onSaved: (settings: MemberSettings) => void;
}

/** SPEC 3 Notification toggles: stored as they change. */
export function NotificationSettings({ settings: initial, onSaved }: NotificationSettingsProps) {
  const { settings, change, error } = useOptimisticSettings(initial, { onSaved });
  return (
    <div>
      <p className="text-stone-700 dark:text-stone-300">{SETTINGS_TEXTS.notificationsIntro}</p>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-2 divide-y divide-stone-200 dark:divide-stone-700">
        {NOTIFICATION_TOGGLES.map((key) => (
          <Switch
            key={key}
            label={NOTIFICATION_TOGGLE_TEXTS[key].title}
            description={NOTIFICATION_TOGGLE_TEXTS[key].description}
            checked={settings.notifications[key]}
            onChange={(checked) => change({ notifications: { [key]: checked } })}
          />
        ))}
      </div>
    </div>
  );
}
