import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS } from '@kindred/contract/routes';
import { memberSettingsSchema, type SettingsUpdate } from '@kindred/contract/settings';
import { apiRequest } from '@/lib/api-client';

const responseSchema = z.object({ data: memberSettingsSchema });

/** `PUT /profile/settings`: any part of notifications, privacy and theme; answers all settings. */
export function updateSettings(body: SettingsUpdate) {
  return apiRequest(API_PATHS.settings, { method: 'PUT', body, schema: responseSchema }).then(
    (response) => response.data,
  );
}

export function useUpdateSettings() {
  return useMutation({ mutationFn: updateSettings });
}
