import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, signIn, type ContextSettings, type Site } from './browser';

/**
 * Journeys that each need a person of their own (own cookies, own window
 * size): a context signed in as `email` on `site` when given, and `inContext`
 * to run a journey on its page and close it whatever happens. `defaults`: the
 * settings of every context it opens (WITH_MOTION).
 */
export function people(browser: () => Browser, port?: () => number, defaults: ContextSettings = {}) {
  /**
   * A fresh context, signed in as `email` on `site` when given (on the server at `port`, else the shared one);
   * `more`: the context's other settings (reduced motion; `deviceScaleFactor` 2 with half the width is the
   * window zoomed to 200 %).
   */
  async function contextFor(site: Site, email: string | null, width = 1280, height = 900, more: ContextSettings = {}): Promise<BrowserContext> {
    const ctx = await newContext(browser(), { ...defaults, ...more, width, height });
    if (email) await signIn(ctx, site, email, 'demo1234', port?.());
    return ctx;
  }
  return { contextFor };
}

/** Runs a journey on a new page of the context, then closes the context, also when the journey fails. */
export async function inContext(context: Promise<BrowserContext>, journey: (page: Page, ctx: BrowserContext) => Promise<void>): Promise<void> {
  const ctx = await context;
  try {
    await journey(await ctx.newPage(), ctx);
  } finally {
    await ctx.close();
  }
}

export function currentUrl(page: Page): URL {
  return new URL(page.url());
}

/** Waits until the page's address has this path (the SPA redirects are client-side). */
export async function waitForPath(page: Page, pathname: string): Promise<URL> {
  await page.waitForURL((url) => url.pathname === pathname);
  return currentUrl(page);
}
