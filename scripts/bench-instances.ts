// Bench part 2b: the signed-in download route through nginx to one instance and to two (npm run bench).
import { cpus } from 'node:os';
import { fetchAgain, mid, signIn, staticNginx, wrk, CONNECTIONS, type WrkResult } from './bench-http';
import { startCluster } from './cluster';
import { createTestDatabase } from '../server/test/harness';

const ROUTE = '/api/logo/1001/download?variant=main&format=png-high&width=2000&height=1500';

/** The cluster of `npm run cluster` (PostgreSQL, s3rver, nginx) with one instance, then with two: requests/s on the signed-in route. */
export async function benchInstances(opts: { rounds: number; seconds: number }): Promise<void> {
  console.log('\n== 2b. One instance and two behind nginx (signed-in route: checks + 302) ==');
  const probe = await createTestDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test').catch(() => null);
  if (!probe) return console.log('  no PostgreSQL answers (set DATABASE_URL): not measured');
  await probe.drop();
  const results: Record<number, WrkResult> = {};
  let cached: { ours: WrkResult; nginx: WrkResult } | null = null;
  for (const instances of [1, 2] as const) {
    const cluster = await startCluster({ instances, env: { LOG_LEVEL: 'warn' } });
    try {
      const cookie = await signIn(cluster.port);
      const url = `http://127.0.0.1:${cluster.port}${ROUTE}`;
      // Rendered once (stored in the shared bucket), then warm on every instance.
      const first = await fetchAgain(url, { headers: { cookie }, redirect: 'manual' });
      if (first.status !== 302) throw new Error(`download through nginx: ${first.status}`);
      await wrk(url, [`Cookie: ${cookie}`], 3);
      const rounds: WrkResult[] = [];
      for (let r = 0; r < opts.rounds; r++) rounds.push(await wrk(url, [`Cookie: ${cookie}`], opts.seconds));
      results[instances] = mid(rounds);
      // One instance: also the content address as deployed, nginx keeping it (scripts/cluster.ts), next to nginx serving the bytes as a file.
      if (instances === 1) cached = await contentAddressThroughNginx(cluster.port, String(first.headers.get('location')), opts);
    } finally {
      await cluster.stop();
    }
  }
  const [one, two] = [results[1], results[2]];
  console.log(`  ${CONNECTIONS} connections, wrk -t2, nginx (2 workers) in front, ${opts.rounds} × ${opts.seconds} s each (medians)`);
  for (const [label, r] of [['one instance', one], ['two instances', two]] as const) {
    console.log(`  ${label.padEnd(16)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${r.p99ms.toFixed(1).padStart(6)} ms  (${r.errors})`);
  }
  if (cached) {
    const c: { ours: WrkResult; nginx: WrkResult } = cached;
    console.log(`  the content address through the cluster's nginx (its render cache) ${c.ours.rps.toFixed(0)} req/s, p99 ${c.ours.p99ms.toFixed(1)} ms; nginx serving the file itself ${c.nginx.rps.toFixed(0)} req/s, p99 ${c.nginx.p99ms.toFixed(1)} ms`);
    const r = c.ours.rps / c.nginx.rps;
    console.log(`  target: the content address at ≥ 0.80× nginx, as deployed behind it → ${r >= 0.8 ? 'met' : 'missed'} (${r.toFixed(2)}×)`);
  }
  const ratio = two.rps / one.rps;
  const cores = cpus().length;
  console.log(
    `  target (on ≥ 4 cores): two ≥ 1.6× one → ${cores >= 4 ? (ratio >= 1.6 ? 'met' : 'missed') : `not applicable on ${cores} cores`} (${ratio.toFixed(2)}×; nginx, wrk and both instances share ${cores} cores here)`,
  );
}

/** The named content address a download redirected to, through the cluster's nginx (cached after the first request), and nginx serving the same bytes as a static file: rounds in turns, medians. */
async function contentAddressThroughNginx(port: number, location: string, opts: { rounds: number; seconds: number }): Promise<{ ours: WrkResult; nginx: WrkResult }> {
  const url = `http://127.0.0.1:${port}${location}`;
  const res = await fetchAgain(url);
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`content address through nginx: ${res.status}`);
  const file = await staticNginx(body);
  try {
    await wrk(url, [], 3);
    await wrk(file.url, [], 3);
    const ours: WrkResult[] = [];
    const theirs: WrkResult[] = [];
    for (let r = 0; r < opts.rounds; r++) {
      ours.push(await wrk(url, [], opts.seconds));
      theirs.push(await wrk(file.url, [], opts.seconds));
    }
    return { ours: mid(ours), nginx: mid(theirs) };
  } finally {
    file.stop();
  }
}
