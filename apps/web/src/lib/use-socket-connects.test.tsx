import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lastFakeSocket } from '@/test/fake-socket';
import { storeAuth } from './auth-storage';
import { connectSocket } from './socket-client';
import { useSocketConnects, useSocketReconnected } from './use-socket';

describe('useSocketConnects', () => {
  it('fires on the first connect and on every later one; useSocketReconnected only on the later ones', () => {
    storeAuth({ token: 't', user: { id: 'u-1' } });
    const onConnect = vi.fn();
    const onReconnect = vi.fn();
    renderHook(() => {
      useSocketConnects(onConnect);
      useSocketReconnected(onReconnect);
    });
    act(() => {
      connectSocket();
    });
    const socket = lastFakeSocket();
    act(() => socket.serverConnect());
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(onReconnect).not.toHaveBeenCalled();

    act(() => socket.serverDrop());
    act(() => socket.serverConnect());
    expect(onConnect).toHaveBeenCalledTimes(2);
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });
});
