/**
 * Work done after a response, one job at a time, at most one pending job per key (a second request
 * for the same key while one waits is dropped). `drain` lets the app wait for it before closing
 * the database.
 */
export function createBackgroundQueue(onError: (error: unknown, key: string) => void) {
  const pending = new Map<string, () => Promise<void>>();
  let running: Promise<void> | null = null;
  let closed = false;

  async function runAll(): Promise<void> {
    for (const [key, job] of pending) {
      pending.delete(key);
      try {
        await job();
      } catch (error) {
        onError(error, key);
      }
    }
  }

  function kick(): void {
    running ??= runAll().finally(() => {
      running = null;
      if (pending.size > 0 && !closed) kick();
    });
  }

  return {
    schedule(key: string, job: () => Promise<void>): void {
      if (closed || pending.has(key)) return;
      pending.set(key, job);
      setImmediate(kick);
    },
    /** Jobs waiting their turn (the metrics' job queue depth). */
    waiting: () => pending.size,
    /** Stops taking jobs and waits for those already taken. */
    async drain(): Promise<void> {
      closed = true;
      while (running || pending.size > 0) {
        if (!running) kick();
        await running;
      }
    },
  };
}

export type BackgroundQueue = ReturnType<typeof createBackgroundQueue>;
