/**
 * At most `concurrency` pieces of work run at once; up to `queueLimit` more wait for a turn, in
 * order; past that, `refuse()` is thrown at once. A finishing piece hands its turn straight to the
 * first waiter.
 */
export function createWorkLimit(concurrency: number, queueLimit: number, refuse: () => Error) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++;
    else if (waiting.length >= queueLimit) throw refuse();
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
