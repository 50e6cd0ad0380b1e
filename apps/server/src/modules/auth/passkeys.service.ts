import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { UNKNOWN_DEVICE } from '@kindred/contract/account-sessions';
import type { AuthResponse } from '@kindred/contract/auth';
import { MESSAGES } from '@kindred/contract/messages';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES, PASSKEY_RP_NAME, PASSKEY_TEXTS } from '@kindred/contract/passkeys';
import type {
  Passkey,
  RegistrationOptions,
  RegistrationResponse,
  SignInOptions,
  SignInResponse,
} from '@kindred/contract/passkey-schemas';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Member } from '../../http/authenticate';
import { BadRequest, Conflict, NotFound, Unauthorized } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import type { BackgroundQueue } from '../../jobs/background-queue';
import type { ProfileService } from '../profiles/profiles.service';
import * as authRepo from './auth.repo';
import type { AuthService, RequestMeta } from './auth.service';
import { deviceName } from './device-name';
import type { LoginThrottle } from './login-throttle';
import { signInWaysOf } from './connected-accounts.repo';
import * as repo from './passkeys.repo';
import { challengeOf, encodedUserHandleOf, knownTransports, relyingPartyOf, userHandleOf } from './webauthn';

export interface PasskeyServiceDeps {
  db: Database;
  /** PUBLIC_URL: its hostname is the relying party id, its origin the only one accepted. */
  publicUrl: string;
  auth: Pick<AuthService, 'signInVerified'>;
  throttle: Pick<LoginThrottle, 'beginPasskeyLogin'>;
  profiles: Pick<ProfileService, 'ownProfile'>;
  background: BackgroundQueue;
  log: { warn(obj: object, msg: string): void };
}

function view(row: repo.ListedPasskey): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** Passkeys (decision 071): a member adds, names and removes them; anyone signs in with one. */
export function createPasskeyService({ db, publicUrl, auth, throttle, profiles, background, log }: PasskeyServiceDeps) {
  const { rpID, origin } = relyingPartyOf(publicUrl);
  const ttlMs = PASSKEY_LIMITS.challengeTtlMinutes * 60_000;
  let cleanedAt = 0;

  /** Expired challenges are deleted now and then, in the background. */
  function cleanLater(): void {
    if (Date.now() - cleanedAt < ttlMs) return;
    cleanedAt = Date.now();
    background.schedule('webauthn-challenges:cleanup', () => repo.deleteExpiredChallenges(db));
  }

  /** Checks a sign-in's answer; the member it proves, or a 4xx. The challenge is gone either way. */
  async function verifiedMember(response: SignInResponse): Promise<string> {
    const challenge = challengeOf(response.response.clientDataJSON);
    if (!challenge) throw new BadRequest(PASSKEY_MESSAGES.responseInvalid);
    if (!(await repo.consumeChallenge(db, challenge, 'authentication', null))) {
      throw new BadRequest(PASSKEY_MESSAGES.requestExpired);
    }
    const found = await repo.findByCredentialId(db, response.id);
    if (!found) throw new Unauthorized(PASSKEY_MESSAGES.unknownPasskey);
    const { passkey } = found;
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== encodedUserHandleOf(passkey.userId)) {
      throw new Unauthorized(PASSKEY_MESSAGES.signInFailed);
    }
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        // The counter is checked below, in the statement that records it, so two uses cannot race.
        credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: 0 },
        requireUserVerification: true,
      });
    } catch {
      throw new Unauthorized(PASSKEY_MESSAGES.signInFailed);
    }
    if (!verification.verified) throw new Unauthorized(PASSKEY_MESSAGES.signInFailed);
    const { newCounter, credentialBackedUp } = verification.authenticationInfo;
    if (!(await repo.recordUse(db, passkey.id, { counter: newCounter, backedUp: credentialBackedUp }))) {
      log.warn(
        { passkeyId: passkey.id, userId: passkey.userId, stored: passkey.counter, received: newCounter },
        'passkey signature counter did not increase: refused (possibly a cloned authenticator)',
      );
      throw new Unauthorized(PASSKEY_MESSAGES.counterWentBack);
    }
    return passkey.userId;
  }

  return {
    async list(member: Member): Promise<Passkey[]> {
      return (await repo.listPasskeysOf(db, member.userId)).map(view);
    },

    /** Step one of adding a passkey: options for the browser, with a challenge bound to this member. */
    async registrationOptions(member: Member): Promise<RegistrationOptions> {
      const user = await authRepo.findUserById(db, member.userId);
      if (!user) throw new Unauthorized(MESSAGES.unauthorized);
      const existing = await repo.credentialsOf(db, member.userId);
      if (existing.length >= PASSKEY_LIMITS.maxPerMember) throw new Conflict(PASSKEY_MESSAGES.tooMany);
      const name = (await profiles.ownProfile(member.userId))?.name;
      const options = await generateRegistrationOptions({
        rpName: PASSKEY_RP_NAME,
        rpID,
        userName: user.email,
        userDisplayName: name || user.email,
        userID: userHandleOf(member.userId),
        attestationType: 'none',
        // The same authenticator twice would be one credential listed twice.
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
        // Discoverable, so signing in needs no e-mail; verified (PIN, biometrics), as it replaces a password.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: ttlMs,
      });
      await repo.replaceRegistrationChallenge(db, member.userId, options.challenge, ttlMs);
      cleanLater();
      return {
        ...options,
        excludeCredentials: options.excludeCredentials?.map((entry) => ({
          id: entry.id,
          type: 'public-key' as const,
          transports: knownTransports(entry.transports),
        })),
      };
    },

    /** Step two: the browser's answer, verified against this member's challenge, stored under the device's name. */
    async add(member: Member, response: RegistrationResponse, userAgent: string | null): Promise<Passkey> {
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!challenge) throw new BadRequest(PASSKEY_MESSAGES.responseInvalid);
      if (!(await repo.consumeChallenge(db, challenge, 'registration', member.userId))) {
        throw new BadRequest(PASSKEY_MESSAGES.requestExpired);
      }
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch {
        throw new BadRequest(PASSKEY_MESSAGES.registrationFailed);
      }
      if (!verification.verified) throw new BadRequest(PASSKEY_MESSAGES.registrationFailed);
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      const device = deviceName(userAgent);
      const name = (device === UNKNOWN_DEVICE ? PASSKEY_TEXTS.defaultName : device).slice(0, PASSKEY_LIMITS.nameMax);
      try {
        const row = await db.transaction(async (tx) => {
          await repo.lockPasskeysOf(tx, member.userId);
          if ((await repo.countPasskeysOf(tx, member.userId)) >= PASSKEY_LIMITS.maxPerMember) {
            throw new Conflict(PASSKEY_MESSAGES.tooMany);
          }
          return repo.insertPasskey(tx, {
            userId: member.userId,
            credentialId: credential.id,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: knownTransports(response.response.transports),
            deviceType: credentialDeviceType,
            backedUp: credentialBackedUp,
            name,
          });
        });
        return view(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(PASSKEY_MESSAGES.alreadyAdded);
        throw error;
      }
    },

    async rename(member: Member, passkeyId: string, name: string): Promise<Passkey> {
      const row = isUuid(passkeyId) ? await repo.renamePasskey(db, member.userId, passkeyId, name) : undefined;
      if (!row) throw new NotFound(PASSKEY_MESSAGES.notFound);
      return view(row);
    },

    /** Gone at once: a sign-in with it is refused from then on (the authenticator may keep it). */
    /** Never the member's last way to sign in (decision 072): counted under a lock on the account row. */
    async remove(member: Member, passkeyId: string): Promise<void> {
      if (!isUuid(passkeyId)) throw new NotFound(PASSKEY_MESSAGES.notFound);
      await db.transaction(async (tx) => {
        const ways = await signInWaysOf(tx, member.userId, true);
        if (!ways || !(await repo.deletePasskey(tx, member.userId, passkeyId))) {
          throw new NotFound(PASSKEY_MESSAGES.notFound);
        }
        if (!ways.hasPassword && ways.passkeys <= 1 && ways.accounts.length === 0) {
          throw new Conflict(PASSKEY_MESSAGES.lastWayToSignIn);
        }
      });
    },

    /** A sign-in challenge for whoever asks: discoverable credentials, so no e-mail and no list of passkeys. */
    async signInOptions(): Promise<SignInOptions> {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', timeout: ttlMs });
      await repo.insertSignInChallenge(db, options.challenge, ttlMs);
      cleanLater();
      return { ...options, allowCredentials: undefined };
    },

    /**
     * Signs in with a passkey: counted against the address like a password attempt, then the
     * same session as a password sign-in (suspension refused, new device e-mailed).
     */
    async signIn(response: SignInResponse, meta: RequestMeta): Promise<AuthResponse> {
      const attempt = await throttle.beginPasskeyLogin(meta.address ?? null);
      const userId = await verifiedMember(response);
      await attempt.succeeded();
      return auth.signInVerified(userId, meta);
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
