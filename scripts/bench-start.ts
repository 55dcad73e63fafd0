/**
 * Parts of `npm run bench` that need a fresh server each round:
 *
 * - `start`: how long a fresh server takes to answer (/api/me, what the e2e
 *   harness waits for), then the first download after the start (2000×1500
 *   PNG, nothing cached) next to the same download of another variant right
 *   after it (warm);
 * - `kit`: the professional brand kit's build time (logo 1001, nothing
 *   cached), from POST /api/logo/1001/kit until it reports ready, on a server
 *   that has already served two downloads at once (so every render worker has
 *   started and the kit's own renders are timed, not the server's warm-up).
 */
import { startProductServer } from '../e2e/setup/server';
import { median } from './bench-formats';
import { signIn } from './bench-http';

/** Milliseconds of one signed-in GET, body read. */
async function timed(port: number, path: string, cookie: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie, host: 'localhost' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return performance.now() - t;
}

const download = (variant: string) => `/api/logo/1001/download?variant=${variant}&format=png-high&width=2000&height=1500`;
const fmt = (ms: number[]) => `median ${median(ms).toFixed(0)} ms (${ms.map((m) => m.toFixed(0)).join(', ')})`;

export async function benchStart(rounds: number): Promise<void> {
  const ready: number[] = [];
  const first: number[] = [];
  const warm: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    const server = await startProductServer({ LOG_LEVEL: 'warn' });
    ready.push(performance.now() - t);
    try {
      const cookie = await signIn(server.port);
      first.push(await timed(server.port, download('main'), cookie));
      warm.push(await timed(server.port, download('inverse'), cookie));
    } finally {
      await server.stop();
    }
  }
  console.log(`  fresh server until it answers /api/me      ${fmt(ready)}`);
  console.log(`  first download after the start (main)      ${fmt(first)}`);
  console.log(`  next download, another variant (inverse)   ${fmt(warm)}`);
}

export async function benchKit(rounds: number): Promise<void> {
  const builds: number[] = [];
  let size = 0;
  for (let r = 0; r < rounds; r++) {
    const server = await startProductServer({ LOG_LEVEL: 'warn' });
    try {
      const cookie = await signIn(server.port);
      await Promise.all(['main', 'inverse'].map((v) => timed(server.port, `/api/logo/1002/download?variant=${v}&format=png-high&width=800&height=600`, cookie)));
      const base = `http://127.0.0.1:${server.port}/api/logo/1001/kit`;
      const headers = { cookie, host: 'localhost', origin: 'http://localhost' };
      const t = performance.now();
      const start = await fetch(base, { method: 'POST', headers });
      if (!start.ok) throw new Error(`kit start: ${start.status}`);
      for (;;) {
        const state = ((await (await fetch(base, { headers })).json()) as { data: { status: string; size?: number } }).data;
        if (state.status === 'ready') {
          size = state.size ?? 0;
          break;
        }
        if (state.status !== 'building') throw new Error(`kit ${state.status}`);
        await new Promise((res) => setTimeout(res, 100));
      }
      builds.push(performance.now() - t);
    } finally {
      await server.stop();
    }
  }
  console.log(`  professional kit (logo 1001), nothing cached: ${fmt(builds)}; ZIP ${(size / 1024 / 1024).toFixed(1)} MB`);
}
