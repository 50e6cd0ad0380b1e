import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { fakeSockets, lastFakeSocket, type FakeSocket } from './fake-socket';

/**
 * Waits for the app's socket, lets the fake server accept it, then waits until the refetch that a
 * connect starts (useSocketConnects) has settled, so that later socket events are not overwritten
 * by the mocked answers.
 */
export async function connectFakeSocket(queryClient: QueryClient): Promise<FakeSocket> {
  await waitFor(() => expect(fakeSockets).toHaveLength(1));
  const socket = lastFakeSocket();
  act(() => socket.serverConnect());
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return socket;
}
