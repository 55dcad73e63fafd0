import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { SharedServer } from './browser';
import { buildProduct, prepareDataTemplate, removeDataTemplate, startProductServer } from './server';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared product servers (or clusters' nginx), one per e2e worker (setup/workers.ts): a file uses its worker's (browser.ts sharedServer). */
    servers: SharedServer[];
    /** The data directory every journey server of a file's own starts from a copy of (server.ts prepareDataTemplate). */
    dataTemplate: string;
    /**
     * With E2E_CLUSTER=1, one per e2e worker as `servers`: the instances behind nginx (the failover journey
     * kills one), and where to ask for a killed one back (POST {control}/{name}, answered once it is ready).
     */
    clusters?: Array<{ instances: Array<{ name: string; port: number; pid: number }>; databaseUrl: string; control: string }>;
  }
}

/**
 * Builds the web app and the server where stale and starts the real product
 * once for all journeys: a server per e2e worker (each with its own embedded
 * database and demo data, copied from the one a first server made), or with E2E_CLUSTER=1 (`npm run test:cluster`) a
 * cluster per worker — two instances behind nginx on a PostgreSQL database and an S3 store of its own
 * (scripts/cluster.ts) —, the journeys then going through nginx.
 */
export default async function setup(project: TestProject) {
  buildProduct();
  // One server creates the database and the demo data; every other starts on a copy of what it left (the
  // journeys' own servers, and through the cluster too).
  const template = await prepareDataTemplate();
  project.provide('dataTemplate', template);
  const stop = process.env.E2E_CLUSTER === '1' ? await clusterPerWorker(project) : await serverPerWorker(project, template);
  return async () => {
    await stop();
    removeDataTemplate(template);
  };
}

/** A product server per worker, each on a copy of the template; resolves to what stops them. */
async function serverPerWorker(project: TestProject, template: string): Promise<() => Promise<void>> {
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startProductServer({}, { from: template })));
  project.provide(
    'servers',
    servers.map((s) => ({ port: s.port, ubrandPort: s.ubrandPort, serverLog: s.logFile })),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}

/** With E2E_CLUSTER=1: a cluster per worker and the control server that restarts a killed instance; resolves to what stops them. */
async function clusterPerWorker(project: TestProject): Promise<() => Promise<void>> {
  const { startCluster } = await import('../../scripts/cluster');
  // A cluster per worker, as serverPerWorker does: files side by side never see each other's changes.
  const clusters = await Promise.all(
    Array.from({ length: E2E_WORKERS }, () => startCluster({ env: { JOB_EXPIRE_SECONDS: '6', JOB_MAINTENANCE_SECONDS: '1' } })),
  );
  // The failover journey asks for the instance it killed back, so the journeys after it still go through two
  // instances (and a's partner site, which brand.test.ts calls): files run in an order of vitest's choosing.
  const control = createServer((req, res) => {
    const m = /^\/restart\/(\d+)\/([ab])$/.exec(req.url ?? '');
    const cluster = m && clusters[Number(m[1])];
    if (req.method !== 'POST' || !m || !cluster) return void res.writeHead(404).end();
    cluster.restart(m[2]).then(
      (i) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pid: i.child.pid })),
      (err: Error) => res.writeHead(500).end(err.message),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  project.provide(
    'servers',
    clusters.map((c) => ({ port: c.port, ubrandPort: c.instances[0].ubrandPort, serverLog: c.logFile })),
  );
  project.provide(
    'clusters',
    clusters.map((c, n) => ({
      instances: c.instances.map((i) => ({ name: i.name, port: i.port, pid: i.child.pid as number })),
      databaseUrl: c.databaseUrl,
      control: `${controlUrl}/restart/${n}`,
    })),
  );
  return async () => {
    control.close();
    // The instances' logs and nginx's errors outlive the clusters' folders, for a journey that failed (test-results/ is not committed).
    const dir = join(process.cwd(), 'test-results');
    mkdirSync(dir, { recursive: true });
    for (const [n, cluster] of clusters.entries()) {
      copyFileSync(cluster.logFile, join(dir, `cluster-${n + 1}-instances.log`));
      if (existsSync(cluster.nginxErrorLog)) copyFileSync(cluster.nginxErrorLog, join(dir, `cluster-${n + 1}-nginx-error.log`));
    }
    await Promise.all(clusters.map((c) => c.stop()));
  };
}
