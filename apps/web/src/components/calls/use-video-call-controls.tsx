import { Video } from 'lucide-react';
import { useState } from 'react';
import { CALL_TEXTS } from '@kindred/contract/calls';
import { useVideoCallSetting } from '@/api/calls/video-call-setting';
import type { MemberMenuItem } from '@/components/safety/member-safety-menu';
import { VideoCallButton } from './video-call-button';
import { VideoCallSettingDialog } from './video-call-setting-dialog';

/**
 * A chat's video-call pieces (decision 110): the camera for its header and composer (both on), the "Video
 * calls" item for its menu, and the dialog that item opens. Nothing while the chat has ended.
 */
export function useVideoCallControls(matchId: string, name: string, ended: boolean) {
  const [open, setOpen] = useState(false);
  const setting = useVideoCallSetting(matchId, { enabled: !ended });
  const menuItem: MemberMenuItem = { label: CALL_TEXTS.settingLabel, Icon: Video, onSelect: () => setOpen(true) };
  const shown = !ended && setting.data?.bothOn === true;
  return {
    button: shown ? <VideoCallButton matchId={matchId} name={name} place="header" /> : null,
    composerButton: shown ? <VideoCallButton matchId={matchId} name={name} place="composer" /> : null,
    menuItems: ended ? [] : [menuItem],
    dialog:
      open && !ended ? <VideoCallSettingDialog matchId={matchId} name={name} onClose={() => setOpen(false)} /> : null,
  };
}
