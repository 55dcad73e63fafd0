import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium';

export type Site = 'en' | 'zh';

/**
 * Where journeys put their screenshots: docs/screenshots with
 * UPDATE_SCREENSHOTS=1 (the pictures the docs show), else .tmp/screenshots.
 */
export const screenshotDir = process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : '.tmp/screenshots';
mkdirSync(screenshotDir, { recursive: true });

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
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
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

/** Ends a file's use of the browser: the contexts it opened are closed; the browser stays for the next file. */
export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((c) => c.close()));
}

export interface ContextOpts {
  width?: number;
  height?: number;
  /** The reader's motion setting (`prefers-reduced-motion`) for every page of the context; Chromium's own by default. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Device pixels per CSS pixel: 2 with a 640 px wide window is a 1280 px window at 200 % zoom. */
  deviceScaleFactor?: number;
}

export async function newContext(browser: Browser, opts: ContextOpts = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    reducedMotion: opts.reducedMotion,
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
 * Signs a context in through the API from a page of the site (Node cannot
 * resolve zh.localhost, Chromium can; the sign-in page has its own journey).
 */
export async function signIn(
  ctx: BrowserContext,
  site: Site,
  email: string,
  password = 'demo1234',
  port: number = sharedServer().port,
): Promise<void> {
  const page = await ctx.newPage();
  await page.goto(siteUrl(site, API_PAGE, port));
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    JSON.stringify({ email, password }),
  );
  await page.close();
  if (status !== 200) throw new Error(`sign-in failed for ${email}: ${status}`);
}

/** A fresh context of one person (signed in when `email` is given, on the server at `port`, else the shared one) at a window width, with a page open. */
export async function personPage(browser: Browser, site: Site, email: string | null, width = 1280, port?: number): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(browser, { width });
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
): Promise<void> {
  const { ctx, page } = await personPage(browser, site, email, width);
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
