/** PostgreSQL's unique_violation (23505), as node-postgres or PGlite report it (sometimes wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}
