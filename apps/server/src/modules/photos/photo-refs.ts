import { sql, type SQL } from 'drizzle-orm';
import { photoUrl } from './photo-storage';

/** A stored photo as cards need it: its id (the URL) and its placeholder ('' while it has none). */
export interface PhotoRef {
  id: string;
  placeholder: string;
}

/** A card's photos: the URLs, and beside them (same order) what to show while each loads. */
export interface CardPhotos {
  photos: string[];
  photoPlaceholders: string[];
}

/**
 * One photo of `photos ph` as text, `id` or `id placeholder` (base64 holds no space): aggregated,
 * a member's photos stay one text[] column, read from the index alone (docs/decisions/059).
 */
export const photoRef = sql`ph.id::text || coalesce(' ' || ph.placeholder, '')`;

/** A member's photos in order, as parsePhotoRefs reads them. */
export function photoRefsColumn(userId: SQL): SQL {
  return sql`(SELECT array_agg(${photoRef} ORDER BY ph.position) FROM photos ph WHERE ph.user_id = ${userId})`;
}

export function parsePhotoRefs(entries: readonly string[] | null): PhotoRef[] {
  return (entries ?? []).map((entry) => {
    const space = entry.indexOf(' ');
    // None yet (''), or an empty one: a photo whose file the backfill could not read.
    return space < 0
      ? { id: entry, placeholder: '' }
      : { id: entry.slice(0, space), placeholder: entry.slice(space + 1) };
  });
}

export function cardPhotosOf(userId: string, refs: readonly PhotoRef[]): CardPhotos {
  return {
    photos: refs.map((ref) => photoUrl(userId, ref.id)),
    photoPlaceholders: refs.map((ref) => ref.placeholder),
  };
}
