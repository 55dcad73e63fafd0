/**
 * `npm run cluster`: the deployment of docs/DEPLOYMENT.md on one machine —
 * two instances of the compiled server behind nginx (Debian's), on
 * PostgreSQL (DATABASE_URL's server, else 127.0.0.1:5432; a fresh database
 * of its own) and an S3-compatible server (s3rver, in this process). Redis is
 * not part of it: every shared counter, lock and queue is in PostgreSQL.
 * Prints the addresses and runs until Ctrl-C.
 *
 *   npm run cluster [-- --port 8080]
 *
 * `startCluster()` is what `npm run test:cluster` (e2e/cluster) starts.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { startS3Double } from '../server/test/s3-double';
import { buildProduct, freePort } from '../e2e/setup/server';
import { createTestDatabase } from '../server/test/harness';
import { SERVER_PROCESS_ENV } from './server-env.mjs';

const root = new URL('..', import.meta.url).pathname;

export interface Instance {
  name: string;
  port: number;
  /** The partner simulator it talks to: instance a runs it, b calls it over HTTP as it would the real partner site. */
  ubrandPort: number;
  child: ChildProcess;
  output(): string;
}

export interface Cluster {
  /** nginx's port: the address users reach. */
  port: number;
  instances: Instance[];
  /** Both instances' logs in one file (the journeys read SMS codes from it). */
  logFile: string;
  /** nginx's error log (an upstream refused, closed or timed out, no live upstreams). */
  nginxErrorLog: string;
  databaseUrl: string;
  /** Starts an instance again (after a kill). */
  restart(name: string): Promise<Instance>;
  stop(): Promise<void>;
}

function have(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
}

/** nginx from Debian, installed when missing (as root). */
export function ensureNginx(): string {
  if (have('nginx')) return 'nginx';
  if (have('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx']);
  return have('nginx') ? 'nginx' : '/usr/sbin/nginx';
}

async function waitFor(url: string, child: ChildProcess, output: () => string, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  // Run as root, nginx's workers would drop to nobody and could not write the cache in this private folder: they keep our user.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `${user}worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  # sendfile without tcp_nopush: with it, cached renders (headers and body from one file) stalled at ~1 200 req/s.
  sendfile on;
  keepalive_requests 10000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  # Content-addressed renders never change (Cache-Control: public, immutable): nginx keeps them as a CDN would.
  proxy_cache_path ${dir}/renders-cache levels=1:2 keys_zone=renders:10m max_size=1g inactive=7d use_temp_path=off;
  upstream area {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
    # Closed by nginx before the instance would close it (server/app.ts KEEP_ALIVE_MS, 65 s).
    keepalive_timeout 50s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 100m;
    location /oss/renders/ {
      proxy_pass http://area;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      proxy_cache renders;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status;
      proxy_next_upstream error timeout http_502 http_503;
    }
    # The brand portal's live logo link: a 302 any cache may keep a minute (public, max-age=60), so nginx answers the
    # world's requests itself and asks an instance about once a minute per address (the host is part of the key: a
    # portal answers on its own site).
    location ~ ^/b/[a-z0-9-]+/logo\\.(svg|png)$ {
      proxy_pass http://area;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_cache renders;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      add_header X-Cache-Status $upstream_cache_status;
      proxy_next_upstream error timeout http_502 http_503;
    }
    location / {
      proxy_pass http://area;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;
      proxy_read_timeout 120s;
      # An instance that died: the request goes to the other one (idempotent methods).
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

export interface ClusterOptions {
  /** nginx's port (else a free one). */
  port?: number;
  /** Instances behind nginx: 2 (the default) or 1 (the bench's baseline). */
  instances?: 1 | 2;
  env?: Record<string, string>;
}

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  buildProduct();
  const nginxBin = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'logo-cluster-'));
  mkdirSync(join(dir, 'tmp'));
  mkdirSync(join(dir, 's3'));
  // A fresh database of its own on the PostgreSQL server of DATABASE_URL (else 127.0.0.1:5432).
  const database = await createTestDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

  // S3 as the instances share it: an object is whole once written, and a read gets one object whole.
  const s3 = await startS3Double(join(dir, 's3'));
  const s3Endpoint = s3.endpoint;
  const client = new S3Client({ endpoint: s3Endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: 'logo-area' }));
  client.destroy();

  const port = opts.port ?? (await freePort());
  const names = ['a', 'b'].slice(0, opts.instances ?? 2);
  const ports = [await freePort(), await freePort()].slice(0, names.length);
  const logFile = join(dir, 'instances.log');
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...SERVER_PROCESS_ENV,
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3Endpoint,
    S3_BUCKET: 'logo-area',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    TRUST_PROXY: '1',
    PUBLIC_ORIGINS: `en=http://localhost:${port},zh=http://zh.localhost:${port}`,
    LOG_LEVEL: 'info',
    ...opts.env,
  };

  const instances = new Map<string, Instance>();
  // One partner site for the installation, as in production: a's simulator, signed with a secret both instances know.
  const partnerPort = await freePort();
  const partnerSecret = randomBytes(24).toString('hex');
  const start = async (name: string, instancePort: number): Promise<Instance> => {
    const ubrandPort = partnerPort;
    const partner =
      name === 'a'
        ? { UBRAND_SIMULATOR_PORT: String(partnerPort) }
        : { UBRAND_BASE_URL: `http://127.0.0.1:${partnerPort}`, UBRAND_PUBLIC_URL: `http://localhost:${partnerPort}` };
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
      cwd: root,
      env: { ...env, PORT: String(instancePort), DATA_DIR: join(dir, name), UBRAND_APP_SECRET: partnerSecret, ...partner },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const s of [child.stdout, child.stderr]) {
      s?.on('data', (d: Buffer) => {
        output += d;
        log.write(d);
      });
    }
    const instance: Instance = { name, port: instancePort, ubrandPort, child, output: () => output };
    instances.set(name, instance);
    await waitFor(`http://127.0.0.1:${instancePort}/readyz`, child, () => output);
    return instance;
  };
  // One after the other: the first writes the demo data into the new database.
  for (const [i, name] of names.entries()) await start(name, ports[i]);

  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, ports));
  const nginx = spawn(nginxBin, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  await waitFor(`http://127.0.0.1:${port}/readyz`, nginx, () => 'nginx');

  return {
    port,
    get instances() {
      return [...instances.values()];
    },
    logFile,
    nginxErrorLog: join(dir, 'nginx-error.log'),
    databaseUrl: database.url,
    restart: (name) => start(name, name === 'a' ? ports[0] : ports[1]),
    async stop() {
      nginx.kill('SIGTERM');
      await Promise.all(
        [...instances.values()].map(
          (i) =>
            new Promise<void>((resolve) => {
              if (i.child.exitCode !== null || i.child.signalCode !== null) return resolve();
              i.child.once('exit', () => resolve());
              i.child.kill('SIGTERM');
            }),
        ),
      );
      log.end();
      await s3.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--port');
  const cluster = await startCluster({ port: i > 0 ? Number(process.argv[i + 1]) : 8080 });
  console.log(
    [
      '',
      'Logo download area, two instances behind nginx:',
      `  English site: http://localhost:${cluster.port}/download/?logo=1001`,
      `  Chinese site: http://zh.localhost:${cluster.port}/download/?logo=1001`,
      `  Instances:    ${cluster.instances.map((x) => `${x.name} on :${x.port}`).join(', ')} (logs: ${cluster.logFile})`,
      `  Database:     ${cluster.databaseUrl}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
