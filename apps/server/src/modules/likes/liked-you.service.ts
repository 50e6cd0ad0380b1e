import { ageOn } from '@kindred/contract/age';
import type { LikedYouResponse } from '@kindred/contract/billing';
import { planOfSubscription } from '@kindred/contract/plans';
import type { Database } from '../../db/database';
import type { PhotoService } from '../photos/photos.service';
import { countLikedYou, listLikedYou, subscriptionOf } from './liked-you.repo';

export interface LikedYouDeps {
  db: Database;
  photos: Pick<PhotoService, 'photoUrlsOfMany'>;
  now?: () => Date;
}

/**
 * "Who liked you" (decision 046): members on a paid plan see who liked them and waits for an
 * answer; Basic sees how many, `locked`, and no one, so the count is a reason to upgrade and
 * never a 402 the page has to handle.
 */
export function createLikedYouService({ db, photos, now = () => new Date() }: LikedYouDeps) {
  return {
    async list(userId: string, { page, limit }: { page: number; limit: number }): Promise<LikedYouResponse> {
      const [count, subscription] = await Promise.all([countLikedYou(db, userId), subscriptionOf(db, userId)]);
      const locked = planOfSubscription(subscription ?? '').id === 'basic';
      const pagination = { total: count, page, limit, pages: Math.ceil(count / limit) };
      if (locked || count === 0) return { count, locked, members: [], pagination };

      const rows = await listLikedYou(db, userId, limit, (page - 1) * limit);
      const urls = await photos.photoUrlsOfMany(rows.map((row) => row.userId));
      const today = now();
      return {
        count,
        locked,
        members: rows.map((row) => ({
          id: row.userId,
          name: row.name,
          age: row.birthdate ? ageOn(row.birthdate, today) : null,
          photo: urls.get(row.userId)?.[0] ?? null,
          superLike: row.superLike,
          likedAt: row.likedAt.toISOString(),
        })),
        pagination,
      };
    },
  };
}

export type LikedYouService = ReturnType<typeof createLikedYouService>;
