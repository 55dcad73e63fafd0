import { mkdirSync, writeFileSync } from 'node:fs';
import { afterEach } from 'vitest';
import { openPages, screenshotDir } from './browser';

/**
 * What a failed journey left on screen (a setup file of the e2e project): each
 * page still open in the worker's browser — its address, its visible text and
 * a screenshot — written to `<screenshotDir>/failures/`, and the addresses
 * and the start of the text printed beside the failure, so a failure in a CI run can be read afterwards.
 * Pages a journey closed in a `finally` before this runs are gone.
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const dir = `${screenshotDir}/failures`;
  mkdirSync(dir, { recursive: true });
  const name = `${task.file?.name ?? 'journey'} ${task.name}`.replace(/[^\w.-]+/g, '-').slice(0, 150);
  const pages = await openPages();
  for (const [i, page] of pages.entries()) {
    const base = `${dir}/${name}-${i}`;
    const text = await page.evaluate(() => document.body?.innerText ?? '').catch((e: Error) => `(no text: ${e.message})`);
    writeFileSync(`${base}.txt`, `${page.url()}\n\n${text}`);
    await page.screenshot({ path: `${base}.png`, timeout: 5_000 }).catch(() => undefined);
    console.log(`failed journey's page ${i}: ${page.url()} (${base}.png)\n  ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
});
