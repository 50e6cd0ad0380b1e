import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthResponse, RegisterInput, SessionUser } from '@kindred/contract/auth';
import { AUTH, LIMITS } from '@kindred/contract/constants';
import {
  EMAIL_DELIVERY_MESSAGES,
  type EmailDelivery,
  type EmailMessageResponse,
  type RegisterResponse,
} from '@kindred/contract/email-delivery';
import { birthdateForAge } from '@kindred/contract/age';
import { MESSAGES } from '@kindred/contract/messages';
import type { OwnProfile } from '@kindred/contract/profile';
import { ROUTES } from '@kindred/contract/routes';
import type { Database } from '../../db/database';
import type { SuspensionNotice } from '@kindred/contract/moderation-decisions';
import { Conflict, Forbidden, Suspended, Unauthorized, fieldError } from '../../http/errors';
import type { Member } from '../../http/authenticate';
import { sendInBackground, type Mailer } from '../mail/mailer';
import { deviceName } from './device-name';
import { isUniqueViolation } from '../../db/unique-violation';
import { newSignInEmail, resetPasswordEmail, verificationEmail } from '../mail/auth-emails';
import type { ProfileService } from '../profiles/profiles.service';
import * as repo from './auth.repo';
import type { PasswordHasher } from './password';
import type { LoginThrottle } from './login-throttle';
import { hashToken, newToken } from './token';
import type { BackgroundQueue } from '../../jobs/background-queue';
import type { DomainEvents } from '../../events/domain-events';

export interface AuthServiceDeps {
  db: Database;
  hasher: PasswordHasher;
  mailer: Mailer;
  /** Where the mailer's mail ends up: each answer that mails something says so (decision 074). */
  emailDelivery: EmailDelivery;
  profiles: ProfileService;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Where last-active updates run, after the response. */
  background: BackgroundQueue;
  /** Tells the realtime gateway when a session ends (its sockets close). */
  events?: DomainEvents;
  throttle: LoginThrottle;
  /** The moderation module's (decision 086): a timed suspension ends at sign-in; what a suspended member reads. */
  suspensions?: {
    liftIfOver: (userId: string) => Promise<boolean>;
    suspensionNotice: (userId: string) => Promise<SuspensionNotice | null>;
  };
}

/** Last-active is kept to the minute (profiles.repo), so a process skips touches sooner than that. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const TOUCHES_REMEMBERED = 50_000;

export interface RequestMeta {
  userAgent: string | null;
  /** The client's IP address, for the per-address login limit. */
  address?: string | null;
  rememberMe?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Without "Remember me" a session lasts a day; with it, AUTH.sessionTtlDays (docs/decisions/005). */
const SHORT_SESSION_MS = DAY_MS;

export function toSessionUser(user: repo.UserRow): SessionUser {
  return { id: user.id, email: user.email, emailVerified: user.emailVerifiedAt !== null, role: user.role };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, hasher, mailer, emailDelivery, profiles, publicUrl, log, background, events, throttle, suspensions } =
    deps;

  /**
   * Only for someone who proved who they are: a suspension whose time is up ends here; one that
   * stands refuses with why, until when, and the token that can appeal it (decision 086).
   */
  async function refuseIfSuspended(user: repo.UserRow): Promise<void> {
    if (user.status !== 'suspended') return;
    if (await suspensions?.liftIfOver(user.id)) return;
    throw new Suspended(MESSAGES.accountSuspended, (await suspensions?.suspensionNotice(user.id)) ?? null);
  }
  const touchedAt = new Map<string, number>();

  /** A request's session and member were active: written at most once a minute per session. */
  function touchLater(userId: string, sessionId: string): void {
    const now = Date.now();
    if (now - (touchedAt.get(sessionId) ?? 0) < TOUCH_INTERVAL_MS) return;
    if (touchedAt.size >= TOUCHES_REMEMBERED) touchedAt.clear();
    touchedAt.set(sessionId, now);
    background.schedule(`last-active:${sessionId}`, async () => {
      await profiles.touchLastActive(userId);
      await repo.touchSession(db, sessionId);
    });
  }

  async function startSession(user: repo.UserRow, meta: RequestMeta): Promise<string> {
    const token = newToken();
    const ttl = meta.rememberMe === false ? SHORT_SESSION_MS : AUTH.sessionTtlDays * DAY_MS;
    const userAgent = meta.userAgent?.slice(0, 300) ?? null;
    await repo.insertSession(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttl),
      userAgent,
    });
    // A kind of device the member never signed in from: tell them, with the way to end it (decision 069).
    const device = deviceName(userAgent);
    const { isNew, knewOthers } = await repo.rememberDevice(db, user.id, device);
    if (isNew && knewOthers) {
      sendInBackground(mailer, log, newSignInEmail(user.email, device, `${publicUrl}${ROUTES.settings}#sessions`));
    }
    return token;
  }

  async function authResponse(user: repo.UserRow, token: string): Promise<AuthResponse> {
    return { user: toSessionUser(user), profile: await profiles.ownProfile(user.id), token };
  }

  async function issueEmailToken(user: repo.UserRow, purpose: repo.EmailTokenPurpose, ttlMs: number): Promise<string> {
    const token = newToken();
    await repo.expireEmailTokensOf(db, user.id, purpose);
    await repo.insertEmailToken(db, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  /** Answers where the link went (decision 074). */
  async function sendVerification(user: repo.UserRow, name: string): Promise<EmailDelivery> {
    const token = await issueEmailToken(user, 'verify_email', AUTH.verifyEmailTtlHours * 60 * 60 * 1000);
    sendInBackground(
      mailer,
      log,
      verificationEmail(user.email, name, `${publicUrl}${ROUTES.verification}?token=${token}`),
    );
    return emailDelivery;
  }

  return {
    /** A fresh verification link to the account's current address (older links stop working). */
    sendVerification,

    async register(input: RegisterInput, meta: RequestMeta): Promise<RegisterResponse> {
      if (await repo.findUserByEmail(db, input.email)) {
        throw new Conflict(MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]);
      }
      const place = profiles.resolveLocation(input.profile.location);
      if (!place) throw fieldError('profile.location', MESSAGES.locationNotFound);
      const birthdate = input.profile.birthdate ?? birthdateForAge(input.profile.age ?? LIMITS.minAge);
      const passwordHash = await hasher.hash(input.password);
      // Photos are decoded and written before the transaction, which then stays short.
      const userId = randomUUID();
      const photos = await profiles.preparePhotos(userId, input.profile.photos);

      let user: repo.UserRow;
      try {
        user = await db.transaction(async (tx) => {
          const created = await repo.insertUser(tx, {
            id: userId,
            email: input.email,
            passwordHash,
            termsAcceptedAt: input.acceptedTerms ? new Date() : null,
          });
          await profiles.createProfile(
            tx,
            {
              userId: created.id,
              name: input.profile.name,
              birthdate,
              birthdateEstimated: input.profile.birthdate === undefined,
              gender: input.profile.gender ?? null,
              location: place.label,
              lat: place.lat,
              lng: place.lng,
              bio: input.profile.bio ?? '',
              interests: input.profile.interests,
              languages: input.profile.languages ?? [],
              lookingFor: input.profile.lookingFor ?? null,
              showMe: input.profile.showMe ?? 'Everyone',
              ageMin: input.profile.ageRange?.[0] ?? LIMITS.registrationAgeSlider.defaultMin,
              ageMax: input.profile.ageRange?.[1] ?? LIMITS.registrationAgeSlider.defaultMax,
              maxDistance: input.profile.maxDistance ?? LIMITS.distance.registrationDefault,
              questions: input.profile.questions ?? [],
            },
            photos,
          );
          return created;
        });
      } catch (error) {
        await photos.discard();
        if (isUniqueViolation(error)) {
          throw new Conflict(MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]);
        }
        throw error;
      }
      const sent = await sendVerification(user, input.profile.name);
      // A SPEC client may register with everything onboarding asks for: then the member is visible at once.
      const profile = await profiles.applyGates(user.id);
      return { user: toSessionUser(user), profile, token: await startSession(user, meta), emailDelivery: sent };
    },

    /** Throttled before any argon2 work; during a lockout even the right password waits (decision 029). */
    async login(email: string, password: string, meta: RequestMeta): Promise<AuthResponse> {
      const attempt = await throttle.beginLogin(meta.address ?? null, email);
      const user = await repo.findUserByEmail(db, email);
      let valid: boolean;
      try {
        valid = await hasher.verify(user?.passwordHash, password);
      } catch (error) {
        await attempt.discard();
        throw error;
      }
      if (!user || !valid) throw new Unauthorized(MESSAGES.invalidCredentials);
      await attempt.succeeded();
      await refuseIfSuspended(user);
      await profiles.touchLastActive(user.id);
      return authResponse(user, await startSession(user, meta));
    },

    /**
     * Signs in a member who has just proved who they are without a password (a passkey, decision
     * 071): the same session, suspension check and new-device e-mail as a password sign-in.
     */
    async signInVerified(userId: string, meta: RequestMeta): Promise<AuthResponse> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new Unauthorized(MESSAGES.invalidCredentials);
      await refuseIfSuspended(user);
      await profiles.touchLastActive(user.id);
      return authResponse(user, await startSession(user, meta));
    },

    async logout(member: Member): Promise<void> {
      const sessionIds = await repo.deleteSession(db, member.sessionId);
      events?.emit('sessions.revoked', { sessionIds });
    },

    /** The member behind a bearer token, or null for a missing, expired or revoked session. */
    async memberForToken(token: string): Promise<Member | null> {
      const session = await repo.findLiveSession(db, hashToken(token));
      if (!session || session.status !== 'active') return null;
      touchLater(session.userId, session.sessionId);
      return { userId: session.userId, sessionId: session.sessionId, role: session.role };
    },

    async me(member: Member): Promise<{ user: SessionUser; profile: OwnProfile | null }> {
      const user = await repo.findUserById(db, member.userId);
      if (!user) throw new Unauthorized(MESSAGES.unauthorized);
      return { user: toSessionUser(user), profile: await profiles.ownProfile(user.id) };
    },

    /**
     * Same answer whether or not the address has an account (no enumeration): where mail goes is
     * the server's, not the account's, so it is told for every address (decision 074).
     */
    async requestReset(email: string): Promise<EmailMessageResponse> {
      await throttle.requestReset(email);
      const answer = { message: EMAIL_DELIVERY_MESSAGES.reset[emailDelivery], emailDelivery };
      const user = await repo.findUserByEmail(db, email);
      if (!user || user.status !== 'active') return answer;
      const token = await issueEmailToken(user, 'reset_password', AUTH.resetPasswordTtlMinutes * 60 * 1000);
      sendInBackground(
        mailer,
        log,
        resetPasswordEmail(user.email, `${publicUrl}${ROUTES.resetPassword}?token=${token}`),
      );
      return answer;
    },

    /** Sets the new password and signs the member out everywhere. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hasher.hash(password);
      const ended = await db.transaction(async (tx) => {
        const used = await repo.consumeEmailToken(tx, hashToken(token), 'reset_password');
        if (!used) throw fieldError('token', MESSAGES.resetTokenInvalid);
        await repo.setPasswordHash(tx, used.userId, passwordHash);
        // The link reached that inbox, which proves the address.
        await repo.markEmailVerified(tx, used.userId, used.email);
        return { email: used.email, sessionIds: await repo.deleteSessionsOfUser(tx, used.userId) };
      });
      events?.emit('sessions.revoked', { sessionIds: ended.sessionIds });
      await throttle.forgiveAccount(ended.email);
    },

    /** Of these sessions, the ones still live: the gateway re-checks its sockets with it. */
    liveSessionIds: (sessionIds: string[]) => repo.liveSessionIds(db, sessionIds),

    async verifyEmail(token: string): Promise<void> {
      const used = await repo.consumeEmailToken(db, hashToken(token), 'verify_email');
      if (!used || !(await repo.markEmailVerified(db, used.userId, used.email))) {
        throw fieldError('token', MESSAGES.verifyTokenInvalid);
      }
    },

    async resendVerification(member: Member): Promise<EmailMessageResponse> {
      const user = await repo.findUserById(db, member.userId);
      if (!user) throw new Unauthorized(MESSAGES.unauthorized);
      if (user.emailVerifiedAt) return { message: MESSAGES.alreadyVerified, emailDelivery };
      await throttle.resendVerification(user.id);
      const profile = await profiles.ownProfile(user.id);
      const sent = await sendVerification(user, profile?.name ?? '');
      return { message: EMAIL_DELIVERY_MESSAGES.verification[sent], emailDelivery: sent };
    },

    /** Google or Apple: an identity the provider verified, linked to an account by subject or verified e-mail. */
    async providerLogin(
      provider: 'google' | 'apple',
      identity: { subject: string; email: string | null; emailVerified: boolean; name: string | null },
      meta: RequestMeta,
    ): Promise<AuthResponse> {
      const label = provider === 'google' ? 'Google' : 'Apple';
      const linked = await repo.findOauthAccount(db, provider, identity.subject);
      let user = linked ? await repo.findUserById(db, linked.userId) : undefined;
      if (!user) {
        if (!identity.email || !identity.emailVerified) throw new Forbidden(MESSAGES.providerEmailUnverified(label));
        const email = identity.email.toLowerCase();
        user = await repo.findUserByEmail(db, email);
        if (!user) {
          const name = (identity.name ?? email.split('@')[0] ?? 'New member').slice(0, LIMITS.nameMax);
          user = await db.transaction(async (tx) => {
            const created = await repo.insertUser(tx, {
              email,
              passwordHash: null,
              emailVerifiedAt: new Date(),
            });
            await profiles.createProfile(tx, { userId: created.id, name }, null);
            return created;
          });
        }
        await repo.insertOauthAccount(db, { provider, subject: identity.subject, userId: user.id });
      }
      await refuseIfSuspended(user);
      return authResponse(user, await startSession(user, meta));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
