import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentOutage, reportServerAnswered, reportServerUnavailable } from '@/lib/server-status';
import { connectSocket } from '@/lib/socket-client';
import { lastFakeSocket } from '@/test/fake-socket';
import { storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { recoverWhenServerBack } from './recover-when-server-back';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  mockApi({ 'GET /health/ready': () => jsonResponse(503, {}) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('recoverWhenServerBack', () => {
  it('refetches once when the server answers again, and brings the live connection back', () => {
    storeMemberAuth();
    connectSocket();
    const socket = lastFakeSocket();
    const reconnect = vi.spyOn(socket, 'connect');
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = recoverWhenServerBack(queryClient);

    reportServerUnavailable();
    reportServerUnavailable();
    expect(invalidate).not.toHaveBeenCalled();
    reportServerAnswered(currentOutage());
    reportServerAnswered(currentOutage());
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith();
    expect(reconnect).toHaveBeenCalledTimes(1);

    stop();
    reportServerUnavailable();
    reportServerAnswered(currentOutage());
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
