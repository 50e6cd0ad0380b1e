/** The writer already holds `maxQueued` items: the caller should refuse and let the client retry. */
export class WriterBusy extends Error {
  constructor() {
    super('batch writer queue is full');
    this.name = 'WriterBusy';
  }
}

/**
 * Turns many single writes into few statements: while one batch is being written, new items wait
 * and go together in the next. Alone, an item is written at once (no timer, no added latency).
 * `write` answers one result per item, in order. The queue is bounded, so an overload turns into
 * quick refusals instead of seconds of latency and unbounded memory. `lingerMs` makes every batch
 * wait that long for company first, even while writes follow each other: for writes nobody waits
 * on (notifications), fewer and larger statements are worth a few milliseconds.
 */
export function createBatchWriter<T, R>(
  write: (items: T[]) => Promise<R[]>,
  {
    maxBatch = 256,
    maxQueued = 2_000,
    lingerMs = 0,
  }: { maxBatch?: number; maxQueued?: number; lingerMs?: number } = {},
) {
  let queue: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let writing: Promise<void> | null = null;

  async function writeAll(): Promise<void> {
    while (queue.length > 0) {
      if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
  }

  function kick(): void {
    // A microtask later, so the sends of one tick share a statement.
    writing = Promise.resolve()
      .then(writeAll)
      .finally(() => {
        writing = null;
        if (queue.length > 0) kick();
      });
  }

  return {
    write(item: T): Promise<R> {
      if (queue.length >= maxQueued) return Promise.reject(new WriterBusy());
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!writing) kick();
      });
    },
    /** Waits for everything queued so far (closing the app). */
    async drain(): Promise<void> {
      while (writing) await writing;
    },
  };
}

export type BatchWriter<T, R> = ReturnType<typeof createBatchWriter<T, R>>;
