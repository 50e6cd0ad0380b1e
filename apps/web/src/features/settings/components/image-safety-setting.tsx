import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import type { MemberSettings } from '@kindred/contract/settings';
import { Alert } from '@/components/ui/alert';
import { Switch } from '@/components/ui/switch';
import { useOptimisticSettings } from '../hooks/use-optimistic-settings';

interface ImageSafetySettingProps {
  settings: MemberSettings;
  onSaved: (settings: MemberSettings) => void;
}

const texts = SETTINGS_TEXTS.safetySettings.unblur_verified_images;

/**
 * Issue 32 (decision 088): chat images arrive blurred; this lets verified matches' images through.
 * The server applies it to every message it sends this member, so every device shows the same.
 */
export function ImageSafetySetting({ settings: initial, onSaved }: ImageSafetySettingProps) {
  const { settings, change, error } = useOptimisticSettings(initial, { onSaved });
  return (
    <div>
      {error && (
        <Alert tone="error" className="mb-2">
          {error}
        </Alert>
      )}
      <Switch
        label={texts.title}
        description={texts.description}
        checked={settings.safety.unblur_verified_images}
        onChange={(on) => change({ safety: { unblur_verified_images: on } })}
      />
    </div>
  );
}
