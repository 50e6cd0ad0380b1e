import {
  EMERGENCY_CONTACT_LIMITS as LIMITS,
  EMERGENCY_CONTACT_MESSAGES as MESSAGES,
  type EmergencyContact,
  type EmergencyContactInput,
} from '@kindred/contract/emergency-contacts';
import { ROUTES } from '@kindred/contract/routes';
import type { Database } from '../../db/database';
import { BadRequest, Conflict, HttpError, NotFound, TooManyRequests, UnprocessableEntity } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import { hashToken, newToken } from '../auth/token';
import { sendInBackground, type Mailer } from '../mail/mailer';
import { emergencyContactEmail } from './emergency-contact-email';
import * as repo from './emergency-contacts.repo';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface EmergencyContactsDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** The member's name as the contact knows them (their profile's), for the e-mail. */
  namesOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
  log: { error(obj: object, msg: string): void };
  /** Tests move the clock. */
  now?: () => Date;
}

/** 410: the link was good once (or never was); nothing changed. */
class LinkGone extends HttpError {
  constructor() {
    super(410, MESSAGES.linkInvalid);
  }
}

function toView(row: repo.EmergencyContactRow): EmergencyContact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    confirmed: row.confirmedAt !== null,
    addedAt: row.createdAt.toISOString(),
  };
}

/**
 * Emergency contacts (issue 35, decision 102): a member's own list, seen and changed by them alone.
 * A contact gets one kind of e-mail until they confirm, the confirmation link's; only confirmed
 * contacts are ever handed to anything else (`confirmedContactsOf`).
 */
export function createEmergencyContactsService({
  db,
  mailer,
  publicUrl,
  namesOf,
  log,
  now = () => new Date(),
}: EmergencyContactsDeps) {
  function requireId(id: string): void {
    if (!isUuid(id)) throw new BadRequest(MESSAGES.invalidId);
  }

  /** Kindred must not become a way to e-mail strangers: adds and resends share a daily cap. */
  async function checkDailyCap(memberId: string, at: Date): Promise<void> {
    const sent = await repo.emergencyContactEmailsSince(db, memberId, new Date(at.getTime() - DAY_MS));
    if (sent >= LIMITS.emailsPerDay) throw new TooManyRequests(MESSAGES.dailyCap, DAY_MS / 1000);
  }

  function newLink(at: Date) {
    const token = newToken();
    return {
      token,
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(at.getTime() + LIMITS.linkDays * DAY_MS),
    };
  }

  async function sendConfirmation(memberId: string, contact: { name: string; email: string }, token: string) {
    await repo.recordEmergencyContactEmail(db, memberId, now());
    const name = (await namesOf([memberId])).get(memberId) ?? 'A Kindred member';
    const link = `${publicUrl}${ROUTES.emergencyContactConfirm}?token=${token}`;
    sendInBackground(mailer, log, emergencyContactEmail(contact, name, link));
  }

  return {
    async list(memberId: string): Promise<EmergencyContact[]> {
      return (await repo.emergencyContactsOf(db, memberId)).map(toView);
    },

    /** Adds the contact unconfirmed and e-mails them the link to confirm. */
    async add(memberId: string, input: EmergencyContactInput): Promise<EmergencyContact> {
      const at = now();
      await checkDailyCap(memberId, at);
      const { token, tokenHash, tokenExpiresAt } = newLink(at);
      const added = await repo.insertEmergencyContact(db, {
        userId: memberId,
        name: input.name,
        email: input.email,
        tokenHash,
        tokenExpiresAt,
        at,
        max: LIMITS.maxContacts,
      });
      if (added === 'duplicate')
        throw new Conflict(MESSAGES.duplicate, [{ path: 'email', message: MESSAGES.duplicate }]);
      if (added === 'full') throw new UnprocessableEntity(MESSAGES.tooMany);
      await sendConfirmation(memberId, input, token);
      const row = await repo.emergencyContactOf(db, memberId, added.id);
      return toView(row!);
    },

    async remove(memberId: string, id: string): Promise<void> {
      requireId(id);
      if (!(await repo.deleteEmergencyContact(db, memberId, id))) throw new NotFound(MESSAGES.notFound);
    },

    /** A new link for a contact still waiting; the old one stops working. */
    async resend(memberId: string, id: string): Promise<EmergencyContact> {
      requireId(id);
      const contact = await repo.emergencyContactOf(db, memberId, id);
      if (!contact) throw new NotFound(MESSAGES.notFound);
      if (contact.confirmedAt) throw new Conflict(MESSAGES.alreadyConfirmed);
      const at = now();
      const sentBefore = new Date(at.getTime() - LIMITS.resendMinutes * MINUTE_MS);
      const waitMs = contact.lastSentAt.getTime() - sentBefore.getTime();
      if (waitMs > 0) throw new TooManyRequests(MESSAGES.resendTooSoon, Math.ceil(waitMs / 1000));
      await checkDailyCap(memberId, at);
      const { token, tokenHash, tokenExpiresAt } = newLink(at);
      const renewed = await repo.renewEmergencyContactToken(db, {
        userId: memberId,
        id,
        tokenHash,
        tokenExpiresAt,
        at,
        sentBefore,
      });
      // Confirmed or e-mailed by another request meanwhile.
      if (!renewed) throw new TooManyRequests(MESSAGES.resendTooSoon, LIMITS.resendMinutes * 60);
      await sendConfirmation(memberId, renewed, token);
      return toView((await repo.emergencyContactOf(db, memberId, id))!);
    },

    /** The contact's answer, from the e-mail's link: works once, within its 7 days. */
    async confirm(token: string): Promise<void> {
      const confirmed = await repo.confirmEmergencyContactByToken(db, hashToken(token), now());
      if (!confirmed) throw new LinkGone();
    },

    /**
     * The member's confirmed contacts (of `ids`, when given): the only ones anything may write to,
     * such as "Share my date" later. An unconfirmed or another member's id is left out.
     */
    async confirmedContactsOf(memberId: string, ids?: readonly string[]) {
      const wanted = ids?.filter(isUuid);
      if (wanted && wanted.length === 0) return [];
      return repo.confirmedEmergencyContactsOf(db, memberId, wanted);
    },
  };
}

export type EmergencyContactsService = ReturnType<typeof createEmergencyContactsService>;
