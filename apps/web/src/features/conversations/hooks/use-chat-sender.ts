import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CONVERSATION_MESSAGES } from '@kindred/contract/conversations';
import { ApiRequestError } from '@/lib/api-client';
import { prepareUploadPhoto } from '@/lib/downscale-image';
import { CONVERSATION_LISTS_QUERY_KEY } from '../api/get-conversations';
import { messagesQueryKey } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
import { uploadMessageImage } from '../api/upload-message-image';
import type { PendingMessage } from '../lib/chat-items';
import { withMessage, type MessagePages } from '../lib/messages-cache';
import { useOutageHold } from './use-outage-hold';

export interface Draft {
  content: string;
  image: File | null;
  /** The message it replies to (decision 108). */
  replyToId?: string;
}

/** The server answered that this conversation is closed (unmatched or blocked). */
const isEnded = (error: unknown) => error instanceof ApiRequestError && error.status === 403;
/**
 * A refusal the member can act on, shown under the message: what it says (422, contact details
 * before a hello, decision 077) or a limit (429, sending too fast or too many new conversations,
 * decision 078).
 */
function refusalOf(error: unknown): Pick<PendingMessage, 'refusal'> {
  if (!(error instanceof ApiRequestError) || (error.status !== 422 && error.status !== 429)) return {};
  const confirmable = error.message === CONVERSATION_MESSAGES.mightBeHurtful;
  return {
    refusal: { message: error.message, editable: error.status === 422, ...(confirmable ? { confirmable } : {}) },
  };
}

/**
 * SPEC 4 Chat sending: the message shows at once with a temporary id, then becomes the
 * server's ('Sent' / 'Read') or stays 'Failed' with Retry, which sends it again with the same
 * clientId so the server keeps one copy. One refused for what it says (422) shows why, and Edit
 * takes its words back to the composer instead. `ended` turns true when the server refuses (403).
 * During an outage (503, no answer) a message stays 'Sending' and is sent again by itself once
 * the server answers or the socket reconnects (see use-outage-hold.ts).
 */
export function useChatSender(matchId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [ended, setEnded] = useState(false);
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  });
  const inFlight = useRef(new Set<string>());

  const update = useCallback((clientId: string, change: Partial<PendingMessage>) => {
    setPending((list) => list.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)));
  }, []);

  const fail = useCallback(
    (clientId: string, error: unknown) => {
      // SPEC 8: a failed send shows 'Failed' on the message; the cause is logged.
      console.error('Failed to send message', error);
      if (isEnded(error)) setEnded(true);
      update(clientId, { status: 'failed', ...refusalOf(error) });
    },
    [update],
  );

  const { hold, release } = useOutageHold({
    resend: (clientId) => {
      const message = pendingRef.current.find((item) => item.clientId === clientId);
      if (message && !inFlight.current.has(clientId)) void deliver(message);
    },
    giveUp: (clientId, error) => {
      // An attempt still on its way decides for itself.
      if (inFlight.current.has(clientId)) return false;
      fail(clientId, error);
      return true;
    },
  });

  const deliver = useCallback(
    async (message: PendingMessage) => {
      inFlight.current.add(message.clientId);
      try {
        let media = message.image?.mediaId ?? null;
        if (message.image && media === null) {
          const { blob, filename } = await prepareUploadPhoto(message.image.file);
          media = (await uploadMessageImage(blob, filename)).id;
          const uploaded = { ...message.image, mediaId: media };
          update(message.clientId, { image: uploaded });
        }
        const saved = await sendMessage(matchId, {
          content: message.content,
          media,
          clientId: message.clientId,
          ...(message.sendAnyway ? { sendAnyway: true } : {}),
          ...(message.replyToId ? { replyToId: message.replyToId } : {}),
        });
        release(message.clientId);
        queryClient.setQueryData<MessagePages>(messagesQueryKey(matchId), (data) => withMessage(data, saved));
        setPending((list) => list.filter((item) => item.clientId !== message.clientId));
        if (message.image) URL.revokeObjectURL(message.image.previewUrl);
        void queryClient.invalidateQueries({ queryKey: CONVERSATION_LISTS_QUERY_KEY });
      } catch (error) {
        if (!hold(message.clientId, error)) fail(message.clientId, error);
      } finally {
        inFlight.current.delete(message.clientId);
      }
    },
    [matchId, queryClient, update, fail, hold, release],
  );

  const send = useCallback(
    (draft: Draft) => {
      const message: PendingMessage = {
        clientId: crypto.randomUUID(),
        content: draft.content.trim(),
        createdAt: new Date().toISOString(),
        status: 'sending',
        image: draft.image ? { file: draft.image, previewUrl: URL.createObjectURL(draft.image), mediaId: null } : null,
        ...(draft.replyToId ? { replyToId: draft.replyToId } : {}),
      };
      setPending((list) => [...list, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = pendingRef.current.find((item) => item.clientId === clientId);
      if (!message || message.status !== 'failed') return;
      update(clientId, { status: 'sending', refusal: undefined });
      void deliver({ ...message, status: 'sending', refusal: undefined });
    },
    [deliver, update],
  );

  /** "Are you sure?" answered with Send anyway: the same message again, this time sent as it is. */
  const sendAnyway = useCallback(
    (clientId: string) => {
      const message = pendingRef.current.find((item) => item.clientId === clientId);
      if (!message || !message.refusal?.confirmable) return;
      const again = { ...message, status: 'sending' as const, refusal: undefined, sendAnyway: true };
      update(clientId, again);
      void deliver(again);
    },
    [deliver, update],
  );

  /** Takes a failed message back to change it: it leaves the thread, and its words are returned. */
  const edit = useCallback((clientId: string): string | null => {
    const message = pendingRef.current.find((item) => item.clientId === clientId);
    if (!message || message.status !== 'failed') return null;
    if (message.image) URL.revokeObjectURL(message.image.previewUrl);
    setPending((list) => list.filter((item) => item.clientId !== clientId));
    return message.content;
  }, []);

  useEffect(
    () => () => {
      for (const item of pendingRef.current) if (item.image) URL.revokeObjectURL(item.image.previewUrl);
    },
    [],
  );

  return {
    pending,
    /** SPEC 5: a send is blocked while one is in progress (also while it waits out an outage). */
    sending: pending.some((item) => item.status === 'sending'),
    ended,
    send,
    retry,
    edit,
    sendAnyway,
  };
}
