import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotDir, siteUrl, WITH_MOTION, type Site, snapshot } from './setup/browser';
import { expectFocusInDialog, expectFocusOn, expectFocusTrapped, focusStop, tabAndPress, tabTo } from './setup/keyboard';
import { ownServer } from './setup/own-server';
import { inContext } from './setup/people';
import { settled } from './setup/size-dialog';

/**
 * Keyboard only (issue 30): after a page is opened, nothing but Tab,
 * Shift+Tab, Enter, Space, arrows, Escape and typing, with the focus seen at
 * every stop (setup/keyboard.ts). Buying, downloading every format of a card,
 * a custom size, and the partner activation change the demo data: they run on
 * a server of their own.
 */
const own = ownServer({}, WITH_MOTION);

const url = (site: Site, path: string) => siteUrl(site, path, own.server.port);
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/** Opens a page and waits for its title; the focus starts at the top of the document, as after a fresh load. */
async function open(page: Page, site: Site, path: string, ready: string): Promise<void> {
  await page.goto(url(site, path));
  await page.getByTestId(ready).waitFor();
  await settled(page);
}

/**
 * A modal dialog by keyboard: Enter on `opener` (focused) opens it with the focus inside, Tab and
 * Shift+Tab stay in it, Escape closes it and gives the focus back to `opener`; then Enter opens it again.
 */
async function dialogRoundTrip(page: Page, opener: Locator, shownBy: string): Promise<void> {
  await page.keyboard.press('Enter');
  await page.getByTestId(shownBy).waitFor();
  await expectFocusInDialog(page);
  await settled(page);
  await expectFocusTrapped(page, 10);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId(shownBy).isVisible()).toBe(false);
  await expectFocusOn(opener);
  await page.keyboard.press('Enter');
  await page.getByTestId(shownBy).waitFor();
  await settled(page);
}

describe('a card\'s Download menu, keyboard only (en, bought logo 1001)', () => {
  it('reaches the menu by Tab, downloads every format from it and the focus comes back to the menu button each time', async () => {
    await inContext(own.contextFor('en', 'owner@demo.test'), async (page) => {
      await open(page, 'en', '/download/?logo=1001', 'logo-title');
      const trigger = page.getByTestId('download-main');
      await tabTo(page, trigger, { max: 80 });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      const formats = await page.locator('[data-testid^="download-main-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('download-main-'.length)));
      expect(formats.length).toBeGreaterThanOrEqual(5);
      await page.keyboard.press('Escape');
      await expectFocusOn(trigger);
      // Tab or Shift+Tab in the open list: closed, the focus back on the menu button (not lost past the page's end).
      for (const key of ['Tab', 'Shift+Tab']) {
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press(key);
        await expectFocusOn(trigger);
        expect(await trigger.getAttribute('aria-expanded'), `${key} left the menu open`).toBe('false');
      }

      const saved: string[] = [];
      for (const [i, format] of formats.entries()) {
        // Enter on the menu button opens the list on the first format; ArrowDown moves to the i-th.
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
        // The list zooms in from transparent: its ring is read once it is there.
        await settled(page);
        for (let k = 0; k < i; k++) await page.keyboard.press('ArrowDown');
        expect(await page.evaluate(() => document.activeElement?.querySelector('[data-testid]')?.getAttribute('data-testid'))).toBe(`download-main-${format}`);
        expect((await focusStop(page)).visible, `focus on the ${format} item cannot be seen`).toBe(true);
        const sized = await page.evaluate(() => !document.activeElement?.querySelector('a'));
        if (sized) {
          // A sized format: the size dialog, the focus inside it; Enter on its Download button saves the file.
          const [dl] = await Promise.all([
            page.waitForEvent('download'),
            (async () => {
              await page.keyboard.press('Enter');
              await page.getByTestId('size-dialog-file').waitFor();
              await expectFocusInDialog(page);
              await tabAndPress(page, page.getByTestId('size-download'), 'Enter', { max: 20 });
            })(),
          ]);
          saved.push(dl.suggestedFilename());
        } else {
          const [dl] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
          saved.push(dl.suggestedFilename());
        }
        await expectFocusOn(trigger);
      }
      // One file per format, each with its format's extension.
      expect(saved).toHaveLength(formats.length);
      for (const name of saved) expect(name).toMatch(/^Northwind Coffee-main(-[a-z0-9-]+)?\.(png|jpg|svg|pdf|eps|ico|zip)$/);
    });
  });

  it('the size dialog by keyboard: focus inside and kept there, Escape gives it back; a custom size typed is the size downloaded', async () => {
    await inContext(own.contextFor('en', 'owner@demo.test'), async (page) => {
      await open(page, 'en', '/download/?logo=1001', 'logo-title');
      const trigger = page.getByTestId('download-main');
      await tabTo(page, trigger, { max: 80 });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      for (let k = 0; k < 10 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'PNG (high resolution)'; k++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByTestId('size-dialog-file').waitFor();
      await expectFocusInDialog(page);
      await settled(page);
      await expectFocusTrapped(page, 12);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('size-dialog-file').count()).toBe(0);
      await expectFocusOn(trigger);

      // Again, on to the custom size: the preset radios move with the arrows, the width and height are typed.
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      for (let k = 0; k < 10 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'PNG (high resolution)'; k++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByTestId('size-dialog-file').waitFor();
      await settled(page);
      await tabTo(page, page.locator('.size-presets'), { max: 10 });
      for (let k = 0; k < 6 && !(await page.getByTestId('size-preset-custom').isChecked()); k++) await page.keyboard.press('ArrowDown');
      expect(await page.getByTestId('size-preset-custom').isChecked()).toBe(true);
      await tabTo(page, page.getByTestId('size-width'), { max: 6 });
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('640');
      await tabTo(page, page.getByTestId('size-height'), { max: 3 });
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('480');
      const download = page.waitForEvent('download');
      await tabAndPress(page, page.getByTestId('size-download'), 'Enter', { max: 8 });
      const meta = await sharp(readFileSync(await (await download).path())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 480]);
      await expectFocusOn(trigger);
    });
  });
});

describe('the brand kit, keyboard only (en, bought logo 1001)', () => {
  it('builds the kit from the keyboard, says its start and its end to a screen reader (not each file) and saves the ZIP', async () => {
    await inContext(own.contextFor('en', 'owner@demo.test'), async (page) => {
      await open(page, 'en', '/download/?logo=1001', 'logo-title');
      // What the polite region says, in order, while the kit is built.
      await page.evaluate(() => {
        const region = document.querySelector('[data-testid="announcement"]')!;
        const said: string[] = ((window as unknown as { said: string[] }).said = []);
        new MutationObserver(() => region.textContent && said.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true });
      });
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await tabAndPress(page, page.getByTestId('kit-button'), 'Enter', { max: 80 });
      expect((await download).suggestedFilename()).toMatch(/\.zip$/);
      // The end is said as the ZIP is handed over: it may come just after the download starts.
      await expect.poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual(['Building your brand kit…', 'Your brand kit is ready: saving the ZIP.']);
      // The progress is shown, not spoken file by file.
      expect(await page.locator('[data-testid="kit-progress"][role="status"], [data-testid="kit-progress"] [aria-live]').count()).toBe(0);
    });
  });
});

describe('buying on the sandbox checkout, keyboard only (en, logo 1003 not bought)', () => {
  it('Buy opens the packages with the focus in them, the arrows choose, Pay goes to the checkout, Pay there, the notice closes by keyboard', async () => {
    await inContext(own.contextFor('en', 'owner@demo.test'), async (page) => {
      await open(page, 'en', '/download/?logo=1003', 'logo-title');
      const buy = page.getByTestId('purchase-button');
      await tabTo(page, buy, { max: 40 });
      await dialogRoundTrip(page, buy, 'offer-package_basic');
      await tabTo(page, page.locator('.purchase-offers[role="radiogroup"]'), { max: 10 });
      for (let k = 0; k < 4 && (await page.getByTestId('offer-package_basic').getAttribute('data-checked')) !== 'true'; k++) await page.keyboard.press('ArrowUp');
      expect(await page.getByTestId('offer-package_basic').getAttribute('data-checked')).toBe('true');
      await tabAndPress(page, page.getByTestId('purchase-pay'), 'Enter', { max: 15 });
      await page.waitForURL(/\/pay\/sandbox\//);
      // The checkout page: its Pay button has the focus (autofocus); Tab order reaches it either way.
      await page.getByTestId('sandbox-pay').waitFor();
      if ((await focusedTestId(page)) !== 'sandbox-pay') await tabTo(page, page.getByTestId('sandbox-pay'), { max: 6 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/payment=1/);
      const close = page.getByTestId('payment-notice-close');
      await close.waitFor();
      await expectFocusInDialog(page);
      await tabAndPress(page, close, 'Enter', { max: 6 });
      await expect.poll(() => new URL(page.url()).searchParams.get('payment')).toBeNull();
      expect(await page.getByTestId('package-badge').getAttribute('data-tier')).toBe('basic');
    });
  });
});

describe('the partner activation, keyboard only (en, brand-package logo 1007)', () => {
  it('opens the modal by keyboard, runs its three steps from the keyboard and goes on to the partner; Escape closes it and gives the focus back', async () => {
    await inContext(own.contextFor('en', 'owner@demo.test'), async (page) => {
      await open(page, 'en', '/download/brand?logo=1007', 'brand-activate');
      const opener = page.getByTestId('brand-activate');
      await tabTo(page, opener, { max: 60 });
      await dialogRoundTrip(page, opener, 'activate-title');
      // The account is the owner's own e-mail: no code needed; submit runs account → brand → done.
      await page.getByTestId('activate-code-skipped').waitFor();
      await tabAndPress(page, page.getByTestId('activate-submit'), 'Enter', { max: 12 });
      await expect.poll(() => page.getByTestId('activate-progress').getAttribute('aria-valuenow'), { timeout: 20_000 }).toBe('100');
      // Its end said to a screen reader once.
      await expect.poll(() => page.getByTestId('announcement').textContent()).toBe('Your brand is ready');
      // Done: the same button goes to the partner (a new tab), reached and pressed by keyboard.
      const [partner] = await Promise.all([page.context().waitForEvent('page'), tabAndPress(page, page.getByTestId('activate-submit'), 'Enter', { max: 12 })]);
      await partner.getByTestId('sso-brand').waitFor();
      expect(await partner.getByTestId('sso-brand').textContent()).toBe('Summit Ventures');
    });
  });
});

describe('the animations, keyboard only', () => {
  for (const [site, width, logo] of [
    ['en', 1280, 1001],
    ['zh', 390, 1009],
  ] as const) {
    it(`${site}, ${width}: steps through the effects by arrows and buttons, pauses the preview, picks a shape and a background, makes the GIF, pauses it, saves it, and the focus comes back to the GIF button`, async () => {
      await inContext(own.contextFor(site, 'owner@demo.test', width), async (page) => {
        await open(page, site, `/download/animate?logo=${logo}`, 'animate-effect');
        const effect = () => page.getByTestId('animate-effect').textContent();
        const first = await effect();
        // The preview takes the focus and the arrows step through the effects (wrapping).
        await tabTo(page, page.locator('.animate-stage'), { max: 40 });
        await page.keyboard.press('ArrowLeft');
        const last = await effect();
        expect(last).not.toBe(first);
        await page.keyboard.press('ArrowRight');
        expect(await effect()).toBe(first);
        // The next-effect button, by Enter.
        await tabAndPress(page, page.getByTestId('animate-next'), 'Enter', { max: 4 });
        const chosen = await effect();
        expect([first, last]).not.toContain(chosen);
        // Pause, by Space.
        await tabAndPress(page, page.getByTestId('animate-play'), ' ', { max: 4 });
        await expect.poll(() => page.getByTestId('animate-play').getAttribute('data-playing')).toBe('false');
        // The shape: a radio group of pills, the arrows choose (4:3 → 16:9).
        await tabTo(page, page.locator('[data-testid="animate-shapes"] input:checked'), { max: 6 });
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.getByTestId('animate-canvas').getAttribute('data-shape')).toBe('landscape');
        // The background: the swatches are one radio group, the arrows choose.
        const checked = () => page.locator('[data-testid="animate-colours"] input:checked').getAttribute('value');
        const before = await checked();
        await tabTo(page, page.locator('[data-testid="animate-colours"] input:checked'), { max: 6 });
        await page.keyboard.press('ArrowRight');
        await expect.poll(checked).not.toBe(before);

        const gif = page.getByTestId('animate-gif');
        await tabAndPress(page, gif, 'Enter', { max: 12 });
        const result = page.getByTestId('animate-result');
        await result.waitFor({ timeout: 60_000 });
        await expectFocusInDialog(page);
        await settled(page);
        await expectFocusTrapped(page, 8);
        // Paused and played again from the dialog's own button; the still logo stands in while paused.
        const played = page.getByTestId('animate-result-play');
        await tabAndPress(page, played, 'Enter', { max: 6 });
        await expect.poll(async () => (await result.getAttribute('src'))!.slice(0, 5)).toBe('data:');
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await result.getAttribute('src'))!.slice(0, 5)).toBe('blob:');
        const download = page.waitForEvent('download');
        await tabAndPress(page, page.getByTestId('animate-save'), 'Enter', { max: 6 });
        expect((await download).suggestedFilename()).toMatch(new RegExp(`-${chosen}-960x540\\.gif$`));
        await page.keyboard.press('Escape');
        await result.waitFor({ state: 'hidden' });
        await expectFocusOn(gif);
        await snapshot(page, { path: `${screenshotDir}/keyboard-animate-${site}-${width}.png` });
      });
    });
  }
});

describe('a card\'s background colour, keyboard only (en, bought logo 1001)', () => {
  it('opens the swatches with the colour in use focused, arrows go round them, Escape and Tab give the focus back, Enter picks one and the card takes it', async () => {
    await inContext(own.contextFor('en', 'owner@demo.test'), async (page) => {
      await open(page, 'en', '/download/?logo=1001', 'logo-title');
      const picker = page.getByTestId('bg-picker-white');
      const text = () => page.getByTestId('logo-card-white').locator('.bg-picker__text').textContent();
      const before = (await text())!.trim();
      await tabTo(page, picker, { max: 80 });
      expect(await picker.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      // The swatches, a named dialog: the colour in use has the focus.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
      expect(await page.locator('.popup[role="dialog"]').getAttribute('aria-label')).toBe('Background colour');
      expect((await focusStop(page)).visible).toBe(true);
      await page.keyboard.press('Escape');
      await expectFocusOn(picker);
      expect(await page.getByTestId('bg-swatch-white').count()).toBe(0);
      // Tab past the last colour: closed, the focus back on the picker (not lost at the end of the page).
      await page.keyboard.press('Enter');
      const swatches = page.getByTestId('bg-swatch-white');
      await swatches.first().waitFor();
      const count = await swatches.count();
      await tabTo(page, swatches.last(), { max: count });
      await page.keyboard.press('Tab');
      await expectFocusOn(picker);
      expect(await swatches.count()).toBe(0);
      // Arrows from the colour in use to another, Enter picks it.
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
      const at = await page.evaluate(() => [...document.querySelectorAll('[data-testid="bg-swatch-white"]')].indexOf(document.activeElement!));
      await page.keyboard.press('ArrowRight');
      const next = swatches.nth((at + 1) % count);
      await expect.poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
      expect((await focusStop(page)).visible).toBe(true);
      const chosen = await next.getAttribute('aria-label');
      expect(chosen).not.toBe(before);
      await page.keyboard.press('Enter');
      await expectFocusOn(picker);
      await expect.poll(async () => (await text())!.trim()).toBe(chosen);
    });
  });
});
