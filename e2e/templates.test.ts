import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPerson, closeBrowser, launchBrowser, screenshotDir, siteUrl, type Site, snapshot } from './setup/browser';
import { chooseOpened } from './setup/download';
import { waitForPath } from './setup/people';
import { chooseOffer, pay } from './setup/purchase';
import { startUsing } from './setup/area-pages';

/*
 * The Word and PPT templates pages (spec 02 §2, §4, §6, §7): the grids with
 * their previews (the logo put into each preview's image slots), the
 * download menu (the file through its savePath, or the brand's Office
 * theme), and the gate: a visitor signs in, a non-buyer buys, a buyer
 * without the office package buys it — and then downloads.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const journey = (site: Site, email: string | null, run: (page: Page) => Promise<void>, width?: number) => asPerson(browser, site, email, run, width);

/** Waits until every card's preview is drawn with the logo in it (each card fetches its preview once it nears the view). */
async function previewsDrawn(page: Page, count: number): Promise<void> {
  await page.locator('.template-card').nth(count - 1).waitFor();
  for (let i = 0; i < count; i++) await page.locator('.template-card').nth(i).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    (n) => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>('[data-testid="template-preview"]')];
      return imgs.length === n && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    count,
    { timeout: 30_000 },
  );
}

async function menuDownload(page: Page, card: string, item: string): Promise<{ name: string; body: Buffer }> {
  const c = page.getByTestId(card);
  await c.getByTestId('template-download').click();
  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  // Menus opened before stay in the page, hidden: the open one is clicked.
  await chooseOpened(page.locator(`[role="menu"] [data-testid="${item}"]`));
  const dl = await downloaded;
  return { name: dl.suggestedFilename(), body: readFileSync((await dl.path())!) };
}

/** The pages LibreOffice makes of a file. */
function pdfPages(body: Buffer, ext: string): { pages: number; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tpl-e2e-'));
  writeFileSync(join(dir, `f.${ext}`), body);
  execFileSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', 'pdf', '--outdir', dir, join(dir, `f.${ext}`)], { stdio: 'ignore', timeout: 120_000 });
  const info = execFileSync('pdfinfo', [join(dir, 'f.pdf')], { encoding: 'utf8' });
  return { pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), text: execFileSync('pdftotext', [join(dir, 'f.pdf'), '-'], { encoding: 'utf8' }) };
}

describe('the Word templates page', () => {
  it('en: ten templates, 3 a row, each with the logo; the letterhead downloads as a .docx that opens; the Office theme too', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/word?logo=1001'));
      await page.getByRole('heading', { name: 'Word templates' }).waitFor();
      await previewsDrawn(page, 10);
      const tops = await page.locator('.template-card').evaluateAll((cards) => cards.slice(0, 4).map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(tops[0]).toBe(tops[2]);
      expect(tops[3]).toBeGreaterThan(tops[0]!);
      // The card is 141.38 % as tall as it is wide.
      const ratio = await page.locator('.template-card__ratio').first().evaluate((el) => el.getBoundingClientRect().height / el.getBoundingClientRect().width);
      expect(ratio).toBeCloseTo(1.4138, 2);
      expect(await page.getByTestId('templates-gate').count()).toBe(0);
      await snapshot(page, { path: `${screenshotDir}/templates-word-en-1280.png`, fullPage: true });

      const doc = await menuDownload(page, 'template-letterhead', 'template-as-docx');
      expect(doc.name).toBe('Logo Maker-Northwind Coffee-Letterhead.docx');
      const parts = unzipSync(new Uint8Array(doc.body));
      expect(Object.keys(parts).some((p) => p.startsWith('word/media/'))).toBe(true);
      expect(strFromU8(parts['word/footer1.xml']!)).toContain('Northwind Coffee');
      const pdf = pdfPages(doc.body, 'docx');
      expect(pdf.pages).toBe(1);
      expect(pdf.text).toContain('Northwind Coffee');

      const theme = await menuDownload(page, 'template-invoice', 'template-as-thmx');
      expect(theme.name).toBe('Logo Maker-Northwind Coffee-Office theme.thmx');
      expect(strFromU8(unzipSync(new Uint8Array(theme.body))['theme/theme/theme1.xml']!)).toContain('<a:clrScheme name="Northwind Coffee">');
    });
  });

  it('zh, on a phone: one card a row, nothing wider than the screen', async () => {
    await journey(
      'zh',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('zh', '/download/word?logo=1001'));
        await page.getByRole('heading', { name: 'Word 模板' }).waitFor();
        await previewsDrawn(page, 10);
        const lefts = await page.locator('.template-card').evaluateAll((cards) => cards.slice(0, 2).map((c) => Math.round(c.getBoundingClientRect().left)));
        expect(lefts[0]).toBe(lefts[1]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await snapshot(page, { path: `${screenshotDir}/templates-word-zh-390.png`, fullPage: false });
      },
      390,
    );
  });
});

describe('the PPT templates page', () => {
  it('zh: eight decks, 2 a row, 16:9; a deck downloads as a .pptx whose slides open', async () => {
    await journey('zh', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('zh', '/download/ppt?logo=1001'));
      await page.getByRole('heading', { name: 'PPT 模板' }).waitFor();
      await previewsDrawn(page, 8);
      const tops = await page.locator('.template-card').evaluateAll((cards) => cards.slice(0, 3).map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(tops[0]).toBe(tops[1]);
      expect(tops[2]).toBeGreaterThan(tops[0]!);
      const ratio = await page.locator('.template-card__ratio').first().evaluate((el) => el.getBoundingClientRect().height / el.getBoundingClientRect().width);
      expect(ratio).toBeCloseTo(0.5625, 2);
      await snapshot(page, { path: `${screenshotDir}/templates-ppt-zh-1280.png`, fullPage: true });
      const deck = await menuDownload(page, 'template-pitch-deck', 'template-as-pptx');
      expect(deck.name).toBe('Logo设计-Northwind Coffee-融资路演.pptx');
      const pdf = pdfPages(deck.body, 'pptx');
      expect(pdf.pages).toBe(7);
      expect(pdf.text.replace(/\s+/g, '')).toContain('解决方案');
    });
  });

  it('en, on a phone: the decks in one column', async () => {
    await journey(
      'en',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('en', '/download/ppt?logo=1001'));
        await previewsDrawn(page, 8);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await snapshot(page, { path: `${screenshotDir}/templates-ppt-en-390.png` });
      },
      390,
    );
  });
});

describe("the brand identity page's Word templates section (spec 02 §2)", () => {
  it('en: every Word template with the logo and its docx download; the link to all templates keeps the logo', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/vi?logo=1001'));
      await startUsing(page);
      const section = page.getByTestId('vi-word');
      await section.scrollIntoViewIfNeeded();
      await section.locator('.template-card').nth(9).waitFor();
      expect(await section.locator('.template-card').count()).toBe(10);
      await section.getByTestId('template-memo').scrollIntoViewIfNeeded();
      await section.locator('[data-testid="template-memo"] [data-testid="template-preview"]').waitFor({ timeout: 30_000 });
      const doc = await menuDownload(page, 'template-memo', 'template-as-docx');
      expect(doc.name).toBe('Logo Maker-Northwind Coffee-Memo.docx');
      await section.getByTestId('vi-word-all').click();
      const url = await waitForPath(page, '/download/word');
      expect(url.searchParams.get('logo')).toBe('1001');
      await page.getByRole('heading', { name: 'Word templates' }).waitFor();
    });
  });
});

describe('the templates gate (spec 02 §4)', () => {
  it('a visitor of a shared logo sees the previews and is sent to sign in', async () => {
    await journey('en', null, async (page) => {
      await page.goto(siteUrl('en', '/download/word?logo=1005'));
      await previewsDrawn(page, 10);
      expect(await page.getByTestId('templates-gate').textContent()).toContain('Sign in to download');
      await page.getByTestId('template-memo').getByTestId('template-download').click();
      await waitForPath(page, '/login');
    });
  });

  it('a logo not bought: downloading opens the packages', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/ppt?logo=1003'));
      await page.getByTestId('templates-gate').waitFor();
      await page.getByTestId('template-report').getByTestId('template-download').click();
      await page.getByTestId('offer-package_professional').waitFor();
      expect(await page.getByTestId('offer-office_package').count()).toBe(0);
    });
  });

  it('a buyer without the office package buys it in the sandbox, then downloads', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/word?logo=1006'));
      expect(await page.getByTestId('templates-gate').textContent()).toContain('office templates package');
      await page.getByTestId('template-quotation').getByTestId('template-download').click();
      await chooseOffer(page, 'office_package');
      expect(await page.getByTestId('offer-office_package').textContent()).toContain('$15');
      await pay(page);
      await page.waitForURL(/\/pay\/sandbox\//);
      await page.getByTestId('sandbox-pay').click();
      await page.waitForURL(/payment=1/);
      await page.goto(siteUrl('en', '/download/word?logo=1006'));
      await previewsDrawn(page, 10);
      expect(await page.getByTestId('templates-gate').count()).toBe(0);
      const doc = await menuDownload(page, 'template-quotation', 'template-as-docx');
      expect(doc.name).toBe('Logo Maker-Kettle & Co-Quotation.docx');
      expect(Object.keys(unzipSync(new Uint8Array(doc.body)))).toContain('word/document.xml');
    });
  });
});
