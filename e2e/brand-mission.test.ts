import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openLogo, screenshotDir, signIn, WITH_MOTION, type Site, snapshot } from './setup/browser';
import { inContext, people } from './setup/people';

/**
 * The brand mission slider under the logo cards (spec 02 §1, §2, §9): four
 * slides, the first with the logo and the mission card's link with the logo,
 * turned by buttons, dots, arrow keys and a swipe, and absent in embedded mode.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const { contextFor } = people(() => browser, undefined, WITH_MOTION);

const WORDS = {
  en: { title: 'What is my brand mission?', cta: 'Make my brand mission card', carousel: 'carousel', next: 'Next slide', play: 'Turn the slides automatically' },
  zh: { title: '我的品牌使命是什么？', cta: '制作我的品牌使命卡', carousel: '轮播', next: '下一张', play: '开始自动轮播' },
} as const;

const slider = (page: Page) => page.getByTestId('brand-mission');
/** The one slide not hidden from the reader. */
const shown = (page: Page) => slider(page).locator('[data-testid^="brand-mission-slide-"][aria-hidden="false"]');
const shownId = (page: Page) => shown(page).getAttribute('data-slide');
const shownHref = (page: Page) => shown(page).locator('a').getAttribute('href');
/** Two frames drawn: what a touch just did (a discrete event, committed by React at once) is on the screen. */
const painted = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const activeTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

async function openSlider(page: Page, site: Site, logo = 1001): Promise<Locator> {
  await openLogo(page, site, logo);
  await slider(page).waitFor();
  await slider(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return slider(page);
}

/** Every slide picture (and the logo) decoded: waits for each, then reads its width. */
function naturalWidths(page: Page): Promise<number[]> {
  return slider(page)
    .locator('img')
    .evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map((img) => img.decode().then(
          () => img.naturalWidth,
          () => 0,
        )),
      ),
    );
}

/** A sideways touch drag across the slide (or across `on`), as a finger does it: Chromium makes the pointer events. */
async function swipe(page: Page, ctx: BrowserContext, dx: number, on?: Locator): Promise<void> {
  const box = (await (on ?? slider(page).locator('.brand-mission__viewport')).boundingBox())!;
  const y = box.y + (on ? box.height / 2 : box.height / 3);
  const x = box.x + box.width / 2 - dx / 2;
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 8, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe.each(['en', 'zh'] as const)('brand mission slider on the %s site', (site) => {
  const words = WORDS[site];

  it('shows four slides, the first with the logo and the link to the mission card with the logo', async () => {
    await inContext(contextFor(site, 'owner@demo.test'), async (page) => {
      // No turning by itself here: each step below says which slide it expects.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const region = await openSlider(page, site);
      expect(await region.getAttribute('role')).toBe('region');
      expect(await region.getAttribute('aria-roledescription')).toBe(words.carousel);
      expect(await page.getByRole('region', { name: await region.locator('h2').textContent() ?? '' }).count()).toBe(1);

      const slides = region.locator('[data-testid^="brand-mission-slide-"]');
      expect(await slides.evaluateAll((els) => els.map((e) => e.getAttribute('data-slide')))).toEqual(['1', '2', '3', '4']);
      expect(await shownId(page)).toBe('1');
      expect(await region.locator('[aria-hidden="true"][data-testid^="brand-mission-slide-"]').count()).toBe(3);

      const first = page.getByTestId('brand-mission-slide-1');
      expect(await first.getByRole('heading').textContent()).toBe(words.title);
      expect(await page.getByTestId('brand-mission-cta-1').textContent()).toBe(words.cta);
      expect(await shownHref(page)).toMatch(/\/design\/31452\?logo=1001$/);
      // The logo is the main card's own preview, and it is drawn.
      const logo = page.getByTestId('brand-mission-logo');
      expect(await logo.getAttribute('src')).toBe(await page.getByTestId('preview-main').getAttribute('src'));
      expect(await logo.isVisible()).toBe(true);
      // Every picture is served and decodes: the four backgrounds and the logo.
      expect((await naturalWidths(page)).every((w) => w > 0)).toBe(true);
      expect(await page.getByTestId('brand-mission-image-1').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

      // Next, previous and the dots turn the slides; the shown slide's button follows.
      await page.getByTestId('brand-mission-next').click();
      await expect.poll(() => shownHref(page)).toMatch(/\/design\/30703$/);
      await page.getByTestId('brand-mission-next').click();
      await expect.poll(() => shownHref(page)).toMatch(/\/design\/30704$/);
      await page.getByTestId('brand-mission-prev').click();
      await expect.poll(() => shownHref(page)).toMatch(/\/design\/30703$/);
      await page.getByTestId('brand-mission-dot-4').click();
      await expect.poll(() => shownHref(page)).toMatch(/\/design\/30705$/);
      const current = await region
        .locator('.brand-mission__dot')
        .evaluateAll((dots) => dots.map((d) => [d.getAttribute('aria-label'), d.getAttribute('aria-current')]));
      expect(current.map(([, c]) => c)).toEqual([null, null, null, 'true']);
      expect(current.every(([label]) => !!label)).toBe(true);
      expect(await page.getByTestId('brand-mission-next').getAttribute('aria-label')).toBe(words.next);
      // Past the last slide the buttons go round to the first.
      await page.getByTestId('brand-mission-next').click();
      await expect.poll(() => shownId(page)).toBe('1');
      expect(await page.getByTestId('brand-mission-slide-4').getAttribute('aria-hidden')).toBe('true');

      // Arrow keys turn it while it has the focus, and the focus follows to the new dot.
      await page.getByTestId('brand-mission-dot-1').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shownId(page)).toBe('2');
      expect(await activeTestId(page)).toBe('brand-mission-dot-2');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => shownId(page)).toBe('1');

      // Hidden slides' links are out of the tab order: from the shown button Tab goes on to the controls.
      await page.getByTestId('brand-mission-cta-1').focus();
      await page.keyboard.press('Tab');
      expect(await activeTestId(page)).toBe('brand-mission-rotation');
      await page.getByTestId('brand-mission-cta-2').evaluate((a: HTMLElement) => a.focus());
      expect(await activeTestId(page)).not.toBe('brand-mission-cta-2');
      // A reader who asks for less motion gets no turning until they ask for it.
      expect(await page.getByTestId('brand-mission-rotation').getAttribute('aria-label')).toBe(words.play);
    });
  });

  it('is absent in embedded mode', async () => {
    await inContext(contextFor(site, 'owner@demo.test'), async (page) => {
      await openLogo(page, site, 1001, '&embed=1');
      await expect.poll(() => page.getByTestId('logo-cards').isVisible()).toBe(true);
      await page.getByTestId('preview-main').waitFor();
      expect(await slider(page).count()).toBe(0);
    });
  });

  it.each([1280, 390])('fits at %i px without sideways scrolling (screenshot)', async (width) => {
    await inContext(contextFor(site, 'owner@demo.test', width, width > 800 ? 900 : 844), async (page) => {
      const region = await openSlider(page, site);
      // The pointer over it holds the first slide for the picture (turning by itself, as a reader sees it first).
      await region.locator('h2').hover();
      expect((await naturalWidths(page)).every((w) => w > 0)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const box = (await region.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // The picture keeps its 2:1.
      const media = (await page.getByTestId('brand-mission-image-1').boundingBox())!;
      expect(Math.abs(media.width / media.height - 2)).toBeLessThan(0.02);
      if (width < 768) {
        // Phone: the words, then the button, under the picture, the button across the slide.
        const text = (await page.getByTestId('brand-mission-slide-1').locator('p').boundingBox())!;
        const cta = (await page.getByTestId('brand-mission-cta-1').boundingBox())!;
        expect(text.y).toBeGreaterThanOrEqual(media.y + media.height - 1);
        expect(cta.y).toBeGreaterThanOrEqual(text.y + text.height);
        expect(cta.width).toBeGreaterThan(media.width * 0.8);
      }
      await snapshot(page, { path: `${screenshotDir}/download-brand-mission-${site}-${width}.png` });
    });
  });
});

describe('brand mission slider: who sees it, swipe and turning by itself', () => {
  it('shows a visitor of a shared logo the mission card with that logo', async () => {
    await inContext(contextFor('en', null), async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openSlider(page, 'en', 1005);
      expect(await shownHref(page)).toMatch(/\/design\/31452\?logo=1005$/);
    });
  });

  it('turns with a swipe on a touch screen, not past the ends', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await signIn(ctx, 'en', 'owner@demo.test');
    await inContext(Promise.resolve(ctx), async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openSlider(page, 'en');
      await swipe(page, ctx, -160);
      await expect.poll(() => shownId(page)).toBe('2');
      await swipe(page, ctx, -160);
      await expect.poll(() => shownId(page)).toBe('3');
      // Started on the button, a swipe turns the slide and does not follow the link.
      await swipe(page, ctx, 160, page.getByTestId('brand-mission-cta-3'));
      await expect.poll(() => shownId(page)).toBe('2');
      expect(new URL(page.url()).pathname).toBe('/download/');
      // A short touch is no swipe.
      await swipe(page, ctx, -12);
      await painted(page);
      expect(await shownId(page)).toBe('2');
      await swipe(page, ctx, 160);
      await expect.poll(() => shownId(page)).toBe('1');
      await swipe(page, ctx, 160);
      await painted(page);
      expect(await shownId(page)).toBe('1');
    });
  });

  it('turns by itself every 6 s, but not while the pointer is over it', async () => {
    await inContext(contextFor('en', 'owner@demo.test'), async (page) => {
      // The page's clock is Playwright's: its timers run through the seconds at once instead of waiting them out.
      await page.clock.install();
      await openSlider(page, 'en');
      expect(await shownId(page)).toBe('1');
      await page.clock.runFor(6_100);
      await expect.poll(() => shownId(page)).toBe('2');
      await slider(page).locator('.brand-mission__viewport').hover();
      await page.clock.runFor(7_000);
      await painted(page);
      expect(await shownId(page)).toBe('2');
      await page.mouse.move(1, 1);
      await page.clock.runFor(6_100);
      await expect.poll(() => shownId(page)).toBe('3');
    });
  });
});
