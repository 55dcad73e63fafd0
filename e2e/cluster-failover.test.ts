import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, launchBrowser, newContext, openLogo, signIn, sharedServer, workerIndex } from './setup/browser';

/**
 * With E2E_CLUSTER=1 (`npm run test:cluster`: its worker's two instances behind nginx,
 * e2e/setup/global.ts): the instance building a customer's brand kit is
 * killed (kill -9) in the middle; the other instance takes the job over and
 * the customer's page still saves the ZIP. Skipped against one server.
 */
const cluster = inject('clusters')?.[workerIndex()];

describe.skipIf(!cluster)('two instances behind nginx', () => {
  let browser: Browser;
  /** The instance killed here: started again at the end, as the journeys after this file expect two. */
  let killed: string | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeBrowser(browser);
    if (killed) expect((await fetch(`${cluster!.control}/${killed}`, { method: 'POST' })).status).toBe(200);
  });

  it('a brand kit whose builder is killed (kill -9) is finished by the other instance, and the page saves it', async () => {
    const ctx = await newContext(browser);
    await signIn(ctx, 'en', 'owner@demo.test');
    const page = await ctx.newPage();
    await openLogo(page, 'en', 1006);
    await page.getByTestId('logo-title').waitFor();
    const logged = () => readFileSync(sharedServer().serverLog, 'utf8').split('\n');
    const before = logged().length;
    const downloaded = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByTestId('kit-button').click();
    await page.getByTestId('kit-progress').waitFor();

    // The instance that took the job says so in its log (with its process id).
    let builder: number | undefined;
    await expect
      .poll(() => {
        const line = logged()
          .slice(before)
          .find((l) => l.includes('"msg":"brand kit build started"') && l.includes('"fa_id":1006'));
        builder = line ? (JSON.parse(line) as { pid: number }).pid : undefined;
        return builder;
      })
      .toBeDefined();
    expect(cluster?.instances.map((i) => i.pid)).toContain(builder);
    killed = cluster?.instances.find((i) => i.pid === builder)?.name;
    process.kill(builder as number, 'SIGKILL');

    // The survivor retries the job after its time-out; the page, polling through nginx, sees it end.
    const dl = await downloaded;
    expect(dl.suggestedFilename()).toBe('Kettle & Co-brand-kit.zip');
    const files = Object.keys(unzipSync(new Uint8Array(readFileSync(await dl.path()))));
    expect(files).toEqual(expect.arrayContaining(['logo/main/main.png', 'favicon/favicon.ico', 'colours.pdf', 'brand-guidelines.pdf']));
    const retried = logged()
      .slice(before)
      .filter((l) => l.includes('"msg":"brand kit build started"') && l.includes('"fa_id":1006'))
      .map((l) => JSON.parse(l) as { pid: number; attempt: number });
    expect(retried.at(-1)?.pid).not.toBe(builder);
    expect(retried.at(-1)?.attempt).toBeGreaterThanOrEqual(1);
    await ctx.close();
  }, 180_000);
});
