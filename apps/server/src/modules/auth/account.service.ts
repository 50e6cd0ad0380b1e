import type { SessionUser } from '@kindred/contract/auth';
import type { EmailDelivery } from '@kindred/contract/email-delivery';
import { SESSION_TEXTS, type AccountSession } from '@kindred/contract/account-sessions';
import type { DataExport } from '@kindred/contract/data-export';
import { MESSAGES } from '@kindred/contract/messages';
import type { Database } from '../../db/database';
import type { Member } from '../../http/authenticate';
import { BadRequest, Conflict, NotFound, Unauthorized } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import { sendInBackground, type Mailer } from '../mail/mailer';
import { emailChangedNotice } from '../mail/auth-emails';
import { isUniqueViolation } from '../../db/unique-violation';
import type { PhotoStorage } from '../photos/photo-storage';
import type { ProfileService } from '../profiles/profiles.service';
import type { AnswerService } from '../compatibility/answers.service';
import * as repo from './auth.repo';
import { deviceName } from './device-name';
import { toSessionUser, type AuthService } from './auth.service';
import type { PasswordHasher } from './password';
import type { BillingService } from '../billing/billing.service';
import type { DomainEvents } from '../../events/domain-events';

export interface AccountServiceDeps {
  db: Database;
  hasher: PasswordHasher;
  mailer: Mailer;
  profiles: ProfileService;
  answers: Pick<AnswerService, 'answersOf'>;
  /**
   * Each module's part of the data export (its own tables), in the order they are listed. Typed
   * against the contract, so a section cannot hand the schema a value it would refuse (a 500).
   */
  exportSections: readonly ((userId: string) => Promise<Partial<DataExport>>)[];
  auth: Pick<AuthService, 'sendVerification'>;
  storage: PhotoStorage;
  log: { error(obj: object, msg: string): void };
  /** Ended sessions are announced, so their sockets close. */
  events: Pick<DomainEvents, 'emit'>;
  /** A paid plan's billing at the payment provider ends before the account does. */
  billing: Pick<BillingService, 'stopBillingForDeletedAccount'>;
}

/** The account lifecycle: change e-mail or password, export everything, delete everything. */
export function createAccountService({
  db,
  hasher,
  mailer,
  profiles,
  answers,
  exportSections,
  auth,
  storage,
  log,
  events,
  billing,
}: AccountServiceDeps) {
  async function accountOf(member: Member): Promise<repo.UserRow> {
    const user = await repo.findUserById(db, member.userId);
    if (!user) throw new Unauthorized(MESSAGES.unauthorized);
    return user;
  }

  /** Members with a password confirm it; those who only use Google or Apple have none to give. */
  async function confirmPassword(user: repo.UserRow, currentPassword: string | undefined): Promise<void> {
    if (!user.passwordHash) return;
    if (!currentPassword)
      throw new BadRequest(MESSAGES.currentPasswordRequired, [
        { path: 'currentPassword', message: MESSAGES.currentPasswordRequired },
      ]);
    if (!(await hasher.verify(user.passwordHash, currentPassword))) {
      throw new Unauthorized(MESSAGES.currentPasswordWrong);
    }
  }

  return {
    /** The updated user, and where the new address's verification link went (decision 074). */
    async changeEmail(
      member: Member,
      email: string,
      currentPassword: string | undefined,
    ): Promise<{ user: SessionUser; emailDelivery: EmailDelivery }> {
      const user = await accountOf(member);
      await confirmPassword(user, currentPassword);
      if (email === user.email)
        throw new BadRequest(MESSAGES.sameEmail, [{ path: 'email', message: MESSAGES.sameEmail }]);
      if (await repo.findUserByEmail(db, email))
        throw new Conflict(MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]);
      let updated: repo.UserRow | undefined;
      try {
        updated = await db.transaction(async (tx) => {
          await repo.expireEmailTokensOf(tx, user.id, 'verify_email');
          await repo.expireEmailTokensOf(tx, user.id, 'reset_password');
          return repo.updateEmail(tx, user.id, email);
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new Conflict(MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]);
        throw error;
      }
      if (!updated) throw new Unauthorized(MESSAGES.unauthorized);
      const emailDelivery = await auth.sendVerification(updated, (await profiles.ownProfile(user.id))?.name ?? '');
      // The old address hears of it, in case someone else made the change.
      sendInBackground(mailer, log, emailChangedNotice(user.email, email));
      return { user: toSessionUser(updated), emailDelivery };
    },

    async changePassword(member: Member, currentPassword: string | undefined, newPassword: string): Promise<void> {
      const user = await accountOf(member);
      await confirmPassword(user, currentPassword);
      const passwordHash = await hasher.hash(newPassword);
      const sessionIds = await db.transaction(async (tx) => {
        await repo.setPasswordHash(tx, user.id, passwordHash);
        await repo.expireEmailTokensOf(tx, user.id, 'reset_password');
        return repo.deleteOtherSessions(tx, user.id, member.sessionId);
      });
      events.emit('sessions.revoked', { sessionIds });
    },

    /** Everything stored about the member (DESIGN 7), photos as URLs. */
    async exportData(member: Member): Promise<DataExport> {
      const user = await accountOf(member);
      const sections = await Promise.all(exportSections.map((section) => section(user.id)));
      return {
        exportedAt: new Date().toISOString(),
        account: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerifiedAt !== null,
          role: user.role,
          status: user.status,
          createdAt: user.createdAt.toISOString(),
          termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
          pausedAt: (await profiles.pausedAtOf(user.id)) ?? null,
        },
        profile: await profiles.ownProfile(user.id),
        answers: await answers.answersOf(user.id),
        ...(Object.assign({}, ...sections) as Omit<
          DataExport,
          'exportedAt' | 'account' | 'profile' | 'answers' | 'connectedAccounts' | 'sessions'
        >),
        connectedAccounts: (await repo.listOauthAccountsOf(db, user.id)).map((row) => ({
          provider: row.provider,
          connectedAt: row.createdAt.toISOString(),
        })),
        sessions: (await repo.listSessionsOf(db, user.id)).map((row) => ({
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          userAgent: row.userAgent,
        })),
        knownDevices: (await repo.listKnownDevicesOf(db, user.id)).map((row) => ({
          device: row.device,
          firstSeenAt: row.firstSeenAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        })),
      };
    },

    /** Removes the member's rows (cascading from users), their photo files, and so every session. */
    async deleteAccount(member: Member, currentPassword: string | undefined): Promise<void> {
      const user = await accountOf(member);
      await confirmPassword(user, currentPassword);
      await removeAccount(user.id);
    },

    /** Where the member is signed in: each live session, this one first and marked (decision 069). */
    async sessions(member: Member): Promise<AccountSession[]> {
      const rows = await repo.listLiveSessionsOf(db, member.userId);
      const ordered = [
        ...rows.filter((row) => row.id === member.sessionId),
        ...rows.filter((row) => row.id !== member.sessionId),
      ];
      return ordered.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        place: null,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.lastUsedAt.toISOString(),
        current: row.id === member.sessionId,
      }));
    },

    /** Ends one of the member's sessions (this one included); its requests and sockets stop at once. */
    async endSession(member: Member, sessionId: string): Promise<void> {
      const sessionIds = isUuid(sessionId) ? await repo.deleteSessionOf(db, member.userId, sessionId) : [];
      if (sessionIds.length === 0) throw new NotFound(SESSION_TEXTS.sessionNotFound);
      events.emit('sessions.revoked', { sessionIds });
    },

    /** Signs the member out everywhere but here. */
    async endOtherSessions(member: Member): Promise<{ ended: number }> {
      const sessionIds = await repo.deleteOtherSessions(db, member.userId, member.sessionId);
      events.emit('sessions.revoked', { sessionIds });
      return { ended: sessionIds.length };
    },

    /** The operator's removal (the demo accounts, `npm run demo:remove`): no password asked. */
    async removeAccountByEmail(email: string): Promise<boolean> {
      const user = await repo.findUserByEmail(db, email);
      if (!user) return false;
      await removeAccount(user.id);
      return true;
    },
  };

  async function removeAccount(userId: string): Promise<void> {
    await billing.stopBillingForDeletedAccount(userId);
    // The images first (photos, chat images, selfies; decision 091): a store that refuses stops the
    // deletion with a 503 the member can retry, rather than leave their images behind a deleted account.
    await storage.removeAll(userId);
    // Sessions would cascade with the user; deleting them first names them for the gateway.
    const sessionIds = await db.transaction(async (tx) => {
      const ended = await repo.deleteSessionsOfUser(tx, userId);
      await repo.deleteUser(tx, userId);
      return ended;
    });
    events.emit('sessions.revoked', { sessionIds });
  }
}

export type AccountService = ReturnType<typeof createAccountService>;
