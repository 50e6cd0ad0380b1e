// How the API names a field in an error (errors.ts has the error schemas); no zod here, so that
// forms on public pages can use it without loading it (decision 042).

/** A zod issue path as the API reports it: ['profile', 'name'] becomes 'profile.name'. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The last segment of an error path, which names the form field (SPEC 8). */
export function fieldOfPath(path: string): string {
  const parts = path.split('.').filter((part) => !/^\d+$/.test(part));
  return parts[parts.length - 1] ?? path;
}
