import { useEffect } from 'react';
import { useVideoCallsRealtime } from '@/api/calls/video-call-setting';
import { useDatePlansRealtime } from '@/api/dates/use-date-plans-realtime';
import AppInstall from '@/features/app-install/components/app-install';
import CallOverlay from '@/features/calls/components/call-overlay';
import { useConversationsRealtime } from '@/features/conversations/hooks/use-conversations-realtime';
import { useNotificationsRealtime } from '@/features/notifications/hooks/use-notifications-realtime';
import { usePushReRegistration } from '@/features/push/hooks/use-push-re-registration';
import { connectSocket, disconnectSocket } from '@/lib/socket-client';

/**
 * SPEC 4 Realtime connection for one signed-in member: the socket (opened on mount, closed on
 * unmount: sign-out, a switch of member, the app unmounting) and the conversation, notification
 * and date-plan caches it keeps current; and this browser's Web Push subscription, stored again
 * for the new session (decision 047). Loaded on its own (providers.tsx), so that visitors never download
 * socket.io, the chat or the push code (decision 042).
 */
export default function MemberRealtime({ memberId }: { memberId: string }) {
  useEffect(() => {
    connectSocket();
    return () => disconnectSocket();
  }, [memberId]);
  useConversationsRealtime(memberId);
  useNotificationsRealtime(memberId);
  useDatePlansRealtime();
  usePushReRegistration(memberId);
  useVideoCallsRealtime();
  // Video calls ring wherever the member is in the app (decision 110); the installable app (112).
  return (
    <>
      <CallOverlay memberId={memberId} />
      <AppInstall />
    </>
  );
}
