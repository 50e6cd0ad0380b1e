import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One server for the whole e2e run; specs read its address with inject('baseURL'). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  return async () => {
    await server.stop();
  };
}
