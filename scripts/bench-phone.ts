// Every page of the area on an emulated mid-range phone (npm run bench, part "phone").
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../e2e/setup/chromium';
import { median } from './bench-formats';
import { signIn } from './bench-http';
import { PAGE_BUDGETS, type PageVisit } from '../web/budgets';

/**
 * Lighthouse's mobile emulation (its "Moto G Power" profile): 4× CPU slowdown,
 * 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, 390×844 CSS px at 2×.
 * Applied by DevTools (the throttling Lighthouse calls "devtools"), so what is
 * measured is what the page really did under it.
 */
export const PHONE = {
  cpuSlowdown: 4,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  latencyMs: 150,
  width: 390,
  height: 844,
  scale: 2,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
} as const;

export interface PhoneFigures {
  label: string;
  url: string;
  /** Largest contentful paint, median of the cold visits. */
  lcpMs: number;
  /** What the LCP element was (tag and test id or class), from the last visit. */
  lcpElement: string;
  /** Cumulative layout shift (largest session window), the largest of the visits. */
  cls: number;
  /** Scripts until the network went quiet, bytes as sent (compressed), headers aside. */
  jsBytes: number;
  cssBytes: number;
  /** Every response until quiet, bytes as sent. */
  allBytes: number;
  requests: number;
}

/** Observers of LCP and layout shifts, installed before the page's own scripts. */
const OBSERVERS = `(() => {
  const w = window;
  w.__lcp = { t: 0, el: '' };
  w.__cls = { max: 0, cur: 0, first: 0, last: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      w.__lcp = { t: e.startTime, el: el ? el.tagName.toLowerCase() + (el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : el.className ? '.' + String(el.className).split(' ')[0] : '') : '(removed)' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    const c = w.__cls;
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (c.cur > 0 && (e.startTime - c.last > 1000 || e.startTime - c.first > 5000)) c.cur = 0;
      if (c.cur === 0) c.first = e.startTime;
      c.cur += e.value; c.last = e.startTime;
      c.max = Math.max(c.max, c.cur);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) w.__events.push({ t: e.startTime, d: e.duration, n: e.name });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/** One visit's figures (PhoneFigures holds their medians). */
type Visit = Omit<PhoneFigures, 'label' | 'url'>;

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

/** Waits until no request has been in flight for `quietMs` (or `maxMs` passed). */
async function quiet(inFlight: () => number, lastActivity: () => number, quietMs: number, maxMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < maxMs) {
    if (inFlight() === 0 && Date.now() - lastActivity() >= quietMs) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One cold visit (a fresh context: empty cache) under the phone's emulation; `then` runs on the idle page before it closes. */
async function visit(
  browser: Browser,
  url: string,
  cookie: { name: string; value: string; domain: string } | null,
  then?: (page: Page, idle: () => Promise<void>) => Promise<void>,
  device: 'phone' | 'desktop' = 'phone',
): Promise<Visit> {
  const ctx = await browser.newContext(
    device === 'phone'
      ? { viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.scale, isMobile: true, hasTouch: true, userAgent: PHONE.userAgent }
      : { viewport: { width: 1280, height: 800 } },
  );
  try {
    if (cookie) await ctx.addCookies([{ ...cookie, path: '/' }]);
    await ctx.addInitScript(OBSERVERS);
    const page: Page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    // The desktop: this machine as it is, its network local (the page's own work is what is measured).
    if (device === 'phone') await throttle(cdp);
    else await cdp.send('Network.enable');
    const pending = new Map<string, { type: string; headerBytes: number }>();
    const totals = { js: 0, css: 0, all: 0, requests: 0 };
    let inFlight = 0;
    let last = Date.now();
    cdp.on('Network.requestWillBeSent', () => {
      inFlight += 1;
      totals.requests += 1;
      last = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => pending.set(e.requestId, { type: e.type, headerBytes: e.response.encodedDataLength }));
    const done = (id: string, bytes: number) => {
      inFlight = Math.max(0, inFlight - 1);
      last = Date.now();
      const r = pending.get(id);
      const body = Math.max(0, bytes - (r?.headerBytes ?? 0));
      totals.all += body;
      if (r?.type === 'Script') totals.js += body;
      if (r?.type === 'Stylesheet') totals.css += body;
    };
    cdp.on('Network.loadingFinished', (e) => done(e.requestId, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e) => done(e.requestId, 0));
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Idle: the network quiet for 2 s (Lighthouse waits for a quiet network and CPU before it reads).
    await quiet(() => inFlight, () => last, 2000, 60_000);
    const m = await page.evaluate(() => {
      const w = window as unknown as { __lcp: { t: number; el: string }; __cls: { max: number } };
      return { lcp: w.__lcp, cls: w.__cls.max };
    });
    await then?.(page, () => quiet(() => inFlight, () => last, 1000, 30_000));
    return { lcpMs: m.lcp.t, lcpElement: m.lcp.el, cls: m.cls, jsBytes: totals.js, cssBytes: totals.css, allBytes: totals.all, requests: totals.requests };
  } finally {
    await ctx.close();
  }
}

/** The medians of a page's visits (the largest layout shift; the last visit's LCP element). */
function figuresOf(label: string, url: string, visits: readonly Visit[]): PhoneFigures {
  return {
    label,
    url,
    lcpMs: median(visits.map((x) => x.lcpMs)),
    lcpElement: visits.at(-1)!.lcpElement,
    cls: Math.max(...visits.map((x) => x.cls)),
    jsBytes: median(visits.map((x) => x.jsBytes)),
    cssBytes: median(visits.map((x) => x.cssBytes)),
    allBytes: median(visits.map((x) => x.allBytes)),
    requests: median(visits.map((x) => x.requests)),
  };
}

/** A session cookie of `email` on the site's host (null: a visitor). */
async function sessionCookie(port: number, host: string, email: string | null): Promise<{ name: string; value: string; domain: string } | null> {
  if (!email) return null;
  const cookie = await signIn(port, email, host);
  const eq = cookie.indexOf('=');
  return { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), domain: host };
}

/** The host each site answers on (Chromium resolves *.localhost to this machine). */
const hostOf = (site: PageVisit['site']) => (site === 'zh' ? 'zh.localhost' : 'localhost');

const EMAILS: Record<PageVisit['as'], string | null> = {
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  other: 'other@demo.test',
  visitor: null,
};

export function visitLabel(path: string, v: PageVisit): string {
  return `${path} ${v.site}${v.logo ? ` ${v.logo}` : ''}${v.as === 'owner' ? '' : ` (${v.as})`}`;
}

export function visitUrl(port: number, path: string, v: PageVisit): string {
  const host = hostOf(v.site);
  const query = new URLSearchParams(v.query ?? {});
  if (v.logo) query.set('logo', String(v.logo));
  const q = query.toString();
  return `http://${host}:${port}/download${path === '/' ? '/' : path}${q ? `?${q}` : ''}`;
}

/**
 * How fast this machine runs script, unthrottled: the milliseconds Chromium
 * takes for a fixed piece of work (building strings, sorting and joining
 * arrays), median of 5. The emulated phone is this machine slowed 4×, so its
 * timings move with the machine: runs on different machines compare through this.
 */
export async function hostScriptMs(): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const runs = await page.evaluate(() => {
      const times: number[] = [];
      for (let run = 0; run < 5; run++) {
        const start = performance.now();
        let text = '';
        for (let i = 0; i < 2_000_000; i++) text += String.fromCharCode(97 + (i % 26));
        const parts = text.match(/.{1,7}/g) ?? [];
        parts.sort();
        let sum = 0;
        for (const part of parts) sum += part.charCodeAt(0);
        times.push(performance.now() - start + (sum < 0 ? 1 : 0));
      }
      return times;
    });
    return median(runs);
  } finally {
    await browser.close();
  }
}

/**
 * Each visit of web/budgets.ts (every route, both sites, the roles that see
 * it), `rounds` cold visits each after one warm-up visit that makes the
 * server-side files the page shows (as a customer's first visit did long
 * before): the medians of what the phone measured.
 */
export async function benchPhone(port: number, rounds: number, only?: (label: string) => boolean, onEach?: (f: PhoneFigures) => void): Promise<PhoneFigures[]> {
  const browser = await launchChromium();
  const out: PhoneFigures[] = [];
  const cookies = new Map<string, Awaited<ReturnType<typeof sessionCookie>>>();
  try {
    for (const budget of PAGE_BUDGETS) {
      for (const v of budget.visits) {
        const label = visitLabel(budget.path, v);
        if (only && !only(label)) continue;
        const host = hostOf(v.site);
        const key = `${host} ${v.as}`;
        if (!cookies.has(key)) cookies.set(key, await sessionCookie(port, host, EMAILS[v.as]));
        const cookie = cookies.get(key) ?? null;
        const url = visitUrl(port, budget.path, v);
        await visit(browser, url, cookie);
        const visits: Visit[] = [];
        for (let i = 0; i < rounds; i++) visits.push(await visit(browser, url, cookie));
        const f = figuresOf(label, url, visits);
        out.push(f);
        onEach?.(f);
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * The brand portal's page (issue 46) as a stranger with a public link opens
 * it, on both sites: the owner makes the portal (every section on) and the
 * link first; then cold visits on the emulated phone and on a desktop.
 */
export async function benchBrandPage(port: number, rounds: number, onEach?: (f: { label: string; phone: PhoneFigures; desktop: PhoneFigures }) => void): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const [site, logo, slug] of [
      ['en', 1001, 'bench-brand'],
      ['zh', 1009, 'bench-brand-zh'],
    ] as const) {
      const host = hostOf(site);
      const origin = `http://${host}:${port}`;
      const ctx = await browser.newContext();
      let path: string;
      try {
        const cookie = await sessionCookie(port, host, 'owner@demo.test');
        await ctx.addCookies([{ ...cookie!, path: '/' }]);
        const page = await ctx.newPage();
        await page.goto(`${origin}/b/no-such-page`);
        path = await page.evaluate(
          // No named functions in here: the page gets this code as it was compiled (tsx names them with a helper it lacks).
          async ({ logo, slug }) => {
            const headers = { 'content-type': 'application/json' };
            const made = await fetch(`/api/logo/${logo}/portal`, { method: 'PUT', headers, body: JSON.stringify({ slug, indexable: false, live: true }) });
            if (!made.ok) throw new Error(`portal: ${made.status}`);
            const link = await fetch(`/api/logo/${logo}/portal/links`, { method: 'POST', headers, body: JSON.stringify({ label: 'Benchmark', kind: 'public' }) });
            return ((await link.json()) as { link: { path: string } }).link.path;
          },
          { logo, slug },
        );
      } finally {
        await ctx.close();
      }
      const url = `${origin}${path}`;
      const figures = async (device: 'phone' | 'desktop'): Promise<PhoneFigures> => {
        await visit(browser, url, null, undefined, device);
        const visits: Visit[] = [];
        for (let i = 0; i < rounds; i++) visits.push(await visit(browser, url, null, undefined, device));
        return figuresOf(`/b/${slug} ${site} (${device})`, url, visits);
      };
      onEach?.({ label: `/b/${slug} ${site}`, phone: await figures('phone'), desktop: await figures('desktop') });
    }
  } finally {
    await browser.close();
  }
}

/** One of the main interactions of the area, as a customer makes it on the phone. */
export interface Interaction {
  label: string;
  path: string;
  visit: PageVisit;
  /** Brings the page to where the interaction starts (not measured). */
  prepare?: (page: Page) => Promise<unknown>;
  /** The interaction itself: its input events' longest duration is its INP. */
  act: (page: Page) => Promise<unknown>;
}

export const INTERACTIONS: readonly Interaction[] = [
  { label: 'open the download menu', path: '/', visit: { site: 'en', logo: 1001, as: 'owner' }, act: (p) => p.getByTestId('download-main').tap() },
  { label: 'switch a layout', path: '/', visit: { site: 'en', logo: 1001, as: 'owner' }, act: (p) => p.getByTestId('lockup-horizontal').tap() },
  { label: "type in the social kit's headline", path: '/social', visit: { site: 'en', logo: 1001, as: 'owner' }, prepare: (p) => p.getByTestId('social-text-headline').focus(), act: (p) => p.keyboard.type('A') },
  {
    // The brand identity page's one control that changes what it shows (its colours are read, not edited): a watermark's opacity.
    label: "a VI watermark's opacity",
    path: '/vi',
    visit: { site: 'en', logo: 1001, as: 'owner' },
    prepare: async (p) => {
      // The customer scrolls down to it: the lower stages load at the first scroll.
      await p.evaluate(() => window.scrollBy(0, 1200));
      const slider = p.getByTestId('vi-watermark-opacity').first().getByRole('slider');
      await slider.scrollIntoViewIfNeeded();
      await slider.focus();
    },
    act: (p) => p.keyboard.press('ArrowLeft'),
  },
  { label: 'the next mockups page', path: '/mockup', visit: { site: 'en', logo: 1001, as: 'owner' }, act: (p) => p.getByTestId('mockups-load-more').tap() },
  {
    label: 'edit a card field',
    path: '/business-card',
    visit: { site: 'en', logo: 1001, as: 'owner' },
    prepare: async (p) => {
      await p.getByTestId('card-info-open').tap();
      await p.getByTestId('card-field-name').focus();
    },
    act: (p) => p.keyboard.type('J'),
  },
  {
    label: 'step an animation',
    path: '/animate',
    visit: { site: 'en', logo: 1001, as: 'owner' },
    prepare: async (p) => {
      await p.getByTestId('animate-play').tap();
      await p.getByTestId('animate-frame').focus();
    },
    act: (p) => p.keyboard.press('ArrowRight'),
  },
];

export interface InteractionFigures {
  label: string;
  /** The longest input event of the interaction (ms, median of the rounds); 0 when every event took under 16 ms. */
  inpMs: number;
}

/** Each interaction of INTERACTIONS on a page that has gone idle, `rounds` times, each in a fresh context. */
export async function benchInteractions(port: number, rounds: number, onEach?: (f: InteractionFigures) => void): Promise<InteractionFigures[]> {
  const browser = await launchChromium();
  const out: InteractionFigures[] = [];
  try {
    for (const it of INTERACTIONS) {
      const host = hostOf(it.visit.site);
      const cookie = await sessionCookie(port, host, EMAILS[it.visit.as]);
      const url = visitUrl(port, it.path, it.visit);
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) {
        await visit(browser, url, cookie, async (page, idle) => {
          await it.prepare?.(page);
          await idle();
          const from = await page.evaluate(() => performance.now());
          await it.act(page);
          await idle();
          // Two frames: the paint after the input is in the event's duration once it has happened.
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const events = await page.evaluate((t) => (window as unknown as { __events: Array<{ t: number; d: number }> }).__events.filter((e) => e.t >= t), from);
          times.push(Math.max(0, ...events.map((e) => e.d)));
        });
      }
      const f = { label: it.label, inpMs: median(times) };
      out.push(f);
      onEach?.(f);
    }
  } finally {
    await browser.close();
  }
  return out;
}
