import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeBrowser, launchBrowser, type ContextSettings } from './browser';
import { people } from './people';
import { startProductServer, type ProductServer } from './server';

/**
 * A product server of a journey file's own, started (with extra environment)
 * on a copy of the data the global setup's first server made: the demo data as
 * a new server has it, without the seconds of creating them again.
 */
export function startJourneyServer(extraEnv: Record<string, string> = {}): Promise<ProductServer> {
  return startProductServer(extraEnv, { from: inject('dataTemplate') });
}

/**
 * A product server of the file's own (for journeys that change the demo data
 * other journeys read) and the file's browser, started together before its
 * tests and stopped after them; `contextFor` opens contexts on that server,
 * each with `contextDefaults` (WITH_MOTION).
 */
export function ownServer(extraEnv: Record<string, string> = {}, contextDefaults: ContextSettings = {}) {
  const own = {} as { server: ProductServer; browser: Browser };
  beforeAll(async () => {
    [own.server, own.browser] = await Promise.all([startJourneyServer(extraEnv), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await closeBrowser(own.browser);
    await own.server?.stop();
  });
  const { contextFor } = people(
    () => own.browser,
    () => own.server.port,
    contextDefaults,
  );
  return {
    get server(): ProductServer {
      return own.server;
    },
    get browser(): Browser {
      return own.browser;
    },
    contextFor,
  };
}
