import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { THEMES, type MemberSettings } from '@kindred/contract/settings';
import { Alert } from '@/components/ui/alert';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { setTheme } from '@/lib/theme';
import { useOptimisticSettings } from '../hooks/use-optimistic-settings';

interface ThemeSettingProps {
  settings: MemberSettings;
  onSaved: (settings: MemberSettings) => void;
}

/** Dark mode: applied at once on this device and stored on the server for the others. */
export function ThemeSetting({ settings: initial, onSaved }: ThemeSettingProps) {
  const { settings, change, error } = useOptimisticSettings(initial, {
    onSaved,
    onApply: (next) => setTheme(next.theme),
  });
  return (
    <div>
      <ChoiceGroup
        label={SETTINGS_TEXTS.darkMode}
        options={THEMES}
        value={settings.theme}
        optionLabel={(theme) => SETTINGS_TEXTS.themeLabels[theme]}
        onChange={(theme) => change({ theme })}
        description={SETTINGS_TEXTS.themeHint}
        columns={3}
      />
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
    </div>
  );
}
