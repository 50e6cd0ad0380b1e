import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { MessageCircleHeart, MessageCircleOff, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import type { Match } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import { useNavigate } from 'react-router';
import { MemberSafetyMenu } from '@/components/safety/member-safety-menu';
import { BlockMemberDialog } from '@/components/safety/block-member-dialog';
import { ReportMemberDialog } from '@/components/safety/report-member-dialog';
import { IconCircle } from '@/components/ui/icon-circle';
import { useSocketConnected } from '@/lib/use-socket';
import { forgetEndedMatch } from '@/api/matches/forget-ended-match';
import { useMatch } from '@/api/matches/get-match';
import { useDatePlans } from '@/api/dates/get-date-plans';
import { CheckInBanners } from '@/components/date-plan/check-in-banners';
import { DatePlanCard } from '@/components/date-plan/date-plan-card';
import { useMessages } from '../api/get-messages';
import { useChatSender } from '../hooks/use-chat-sender';
import { useMessageActionsController } from '../hooks/use-message-actions-controller';
import { useMarkReadWhileOpen } from '../hooks/use-mark-read';
import { useMatchRoom } from '../hooks/use-match-room';
import { useOtherTyping, useOwnTyping } from '../hooks/use-typing';
import { blockedNoticeState } from '../lib/blocked-notice';
import { chatItems } from '../lib/chat-items';
import { threadOf } from '../lib/messages-cache';
import { fetchNextPageAfterRefresh } from '../lib/page-fetching';
import { firstNameOf, suggestedReplies } from '../lib/suggested-replies';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatLoadError } from './chat-load-error';
import { ChatProfilePanel } from './chat-profile-panel';
import { ChatSkeleton } from './chat-skeleton';
import { EndChatDialog } from './end-chat-dialog';
import { MessageActionsContext } from './message-actions-context';
import { MessageList } from './message-list';
import { PlanDateLink } from './plan-date-link';
import { useVideoCallControls } from '@/components/calls/use-video-call-controls';
import { ReplyDraftBar } from './reply-draft-bar';
import { SuggestedRepliesBar } from './suggested-replies-bar';
import { VoiceRecorder } from './voice-recorder';

export interface ChatMember {
  id: string;
  name: string;
  interests: readonly string[];
}

/**
 * 'thread' is /messages/{id}: the chat with the profile panel, suggested replies and images.
 * 'conversation' is /conversation/{id}: the chat alone, full screen.
 */
export type ChatVariant = 'thread' | 'conversation';

interface ChatScreenProps {
  matchId: string;
  me: ChatMember;
  variant: ChatVariant;
  /** The page's heading while there is no member to name (loading, failure). */
  title: string;
  /** Shown at the end of the chat's header: the member header's actions, where that is hidden. */
  headerActions?: ReactNode;
}

/**
 * The frame of both chat screens: the full screen's height (dvh: the height above the on-screen
 * keyboard, which resizes the page: index.html's viewport). On a wide screen /messages/{id} fills
 * the pane beside the conversation list instead.
 */
function ChatFrame({ variant, children }: { variant: ChatVariant; children: ReactNode }) {
  return (
    <div
      className={clsx(
        'mx-auto flex h-[calc(100dvh-var(--reconnecting-banner-height))] w-full',
        variant === 'conversation'
          ? 'max-w-3xl flex-col sm:border-x sm:border-stone-200 sm:dark:border-stone-700'
          : 'relative gap-6 lg:h-full',
      )}
    >
      {children}
    </div>
  );
}

function ConnectionNotice() {
  const connected = useSocketConnected();
  const [wasConnected, setWasConnected] = useState(connected);
  useEffect(() => {
    if (connected) setWasConnected(true);
  }, [connected]);
  if (connected || !wasConnected) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-1.5 text-xs font-semibold text-amber-900 dark:bg-amber-950/60 dark:text-amber-200"
    >
      <WifiOff aria-hidden="true" className="h-3.5 w-3.5" />
      {CHAT_TEXTS.connectionLost}
    </p>
  );
}

interface LoadedChatProps {
  match: Match;
  me: ChatMember;
  variant: ChatVariant;
  messages: ReturnType<typeof useMessages>;
  headerActions?: ReactNode;
}

function LoadedChat({ match, me, variant, messages, headerActions }: LoadedChatProps) {
  const other = match.otherUser.profile;
  const otherFirstName = firstNameOf(other.name);
  const panelId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [profileOpen, setProfileOpen] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const [blocking, setBlocking] = useState(false);
  const [endingChat, setEndingChat] = useState(false);
  const closeProfile = useCallback(() => setProfileOpen(false), []);
  const sender = useChatSender(match.id);
  const thread = useMemo(() => threadOf(messages.data), [messages.data]);
  const items = useMemo(() => chatItems(thread, sender.pending, me.id), [thread, sender.pending, me.id]);
  // A date proposal's message is drawn as its plan's card (issue 35); without the plans, as text.
  const plans = useDatePlans({ matchId: match.id });
  const planByMessage = useMemo(
    () => new Map((plans.data ?? []).flatMap((plan) => (plan.messageId ? [[plan.messageId, plan] as const] : []))),
    [plans.data],
  );
  const unreadFromThem = useMemo(
    () => thread.filter((message) => message.senderId !== me.id && !message.isRead).map((message) => message.id),
    [thread, me.id],
  );

  // Decision 080: after a block the conversation is gone; the list says so (blocked-notice.ts).
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const blocked = () => {
    forgetEndedMatch(queryClient, match.id);
    void navigate(ROUTES.messages, { replace: true, state: blockedNoticeState(other.name) });
  };

  useMatchRoom(match.id);
  const videoCalls = useVideoCallControls(match.id, other.name, sender.ended);
  useMarkReadWhileOpen(match.id, unreadFromThem);
  const otherTyping = useOtherTyping(match.id, other.id);
  const { stopTyping } = useOwnTyping(match.id, text);

  const last = items[items.length - 1];
  const lastStored = thread[thread.length - 1];
  // SPEC 4: suggested replies only when the last message came from the match.
  const replies =
    variant === 'thread' && !sender.ended && last && !last.mine && lastStored
      ? suggestedReplies(lastStored, other, me.interests)
      : [];

  const loadOlder = () => {
    void fetchNextPageAfterRefresh(messages).then((result) => {
      // SPEC 8: a failure loading older messages is only logged; the button stops spinning.
      if (result.isError) console.error('Failed to load older messages', result.error);
    });
  };

  // Reactions, replies and unsend (decision 108).
  const messageActions = useMessageActionsController({
    matchId: match.id,
    me,
    otherName: other.name,
    report: setReporting,
    loadOlder: async () => messages.hasNextPage && !(await fetchNextPageAfterRefresh(messages)).isError,
    focusComposer: () => textareaRef.current?.focus(),
  });

  const chooseReply = (reply: string) => {
    setText(reply);
    const box = textareaRef.current;
    if (!box) return;
    box.focus();
    requestAnimationFrame(() => box.setSelectionRange(reply.length, reply.length));
  };

  return (
    <ChatFrame variant={variant}>
      <div
        className={clsx(
          'flex min-w-0 flex-1 flex-col overflow-hidden bg-stone-50 dark:bg-stone-950',
          variant === 'thread' && 'lg:rounded-3xl lg:border lg:border-stone-200 lg:shadow-sm lg:dark:border-stone-700',
        )}
      >
        <ChatHeader
          name={other.name}
          photo={other.photos[0]}
          online={match.otherUser.isOnline}
          safetyMenu={
            <MemberSafetyMenu
              name={other.name}
              memberId={other.id}
              reportVia={{ via: 'conversation', matchId: match.id }}
              matched
              onBlocked={blocked}
              items={
                sender.ended
                  ? []
                  : [
                      ...videoCalls.menuItems,
                      { label: YOUR_TURN_TEXTS.endChat, Icon: MessageCircleOff, onSelect: () => setEndingChat(true) },
                    ]
              }
            />
          }
          verified={other.isVerified}
          planDate={
            sender.ended ? undefined : (
              <>
                {videoCalls.button}
                <PlanDateLink matchId={match.id} place="header" />
              </>
            )
          }
          actions={headerActions}
          {...(variant === 'thread'
            ? { onShowProfile: () => setProfileOpen(true), profileOpen, profilePanelId: panelId }
            : {})}
        />
        <ConnectionNotice />
        {/* A date check-in's "Are you OK?" (decision 104): answered here, one tap from its notification. */}
        <CheckInBanners plans={plans.data ?? []} />
        <MessageActionsContext.Provider value={sender.ended ? null : messageActions.actions}>
          <MessageList
            items={items}
            myName={me.name}
            otherName={other.name}
            hasOlder={messages.hasNextPage}
            loadingOlder={messages.isFetchingNextPage}
            onLoadOlder={loadOlder}
            onRetry={sender.retry}
            onEdit={(clientId) => {
              const content = sender.edit(clientId);
              if (content !== null) chooseReply(content);
            }}
            onSendAnyway={sender.sendAnyway}
            onReport={setReporting}
            onBlock={() => setBlocking(true)}
            typing={otherTyping}
            typingName={otherFirstName}
            cardFor={(item) => {
              const plan = planByMessage.get(item.id);
              return plan ? <DatePlanCard plan={plan} className="max-w-sm" /> : null;
            }}
            empty={
              <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
                <IconCircle icon={MessageCircleHeart} />
                <p className="font-semibold text-stone-800 dark:text-stone-200">
                  {CHAT_TEXTS.startConversation(otherFirstName)}
                </p>
              </div>
            }
          />
        </MessageActionsContext.Provider>
        {sender.ended ? (
          <p
            role="status"
            className="border-t border-stone-200 bg-white px-4 py-4 text-center text-sm font-semibold text-stone-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-300"
          >
            {CHAT_TEXTS.cannotMessage}
          </p>
        ) : (
          <>
            <SuggestedRepliesBar replies={replies} onChoose={chooseReply} />
            {messageActions.replyingTo && (
              <ReplyDraftBar
                item={messageActions.replyingTo}
                name={messageActions.replyingTo.mine ? me.name : other.name}
                onCancel={messageActions.cancelReply}
              />
            )}
            <ChatComposer
              text={text}
              onTextChange={setText}
              onSend={(draft) => {
                sender.send({ ...draft, replyToId: messageActions.replyingTo?.id });
                messageActions.cancelReply();
                stopTyping();
              }}
              sending={sender.sending}
              allowImage={variant === 'thread'}
              onBlur={stopTyping}
              textareaRef={textareaRef}
              leading={
                <>
                  {videoCalls.composerButton}
                  <PlanDateLink matchId={match.id} place="composer" />
                </>
              }
              voice={<VoiceRecorder matchId={match.id} />}
            />
          </>
        )}
      </div>
      {variant === 'thread' && (
        <ChatProfilePanel id={panelId} matchId={match.id} profile={other} open={profileOpen} onClose={closeProfile} />
      )}
      {reporting && (
        <ReportMemberDialog
          name={otherFirstName}
          target={{ via: 'message', messageId: reporting }}
          title={CHAT_TEXTS.reportMessageTitle}
          intro={CHAT_TEXTS.reportMessageIntro(otherFirstName)}
          onClose={() => setReporting(null)}
        />
      )}
      {endingChat && (
        <EndChatDialog
          matchId={match.id}
          onClose={() => setEndingChat(false)}
          onEnded={() => void navigate(ROUTES.messages, { replace: true })}
        />
      )}
      {videoCalls.dialog}
      {blocking && (
        <BlockMemberDialog
          name={other.name}
          memberId={other.id}
          matched
          onClose={() => setBlocking(false)}
          onBlocked={blocked}
        />
      )}
    </ChatFrame>
  );
}

/**
 * SPEC 2 Chat screens, SPEC 4 Chat: on open the match and the latest messages load (oldest
 * first on screen), unread ones are marked read and the thread opens at the bottom.
 */
export function ChatScreen({ matchId, me, variant, title, headerActions }: ChatScreenProps) {
  const match = useMatch(matchId);
  const messages = useMessages(matchId);
  const error = match.error ?? (messages.data ? null : messages.error);

  useEffect(() => {
    // SPEC 8: a failed conversation load is logged; the spinner stops.
    if (error) console.error('Failed to load the conversation', error);
  }, [error]);

  if (error) {
    return (
      <ChatFrame variant={variant}>
        <ChatLoadError
          title={title}
          error={error}
          retrying={match.isFetching || messages.isFetching}
          onRetry={() => {
            if (match.isError) void match.refetch();
            if (messages.isError) void messages.refetch();
          }}
        />
      </ChatFrame>
    );
  }
  if (!match.data || !messages.data) {
    return (
      <ChatFrame variant={variant}>
        <ChatSkeleton card={variant === 'thread'} headerActions={headerActions} />
      </ChatFrame>
    );
  }
  return <LoadedChat match={match.data} me={me} variant={variant} messages={messages} headerActions={headerActions} />;
}
