/** What the global setups hand to the test files through vitest's provide/inject. */
export type TestDatabaseSource =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; templateName: string; runId: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
    /** The run's local S3-compatible server (test/s3-server.ts). */
    s3Endpoint: string;
  }
}
