import { CALL_TEXTS } from '@kindred/contract/calls';
import { useSetVideoCalls, useVideoCallSetting } from '@/api/calls/video-call-setting';
import { Dialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';

/**
 * The match's "Video calls" switch (decision 110). With mine on and theirs not, "Waiting for
 * {name}": the same as "not both on", which is all the server says; with mine off, nothing of
 * theirs shows.
 */
export function VideoCallSettingDialog({
  matchId,
  name,
  onClose,
}: {
  matchId: string;
  name: string;
  onClose: () => void;
}) {
  const setting = useVideoCallSetting(matchId);
  const change = useSetVideoCalls(matchId);
  const mine = change.isPending ? change.variables : (setting.data?.mine ?? false);
  return (
    <Dialog title={CALL_TEXTS.settingLabel} onClose={onClose}>
      <Switch
        label={CALL_TEXTS.settingLabel}
        description={CALL_TEXTS.settingHint}
        checked={mine}
        disabled={!setting.data || change.isPending}
        onChange={(enabled) => change.mutate(enabled)}
      />
      <p role="status" className="min-h-5 text-sm font-medium text-stone-700 dark:text-stone-300">
        {setting.data?.bothOn ? CALL_TEXTS.bothOn : setting.data?.mine ? CALL_TEXTS.waitingForThem(name) : ''}
      </p>
      {change.isError && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-400">
          {errorMessage(change.error, CALL_TEXTS.settingFailed)}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-full px-5 font-semibold text-stone-700 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-200 dark:hover:bg-stone-800"
        >
          {CALL_TEXTS.close}
        </button>
      </div>
    </Dialog>
  );
}
