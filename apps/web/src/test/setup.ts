import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetServerStatus } from '@/lib/server-status';
import { disconnectSocket } from '@/lib/socket-client';
import { resetFakeSockets } from './fake-socket';
import type * as DownscaleImage from '@/lib/downscale-image';

// No test opens a real socket: socket.io-client is the fake in fake-socket.ts.
vi.mock('socket.io-client', () => import('./fake-socket'));
// jsdom decodes no images and has no canvas: photos go up as picked. Mocked here, for every file,
// because test files share modules (isolate: false) and a mock in one file would not reach a
// component another file imported first.
vi.mock('@/lib/downscale-image', async (importOriginal) => ({
  ...(await importOriginal<typeof DownscaleImage>()),
  downscaleImage: async () => 'data:image/jpeg;base64,AAAA',
  prepareUploadPhoto: async (file: File) => ({ blob: file, filename: file.name }),
}));

// findBy*/waitFor wait up to 5 s (not 1 s): the member layout and each page load on first use
// (decision 042), and on a loaded two-core machine a test's first dynamic imports are compiled
// then. This bounds the wait; no test measures it.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  disconnectSocket();
  resetFakeSockets();
  resetServerStatus();
  localStorage.clear();
});
