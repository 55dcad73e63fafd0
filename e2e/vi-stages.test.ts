import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, personPage, screenshotDir, siteUrl, snapshot } from './setup/browser';
import { startUsing } from './setup/area-pages';

/* The brand identity page under keyboard use, and what one stage's fault may take down (spec 02 §2). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

/** The page's uncaught errors and the errors React reports, from the page's first script on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** The page is whole: its title, the guidelines button, the watermark rows and the stages' headings. */
async function expectWhole(page: Page): Promise<void> {
  expect(await page.locator('h1').textContent()).toBe('Brand identity');
  await page.getByTestId('vi-guidelines').waitFor();
  // The watermark stage's code may still be on its way (it loads at the first interaction, like the fonts' stage that failed first).
  await page.locator('[data-testid="vi-watermark-row-2"]').waitFor();
  expect(await page.locator('[data-testid^="vi-watermark-row-"]').count()).toBe(3);
  expect(await page.locator('.vi-section h2').allTextContents()).toEqual(
    expect.arrayContaining(['Your logo in use', 'Background watermarks', 'Fonts and colours', 'Word templates']),
  );
}

describe('the brand identity page of 1001 (English site, the owner)', () => {
  let ctx: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ ctx, page } = await personPage(browser, 'en', 'owner@demo.test'));
    errors = errorsOf(page);
    await page.goto(siteUrl('en', '/download/vi?logo=1001'));
    await startUsing(page);
    await page.getByTestId('vi-watermark-6').waitFor();
  });
  afterAll(() => ctx.close());

  it('takes 30 presses of ← and 30 of → on watermarks’ opacity sliders: the value moves and the page stays whole', async () => {
    // Picture 7 (row 1, at 1) and picture 14 (row 3, at 0.5).
    for (const [index, from, low] of [[6, '1', '0.7'], [13, '0.5', '0.2']] as const) {
      const slot = page.getByTestId(`vi-watermark-${index}`);
      const handle = slot.getByRole('slider');
      await handle.focus();
      expect(await slot.getAttribute('data-opacity')).toBe(from);
      const before = await slot.getByTestId('vi-watermark-preview').getAttribute('src');
      for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
      await expect.poll(() => slot.getAttribute('data-opacity')).toBe(low);
      expect(await handle.getAttribute('aria-valuenow')).toBe(low);
      // The picture follows the slider.
      await expect.poll(() => slot.getByTestId('vi-watermark-preview').getAttribute('src')).not.toBe(before);
      // Still the focused control: 30 presses of → bring it back.
      for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => slot.getAttribute('data-opacity')).toBe(from);
      await expectWhole(page);
      expect(await page.locator('[data-testid$="-failed"]').count()).toBe(0);
      expect(errors).toEqual([]);
      // Focus stayed on the slider, which says which picture it sets.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Opacity of watermark picture ${index + 1}`);
    }
  });
});

describe('one stage’s fault', () => {
  it('stays in its stage: a message with a retry there, the rest of the page whole; the retry draws it again', async () => {
    const { ctx, page } = await personPage(browser, 'en', 'owner@demo.test');
    try {
      // A browser whose FontFace fails (the fonts stage alone loads the logo's fonts with it).
      await ctx.addInitScript(() => {
        const w = window as unknown as { FontFace: typeof FontFace; faultFonts: boolean };
        const Real = w.FontFace;
        w.faultFonts = true;
        w.FontFace = function (...args: ConstructorParameters<typeof FontFace>) {
          if (w.faultFonts) throw new Error('FontFace failed');
          return new Real(...args);
        } as unknown as typeof FontFace;
      });
      await page.goto(siteUrl('en', '/download/vi?logo=1001'));
      await startUsing(page);
      const fonts = page.getByTestId('vi-fonts');
      const failed = fonts.getByTestId('vi-fonts-failed');
      // The stage's fonts load as its cards come near the view.
      await fonts.scrollIntoViewIfNeeded();
      await failed.waitFor();
      expect(await failed.getAttribute('role')).toBe('alert');
      expect(await failed.textContent()).toContain('This part of the page could not be shown.');
      // The stage keeps its heading; its content is gone, the other stages are there.
      expect(await fonts.locator('h2').textContent()).toBe('Fonts and colours');
      expect(await fonts.getByTestId('vi-font-name').count()).toBe(0);
      await expectWhole(page);
      // A watermark (drawn as it comes near the view) is there.
      await page.getByTestId('vi-watermark-6').scrollIntoViewIfNeeded();
      await page.getByTestId('vi-watermark-6').getByTestId('vi-watermark-preview').waitFor();
      expect(await page.locator('[data-testid$="-failed"]').count()).toBe(1);
      await failed.scrollIntoViewIfNeeded();
      await snapshot(page, { path: `${screenshotDir}/vi-stage-failed-en-1280.png` });

      await page.evaluate(() => {
        (window as unknown as { faultFonts: boolean }).faultFonts = false;
      });
      await fonts.getByTestId('vi-fonts-failed-retry').click();
      await fonts.getByTestId('vi-font-name').waitFor();
      expect(await fonts.getByTestId('vi-fonts-failed').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});

describe('what a phone loads first', () => {
  it('the stages below the first view come at the first scroll, not with the page', async () => {
    const { ctx, page } = await personPage(browser, 'en', 'owner@demo.test', 390);
    try {
      const stages: string[] = [];
      page.on('request', (r) => {
        const stage = /\/(EffectsStage|WatermarkStage|IconStage|FontStage|WordTemplatesStage)-[^/]*\.js$/.exec(r.url())?.[1];
        if (stage) stages.push(stage);
      });
      await page.goto(siteUrl('en', '/download/vi?logo=1001'));
      // The first view: the logo in use and, under it, the effects (in view on a phone).
      await page.getByTestId('vi-mockups').waitFor();
      await page.getByTestId('vi-effects').waitFor();
      expect(stages).toContain('EffectsStage');
      // Far below: their places held, their code not fetched.
      for (const part of ['vi-icons-part', 'vi-fonts-part', 'vi-word-part']) expect(await page.getByTestId(part).count(), part).toBe(1);
      expect(stages).not.toContain('FontStage');
      expect(stages).not.toContain('WordTemplatesStage');
      // The customer scrolls: every stage comes, each in its place.
      await page.evaluate(() => window.scrollBy(0, 200));
      await page.getByTestId('vi-fonts').waitFor();
      await page.getByTestId('vi-word').waitFor();
      expect(await page.locator('.when-near').count()).toBe(0);
      expect(stages).toEqual(expect.arrayContaining(['IconStage', 'FontStage', 'WordTemplatesStage']));
      await expectWhole(page);
    } finally {
      await ctx.close();
    }
  });
});
