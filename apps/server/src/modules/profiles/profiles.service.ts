import type { OwnProfile } from '@kindred/contract/profile';
import type { Database } from '../../db/database';
import * as repo from './profiles.repo';
import { toOwnProfile } from './own-profile';

/** Photos decoded and written to storage, waiting for their rows. */
export interface PreparedPhotos {
  insert(db: Database): Promise<void>;
  discard(): Promise<void>;
}

export interface ProfilePhotos {
  prepare(userId: string, dataUrls: string[]): Promise<PreparedPhotos>;
  urlsOf(userId: string): Promise<string[]>;
}

export interface Place {
  label: string;
  lat: number;
  lng: number;
}

export interface ProfileServiceDeps {
  db: Database;
  photos: ProfilePhotos;
  resolvePlace: (text: string) => Place | null;
}

export function createProfileService({ db, photos, resolvePlace }: ProfileServiceDeps) {
  return {
    resolveLocation: resolvePlace,

    preparePhotos: (userId: string, dataUrls: string[]) => photos.prepare(userId, dataUrls),

    /** Inside the caller's transaction: the profile row and its photo rows. */
    async createProfile(tx: Database, values: repo.NewProfile, prepared: PreparedPhotos | null): Promise<void> {
      await repo.insertProfile(tx, values);
      await prepared?.insert(tx);
    },

    async ownProfile(userId: string): Promise<OwnProfile | null> {
      const row = await repo.findProfile(db, userId);
      return row ? toOwnProfile(row, await photos.urlsOf(userId)) : null;
    },

    touchLastActive: (userId: string) => repo.touchLastActive(db, userId),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
