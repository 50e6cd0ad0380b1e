import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

const outboxResponseSchema = z.object({ data: z.array(outboxMailSchema) });

export function getOutbox(signal?: AbortSignal) {
  return apiRequest(API_PATHS.devOutbox, { schema: outboxResponseSchema, signal });
}

/** Mail the server kept instead of sending (outside production), newest first. */
export function useOutbox() {
  return useQuery({
    queryKey: ['dev-outbox'],
    queryFn: ({ signal }) => getOutbox(signal),
    select: (response) => [...response.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    refetchInterval: 5000,
  });
}
