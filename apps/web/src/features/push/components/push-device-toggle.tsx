import { PUSH_TEXTS } from '@kindred/contract/push';
import { Alert } from '@/components/ui/alert';
import { Switch } from '@/components/ui/switch';
import { usePushDevice } from '../hooks/use-push-device';

/** Settings → Notifications: Web Push on this browser, as the browser's permission allows. */
export function PushDeviceToggle({ memberId }: { memberId: string }) {
  const device = usePushDevice(memberId);
  const unsupported = device.permission === 'unsupported';
  const blocked = device.permission === 'denied';
  return (
    <div>
      <Switch
        label={PUSH_TEXTS.deviceToggle}
        description={PUSH_TEXTS.deviceDescription}
        checked={device.on === true && !blocked}
        disabled={unsupported || blocked || device.busy || device.on === null}
        onChange={(checked) => void (checked ? device.turnOn() : device.turnOff())}
      />
      {unsupported && (
        <Alert tone="info" className="mb-3">
          {PUSH_TEXTS.unsupported}
        </Alert>
      )}
      {blocked && (
        <Alert tone="info" className="mb-3">
          {PUSH_TEXTS.blocked}
        </Alert>
      )}
      {device.error && !blocked && (
        <Alert tone="error" className="mb-3">
          {device.error}
        </Alert>
      )}
    </div>
  );
}
