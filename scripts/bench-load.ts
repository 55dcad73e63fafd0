// Mixed traffic from 50 connections against one server, and its memory meanwhile (npm run bench, part "load").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIZE_PRESETS, SOCIAL_PRESETS } from '../core/constants';
import { median } from './bench-formats';
import { CONNECTIONS, signIn } from './bench-http';

/** One kind of request of the mix, and how often it comes (weights add up to 100). */
interface Kind {
  name: string;
  weight: number;
  /** The address of the n-th request of this kind (n grows by one each time). */
  path: (n: number) => string;
}

const LOGOS = [1001, 1002, 1004, 1005];
const logoOf = (n: number) => LOGOS[n % LOGOS.length]!;
/** The English site's sizes of the size dialog: its presets and its platforms, each once. */
const SIZES = [...Object.values(SIZE_PRESETS), ...SOCIAL_PRESETS.en].filter((s, i, all) => all.findIndex((o) => o.width === s.width && o.height === s.height) === i);

/**
 * What 50 customers at once ask of one instance: the area's page and its
 * script, the logo's details, the downloads already made (a 302 to the file,
 * and the file), new sizes (each a render: the part that costs memory), the
 * previews. An admin's session (spec 01 §6: an admin may download every
 * logo), so every request is one the server answers in full.
 */
function kinds(script: string): Kind[] {
  return [
    { name: 'page HTML', weight: 20, path: (n) => `/download/?logo=${logoOf(n)}` },
    { name: 'page script', weight: 15, path: () => `/download/${script}` },
    { name: 'logo details', weight: 20, path: (n) => `/api/logo/details?logo=${logoOf(n)}` },
    { name: 'who am I', weight: 5, path: () => '/api/me' },
    { name: 'made download (302)', weight: 15, path: (n) => `/api/logo/${logoOf(n)}/download?variant=main&format=png-high&width=2000&height=1500` },
    // A file not made yet each time: the size dialog's sizes (presets and platforms, which no limit
    // refuses: sizes typed are limited per customer and address, and 50 customers come from 50 addresses)
    // × the four logos × two variants × PNG and JPG — 192 renders before one repeats.
    {
      name: 'new file (render)',
      weight: 10,
      path: (n) => {
        const size = SIZES[n % SIZES.length]!;
        const rest = Math.floor(n / SIZES.length);
        return `/api/logo/${logoOf(rest)}/download?variant=${Math.floor(rest / LOGOS.length) % 2 ? 'inverse' : 'main'}&format=${Math.floor(rest / (LOGOS.length * 2)) % 2 ? 'jpg-high' : 'png-high'}&width=${size.width}&height=${size.height}`;
      },
    },
    { name: 'preview PNG', weight: 10, path: (n) => `/api/logo/${logoOf(n)}/preview.png` },
    { name: 'mockup list', weight: 5, path: () => '/api/mockups?page=1' },
  ];
}

export interface LoadFigures {
  seconds: number;
  requests: number;
  perKind: Array<{ name: string; count: number; p50: number; p99: number; statuses: Record<string, number> }>;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  /** The kernel's high-water mark of the server's resident memory (VmHWM) after the run. */
  hwmMb: number;
}

function status(pid: number, key: 'VmRSS' | 'VmHWM'): number {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(text)?.[1]) / 1024;
}

/** The page's entry script as the build names it (dist/web/.vite/manifest.json). */
function entryScript(): string {
  const manifest = JSON.parse(readFileSync(join(new URL('..', import.meta.url).pathname, 'dist/web/.vite/manifest.json'), 'utf8')) as Record<string, { file?: string }>;
  return manifest['index.html']!.file!;
}

/**
 * `CONNECTIONS` clients (Node's fetch keeps a connection for each), each sending its next request as soon as the last is
 * answered, for `seconds`; the server's RSS sampled every 50 ms.
 */
export async function benchLoad(port: number, pid: number, seconds: number): Promise<LoadFigures> {
  const cookie = await signIn(port, 'admin@demo.test');
  const mix = kinds(entryScript());
  const total = mix.reduce((n, k) => n + k.weight, 0);
  const counters = new Map(mix.map((k) => [k.name, 0]));
  const times = new Map<string, number[]>(mix.map((k) => [k.name, []]));
  const statuses = new Map<string, Record<string, number>>(mix.map((k) => [k.name, {}]));
  const rssBeforeMb = status(pid, 'VmRSS');
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, status(pid, 'VmRSS'))), 50);
  const end = Date.now() + seconds * 1000;
  let drawn = 0;
  const client = async () => {
    while (Date.now() < end) {
      // The same weighted order for every run: request i is of the kind its slot in 0..total falls in.
      let slot = (drawn++ * 37) % total;
      const kind = mix.find((k) => (slot -= k.weight) < 0)!;
      const n = counters.get(kind.name)!;
      counters.set(kind.name, n + 1);
      const t = performance.now();
      let code = 'error';
      try {
        const res = await fetch(`http://127.0.0.1:${port}${kind.path(n)}`, {
          headers: { cookie, 'accept-encoding': 'br, gzip' },
          redirect: 'manual',
        });
        await res.arrayBuffer();
        code = String(res.status);
      } catch {
        // counted as 'error'
      }
      times.get(kind.name)!.push(performance.now() - t);
      const s = statuses.get(kind.name)!;
      s[code] = (s[code] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  clearInterval(sampler);
  const perKind = mix.map((k) => {
    const ts = [...times.get(k.name)!].sort((a, b) => a - b);
    return { name: k.name, count: ts.length, p50: median(ts), p99: ts[Math.min(ts.length - 1, Math.floor(ts.length * 0.99))] ?? 0, statuses: statuses.get(k.name)! };
  });
  // Settled: the server's memory a few seconds after the load.
  await new Promise((r) => setTimeout(r, 5000));
  return {
    seconds,
    requests: perKind.reduce((n, k) => n + k.count, 0),
    perKind,
    rssBeforeMb,
    rssPeakMb,
    rssAfterMb: status(pid, 'VmRSS'),
    hwmMb: status(pid, 'VmHWM'),
  };
}
