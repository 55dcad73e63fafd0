// The download page as a new visitor's browser meets it (npm run bench, part "page").
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../e2e/setup/chromium';
import { median } from './bench-formats';
import { signIn } from './bench-http';

export interface PageFigures {
  /** Scripts of the first load, as sent over the wire (compressed when the server compresses), without their HTTP headers. */
  scriptBytes: number;
  /** The same scripts uncompressed. */
  scriptBytesDecoded: number;
  scripts: number;
  /** Each script of the first load (file name, bytes as sent), largest first: what to look at when the total grows. */
  each: Array<{ name: string; encoded: number }>;
  /** Content-Encoding of the largest script. */
  encoding: string;
  /** Navigation start → every card's preview drawn, empty cache. */
  cardsColdMs: number;
  /** The same with the cache of a first visit. */
  cardsWarmMs: number;
  /** Requests to js.stripe.com (none unless a Stripe checkout opens). */
  stripeRequests: number;
  /** Answer to /favicon.ico. */
  favicon: number;
}

interface Visit {
  ms: number;
  scripts: Array<{ url: string; encoded: number; decoded: number; encoding: string }>;
  stripe: number;
}

/** One visit of the download page: until every card's preview is drawn, with what the page loaded. */
async function visit(ctx: BrowserContext, url: string): Promise<Visit> {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, { url: string; type: string; encoding: string; headerBytes: number }>();
  const scripts: Visit['scripts'] = [];
  let stripe = 0;
  cdp.on('Network.responseReceived', (e) => {
    const encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    // The response's encodedDataLength at this point is its header bytes: the JavaScript is what follows.
    pending.set(e.requestId, { url: e.response.url, type: e.type, encoding: String(encoding), headerBytes: e.response.encodedDataLength });
  });
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.includes('stripe.com')) stripe += 1;
  });
  const sizes = new Map<string, number>();
  cdp.on('Network.dataReceived', (e) => sizes.set(e.requestId, (sizes.get(e.requestId) ?? 0) + e.dataLength));
  cdp.on('Network.loadingFinished', (e) => {
    const r = pending.get(e.requestId);
    if (r?.type === 'Script') scripts.push({ url: r.url, encoded: e.encodedDataLength - r.headerBytes, decoded: sizes.get(e.requestId) ?? 0, encoding: r.encoding });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const cards = [...document.querySelectorAll('[data-testid^="logo-card-"]')];
      const imgs = [...document.querySelectorAll<HTMLImageElement>('img[data-testid^="preview-"]')];
      return cards.length > 0 && imgs.length === cards.length && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    undefined,
    { timeout: 60_000, polling: 20 },
  );
  const ms = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await page.close();
  return { ms, scripts, stripe };
}

/**
 * The download page of a bought logo for its signed-in owner, `rounds` times:
 * a fresh browser profile each time (empty cache: "cold"), then the same page
 * again in that profile ("warm"). The server is warm and the logo's featured
 * images exist (a first visit made them), so the figures are the page's own.
 */
export async function benchPage(port: number, rounds: number): Promise<PageFigures> {
  const browser = await launchChromium();
  const url = `http://localhost:${port}/download/?logo=1001`;
  const cookie = (await signIn(port)).split('=');
  const context = async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await ctx.addCookies([{ name: cookie[0], value: cookie[1], domain: 'localhost', path: '/' }]);
    return ctx;
  };
  try {
    const first = await context();
    await visit(first, url);
    await first.close();
    const cold: number[] = [];
    const warm: number[] = [];
    let last: Visit | null = null;
    let stripe = 0;
    for (let i = 0; i < rounds; i++) {
      const ctx = await context();
      last = await visit(ctx, url);
      cold.push(last.ms);
      stripe += last.stripe;
      const again = await visit(ctx, url);
      warm.push(again.ms);
      stripe += again.stripe;
      await ctx.close();
    }
    const scripts = last?.scripts ?? [];
    const largest = [...scripts].sort((a, b) => b.decoded - a.decoded)[0];
    const favicon = (await fetch(`http://127.0.0.1:${port}/favicon.ico`)).status;
    return {
      scriptBytes: scripts.reduce((n, s) => n + s.encoded, 0),
      scriptBytesDecoded: scripts.reduce((n, s) => n + s.decoded, 0),
      scripts: scripts.length,
      each: scripts.map((s) => ({ name: new URL(s.url).pathname.split('/').pop()!, encoded: s.encoded })).sort((a, b) => b.encoded - a.encoded),
      encoding: largest?.encoding ?? 'none',
      cardsColdMs: median(cold),
      cardsWarmMs: median(warm),
      stripeRequests: stripe,
      favicon,
    };
  } finally {
    await browser.close();
  }
}
