import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotDir, siteUrl as sharedSiteUrl, type Site, snapshot } from './setup/browser';
import { settled } from './setup/download';
import { expectFocusInDialog, expectFocusOn, expectFocusTrapped, focusStop, tabAndPress, tabTo } from './setup/keyboard';
import { ownServer } from './setup/own-server';
import { inContext } from './setup/people';

/*
 * Keyboard only (issue 30, WCAG 2.1.1, 2.4.3, 2.4.7, 4.1.3): the brand PPT's
 * slides chosen in the list, their fields typed, moved up and down, one added
 * from the Add menu and one removed through its confirmation; the server keeps
 * it all (a reload shows it). Its own product server: the shared one's decks
 * of 1001 and 1009 are the brand PPT journey's.
 */
const own = ownServer();

const siteUrl = (site: Site, path: string) => sharedSiteUrl(site, path, own.server.port);
const saved = (page: Page) => page.locator('[data-testid="ppt-save-state"][data-state="saved"]').waitFor({ timeout: 20_000 });
const thumbTitles = (page: Page) => page.locator('[data-testid^="ppt-thumb-"]').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''));
const announced = (page: Page) => page.getByTestId('ppt-announce').textContent();

/** Selects all of the focused field's text and types over it. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

const WORDS = {
  en: {
    slide: (n: number, title: string) => `Slide ${n}: ${title}`,
    moved: (from: number, to: number) => `Slide ${from} moved to place ${to} of 8.`,
    added: 'Slide 4 of 9 added: Figures.',
    removed: 'Slide 7 removed; 8 slides left.',
    title: 'Where we began',
    figures: 'In numbers',
  },
  zh: {
    slide: (n: number, title: string) => `第 ${n} 页：${title}`,
    moved: (from: number, to: number) => `第 ${from} 页已移到第 ${to} 页（共 8 页）。`,
    added: '已添加第 4 页（数据），共 9 页。',
    removed: '第 7 页已删除，还剩 8 页。',
    title: '我们的起点',
    figures: '数字说话',
  },
} as const;

async function journey(page: Page, site: Site, logo: number, width: number): Promise<void> {
  const w = WORDS[site];
  await page.goto(siteUrl(site, `/download/brand-ppt?logo=${logo}`));
  await page.getByTestId('ppt-editor').waitFor({ timeout: 60_000 });
  await saved(page);
  const before = await thumbTitles(page);
  expect(before).toHaveLength(8);
  const titleOf = (label: string) => label.replace(/^(Slide \d+: |第 \d+ 页：)/, '');
  const order = before.map(titleOf);

  // Slide 2 chosen in the list, its title and points typed.
  await tabAndPress(page, page.getByTestId('ppt-thumb-1'), 'Enter', { max: 80 });
  await expect.poll(() => page.getByTestId('ppt-thumb-1').getAttribute('aria-current')).toBe('true');
  await tabTo(page, page.getByTestId('ppt-slide-title'));
  await typeOver(page, w.title);
  await tabTo(page, page.getByTestId('ppt-slide-subtitle'));
  await typeOver(page, '2016');
  await tabTo(page, page.getByTestId('ppt-slide-lines'));
  await typeOver(page, 'A corner café\nOur own roasts');
  order[1] = w.title;

  // Moved down twice, then up once: each move is announced, the focus stays on the button.
  const down = page.getByTestId('ppt-move-down');
  const up = page.getByTestId('ppt-move-up');
  await tabTo(page, down, { back: true });
  await page.keyboard.press('Enter');
  await expect.poll(() => announced(page)).toBe(w.moved(2, 3));
  await page.keyboard.press('Enter');
  await expect.poll(() => announced(page)).toBe(w.moved(3, 4));
  await expectFocusOn(down);
  await tabAndPress(page, up, 'Enter', { back: true });
  await expect.poll(() => announced(page)).toBe(w.moved(4, 3));
  order.splice(2, 0, order.splice(1, 1)[0]!);
  expect((await thumbTitles(page)).map(titleOf)).toEqual(order);

  // Up to the first place: "up" is disabled there, and the focus is on "down" rather than lost.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(() => announced(page)).toBe(w.moved(2, 1));
  await expectFocusOn(down);
  expect(await up.isDisabled()).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(() => announced(page)).toBe(w.moved(2, 3));
  expect((await thumbTitles(page)).map(titleOf)).toEqual(order);

  // The Add menu: the focus goes into it; Escape closes it and gives the focus back.
  const add = page.getByTestId('ppt-add');
  await tabAndPress(page, add);
  await page.locator('[role="menu"]').waitFor();
  await expectFocusInDialog(page);
  await page.keyboard.press('Escape');
  await expectFocusOn(add);
  // Again: the fifth layout (Figures) chosen with the arrows, added after the chosen slide; the focus is back on Add.
  await page.keyboard.press('Enter');
  await expectFocusInDialog(page);
  const active = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  const figures = site === 'zh' ? '数据' : 'Figures';
  // The menu moves its focus a frame after the key: each press waits for it to move before reading.
  for (let i = 0; i < 8 && (await active()) !== figures; i++) {
    const before = await active();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((was) => (document.activeElement?.textContent ?? '') !== was, before);
  }
  expect(await active()).toBe(figures);
  expect((await focusStop(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => announced(page)).toBe(w.added);
  await expectFocusOn(add);
  await expect.poll(() => page.getByTestId('ppt-thumb-3').getAttribute('aria-current')).toBe('true');
  await tabTo(page, page.getByTestId('ppt-slide-title'));
  await typeOver(page, w.figures);
  order.splice(3, 0, w.figures);

  // Slide 7 removed: the confirmation takes the focus and keeps it; Escape keeps the slide, then Remove removes it.
  await tabAndPress(page, page.getByTestId('ppt-thumb-6'), 'Enter', { back: true, max: 80 });
  await expect.poll(() => page.getByTestId('ppt-thumb-6').getAttribute('aria-current')).toBe('true');
  const remove = page.getByTestId('ppt-remove');
  await tabAndPress(page, remove);
  const confirmation = page.locator('.popup[role="alertdialog"]');
  await confirmation.waitFor();
  expect(await confirmation.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent())).toBe(site === 'zh' ? '删除这一页？' : 'Remove this slide?');
  await expectFocusInDialog(page);
  await settled(page);
  await snapshot(page, { path: `${screenshotDir}/keyboard-brand-ppt-confirm-${site}-${width}.png` });
  await expectFocusTrapped(page, 5);
  await page.keyboard.press('Escape');
  await confirmation.waitFor({ state: 'hidden' });
  await expectFocusOn(remove);
  expect(await thumbTitles(page)).toHaveLength(9);
  await page.keyboard.press('Enter');
  await confirmation.waitFor();
  await expectFocusInDialog(page);
  await tabAndPress(page, confirmation.locator('.btn--primary'), 'Enter', { max: 3 });
  await expect.poll(() => announced(page)).toBe(w.removed);
  await expectFocusOn(remove);
  order.splice(6, 1);

  await saved(page);
  const expected = order.map((title, i) => w.slide(i + 1, title));
  expect(await thumbTitles(page)).toEqual(expected);
  await settled(page);
  await snapshot(page, { path: `${screenshotDir}/keyboard-brand-ppt-${site}-${width}.png` });

  // The server kept it: the same slides after a reload, the typed text in its place.
  await page.reload();
  await page.getByTestId('ppt-editor').waitFor();
  expect(await thumbTitles(page)).toEqual(expected);
  await tabAndPress(page, page.getByTestId('ppt-thumb-2'), 'Enter', { max: 80 });
  expect(await page.getByTestId('ppt-slide-title').inputValue()).toBe(w.title);
  expect(await page.getByTestId('ppt-slide-subtitle').inputValue()).toBe('2016');
  expect(await page.getByTestId('ppt-slide-lines').inputValue()).toBe('A corner café\nOur own roasts');
}

describe('the brand PPT by keyboard', () => {
  it('en, 1280 (1001): choose, edit, move, add and remove slides, kept after a reload', async () => {
    await inContext(own.contextFor('en', 'owner@demo.test', 1280), async (page) => {
      await journey(page, 'en', 1001, 1280);
    });
  });

  it('zh, 390 (1009): the same on the Chinese site at phone width', async () => {
    await inContext(own.contextFor('zh', 'owner@demo.test', 390), async (page) => {
      await journey(page, 'zh', 1009, 390);
    });
  });

  // The other site at the other width: the confirmation as it opens by keyboard, seen (and its focus kept).
  for (const [site, logo, width] of [
    ['en', 1001, 390],
    ['zh', 1009, 1280],
  ] as const) {
    it(`${site}, ${width}: the removal's confirmation opened by keyboard`, async () => {
      await inContext(own.contextFor(site, 'owner@demo.test', width), async (page) => {
        await page.goto(siteUrl(site, `/download/brand-ppt?logo=${logo}`));
        await page.getByTestId('ppt-editor').waitFor({ timeout: 60_000 });
        const remove = page.getByTestId('ppt-remove');
        await tabAndPress(page, remove, 'Enter', { max: 80 });
        await page.locator('.popup[role="alertdialog"]').waitFor();
        await expectFocusInDialog(page);
        await settled(page);
        await snapshot(page, { path: `${screenshotDir}/keyboard-brand-ppt-confirm-${site}-${width}.png` });
        await expectFocusTrapped(page, 3);
        await page.keyboard.press('Escape');
        await expectFocusOn(remove);
      });
    });
  }
});
