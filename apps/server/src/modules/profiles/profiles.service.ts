import type { OwnProfile } from '@kindred/contract/profile';
import type { Database } from '../../db/database';
import * as repo from './profiles.repo';
import { toOwnProfile } from './own-profile';
import type { PhotoService, PreparedPhotos } from '../photos/photos.service';

export type ProfilePhotos = Pick<PhotoService, 'prepare' | 'photoUrlsOf'>;

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
      return row ? toOwnProfile(row, await photos.photoUrlsOf(userId)) : null;
    },

    touchLastActive: (userId: string) => repo.touchLastActive(db, userId),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
