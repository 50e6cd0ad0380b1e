import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH } from '@kindred/contract/constants';
import { SOCKET_OPTIONS } from '@kindred/contract/realtime';
import { fakeSockets, io, lastFakeSocket } from '@/test/fake-socket';
import {
  addConnectionListener,
  connectSocket,
  disconnectSocket,
  getSocket,
  getSocketUserId,
  HANDSHAKE_TIMEOUT_MS,
  isSocketConnected,
  NEXT_ROUND_DELAY_MS,
} from './socket-client';
import { storeAuth } from './auth-storage';
import { getServerStatus, resetServerStatus } from './server-status';

afterEach(() => vi.restoreAllMocks());

const signIn = (token = 't-1', id = 'u-1') => storeAuth({ token, user: { id } });

describe('socket client (SPEC 4 Realtime connection)', () => {
  it('does not connect without a stored auth record', () => {
    expect(connectSocket()).toBeNull();
    expect(io).not.toHaveBeenCalled();
  });

  it('connects websocket-only with the token and the reconnection options', () => {
    signIn('secret');
    connectSocket();
    expect(io).toHaveBeenCalledOnce();
    expect(io.mock.calls[0]![0]).toMatchObject({
      auth: { token: 'secret' },
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
      reconnectionAttempts: SOCKET_OPTIONS.reconnectionAttempts,
      timeout: HANDSHAKE_TIMEOUT_MS,
    });
    expect(getSocketUserId()).toBe('u-1');
  });

  it("joins the member's own room on every connect", () => {
    signIn('t', 'member-7');
    connectSocket();
    const socket = lastFakeSocket();
    socket.serverConnect();
    socket.serverDrop();
    socket.serverConnect();
    expect(socket.sent('join:user')).toEqual([{ userId: 'member-7' }, { userId: 'member-7' }]);
    expect(isSocketConnected()).toBe(true);
  });

  it('tells connection listeners when it is up and down, with the error on a connect error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    connectSocket();
    const listener = vi.fn();
    addConnectionListener(listener);
    const socket = lastFakeSocket();
    socket.serverConnect();
    socket.serverDrop();
    const error = new Error('Please sign in to continue');
    socket.serverEmit('connect_error', error);
    expect(listener.mock.calls).toEqual([[true], [false], [false, error]]);
    expect(console.error).toHaveBeenCalledWith('Socket connection error', error);
  });

  it('a handshake refused with 503 (database away) marks the server reconnecting; other refusals do not', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    signIn();
    connectSocket();
    const socket = lastFakeSocket();
    socket.serverEmit('connect_error', new Error('Please sign in to continue'));
    expect(getServerStatus()).toBe('up');
    socket.serverEmit('connect_error', Object.assign(new Error('briefly unavailable'), { data: { status: 503 } }));
    expect(getServerStatus()).toBe('reconnecting');
    resetServerStatus();
  });

  it('re-initialising while connected disconnects the old socket first', () => {
    signIn();
    connectSocket();
    const first = lastFakeSocket();
    first.serverConnect();
    const disconnect = vi.spyOn(first, 'disconnect');
    connectSocket();
    expect(disconnect).toHaveBeenCalledOnce();
    expect(fakeSockets).toHaveLength(2);
    expect(getSocket()).toBe(lastFakeSocket());
    expect(first.listenerCount('connect')).toBe(0);
  });

  it('disconnecting clears every listener and the stored user id', () => {
    signIn();
    const socket = connectSocket()!;
    const onMessage = vi.fn();
    socket.on('message:new', onMessage);
    const listener = vi.fn();
    addConnectionListener(listener);
    lastFakeSocket().serverConnect();
    listener.mockClear();

    disconnectSocket();
    expect(getSocket()).toBeNull();
    expect(getSocketUserId()).toBeNull();
    expect(lastFakeSocket().listenerCount('message:new')).toBe(0);
    expect(lastFakeSocket().listenerCount('connect')).toBe(0);
    lastFakeSocket().serverEmit('message:new', {});
    expect(onMessage).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it("logs 'Error initializing socket' when the stored login record cannot be read", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(AUTH.storageKey, '{not json');
    expect(connectSocket()).toBeNull();
    expect(error).toHaveBeenCalledWith('Error initializing socket', expect.any(SyntaxError));
    expect(io).not.toHaveBeenCalled();
  });

  it('tries again when the browser comes back online', () => {
    signIn();
    connectSocket();
    const socket = lastFakeSocket();
    const connect = vi.spyOn(socket, 'connect');
    window.dispatchEvent(new Event('online'));
    expect(connect).toHaveBeenCalledOnce();
    socket.serverConnect();
    window.dispatchEvent(new Event('online'));
    expect(connect).toHaveBeenCalledOnce();
  });

  it('starts a new round of attempts after socket.io gives up, until it is connected or closed', () => {
    vi.useFakeTimers();
    try {
      signIn();
      connectSocket();
      const socket = lastFakeSocket();
      const connect = vi.spyOn(socket, 'connect');
      socket.managerEmit('reconnect_failed');
      vi.advanceTimersByTime(NEXT_ROUND_DELAY_MS - 1);
      expect(connect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(connect).toHaveBeenCalledOnce();

      socket.managerEmit('reconnect_failed');
      disconnectSocket();
      vi.advanceTimersByTime(NEXT_ROUND_DELAY_MS);
      expect(connect).toHaveBeenCalledOnce();
      expect(socket.io.listeners.get('reconnect_failed')?.size ?? 0).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
