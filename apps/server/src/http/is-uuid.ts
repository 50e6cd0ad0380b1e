const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are checked before they reach SQL: a malformed one is a 4xx, never a cast error. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
