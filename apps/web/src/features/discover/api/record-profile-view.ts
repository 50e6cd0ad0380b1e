import { useEffect } from 'react';
import type { z } from 'zod';
import type { profileViewInputSchema } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

type ProfileViewInput = z.input<typeof profileViewInputSchema>;

/** `POST /recommendations/view`: fire and forget; a lost view record is not worth an error. */
export function recordProfileView(body: ProfileViewInput): void {
  apiRequest(API_PATHS.recommendations.view, { method: 'POST', body }).catch(() => undefined);
}

/** Records how long `profileId` was open, once the view closes (or switches to someone else). */
export function useRecordProfileViewOnClose(profileId: string): void {
  useEffect(() => {
    const openedAt = Date.now();
    return () => recordProfileView({ profileId, duration: Date.now() - openedAt, source: 'discover' });
  }, [profileId]);
}
