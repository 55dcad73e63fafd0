import { mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { parseSetCookie } from 'cookie';
import type { Browser, BrowserContext, Locator, Page, PageScreenshotOptions } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium';

export type Site = 'en' | 'zh';

/**
 * Where journeys put their screenshots: docs/screenshots with
 * UPDATE_SCREENSHOTS=1 (the pictures the docs show), else .tmp/screenshots.
 */
export const screenshotDir = process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : '.tmp/screenshots';
mkdirSync(screenshotDir, { recursive: true });

/**
 * Pictures of the pages for people to look at are taken with UPDATE_SCREENSHOTS=1 or SCREENSHOTS=1, and in
 * every run outside CI; a CI run, where nobody opens them, leaves them out (each costs Chromium 0.3–0.8 s of
 * CPU). A failing journey's picture is taken whatever this says (setup/failures.ts).
 */
export const TAKE_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1' || process.env.SCREENSHOTS === '1' || !process.env.CI;

/**
 * A picture of a page or of a part of one, for people to look at (no assertion reads it), written to `path`
 * when TAKE_SCREENSHOTS; a picture a journey compares is taken with Playwright's `screenshot` itself.
 */
export async function snapshot(target: Page | Locator, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  // A whole page shows its pictures: those that load as they come into view are loaded first (a full-page picture
  // is taken before they would arrive).
  if (options.fullPage && 'goto' in target) {
    await target.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
    await target.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 20_000 }).catch(() => undefined);
  }
  await target.screenshot(options);
}

/** A product server the journeys of a worker share (global.ts). */
export interface SharedServer {
  port: number;
  /** The partner simulator's port (faults are injected there). */
  ubrandPort: number;
  /** File the server's log is written to (the SMS driver writes sign-in codes there). */
  serverLog: string;
}

/**
 * The product server this file's journeys share: its worker's (two files run at once, each worker with a server
 * of its own, setup/workers.ts), so a file never sees what a file beside it changes.
 */
export function sharedServer(): SharedServer {
  const servers = inject('servers');
  return servers[workerIndex() % servers.length];
}

/** This e2e worker's number from 0 (the index of its server in `servers`, of its cluster in `clusters`). */
export function workerIndex(): number {
  return Number(process.env.VITEST_POOL_ID ?? 1) - 1;
}

/** Base URL of a site: the Chinese site is served on zh.localhost (Chromium resolves *.localhost to loopback). */
export function siteUrl(site: Site, path = '/', port: number = sharedServer().port): string {
  const host = site === 'zh' ? 'zh.localhost' : 'localhost';
  return `http://${host}:${port}${path}`;
}

/**
 * The journeys' browser: one Debian Chromium headless shell (setup/chromium.ts) for the whole
 * worker. Each e2e worker runs its files one after another in one process
 * (vitest.config.ts, `isolate: false`), so each file asks for it here and gets
 * the same one, launched once (again only if it went away); what a file opens
 * in it is its own contexts, closed by closeBrowser when the file ends.
 */
let shared: Promise<Browser> | undefined;
export async function launchBrowser(): Promise<Browser> {
  const current = shared && (await shared.catch(() => undefined));
  if (!current?.isConnected()) shared = launchChromium('shell');
  return shared!;
}

/** The pages open in the worker's browser (none when it was never launched). */
export async function openPages(): Promise<Page[]> {
  const browser = shared && (await shared.catch(() => undefined));
  return browser?.isConnected() ? browser.contexts().flatMap((c) => c.pages()) : [];
}

/** Ends a file's use of the browser: the contexts it opened are closed; the browser stays for the next file. */
export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((c) => c.close()));
}

/** A context's settings besides its window's size (people.ts `contextFor` takes the size on its own). */
export type ContextSettings = Omit<ContextOpts, 'width' | 'height'>;

export interface ContextOpts {
  width?: number;
  height?: number;
  /** The reader's motion setting (`prefers-reduced-motion`) for every page of the context; `reduce` by default (below). */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Device pixels per CSS pixel: 2 with a 640 px wide window is a 1280 px window at 200 % zoom. */
  deviceScaleFactor?: number;
}

/**
 * The motion setting of the journeys that check what moves, or what a reader meets with the motion on: the
 * page sweep, the keyboard journey (the focus while antd's menus and dialogs zoom), the animation page and the
 * brand mission's turning. Every other journey is a reader who asks for less motion (docs/TESTING.md): antd's
 * zooms and slides, which each of their clicks would wait out, are off; the product answers that setting in
 * full (reduced-motion.test.ts), so what they check is the page as such a reader has it.
 */
export const WITH_MOTION: ContextSettings = { reducedMotion: 'no-preference' };

export async function newContext(browser: Browser, opts: ContextOpts = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    reducedMotion: opts.reducedMotion ?? 'reduce',
    deviceScaleFactor: opts.deviceScaleFactor ?? 1,
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  ctx.setDefaultTimeout(15_000);
  return ctx;
}

/**
 * A light page of the site from which a journey's scripts call the API: the
 * stand-in main site, whose CSP allows connections to the site itself (a
 * stylesheet or a JSON answer opened as a page allows none).
 */
export const API_PAGE = '/';

/**
 * Signs a context in through the sign-in API, as the sign-in page's script
 * does (that page has its own journey), without opening a page: the request
 * goes from here to the server, naming the site's host (Node cannot resolve
 * zh.localhost, Chromium can), and the cookies it sets go into the context
 * as the browser would have kept them.
 */
export async function signIn(
  ctx: BrowserContext,
  site: Site,
  email: string,
  password = 'demo1234',
  port: number = sharedServer().port,
): Promise<void> {
  const origin = new URL(siteUrl(site, '/', port)).origin;
  const body = JSON.stringify({ email, password });
  const { status, cookies } = await new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        headers: { host: new URL(origin).host, origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [] }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  if (status !== 200) throw new Error(`sign-in failed for ${email}: ${status}`);
  await ctx.addCookies(cookies.map((c) => browserCookie(c, origin)));
}

/** A Set-Cookie header (read by the `cookie` package, its value as sent) as the browser keeps it for `origin`: host-only unless it names a Domain. */
function browserCookie(header: string, origin: string): Parameters<BrowserContext['addCookies']>[0][number] {
  const c = parseSetCookie(header, { decode: (value) => value });
  const path = c.path ?? '/';
  const expires = c.maxAge !== undefined ? Date.now() / 1000 + c.maxAge : c.expires ? c.expires.getTime() / 1000 : -1;
  const sameSite = ({ strict: 'Strict', lax: 'Lax', none: 'None' } as const)[typeof c.sameSite === 'string' ? c.sameSite : 'lax'];
  return {
    name: c.name,
    value: c.value ?? '',
    ...(c.domain ? { domain: c.domain, path } : { url: `${origin}${path}` }),
    expires,
    httpOnly: c.httpOnly ?? false,
    secure: c.secure ?? false,
    sameSite,
  };
}

/**
 * A fresh context of one person (signed in when `email` is given, on the server at `port`, else the shared one) at
 * a window width, with a page open; `more`: the context's other settings (WITH_MOTION).
 */
export async function personPage(
  browser: Browser,
  site: Site,
  email: string | null,
  width = 1280,
  port?: number,
  more: ContextSettings = {},
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(browser, { ...more, width });
  if (email) await signIn(ctx, site, email, 'demo1234', port);
  return { ctx, page: await ctx.newPage() };
}

/**
 * A journey of one person (signed in when `email` is given) at a window
 * width, on a fresh page; the context is closed whatever happens. `init`
 * runs in every page before the site's scripts (e.g. to take an API away).
 */
export async function asPerson(
  browser: Browser,
  site: Site,
  email: string | null,
  run: (page: Page) => Promise<void>,
  width?: number,
  init?: string,
  more?: ContextSettings,
): Promise<void> {
  const { ctx, page } = await personPage(browser, site, email, width, undefined, more);
  if (init) await ctx.addInitScript(init);
  try {
    await run(page);
  } finally {
    await ctx.close();
  }
}

/** Opens the download area of a logo and waits for its title. */
export async function openLogo(page: Page, site: Site, logo: number, extra = ''): Promise<void> {
  await page.goto(siteUrl(site, `/download/?logo=${logo}${extra}`));
}
