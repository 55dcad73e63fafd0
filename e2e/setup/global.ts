import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { SharedServer } from './browser';
import { buildProduct, prepareDataTemplate, startProductServer } from './server';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared product servers, one per e2e worker (setup/workers.ts): a file uses its worker's (browser.ts sharedServer). */
    servers: SharedServer[];
    /** The data directory every journey server starts from a copy of (server.ts prepareDataTemplate); absent through the cluster. */
    dataTemplate?: string;
    /**
     * With E2E_CLUSTER=1: the instances behind nginx (the failover journey kills one), and where to ask
     * for a killed one back (POST {control}/restart/{name}, answered once it is ready).
     */
    cluster?: { instances: Array<{ name: string; port: number; pid: number }>; databaseUrl: string; control: string };
  }
}

/**
 * Builds the web app and the server where stale and starts the real product
 * once for all journeys: a server per e2e worker (each with its own embedded
 * database and demo data, copied from the one a first server made), or with E2E_CLUSTER=1 (`npm run test:cluster`) two
 * instances behind nginx on PostgreSQL and S3 (scripts/cluster.ts), the
 * journeys then going through nginx.
 */
export default async function setup(project: TestProject) {
  buildProduct();
  if (process.env.E2E_CLUSTER === '1') {
    const { startCluster } = await import('../../scripts/cluster');
    const cluster = await startCluster({ env: { JOB_EXPIRE_SECONDS: '6', JOB_MAINTENANCE_SECONDS: '1' } });
    // The failover journey asks for the instance it killed back, so the journeys after it still go through two
    // instances (and a's partner site, which brand.test.ts calls): files run in an order of vitest's choosing.
    const control = createServer((req, res) => {
      const name = /^\/restart\/([ab])$/.exec(req.url ?? '')?.[1];
      if (req.method !== 'POST' || !name) return void res.writeHead(404).end();
      cluster.restart(name).then(
        (i) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pid: i.child.pid })),
        (err: Error) => res.writeHead(500).end(err.message),
      );
    });
    await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
    project.provide('servers', [{ port: cluster.port, ubrandPort: cluster.instances[0].ubrandPort, serverLog: cluster.logFile }]);
    project.provide('cluster', {
      instances: cluster.instances.map((i) => ({ name: i.name, port: i.port, pid: i.child.pid as number })),
      databaseUrl: cluster.databaseUrl,
      control: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    });
    return async () => {
      control.close();
      // The instances' logs and nginx's errors outlive the cluster's folder, for a journey that failed (test-results/ is not committed).
      const dir = join(process.cwd(), 'test-results');
      mkdirSync(dir, { recursive: true });
      copyFileSync(cluster.logFile, join(dir, 'cluster-instances.log'));
      if (existsSync(cluster.nginxErrorLog)) copyFileSync(cluster.nginxErrorLog, join(dir, 'cluster-nginx-error.log'));
      await cluster.stop();
    };
  }
  // One server creates the database and the demo data; every other starts on a copy of what it left.
  const template = await prepareDataTemplate();
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startProductServer({}, { from: template })));
  project.provide(
    'servers',
    servers.map((s) => ({ port: s.port, ubrandPort: s.ubrandPort, serverLog: s.logFile })),
  );
  project.provide('dataTemplate', template);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(template, { recursive: true, force: true });
  };
}
