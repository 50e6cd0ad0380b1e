import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetServerStatus } from '@/lib/server-status';
import { disconnectSocket } from '@/lib/socket-client';
import { resetFakeSockets } from './fake-socket';

// No test opens a real socket: socket.io-client is the fake in fake-socket.ts.
vi.mock('socket.io-client', () => import('./fake-socket'));

afterEach(() => {
  cleanup();
  disconnectSocket();
  resetFakeSockets();
  resetServerStatus();
  localStorage.clear();
});
