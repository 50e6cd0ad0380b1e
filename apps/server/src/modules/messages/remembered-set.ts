/**
 * A set of facts that never become false again (a match both members have written in), kept up
 * to `limit` entries: past it, the entry added first is forgotten and will be asked for again.
 */
export function createRememberedSet(limit: number) {
  const entries = new Set<string>();
  return {
    has: (key: string) => entries.has(key),
    add(key: string): void {
      entries.add(key);
      if (entries.size > limit) entries.delete(entries.values().next().value!);
    },
  };
}
