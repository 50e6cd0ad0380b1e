import { commandExists, reachable, run } from './lib.mjs';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The two-process realtime test needs Redis. When the local one is down, start it as this machine
 * kind does (no persistence); when it cannot be reached, that test fails rather than skips.
 */
export async function ensureRedis() {
  if (await reachable(TEST_REDIS_URL, 6379)) return;
  const local = ['127.0.0.1', 'localhost', '::1'].includes(new URL(TEST_REDIS_URL).hostname);
  if (local && commandExists('redis-server')) {
    console.log('Redis is down: starting it...');
    await run('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '--port',
      '6379',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    for (let i = 0; i < 30; i++) {
      if (await reachable(TEST_REDIS_URL, 6379)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  console.error(`Redis is not reachable at ${TEST_REDIS_URL}; the two-process realtime test will fail.`);
}
