import { randomUUID } from 'node:crypto';
import { CONVERSATION_MESSAGES, type Message, type SendMessageInput } from '@kindred/contract/conversations';
import { MATCH_MESSAGES } from '@kindred/contract/matches';
import { MODERATION_TEXTS } from '@kindred/contract/safety';
import { VOICE_NOTE_MESSAGES } from '@kindred/contract/voice-notes';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import {
  BadRequest,
  Conflict,
  Forbidden,
  NotFound,
  ServiceUnavailable,
  TooManyRequests,
  UnprocessableEntity,
} from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import type { PhotoStorage } from '../photos/photo-storage';
import type { MediaUrls } from './media-urls';
import { LIMITS } from '@kindred/contract/constants';
import { WriterBusy, createBatchWriter } from '../../jobs/batch-writer';
import { createSendRateLimit, type SendRateLimit } from './send-rate-limit';
import { createRememberedSet } from './remembered-set';
import { createWorkLimit } from '../../jobs/work-limit';
import { hasContactDetails } from './contact-details';
import { openerFingerprint } from './opener-fingerprint';
import { mightHurt } from './might-hurt';
import { fileScreeningReport } from '../safety/screening-report';
import { findConversationAccess, type ConversationAccess } from './conversations.repo';
import { requireConversation } from './conversation-access';
import { findMediaOf, markMediaSent } from './message-media.repo';
import { markVoiceNoteSent, voiceNoteForSend } from './voice-notes.service';
import { MEDIA_WIDTH } from './message-media.service';
import { senderView, toMessage, type MessageViewer } from './message-view';
import { withExtras, type MessageExtras } from './message-actions.repo';
import { replyTargetError } from './reply-target';
import {
  findByClientIds,
  findMessage,
  heldMessagesOf,
  insertMessages,
  messagesAround,
  markAllRead,
  markOneRead,
  pageOfMessages,
  recentMessagesBetween,
  releaseHeld,
  takeOpenerTurn,
  unreadCountOf,
  conversationSidesOfMany,
  type FirstMessageLimits,
  type InsertedMessage,
  type NewMessage,
} from './messages.repo';
import type { MessageMedia, MessageRow } from '../../db/message-row';

export interface MessageServiceDeps {
  db: Database;
  events: DomainEvents;
  storage: PhotoStorage;
  /** Signs chat images' URLs for the pair (decision 091). */
  mediaUrls: Pick<MediaUrls, 'sign'>;
  /**
   * Whether a message holds one of its recipient's Hidden Words, their list being at `version`
   * (safety's, decision 085); nothing is hidden without it.
   */
  hiddenWords?: { hides(recipientId: string, version: number, text: string): Promise<boolean> };
  /** Sends a member may make at once and per second (LIMITS by default; benchmarks raise it). */
  sendRate?: { burst: number; perSecond: number };
  /** That limit shared by every process (decision 093); absent, kept in this process. */
  sendRateLimit?: SendRateLimit;
  /** New conversations nobody has answered a member may start in 24 hours (LIMITS by default). */
  firstMessagesPerDay?: FirstMessageLimits;
}

type WriteOutcome =
  | { kind: 'stored'; row: MessageRow }
  | { kind: 'replayed'; row: MessageRow }
  | { kind: 'clientIdTaken' }
  | { kind: 'refused' };

/** What screening decided for a send: held from the recipient, or hidden under their Hidden Words. */
interface Screening {
  held: boolean;
  hidden: boolean;
}
const UNSCREENED: Screening = { held: false, hidden: false };

const keyOf = (senderId: string, clientId: string) => `${senderId}\n${clientId}`;
/** (Match, sender) pairs remembered as answered; past this, the longest remembered are forgotten. */
const ANSWERED_REMEMBERED = 200_000;
/** New-conversation turns taken at once, and waiting (decision 078). */
const OPENER_TURNS_AT_ONCE = 2;
const OPENER_TURNS_QUEUED = 2_000;
const viewerOf = (id: string, access: ConversationAccess): MessageViewer => ({
  id,
  receiptsShared: access.receiptsShared,
  imagesClear: access.imagesClear,
});
const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=-\d+\.webp$|$)/i;

/**
 * SPEC 7 Conversations and Messages: one service behind both sets of paths and the socket. Only a
 * member of a match reads its messages; only a member of a live match with an active, unblocked
 * partner writes. A send is stored before it is answered, and a retry with the same client id
 * answers the message already stored.
 */
export function createMessageService({
  db,
  events,
  storage,
  mediaUrls,
  hiddenWords,
  sendRate = { burst: LIMITS.messageBurst, perSecond: LIMITS.messagesPerSecond },
  sendRateLimit,
  firstMessagesPerDay = LIMITS.firstMessagesPerDay,
}: MessageServiceDeps) {
  const view = (row: MessageRow & MessageExtras, viewer: MessageViewer) => toMessage(row, viewer, mediaUrls.sign);
  /** One message with its reactions and reply quote (decision 108). */
  const viewOne = async (row: MessageRow, viewer: MessageViewer) => view((await withExtras(db, [row]))[0]!, viewer);
  const copiesAllowed = LIMITS.copiedOpeners.conversations;
  const writer = createBatchWriter<NewMessage, WriteOutcome>(writeBatch);
  const rateLimit: SendRateLimit = sendRateLimit ?? createSendRateLimit(sendRate);
  const answered = createRememberedSet(ANSWERED_REMEMBERED);
  // Asked of many sends at once, like their writes: one statement per batch, not one per send.
  const sidesReader = createBatchWriter((items: { matchId: string; senderId: string }[]) =>
    conversationSidesOfMany(db, items),
  );
  // New conversations take their turns a few at a time, so a burst of them never takes the pool
  // from the messages of conversations under way; past the queue, a 503 as when the pool is full.
  const openerTurn = createWorkLimit(
    OPENER_TURNS_AT_ONCE,
    OPENER_TURNS_QUEUED,
    () => new ServiceUnavailable(CONVERSATION_MESSAGES.serverBusy),
  );

  /**
   * The rules of a conversation the other member has not written in yet (issue 32): contact
   * details wait for them (decision 077), a member starts only so many new conversations a day
   * (decision 078), an opener pasted into too many of them is held with what follows it
   * (decision 081), and a message holding one of their Hidden Words is hidden for them (decision
   * 085). Once the other has written, none applies to this sender here again, so that is
   * remembered and the sender's next sends ask the database nothing more.
   */
  async function admitBeforeAnswered(senderId: string, matchId: string, content: string): Promise<Screening> {
    const key = `${matchId}\n${senderId}`;
    if (answered.has(key)) return UNSCREENED;
    const sides = await sidesReader.write({ matchId, senderId }).catch((error: unknown) => {
      if (error instanceof WriterBusy) throw new ServiceUnavailable(CONVERSATION_MESSAGES.serverBusy);
      throw error;
    });
    // A stranger gets the 404 and an ended conversation the 403 that every send gets, below.
    if (!sides.live) return UNSCREENED;
    if (sides.theirs) {
      answered.add(key);
      return UNSCREENED;
    }
    if (hasContactDetails(content)) throw new UnprocessableEntity(CONVERSATION_MESSAGES.contactDetailsTooSoon);
    const hidden =
      hiddenWords !== undefined &&
      sides.otherId !== null &&
      sides.wordsVersion !== null &&
      (await hiddenWords.hides(sides.otherId, sides.wordsVersion, content));
    if (sides.mine) return { held: sides.held, hidden };
    const opener = { matchId, senderId, fingerprint: openerFingerprint(content) };
    const turn = await openerTurn(() => takeOpenerTurn(db, opener, { ...firstMessagesPerDay, copiesAllowed }));
    if (!turn.taken) throw new TooManyRequests(CONVERSATION_MESSAGES.tooManyFirstMessages, turn.retryAfterSeconds);
    if (turn.held) {
      const details = MODERATION_TEXTS.copiedOpeners(turn.copies + 1);
      await fileScreeningReport(db, { reportedId: senderId, matchId, details });
    }
    return { held: turn.held, hidden };
  }

  /** A new message to both members' sockets and the recipient's notifications; a held one to its sender only. */
  function announce(row: InsertedMessage): void {
    if (row.heldAt) events.emit('message.held', { message: row });
    else {
      events.emit('message.created', {
        message: row,
        recipientId: row.recipientId,
        senderName: row.senderName,
        recipientImagesClear: row.recipientImagesClear,
      });
    }
  }

  async function writeBatch(batch: NewMessage[]): Promise<WriteOutcome[]> {
    const written = await insertMessages(db, batch);
    // Replies carry their quote to both members' sockets (decision 108): read only when a batch has one.
    const inserted = batch.some((message) => message.replyToId) ? await withExtras(db, written) : written;
    const stored = new Map(inserted.map((row) => [keyOf(row.senderId, row.clientId!), row]));
    for (const row of inserted) announce(row);
    const missing = batch.filter((message) => !stored.has(keyOf(message.senderId, message.clientId)));
    const existing = new Map<string, MessageRow>();
    for (const senderId of new Set(missing.map((message) => message.senderId))) {
      const ids = missing.filter((message) => message.senderId === senderId).map((message) => message.clientId);
      for (const row of await findByClientIds(db, senderId, ids)) existing.set(keyOf(senderId, row.clientId!), row);
    }
    const answered = new Set<string>();
    return batch.map((message): WriteOutcome => {
      const key = keyOf(message.senderId, message.clientId);
      const row = stored.get(key);
      // Two sends with one client id in a batch: the first is stored, the second is its retry.
      if (row && !answered.has(key)) {
        answered.add(key);
        return { kind: 'stored', row };
      }
      const earlier = row ?? existing.get(key);
      if (!earlier) return { kind: 'refused' };
      return earlier.matchId === message.matchId ? { kind: 'replayed', row: earlier } : { kind: 'clientIdTaken' };
    });
  }

  const accessTo = (memberId: string, matchId: string) => requireConversation(db, memberId, matchId, { live: false });
  /** Reading needs a live conversation: an ended or blocked one is gone for both members. */
  const liveAccessTo = (memberId: string, matchId: string) =>
    requireConversation(db, memberId, matchId, { live: true });

  async function mediaFor(
    memberId: string,
    reference: string | null | undefined,
  ): Promise<{ id: string; media: MessageMedia; mayContainNudity: boolean } | null> {
    if (!reference) return null;
    const mediaId = UUID_IN_TEXT.exec(reference.split('?', 1)[0]!)?.[0];
    const row = mediaId ? await findMediaOf(db, memberId, mediaId) : undefined;
    if (!row) throw new BadRequest(CONVERSATION_MESSAGES.mediaNotFound);
    return {
      id: row.id,
      media: {
        url: storage.photoUrl(memberId, row.id, MEDIA_WIDTH),
        type: 'image',
        ...(row.placeholder ? { placeholder: row.placeholder } : {}),
      },
      // The classifier's verdict at upload goes with the message (decision 088), so reading it joins nothing.
      mayContainNudity: row.mayContainNudity === true,
    };
  }

  async function readReceiptsShared(memberId: string, matchId: string): Promise<boolean> {
    return (await findConversationAccess(db, memberId, matchId))?.receiptsShared ?? false;
  }

  return {
    /** A stored message as one member sees it, its image URL signed for them (the socket gateway sends these). */
    view,
    accessTo,
    liveAccessTo,

    /** Stores and announces a message (`message.created`); a retry answers the stored one. */
    async send(
      senderId: string,
      matchId: string,
      input: SendMessageInput,
    ): Promise<{ message: Message; replayed: boolean }> {
      if (!isUuid(matchId)) throw new BadRequest(MATCH_MESSAGES.invalidMatchId);
      const content = (input.content ?? '').trim();
      const attached = await mediaFor(senderId, input.media);
      // A voice note (decision 109): the sender's own, recorded for this conversation.
      const voice = input.voiceNote ? await voiceNoteForSend(db, senderId, matchId, input.voiceNote) : null;
      if (voice && attached) throw new BadRequest(VOICE_NOTE_MESSAGES.oneAttachment);
      const media = attached?.media ?? voice?.media ?? null;
      if (content === '' && !media) throw new BadRequest(CONVERSATION_MESSAGES.messageRequired);
      // "Are you sure?" (decision 084): asked once; sent anyway, the recipient may say it bothers them.
      const hurtful = mightHurt(content);
      if (hurtful && input.sendAnyway !== true) throw new UnprocessableEntity(CONVERSATION_MESSAGES.mightBeHurtful);
      if (!(await rateLimit.take(senderId))) throw new TooManyRequests(CONVERSATION_MESSAGES.sendingTooFast);
      const { held, hidden } = await admitBeforeAnswered(senderId, matchId, content);
      const replyToId = input.replyToId ? await replyTarget(senderId, matchId, input.replyToId) : null;
      const clientId = input.clientId?.trim() || `server:${randomUUID()}`;
      const outcome = await writer
        .write({
          matchId,
          senderId,
          content,
          media,
          clientId,
          held,
          mightHurt: hurtful,
          mayContainNudity: attached?.mayContainNudity ?? false,
          hiddenForRecipient: hidden,
          replyToId,
        })
        .catch((error: unknown) => {
          if (error instanceof WriterBusy) throw new ServiceUnavailable(CONVERSATION_MESSAGES.serverBusy);
          throw error;
        });
      if (outcome.kind === 'clientIdTaken') throw new Conflict(CONVERSATION_MESSAGES.clientIdTaken);
      if (outcome.kind === 'refused') {
        const access = await findConversationAccess(db, senderId, matchId);
        throw access
          ? new Forbidden(CONVERSATION_MESSAGES.cannotMessage)
          : new NotFound(CONVERSATION_MESSAGES.conversationNotFound);
      }
      // Sent uploads are kept; unsent ones are capped and cleaned up (decision 030).
      if (attached) await markMediaSent(db, attached.id);
      if (voice) await markVoiceNoteSent(db, voice.id, outcome.row.id);
      const receipts = outcome.kind === 'replayed' && (await readReceiptsShared(senderId, matchId));
      return { message: view(outcome.row, senderView(senderId, receipts)), replayed: outcome.kind === 'replayed' };
    },

    /** A page of the match's messages, newest first (SPEC 4: the screen reverses them). */
    async page(memberId: string, matchId: string, page: number, limit: number) {
      const access = await liveAccessTo(memberId, matchId);
      const { rows: stored, total } = await pageOfMessages(db, memberId, matchId, access.clearedAt, page, limit);
      const rows = await withExtras(db, stored);
      return {
        messages: rows.map((row) => view(row, viewerOf(memberId, access))),
        pagination: { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    async get(memberId: string, messageId: string): Promise<Message> {
      const { row, access } = await visibleMessage(memberId, messageId);
      return viewOne(row, viewerOf(memberId, access));
    },

    /** Marks all the other member's messages read and announces it (`messages.read`). */
    async markAllRead(memberId: string, matchId: string) {
      const access = await liveAccessTo(memberId, matchId);
      const { updated, readAt } = await markAllRead(db, memberId, matchId);
      if (updated > 0) {
        events.emit('messages.read', {
          matchId,
          readerId: memberId,
          senderId: access.otherId,
          readAt: readAt.toISOString(),
          receiptsShared: access.receiptsShared,
        });
      }
      return { matchId, updated, unreadCount: await unreadCountOf(db, memberId) };
    },

    async markOneRead(memberId: string, messageId: string): Promise<Message> {
      const { row, access } = await visibleMessage(memberId, messageId);
      if (row.senderId === memberId) throw new Forbidden(CONVERSATION_MESSAGES.onlyRecipientMarksRead);
      if (row.readAt !== null) return viewOne(row, viewerOf(memberId, access));
      const updated = (await markOneRead(db, memberId, messageId)) ?? row;
      events.emit('messages.read', {
        matchId: row.matchId,
        readerId: memberId,
        senderId: access.otherId,
        readAt: (updated.readAt ?? new Date()).toISOString(),
        receiptsShared: access.receiptsShared,
      });
      return viewOne(updated, viewerOf(memberId, access));
    },

    /** The latest messages between two members, newest first, across every match they had (moderation). */
    recentMessagesBetween: (a: string, b: string, limit: number): Promise<MessageRow[]> =>
      recentMessagesBetween(db, a, b, limit),

    /**
     * A message `memberId` may report: one sent to them that they can see (issue 32). Its sender
     * and match; 404 as for reading it, 403 for one's own message.
     */
    async reportableMessage(
      memberId: string,
      messageId: string,
    ): Promise<{ senderId: string; matchId: string; content: string }> {
      const { row } = await visibleMessage(memberId, messageId);
      if (row.senderId === memberId) throw new Forbidden(CONVERSATION_MESSAGES.onlyRecipientReports);
      // The report keeps the text as it is now: an unsend later does not take it away (decision 108).
      return { senderId: row.senderId, matchId: row.matchId, content: row.content };
    },

    /** A reported message in its conversation, oldest first (moderation). */
    messagesAround: (messageId: string, before: number, after: number): Promise<MessageRow[]> =>
      messagesAround(db, messageId, before, after),

    /** What screening holds from a sender's recipients, newest first (moderation, decision 081). */
    heldMessagesOf: (senderId: string, limit: number): Promise<MessageRow[]> => heldMessagesOf(db, senderId, limit),

    /** Delivers what screening held from a sender: a moderator found nothing wrong (decision 081). */
    async releaseHeld(senderId: string): Promise<number> {
      const released = await releaseHeld(db, senderId);
      for (const row of released) announce(row);
      return released.length;
    },

    /** A message the member can see, with their access to its conversation (reactions and unsend, decision 108). */
    visibleMessage,

    /** Waits for queued sends (closing the app). */
    drain: () => writer.drain(),
  };

  /** The message a send replies to (decision 108): one of this conversation the sender can see, not unsent. */
  async function replyTarget(senderId: string, matchId: string, replyToId: string): Promise<string> {
    const original = await visibleMessage(senderId, replyToId).catch((error: unknown) => {
      if (error instanceof NotFound) return null;
      throw error;
    });
    const refusal = replyTargetError(original?.row ?? null, matchId);
    if (refusal) throw refusal;
    return replyToId;
  }

  async function visibleMessage(memberId: string, messageId: string) {
    if (!isUuid(messageId)) throw new NotFound(CONVERSATION_MESSAGES.messageNotFound);
    const row = await findMessage(db, messageId);
    const access = row ? await findConversationAccess(db, memberId, row.matchId) : undefined;
    const hidden =
      !row ||
      !access?.live ||
      (access.clearedAt !== null && row.createdAt <= access.clearedAt) ||
      (row.heldAt !== null && row.senderId !== memberId);
    if (hidden) throw new NotFound(CONVERSATION_MESSAGES.messageNotFound);
    return { row, access };
  }
}

export type MessageService = ReturnType<typeof createMessageService>;
