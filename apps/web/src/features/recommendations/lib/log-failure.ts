/** SPEC 8: failures of recommendations, refresh and interactions are logged; the page stays usable. */
export function logFailure(what: string, error: unknown): void {
  console.error(`[for-you] ${what} failed`, error);
}
