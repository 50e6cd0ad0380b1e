import { PUSH_TEXTS } from '@kindred/contract/push';
import { isTimeZone, timeOfMinutes } from '@kindred/contract/quiet-hours';
import type { MemberSettings } from '@kindred/contract/settings';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { useOptimisticSettings } from '../hooks/use-optimistic-settings';

interface QuietHoursSettingProps {
  settings: MemberSettings;
  onSaved: (settings: MemberSettings) => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => timeOfMinutes(hour * 60));

function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** Every zone the browser knows, with `also` (the stored one) in case it is not among them. */
function timeZones(also: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([also, 'UTC', ...known])].sort();
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Decision 047: no pushes between two times on the member's clock (stored on the server). */
export function QuietHoursSetting({ settings: initial, onSaved }: QuietHoursSettingProps) {
  const { settings, change, error } = useOptimisticSettings(initial, { onSaved });
  const quiet = settings.quiet_hours;
  const times = (current: string) => options([...new Set([...HOURS, current])].sort());
  return (
    <div>
      {error && (
        <Alert tone="error" className="mt-2">
          {error}
        </Alert>
      )}
      <Switch
        label={PUSH_TEXTS.quietHours}
        description={PUSH_TEXTS.quietHoursDescription}
        checked={quiet.enabled}
        onChange={(enabled) =>
          // The first time, the member's clock is this browser's.
          change({
            quiet_hours: enabled && quiet.time_zone === 'UTC' ? { enabled, time_zone: browserTimeZone() } : { enabled },
          })
        }
      />
      {quiet.enabled && (
        <div className="grid gap-4 pb-3 sm:grid-cols-3">
          <SelectField
            label={PUSH_TEXTS.quietFrom}
            options={times(quiet.start)}
            value={quiet.start}
            onChange={(event) => change({ quiet_hours: { start: event.target.value } })}
          />
          <SelectField
            label={PUSH_TEXTS.quietUntil}
            options={times(quiet.end)}
            value={quiet.end}
            onChange={(event) => change({ quiet_hours: { end: event.target.value } })}
          />
          <SelectField
            label={PUSH_TEXTS.timeZone}
            options={options(timeZones(quiet.time_zone))}
            value={quiet.time_zone}
            onChange={(event) => change({ quiet_hours: { time_zone: event.target.value } })}
          />
        </div>
      )}
    </div>
  );
}
