import { EventEmitter } from 'node:events';
import type { Notification } from '@kindred/contract/notifications';
import type { VerificationRejectReason } from '@kindred/contract/verification';
import type { DatePlanChange, DatePlanRow } from '../db/date-plan-row';
import type { MessageRow } from '../db/message-row';

/** What happened, announced by services after their transaction commits (STYLE: Events). */
export interface DomainEventMap {
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
