import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@kindred/contract/conversations';
import { MESSAGES } from '@kindred/contract/messages';
import { getServerStatus } from '@/lib/server-status';
import { connectSocket } from '@/lib/socket-client';
import { lastFakeSocket, respondTo } from '@/test/fake-socket';
import { storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { createTestQueryClient } from '@/test/render-app';
import { messagesQueryKey } from '../api/get-messages';
import { threadOf, type MessagePages } from '../lib/messages-cache';
import { MATCH_ID, message, messagesPage, MY_ID } from '../test/conversation-fixtures';
import { useChatSender } from './use-chat-sender';
import { OUTAGE_RESEND_WINDOW_MS } from './use-outage-hold';

const SEND = `POST /conversations/${MATCH_ID}/messages`;
const READY = 'GET /health/ready';
const unavailable = () => jsonResponse(503, { message: MESSAGES.temporarilyUnavailable });
const unavailableAck = { ok: false, status: 503, message: MESSAGES.temporarilyUnavailable };

interface Sent {
  content: string;
  clientId: string;
}

const stored = (body: Sent): Message =>
  message(`sent-${body.clientId}`, 59, { senderId: MY_ID, content: body.content, clientId: body.clientId });

beforeEach(() => {
  storeMemberAuth();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSender() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData<MessagePages>(messagesQueryKey(MATCH_ID), { pages: [messagesPage([])], pageParams: [1] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useChatSender(MATCH_ID), { wrapper });
  const thread = () => threadOf(queryClient.getQueryData<MessagePages>(messagesQueryKey(MATCH_ID)));
  return { ...view, thread };
}

/** Lets fake time pass, with real turns of the event loop for the answers to arrive. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => new Promise((resolve) => setImmediate(resolve)));
}

function connectedSocket() {
  connectSocket();
  const socket = lastFakeSocket();
  act(() => socket.serverConnect());
  return socket;
}

describe('useChatSender during an outage', () => {
  it('a send answered 503 stays Sending and is sent again, with the same clientId, once the server is back', async () => {
    let down = true;
    const { calls } = mockApi({
      [SEND]: (request: MockRequest) =>
        down ? unavailable() : jsonResponse(201, { data: stored(request.body as Sent) }),
      [READY]: () => (down ? unavailable() : jsonResponse(200, { status: 'ok' })),
    });
    const { result, thread } = renderSender();
    act(() => result.current.send({ content: 'Still there?', image: null }));
    await wait(0);
    expect(getServerStatus()).toBe('reconnecting');
    expect(result.current.pending.map((item) => item.status)).toEqual(['sending']);

    await wait(30_000);
    expect(result.current.pending.map((item) => item.status)).toEqual(['sending']);

    down = false;
    await wait(10_000);
    await vi.waitFor(() => expect(result.current.pending).toEqual([]));
    const sends = calls.filter((call) => `${call.method} ${call.path}` === SEND).map((call) => call.body as Sent);
    expect(sends).toHaveLength(2);
    expect(sends[1]!.clientId).toBe(sends[0]!.clientId);
    expect(thread().map((item) => item.content)).toEqual(['Still there?']);
  });

  it('a 503 ack over the socket is held too, and resent through the socket once the server answers', async () => {
    let down = true;
    respondTo('message:send', (payload) => (down ? unavailableAck : { ok: true, data: stored(payload as Sent) }));
    const { calls } = mockApi({
      [READY]: () => (down ? unavailable() : jsonResponse(200, { status: 'ok' })),
    });
    const socket = connectedSocket();
    const { result, thread } = renderSender();
    act(() => result.current.send({ content: 'Hello again', image: null }));
    await wait(0);
    expect(getServerStatus()).toBe('reconnecting');
    expect(result.current.pending.map((item) => item.status)).toEqual(['sending']);

    down = false;
    await wait(1000);
    await vi.waitFor(() => expect(result.current.pending).toEqual([]));
    const sends = socket.sent('message:send') as Sent[];
    expect(sends).toHaveLength(2);
    expect(sends[1]!.clientId).toBe(sends[0]!.clientId);
    expect(calls.some((call) => `${call.method} ${call.path}` === SEND)).toBe(false);
    expect(thread().map((item) => item.content)).toEqual(['Hello again']);
  });

  it('a send that got no answer while the socket was down goes out when the socket reconnects', async () => {
    respondTo('message:send', (payload) => ({ ok: true, data: stored(payload as Sent) }));
    const socket = connectedSocket();
    const { result, thread } = renderSender();
    act(() => socket.serverDrop());
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    act(() => result.current.send({ content: 'Are you there?', image: null }));
    await wait(0);
    expect(result.current.pending.map((item) => item.status)).toEqual(['sending']);

    act(() => socket.serverConnect());
    await vi.waitFor(() => expect(result.current.pending).toEqual([]));
    expect(socket.sent('message:send')).toHaveLength(1);
    expect(thread().map((item) => item.content)).toEqual(['Are you there?']);
  });

  it('gives up to Failed after two minutes, and Retry then starts again', async () => {
    let down = true;
    const { calls } = mockApi({
      [SEND]: (request: MockRequest) =>
        down ? unavailable() : jsonResponse(201, { data: stored(request.body as Sent) }),
      [READY]: () => unavailable(),
    });
    const { result } = renderSender();
    act(() => result.current.send({ content: 'Anyone?', image: null }));
    await wait(OUTAGE_RESEND_WINDOW_MS - 1000);
    expect(result.current.pending.map((item) => item.status)).toEqual(['sending']);
    await wait(1000);
    expect(result.current.pending.map((item) => item.status)).toEqual(['failed']);
    expect(result.current.sending).toBe(false);

    down = false;
    act(() => result.current.retry(result.current.pending[0]!.clientId));
    await vi.waitFor(() => expect(result.current.pending).toEqual([]));
    expect(calls.filter((call) => `${call.method} ${call.path}` === SEND)).toHaveLength(2);
  });

  it('a refusal (4xx) fails at once, as before', async () => {
    mockApi({ [SEND]: () => jsonResponse(403, { message: 'You can no longer message this member' }) });
    const { result } = renderSender();
    act(() => result.current.send({ content: 'Hello?', image: null }));
    await vi.waitFor(() => expect(result.current.pending.map((item) => item.status)).toEqual(['failed']));
    expect(result.current.ended).toBe(true);
    expect(getServerStatus()).toBe('up');
  });
});
