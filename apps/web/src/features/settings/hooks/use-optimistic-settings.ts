import { useRef, useState } from 'react';
import type { MemberSettings, SettingsUpdate } from '@kindred/contract/settings';
import { errorMessage } from '@/lib/api-client';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { useUpdateSettings } from '../api/update-settings';

export function mergeSettings(settings: MemberSettings, update: SettingsUpdate): MemberSettings {
  return {
    notifications: { ...settings.notifications, ...update.notifications },
    privacy: { ...settings.privacy, ...update.privacy },
    safety: { ...settings.safety, ...update.safety },
    theme: update.theme ?? settings.theme,
    quiet_hours: { ...settings.quiet_hours, ...update.quiet_hours },
  };
}

/** The values `update` changes, as they were in `settings`: what a rollback puts back. */
function previousValues(settings: MemberSettings, update: SettingsUpdate): SettingsUpdate {
  const pick = <T extends object>(from: T, keys: object | undefined): Partial<T> | undefined =>
    keys ? (Object.fromEntries(Object.keys(keys).map((key) => [key, from[key as keyof T]])) as Partial<T>) : undefined;
  return {
    notifications: pick(settings.notifications, update.notifications),
    privacy: pick(settings.privacy, update.privacy),
    safety: pick(settings.safety, update.safety),
    theme: update.theme !== undefined ? settings.theme : undefined,
    quiet_hours: pick(settings.quiet_hours, update.quiet_hours),
  };
}

interface Options {
  /** Runs as the change is shown, and again with the old values on a rollback (e.g. the theme). */
  onApply?: (settings: MemberSettings) => void;
  /** The settings the server stored. */
  onSaved: (settings: MemberSettings) => void;
}

/**
 * Settings are stored as soon as they change: the new value shows at once and is put back if
 * the server refuses it (optimistic update with rollback).
 */
export function useOptimisticSettings(initial: MemberSettings, { onApply, onSaved }: Options) {
  const [settings, setSettings] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // The latest shown values, for a rollback that lands after other changes.
  const latest = useRef(initial);
  const mutation = useUpdateSettings();

  const show = (next: MemberSettings) => {
    latest.current = next;
    setSettings(next);
    onApply?.(next);
  };

  const change = (update: SettingsUpdate) => {
    const rollback = previousValues(latest.current, update);
    setError(null);
    show(mergeSettings(latest.current, update));
    // mutateAsync, not mutate: mutate's callbacks run only for the latest call, and every
    // change must be able to roll back.
    mutation.mutateAsync(update).then(onSaved, (failure: unknown) => {
      show(mergeSettings(latest.current, rollback));
      setError(errorMessage(failure, SETTINGS_TEXTS.saveFailed));
    });
  };

  return { settings, change, error, dismissError: () => setError(null) };
}
