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

/**
 * The brand portal's live logo link as deployed (issue 46): through the
 * cluster's nginx, which keeps the link's 302 for its minute
 * (scripts/cluster.ts), beside nginx serving the picture itself as a file —
 * rounds in turns, medians. One instance on PostgreSQL.
 */
export async function benchLiveThroughNginx(opts: { rounds: number; seconds: number }): Promise<void> {
  const probe = await createTestDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test').catch(() => null);
  if (!probe) return console.log('  no PostgreSQL answers (set DATABASE_URL): not measured');
  await probe.drop();
  const cluster = await startCluster({ instances: 1, env: { LOG_LEVEL: 'warn' } });
  try {
    const cookie = await signIn(cluster.port);
    const made = await fetchAgain(`http://127.0.0.1:${cluster.port}/api/logo/1001/portal`, {
      method: 'PUT',
      headers: { cookie, origin: `http://localhost:${cluster.port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'bench-brand', indexable: false, live: true }),
    });
    if (!made.ok) throw new Error(`portal not made: ${made.status}`);
    const live = `http://127.0.0.1:${cluster.port}/b/bench-brand/logo.png?w=400`;
    const first = await fetchAgain(live, { redirect: 'manual' });
    const location = first.headers.get('location');
    if (first.status !== 302 || !location) throw new Error(`live link through nginx: ${first.status}`);
    const again = await fetchAgain(live, { redirect: 'manual' });
    const body = Buffer.from(await (await fetchAgain(`http://127.0.0.1:${cluster.port}${location}`)).arrayBuffer());
    const file = await staticNginx(body);
    try {
      const ours: WrkResult[] = [];
      const theirs: WrkResult[] = [];
      for (const u of [live, file.url]) await wrk(u, [], 3);
      for (let r = 0; r < opts.rounds; r++) {
        ours.push(await wrk(live, [], opts.seconds));
        theirs.push(await wrk(file.url, [], opts.seconds));
      }
      const [o, n] = [mid(ours), mid(theirs)];
      console.log(`\nThe live logo link through the cluster's nginx (its cache: ${again.headers.get('x-cache-status') ?? 'no status'} on the second request), ${CONNECTIONS} connections, ${opts.rounds} × ${opts.seconds} s in turns (medians)`);
      console.log(`  ours:  ${o.rps.toFixed(0).padStart(7)} req/s  p99 ${o.p99ms.toFixed(1).padStart(6)} ms  (${o.errors})`);
      console.log(`  nginx serving the ${body.length} B PNG as a file: ${n.rps.toFixed(0)} req/s  p99 ${n.p99ms.toFixed(1)} ms`);
      const ratio = o.rps / n.rps;
      console.log(`  target: ≥ 0.6× nginx with p99 ≤ 10 ms, as deployed → ${ratio >= 0.6 && o.p99ms <= 10 ? 'met' : 'missed'} (${ratio.toFixed(2)}×, p99 ${o.p99ms.toFixed(1)} ms; per round ${ours.map((r, i) => (r.rps / theirs[i]!.rps).toFixed(2)).join(', ')})`);
    } finally {
      file.stop();
    }
  } finally {
    await cluster.stop();
  }
}

/**
 * A revoked brand-portal link (issue 46) on both instances of `npm run
 * cluster`: a link opened on each instance, revoked through nginx, then each
 * instance asked until it refuses; the time from the revocation's answer to
 * the last refusal, over a few links. Target: within 1 s.
 */
export async function benchRevocation(rounds = 5): Promise<void> {
  const probe = await createTestDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test').catch(() => null);
  if (!probe) return console.log('  no PostgreSQL answers (set DATABASE_URL): not measured');
  await probe.drop();
  const cluster = await startCluster({ instances: 2, env: { LOG_LEVEL: 'warn' } });
  try {
    const cookie = await signIn(cluster.port);
    const api = (path: string, method: string, body?: object) =>
      fetchAgain(`http://127.0.0.1:${cluster.port}${path}`, {
        method,
        headers: { cookie, origin: `http://localhost:${cluster.port}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    if (!(await api('/api/logo/1001/portal', 'PUT', { slug: 'revoke-brand', indexable: false, live: false })).ok) throw new Error('portal not made');
    const times: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const made = await api('/api/logo/1001/portal/links', 'POST', { label: `Round ${r}`, kind: 'public' });
      const link = ((await made.json()) as { link: { id: number; path: string } }).link;
      const on = (port: number) => fetchAgain(`http://127.0.0.1:${port}${link.path.replace(/^\/b\//, '/api/b/')}`, { headers: { host: `localhost:${cluster.port}` } });
      for (const instance of cluster.instances) if ((await on(instance.port)).status !== 200) throw new Error(`link not open on ${instance.name}`);
      const revoked = await api(`/api/logo/1001/portal/links/${link.id}`, 'DELETE');
      if (!revoked.ok) throw new Error(`revocation: ${revoked.status}`);
      const t0 = performance.now();
      await Promise.all(
        cluster.instances.map(async (instance) => {
          while ((await on(instance.port)).status !== 403) {
            if (performance.now() - t0 > 10_000) throw new Error(`${instance.name} still opens a revoked link after 10 s`);
          }
        }),
      );
      times.push(performance.now() - t0);
    }
    const slowest = Math.max(...times);
    console.log(`\nA revoked link on both instances of the cluster (${rounds} links; from the revocation's answer to the last instance's refusal): ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
    console.log(`  target: refused within 1 s on every instance → ${slowest <= 1000 ? 'met' : 'missed'} (slowest ${slowest.toFixed(0)} ms)`);
  } finally {
    await cluster.stop();
  }
}
