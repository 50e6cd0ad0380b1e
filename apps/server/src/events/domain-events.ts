import { EventEmitter } from 'node:events';
import type { Reaction } from '@kindred/contract/message-actions';
import type { Call, CallSignalEvent } from '@kindred/contract/calls';
import type { Notification } from '@kindred/contract/notifications';
import type { VerificationRejectReason } from '@kindred/contract/verification';
import type { DatePlanChange, DatePlanRow } from '../db/date-plan-row';
import type { MessageRow } from '../db/message-row';

/** What happened, announced by services after their transaction commits (STYLE: Events). */
export interface DomainEventMap extends CallEventMap {
  'match.created': { matchId: string; memberIds: [string, string]; compatibilityScore: number };
  /**
   * `repeated`: the actor's stored interaction already had this status (a retry); `matched`: the
   * pair has a live match, made by this like or before it.
   */
  'interaction.liked': {
    actorId: string;
    targetId: string;
    status: 'like' | 'superlike';
    repeated: boolean;
    matched: boolean;
  };
  /** The actor took back their last like, super like or pass (decision 073): the row is gone. */
  'interaction.undone': { actorId: string; targetId: string; status: 'like' | 'superlike' | 'dislike' };
  /** `closure`: the closing line the ender chose for the other member ("End chat", decision 103). */
  'match.ended': {
    matchId: string;
    memberIds: [string, string];
    endedBy: string;
    reason: 'unmatch' | 'block';
    closure?: string;
  };
  'member.blocked': { blockerId: string; blockedId: string };
  'member.suspended': { userId: string };
  /** A moderator approved or rejected a member's selfie (decision 079); `reason` when rejected. */
  'verification.reviewed': {
    userId: string;
    outcome: 'approved' | 'rejected';
    reason: VerificationRejectReason | null;
  };
  /**
   * A moderator's decision the member reads as a system notification (a warning, a photo removed,
   * a suspension lifted, an appeal answered: decision 086); `content` is what they read.
   */
  'member.warned': { userId: string; content: string };
  /** Sessions ended early (sign-out, password change or reset, account deletion): their sockets close. */
  'sessions.revoked': { sessionIds: string[] };
  /** `recipientImagesClear`: the recipient sees this sender's images unblurred (decision 088). */
  'message.created': { message: MessageRow; recipientId: string; senderName: string; recipientImagesClear: boolean };
  /** Stored but held from its recipient by screening (decision 081): only the sender's devices hear of it. */
  'message.held': { message: MessageRow };
  /**
   * A member reacted to a message, changed or removed their reaction (decision 108): `audience`
   * hears the reactions as they are now (both members; only the sender for a held message), and
   * `recipientId` (the other member, who sent the message) gets a push about `emoji` when none of
   * their devices is connected. `emoji` is null when nobody is to be told (a reaction removed, or on
   * one's own or a held message).
   */
  'message.reacted': {
    matchId: string;
    messageId: string;
    reactions: Reaction[];
    audience: string[];
    actorId: string;
    recipientId: string;
    emoji: string | null;
  };
  /** A member unsent their message (decision 108): `audience`'s devices clear it. */
  'message.unsent': { matchId: string; messageId: string; unsentAt: string; audience: string[] };
  /** `readerId` read what `senderId` sent in the match; receipts reach the sender only if shared. */
  /** A member's profile, photos, preferences or settings changed, or they joined (decks place them anew). */
  'profile.changed': { userId: string };
  /** A member saved or removed an answer to a compatibility question. */
  'answers.changed': { userId: string };
  /** A member opened another's card or profile (POST /recommendations/view). */
  'profile.viewed': { viewerId: string; viewedId: string };
  /** The notifications module stored one for `userId`; the gateway pushes it to their sockets. */
  'notification.created': { userId: string; notification: Notification; unreadCount: number };
  'notification.removed': { userId: string; unreadCount: number };
  'messages.read': { matchId: string; readerId: string; senderId: string; readAt: string; receiptsShared: boolean };
  /**
   * A date plan was proposed, answered or cancelled (decision 101); `actorId` did it (for a plan
   * cancelled because the match ended, who ended it: `plan.matchEnded` says so). Both members'
   * devices refetch it; the other member is told, unless the match ended.
   */
  'date.changed': { plan: DatePlanRow; actorId: string; change: DatePlanChange; memberIds: [string, string] };
  /** An accepted plan starts within a day, or within two hours: both members are reminded. */
  'date.reminder': { plan: DatePlanRow; kind: 'day' | 'soon' };
  /**
   * A member's date check-in (decision 104): its time is up ("Are you OK?"), or it went unanswered and
   * `contactNames` were e-mailed. Only the member hears of it.
   */
  'date.check-in': {
    userId: string;
    matchId: string;
    datePlanId: string;
    kind: 'asked' | 'alerted';
    contactNames: string[];
  };
  /** "Did you meet?" (decision 106): the job asked `memberId` about `otherId`; a notification says so. */
  'we-met.asked': { promptId: string; memberId: string; otherId: string; matchId: string };
  /**
   * The member answered "Did you meet?" (decision 106): their For You deck is built again with the
   * taste it changes. Never announced to the other member.
   */
  'we-met.answered': { memberId: string; answer: 'did_not_meet' | 'see_again' | 'not_again' | 'unsafe' };
}

/** Video calls (decision 110): the gateway's call-signalling.ts turns these into socket events. */
export interface CallEventMap {
  /** A call rang, was answered or ended: both members' devices hear it. */
  'call.changed': { call: Call; memberIds: [string, string] };
  /** An offer, answer or ICE candidate for the other member's device that holds the call. */
  'call.signal': { toSessionId: string; signal: CallSignalEvent };
  /** A member turned video calls on or off for a match: both members' devices refetch the setting. */
  'video-calls.changed': { matchId: string; memberIds: [string, string] };
}

export type DomainEventName = keyof DomainEventMap;

/** One typed emitter per app: the realtime gateway and notifications listen; routes never emit. */
export function createDomainEvents() {
  const emitter = new EventEmitter();
  return {
    emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void {
      emitter.emit(name, payload);
    },
    on<K extends DomainEventName>(name: K, listener: (payload: DomainEventMap[K]) => void): () => void {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;
