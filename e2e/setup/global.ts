import type { TestProject } from 'vitest/node';
import { buildProduct, startProductServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The partner simulator's port (faults are injected there). */
    ubrandPort: number;
    /** File the server's log is written to (the SMS driver writes sign-in codes there). */
    serverLog: string;
  }
}

/** Builds the web app and the server where stale and starts the real product once for all journeys. */
export default async function setup(project: TestProject) {
  buildProduct();
  const server = await startProductServer();
  project.provide('port', server.port);
  project.provide('ubrandPort', server.ubrandPort);
  project.provide('serverLog', server.logFile);
  return () => server.stop();
}
