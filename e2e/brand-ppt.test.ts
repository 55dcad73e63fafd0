import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPerson, closeBrowser, launchBrowser, screenshotDir, siteUrl, type Site, snapshot } from './setup/browser';
import { chooseOpened } from './setup/download';
import { waitForPath } from './setup/people';

/*
 * The brand PPT (spec 01 §2, §3, §4, §7, §9): initialising (the outline of 8
 * sections from "brand name + slogan", laid out, stored) → the editor; slides
 * edited, moved, added and removed, colour and pattern changed, all saved by
 * themselves and there after a reload; the export opened by LibreOffice.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const journey = (site: Site, email: string | null, run: (page: Page) => Promise<void>, width?: number) => asPerson(browser, site, email, run, width);

const saved = (page: Page) => page.locator('[data-testid="ppt-save-state"][data-state="saved"]').waitFor({ timeout: 15_000 });

async function thumbTitles(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="ppt-thumb-"]').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''));
}

async function exported(page: Page): Promise<{ name: string; body: Buffer; pages: number; text: string }> {
  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('ppt-export').click();
  const dl = await downloaded;
  const body = readFileSync((await dl.path())!);
  const dir = mkdtempSync(join(tmpdir(), 'ppt-e2e-'));
  writeFileSync(join(dir, 'deck.pptx'), body);
  execFileSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', 'pdf', '--outdir', dir, join(dir, 'deck.pptx')], { stdio: 'ignore', timeout: 120_000 });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, 'deck.pdf')], { encoding: 'utf8' }))![1]);
  return { name: dl.suggestedFilename(), body, pages, text: execFileSync('pdftotext', [join(dir, 'deck.pdf'), '-'], { encoding: 'utf8' }) };
}

describe('the brand PPT', () => {
  it('en: initialises from the name and slogan, is edited slide by slide, keeps it all, and exports a deck that opens', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/brand-ppt?logo=1001'));
      await page.getByRole('heading', { name: 'Brand PPT', exact: true }).waitFor();
      await page.getByTestId('ppt-editor').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('ppt-page').getAttribute('data-state')).toBe('editor');
      const titles = await thumbTitles(page);
      expect(titles).toHaveLength(8);
      expect(titles[0]).toBe('Slide 1: Northwind Coffee');
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="ppt-preview"]');
        return !!img && img.complete && img.naturalWidth > 0;
      });

      // Slide 2: a new title and points.
      await page.getByTestId('ppt-thumb-1').click();
      await page.getByTestId('ppt-slide-title').fill('Where we began');
      await page.getByTestId('ppt-slide-lines').fill('A corner café in 2016\nRoasting our own beans\nThree shops today');
      // Moved down one place, then a figures slide added after it, and the last content slide removed.
      await page.getByTestId('ppt-move-down').click();
      expect((await thumbTitles(page))[2]).toBe('Slide 3: Where we began');
      await page.getByTestId('ppt-add').click();
      await chooseOpened(page.locator('[role="menu"] [data-testid="ppt-add-stats"]'));
      // The new slide is in the list and chosen before its fields are typed into.
      await expect.poll(async () => (await thumbTitles(page)).length).toBe(9);
      await expect.poll(() => page.getByTestId('ppt-thumb-3').getAttribute('aria-current')).toBe('true');
      await page.getByTestId('ppt-slide-title').fill('In numbers');
      await page.getByTestId('ppt-slide-lines').fill('3 | Shops\n12 | Roasts a year');
      await page.getByTestId('ppt-thumb-6').click();
      await page.getByTestId('ppt-remove').click();
      await chooseOpened(page.locator('.confirm-popover .confirm-popover__ok'));
      await expect.poll(async () => (await thumbTitles(page)).length).toBe(8);
      // Colour and pattern of the whole deck.
      await page.locator('[data-testid="ppt-colours"] input[type="radio"]').nth(1).check();
      await page.getByTestId('ppt-pattern').getByRole('radio', { name: 'Grid' }).check();
      await saved(page);
      const after = await thumbTitles(page);
      expect(after).toHaveLength(8);
      await page.getByTestId('ppt-thumb-2').click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await snapshot(page, { path: `${screenshotDir}/brand-ppt-en-1280.png` });

      await page.reload();
      await page.getByTestId('ppt-editor').waitFor();
      expect(await thumbTitles(page)).toEqual(after);
      expect(await page.getByTestId('ppt-pattern').getByRole('radio', { name: 'Grid' }).isChecked()).toBe(true);

      const deck = await exported(page);
      expect(deck.name).toBe('Logo Maker-Northwind Coffee-Brand PPT.pptx');
      expect(deck.pages).toBe(8);
      expect(deck.text).toContain('Where we began');
      expect(deck.text).toContain('In numbers');
      expect(Object.keys(unzipSync(new Uint8Array(deck.body))).some((p) => p.startsWith('ppt/media/'))).toBe(true);
      expect(strFromU8(unzipSync(new Uint8Array(deck.body))['ppt/slides/slide3.xml']!)).toContain('Where we began');
    });
  });

  it('zh, on a phone: the Chinese outline, a new outline from another keyword, and the export', async () => {
    await journey(
      'zh',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('zh', '/download/brand-ppt?logo=1009'));
        await page.getByTestId('ppt-editor').waitFor({ timeout: 30_000 });
        const titles = await thumbTitles(page);
        expect(titles).toHaveLength(8);
        expect(titles[7]).toMatch(/谢谢|期待合作/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await snapshot(page, { path: `${screenshotDir}/brand-ppt-zh-390.png`, fullPage: true });
        await page.getByTestId('ppt-keyword').fill('山水茶社 + 以茶会友');
        await page.getByTestId('ppt-rewrite').click();
        await page.locator('.confirm-popover .confirm-popover__ok').click();
        await page.waitForFunction(() => document.querySelector('[data-testid="ppt-thumb-0"]')?.getAttribute('aria-label') === '第 1 页：山水茶社');
        await saved(page);
        const deck = await exported(page);
        expect(deck.pages).toBe(8);
        expect(deck.text.replace(/\s+/g, '')).toContain('以茶会友');
      },
      390,
    );
  });

  it('a visitor of a shared logo is asked to sign in; another signed-in user is told only the owner can', async () => {
    await journey('en', null, async (page) => {
      await page.goto(siteUrl('en', '/download/brand-ppt?logo=1005'));
      await page.getByTestId('ppt-refused').waitFor();
      await page.getByTestId('ppt-sign-in').click();
      await waitForPath(page, '/login');
    });
    await journey('en', 'other@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/brand-ppt?logo=1005'));
      expect(await page.getByTestId('ppt-refused').textContent()).toContain('Only the logo’s owner');
    });
  });
});
