// HTTP helpers of the benchmarks (npm run bench).
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../e2e/setup/server';
import { median } from './bench-formats';

/** Connections wrk keeps open. */
export const CONNECTIONS = 50;

export interface WrkResult {
  rps: number;
  p99ms: number;
  errors: string;
}

/**
 * Runs wrk (2 threads, CONNECTIONS connections) and reads requests/s and the
 * 99th percentile latency from its --latency report. Asynchronous: servers
 * living in this process (the cluster's S3 server) go on answering meanwhile.
 */
export async function wrk(url: string, headers: string[], seconds: number): Promise<WrkResult> {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...headers.flatMap((h) => ['-H', h]), url];
  const { stdout: out } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const unit = { us: 0.001, ms: 1, s: 1000 }[(p99?.[2] ?? 'ms') as 'us' | 'ms' | 's'];
  const errors = /Non-2xx or 3xx responses: (\d+)|Socket errors: .*/.exec(out)?.[0] ?? 'none';
  return { rps, p99ms: Number(p99?.[1]) * unit, errors };
}

/** The medians of a few rounds. */
export function mid(rs: WrkResult[]): WrkResult {
  return {
    rps: median(rs.map((r) => r.rps)),
    p99ms: median(rs.map((r) => r.p99ms)),
    errors: [...new Set(rs.map((r) => r.errors))].join('; '),
  };
}

/**
 * fetch, tried once more when a kept-alive connection turns out closed (the
 * server drops idle connections while wrk runs; undici may pick one up just
 * as it closes).
 */
export async function fetchAgain(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** Signs a demo user in through the API and returns the Cookie header value. */
export async function signIn(port: number, email = 'owner@demo.test', host = 'localhost'): Promise<string> {
  const res = await fetchAgain(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!res.ok || !sid) throw new Error(`sign-in failed: ${res.status}`);
  return `sid=${sid}`;
}

/**
 * Debian's nginx on a free port serving `body` as /logo.png (sendfile, as a
 * static-file server would), with a config of its own (no system config touched).
 */
export async function staticNginx(body: Buffer): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  mkdirSync(join(dir, 'www'));
  mkdirSync(join(dir, 'tmp'));
  writeFileSync(join(dir, 'www', 'logo.png'), body);
  // nginx's workers run as an unprivileged user: let them read the file.
  execFileSync('chmod', ['-R', 'a+rX', dir]);
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  types { image/png png; }
  server { listen 127.0.0.1:${port}; root ${dir}/www; }
}
`,
  );
  const nginx = spawnSync('sh', ['-c', 'command -v nginx']).status === 0 ? 'nginx' : '/usr/sbin/nginx';
  const child = spawn(nginx, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/logo.png`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
