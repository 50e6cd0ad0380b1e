import { LIMITS } from '@kindred/contract/constants';
import type { FieldError } from '@kindred/contract/errors';
import { MESSAGES } from '@kindred/contract/messages';
import type { OwnProfile } from '@kindred/contract/profile';
import type { ProfileUpdate } from '@kindred/contract/profile-update';
import type { MemberSettings, SettingsUpdate } from '@kindred/contract/settings';
import type { AccountPause } from '@kindred/contract/account-pause';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import type { Member } from '../../http/authenticate';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../http/errors';
import type { PhotoService, PreparedPhotos } from '../photos/photos.service';
import { settingsColumns, settingsOf } from './member-settings';
import type { Place } from './place';
import { profileColumns } from './profile-changes';
import * as repo from './profiles.repo';
import { toOwnProfile } from './own-profile';

export type ProfilePhotos = Pick<PhotoService, 'prepare' | 'urlsOfIds' | 'addPhoto' | 'removePhoto' | 'reorderPhotos'>;

export interface ProfileServiceDeps {
  db: Database;
  photos: ProfilePhotos;
  resolvePlace: (text: string) => Place | null;
  /** Told after every change (recommendation decks place the member anew). */
  events?: Pick<DomainEvents, 'emit'>;
}

/** What onboarding must leave on a profile before it counts as complete (SPEC 5 gates, on stored data). */
function onboardingGaps(profile: OwnProfile): FieldError[] {
  const gaps: FieldError[] = [];
  const gap = (path: string, message: string) => gaps.push({ path, message });
  if (profile.photos.length < 1) gap('photos', MESSAGES.photosRequired);
  if (!profile.name) gap('name', MESSAGES.nameRequired);
  if (!profile.birthdate) gap('birthdate', MESSAGES.birthDateRequired);
  if (!profile.gender) gap('gender', MESSAGES.genderRequired);
  if (!profile.location) gap('location', MESSAGES.locationRequired);
  if (profile.bio.trim().length < LIMITS.onboardingBio.min) gap('bio', MESSAGES.bioTooShort);
  if (profile.interests.length < LIMITS.interests.onboardingMin) gap('interests', MESSAGES.interestsAtLeastThree);
  if (profile.questions.length < 1 || profile.questions.some((pair) => !pair.answer.trim())) {
    gap('questions', MESSAGES.answerEveryQuestion);
  }
  if (!profile.lookingFor) gap('lookingFor', MESSAGES.relationshipTypeRequired);
  return gaps;
}

function pauseOf(row: repo.ProfileRow): AccountPause {
  return { paused: row.pausedAt !== null, pausedAt: row.pausedAt?.toISOString() ?? null };
}

export function createProfileService({ db, photos, resolvePlace, events }: ProfileServiceDeps) {
  async function ownProfile(userId: string): Promise<OwnProfile | null> {
    const found = await repo.findProfileWithAccount(db, userId);
    return found ? toOwnProfile(found.profile, photos.urlsOfIds(userId, found.photoIds), found.hasPassword) : null;
  }

  async function mustOwnProfile(userId: string): Promise<OwnProfile> {
    const profile = await ownProfile(userId);
    if (!profile) throw new NotFound(MESSAGES.failedToLoadProfile);
    return profile;
  }

  /**
   * After every change to a profile or its photos: the member is recommended exactly while the
   * onboarding gates hold on what is stored, whichever client made the change (decision 035).
   */
  async function applyGates(userId: string): Promise<OwnProfile> {
    const found = await repo.findProfileWithAccount(db, userId);
    if (!found) throw new NotFound(MESSAGES.failedToLoadProfile);
    const urls = photos.urlsOfIds(userId, found.photoIds);
    const profile = toOwnProfile(found.profile, urls, found.hasPassword);
    const gatesHold = onboardingGaps(profile).length === 0;
    // A quarantine (decision 083) hides the member from new people as failing a gate would.
    const passes = gatesHold && found.profile.quarantinedAt === null;
    if (passes === found.profile.discoverable && (!gatesHold || profile.onboardingCompleted)) {
      events?.emit('profile.changed', { userId });
      return profile;
    }
    const row = await repo.setDiscoverable(db, userId, passes, gatesHold);
    events?.emit('profile.changed', { userId });
    return row ? toOwnProfile(row, urls, found.hasPassword) : profile;
  }

  async function write(userId: string, columns: Partial<repo.NewProfile>): Promise<OwnProfile> {
    if (Object.keys(columns).length > 0 && !(await repo.updateProfileRow(db, userId, columns))) {
      throw new NotFound(MESSAGES.failedToLoadProfile);
    }
    return applyGates(userId);
  }

  return {
    resolveLocation: resolvePlace,

    preparePhotos: (userId: string, dataUrls: string[]): Promise<PreparedPhotos> => photos.prepare(userId, dataUrls),

    /** Inside the caller's transaction: the profile row and its photo rows. */
    async createProfile(tx: Database, values: repo.NewProfile, prepared: PreparedPhotos | null): Promise<void> {
      await repo.insertProfile(tx, values);
      await prepared?.insert(tx);
    },

    /** A member's profile row, in the caller's transaction (scoring a new match reads it). */
    profileIn: (tx: Database, userId: string): Promise<repo.ProfileRow | undefined> => repo.findProfile(tx, userId),

    /** Members' display names by id (notifications name who liked or matched). */
    async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
      return new Map((await repo.namesOf(db, userIds)).map((row) => [row.userId, row.name]));
    },

    /** A member's stored settings, or null without a profile (notifications honour the toggles). */
    async settingsOfMember(userId: string): Promise<MemberSettings | null> {
      const row = await repo.findProfile(db, userId);
      return row ? settingsOf(row) : null;
    },

    /** Hidden or taking a break: the member's views of others' profiles tell nobody. */
    async browsesUnseen(userId: string): Promise<boolean> {
      const row = await repo.findProfile(db, userId);
      return !row || row.profileVisibility === 'Hidden' || row.pausedAt !== null;
    },

    ownProfile,
    mustOwnProfile,
    applyGates,

    /**
     * Hides a member from everyone new while reports about them wait for a moderator, or shows
     * them again once one has decided (decision 083). Matches and chats go on.
     */
    async setQuarantined(userId: string, quarantined: boolean): Promise<void> {
      if (await repo.setQuarantined(db, userId, quarantined)) await applyGates(userId);
    },

    /** POST /profiles: for a member who has none yet (an account made by an older client). */
    async createOwnProfile(member: Member, update: ProfileUpdate): Promise<OwnProfile> {
      if (await repo.findProfile(db, member.userId)) throw new Conflict(MESSAGES.profileExists);
      if (!update.name)
        throw new BadRequest(MESSAGES.fieldRequired('name'), [
          { path: 'name', message: MESSAGES.fieldRequired('name') },
        ]);
      const columns = profileColumns(undefined, update, resolvePlace);
      await repo.insertProfile(db, { ...columns, userId: member.userId, name: update.name });
      return mustOwnProfile(member.userId);
    },

    /** PATCH /profiles/{id}: only the member's own profile. */
    async updateProfile(member: Member, profileId: string, update: ProfileUpdate): Promise<OwnProfile> {
      if (profileId !== member.userId) throw new Forbidden(MESSAGES.forbidden);
      const current = await repo.findProfile(db, member.userId);
      if (!current) throw new NotFound(MESSAGES.failedToLoadProfile);
      return write(member.userId, profileColumns(current, update, resolvePlace));
    },

    async updateSettings(member: Member, update: SettingsUpdate): Promise<MemberSettings> {
      const columns = settingsColumns(update);
      const row =
        Object.keys(columns).length > 0
          ? await repo.updateProfileRow(db, member.userId, columns)
          : await repo.findProfile(db, member.userId);
      if (!row) throw new NotFound(MESSAGES.failedToLoadProfile);
      events?.emit('profile.changed', { userId: member.userId });
      return settingsOf(row);
    },

    /** PUT /user/preferences: the discovery preferences. */
    async updatePreferences(
      member: Member,
      update: Pick<ProfileUpdate, 'showMe' | 'ageRange' | 'maxDistance' | 'lookingFor'>,
    ) {
      const current = await repo.findProfile(db, member.userId);
      if (!current) throw new NotFound(MESSAGES.failedToLoadProfile);
      return write(member.userId, profileColumns(current, update, resolvePlace));
    },

    /** The web's last onboarding step: says what is missing; the gates themselves set visibility. */
    async completeOnboarding(member: Member): Promise<OwnProfile> {
      const gaps = onboardingGaps(await mustOwnProfile(member.userId));
      if (gaps.length > 0) throw new BadRequest(MESSAGES.onboardingIncomplete, gaps);
      return applyGates(member.userId);
    },

    addPhoto: async (member: Member, file: Buffer) => {
      const added = await photos.addPhoto(member.userId, file);
      await applyGates(member.userId);
      return added;
    },
    removePhoto: async (member: Member, url: string) => {
      const urls = await photos.removePhoto(member.userId, url);
      await applyGates(member.userId);
      return urls;
    },
    reorderPhotos: (member: Member, urls: readonly string[]) => photos.reorderPhotos(member.userId, urls),

    /** When the member's break began, for their data export; undefined without a profile. */
    async pausedAtOf(userId: string): Promise<string | null | undefined> {
      const row = await repo.findProfile(db, userId);
      return row && (row.pausedAt?.toISOString() ?? null);
    },

    /** GET /account/pause. */
    async pauseState(member: Member): Promise<AccountPause> {
      const row = await repo.findProfile(db, member.userId);
      if (!row) throw new NotFound(MESSAGES.failedToLoadProfile);
      return pauseOf(row);
    },

    /** POST /account/pause (take a break) and DELETE (come back); both idempotent (decision 070). */
    async setPaused(member: Member, paused: boolean): Promise<AccountPause> {
      const row = await repo.setPaused(db, member.userId, paused);
      if (!row) throw new NotFound(MESSAGES.failedToLoadProfile);
      // Stored decks drop (or take back) the member now, as for any change that decides who is shown.
      events?.emit('profile.changed', { userId: member.userId });
      return pauseOf(row);
    },

    touchLastActive: (userId: string) => repo.touchLastActive(db, userId),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
