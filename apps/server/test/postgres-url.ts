/** The PostgreSQL server the tests use: TEST_DATABASE_URL, else the local one as this machine kind runs it. */
export function postgresTestServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function adminUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
