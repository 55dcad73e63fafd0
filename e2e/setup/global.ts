import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProductServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The partner simulator's port (faults are injected there). */
    ubrandPort: number;
    /** File the server's log is written to (the SMS driver writes sign-in codes there). */
    serverLog: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;

/** Builds the web app if needed and starts the real product once for all journeys. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('web build failed');
  }
  const server = await startProductServer();
  project.provide('port', server.port);
  project.provide('ubrandPort', server.ubrandPort);
  project.provide('serverLog', server.logFile);
  return () => server.stop();
}
