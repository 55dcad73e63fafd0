import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, personPage, screenshotDir, siteUrl, type Site, snapshot } from './setup/browser';
import { settled } from './setup/download';
import { waitForPath } from './setup/people';

/* spec 02 §2 "Business card page" (Enter Card Info, designs, PDF), §6; spec 01 §2 /bizcard. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const as = (site: Site, email: string | null, width?: number) => personPage(browser, site, email, width);

async function cardsShown(page: Page): Promise<void> {
  await page.getByTestId('cards-grid').waitFor();
  await page.waitForFunction(() => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('[data-testid="cards-grid"] img')].slice(0, 4);
    return imgs.length === 4 && imgs.every((i) => i.complete && i.naturalWidth > 0);
  });
}

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) await page.getByTestId(`card-field-${field}`).fill(value);
}

function pdfInfo(path: string): string {
  return execFileSync('pdfinfo', ['-box', path], { encoding: 'utf8' });
}

describe('the owner of a professional logo (1001, English site)', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('en', 'owner@demo.test'));
  });
  afterAll(() => ctx.close());

  it('/bizcard leads to /business-card: ten designs, front and back, with sample details until the buyer enters theirs', async () => {
    await page.goto(siteUrl('en', '/download/bizcard?logo=1001'));
    expect((await waitForPath(page, '/download/business-card')).search).toBe('?logo=1001');
    await cardsShown(page);
    expect(await page.title()).toBe('Northwind Coffee – business cards');
    expect(await page.locator('h1').textContent()).toBe('Business Cards');
    expect(await page.getByTestId('side-menu').getByText('Business cards').count()).toBe(1);
    expect(await page.locator('[data-testid="cards-grid"] > article').count()).toBe(10);
    expect(await page.locator('[data-testid="cards-grid"] > article').first().locator('img').count()).toBe(2);
    // The sample person's sides are the server's pictures (the first ones preloaded by the page's HTML), not drawn here.
    expect(await page.getByTestId('card-classic').getByTestId('card-front').getAttribute('src')).toBe('/api/logo/1001/business-cards/classic/front/preview.jpg');
    expect(await page.getByTestId('cards-who').textContent()).toContain('sample details');
    await snapshot(page, { path: `${screenshotDir}/business-cards-en-1280.png` });
  });

  it('asks for the details before the first PDF: checks them, previews them live, remembers them and then downloads the print PDF', async () => {
    await page.getByTestId('card-classic').getByTestId('card-pdf').click();
    const dialog = page.getByTestId('card-info-dialog');
    await dialog.waitFor();
    await settled(page);
    await page.getByTestId('card-info-save').click();
    await dialog.getByText('Please enter your name.').waitFor();
    await fill(page, { name: 'Jane Doe', email: 'jane@' });
    await page.getByTestId('card-field-title').focus();
    await dialog.getByText('This does not look right: please check it.').waitFor();
    // The preview follows the typing: a preview call carries the name as typed.
    const previewed = page.waitForResponse(
      (r) => r.url().endsWith('/business-cards/preview') && (r.request().postData() ?? '').includes('northwind.example"') && r.ok(),
    );
    await fill(page, { name: 'Jane Doe, CEO', email: 'jane@northwind.example', title: 'Head roaster', phone: '+1 555 0100 300', website: 'northwind.example' });
    await previewed;
    await page.locator('[data-testid="card-dialog-preview"][aria-busy="false"]').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="card-dialog-preview"] img')].every((i) => i.complete && i.naturalWidth > 0));
    await snapshot(page, { path: `${screenshotDir}/business-card-dialog-en-1280.png` });
    // Another design picked for the preview: its card is there at once (the page's), then with the details typed.
    await page.getByTestId('card-dialog-design').click();
    await page.locator('.ant-select-item-option', { hasText: 'Sidebar' }).click();
    expect(await page.locator('[data-testid="card-dialog-preview"] img').count()).toBe(2);
    await page.locator('[data-testid="card-dialog-preview"][aria-busy="false"]').waitFor();
    expect(await page.getByTestId('card-dialog-preview').getByTestId('card-front').getAttribute('src')).toMatch(/^blob:/);
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('card-info-save').click();
    const dl = await downloaded;
    expect(dl.suggestedFilename()).toBe('Logo Maker-Northwind Coffee-Classic-print.pdf');
    const info = pdfInfo(await dl.path());
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Page size:\s+270 x 162 pts/);
    expect(info).toMatch(/TrimBox:\s+9\.00\s+9\.00\s+261\.00\s+153\.00/);
    expect(await page.getByTestId('cards-who').textContent()).toBe('Showing the details of Jane Doe, CEO.');
  });

  it('gives the print PDF without marks unless asked (the page says most printers want none); with crop marks the page reaches beyond the bleed', async () => {
    expect(await page.getByTestId('card-marks-hint').textContent()).toBe('Most printers ask for files without crop marks.');
    expect(await page.getByRole('radio', { name: 'Without marks' }).isChecked()).toBe(true);
    await page.getByTestId('card-marks').getByRole('radio', { name: 'With crop marks' }).click();
    expect(await page.getByRole('radio', { name: 'With crop marks' }).isChecked()).toBe(true);
    await snapshot(page, { path: `${screenshotDir}/business-card-marks-en-1280.png` });
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('card-classic').getByTestId('card-pdf').click();
    const info = pdfInfo(await (await downloaded).path());
    // 6 mm beyond the 1/8 in bleed on each side for the marks; the boxes as without them, moved in by 6 mm.
    expect(info).toMatch(/Page size:\s+304\.016 x 196\.016 pts/);
    expect(info).toMatch(/BleedBox:\s+17\.01\s+17\.01\s+287\.01\s+179\.01/);
    expect(info).toMatch(/TrimBox:\s+26\.01\s+26\.01\s+278\.01\s+170\.01/);
    await page.getByTestId('card-marks').getByRole('radio', { name: 'Without marks' }).click();
  });

  it('remembers the details for this logo only, and downloads a side as PNG', async () => {
    await page.reload();
    await cardsShown(page);
    expect(await page.getByTestId('cards-who').textContent()).toBe('Showing the details of Jane Doe, CEO.');
    // With details typed, the cards are the server's SVGs of them (never kept as pictures).
    expect(await page.getByTestId('card-classic').getByTestId('card-front').getAttribute('src')).toMatch(/^blob:/);
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('card-sidebar').getByTestId('card-png-back').click();
    const dl = await downloaded;
    expect(dl.suggestedFilename()).toBe('Logo Maker-Northwind Coffee-Sidebar-back.png');
    expect(await sharp(readFileSync(await dl.path())).metadata()).toMatchObject({ format: 'png', width: 1200, height: 686 });

    await page.goto(siteUrl('en', '/download/business-card?logo=1005'));
    await cardsShown(page);
    expect(await page.getByTestId('cards-who').textContent()).toContain('sample details');
  });
});

describe('the Chinese site and the gates', () => {
  it('the owner of 1009 enters the details in Chinese and gets the 90 × 54 mm PDF', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test', 390);
    await page.goto(siteUrl('zh', '/download/business-card?logo=1009'));
    await cardsShown(page);
    await snapshot(page, { path: `${screenshotDir}/business-cards-zh-390.png` });
    expect(await page.getByTestId('card-marks-hint').textContent()).toBe('印刷厂通常不需要裁切线。');
    expect(await page.getByRole('radio', { name: '无裁切线' }).isChecked()).toBe(true);
    await snapshot(page.getByTestId('card-marks'), { path: `${screenshotDir}/business-card-marks-zh-390.png` });
    await page.getByTestId('card-info-open').click();
    await page.getByTestId('card-info-dialog').waitFor();
    await settled(page);
    await page.getByTestId('card-info-save').click();
    await page.getByTestId('card-info-dialog').getByText('请填写姓名。').waitFor();
    await fill(page, { name: '李青', title: '店长', phone: '138 0013 8000', address: '杭州市西湖区龙井路 1 号' });
    await page.getByTestId('card-info-save').click();
    await page.getByTestId('card-info-dialog').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('cards-who').textContent()).toBe('当前显示 李青 的信息。');
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('card-classic').getByTestId('card-pdf').click();
    const dl = await downloaded;
    expect(dl.suggestedFilename()).toBe('Logo设计-青山茶舍-经典-print.pdf');
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(pdfInfo(await dl.path()))!;
    expect(Number(size[1]) / (72 / 25.4)).toBeCloseTo(96, 1);
    expect(Number(size[2]) / (72 / 25.4)).toBeCloseTo(60, 1);
    await ctx.close();
  });

  it('a basic logo (1002) previews the cards; a download opens the upgrade', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test');
    await page.goto(siteUrl('zh', '/download/business-card?logo=1002'));
    await cardsShown(page);
    expect(await page.getByTestId('cards-upgrade').textContent()).toContain('名片属于专业版');
    await snapshot(page, { path: `${screenshotDir}/business-cards-basic-zh-1280.png` });
    await page.getByTestId('card-marks').getByRole('radio', { name: '含裁切线' }).click();
    await snapshot(page, { path: `${screenshotDir}/business-card-marks-zh-1280.png` });
    expect(await page.getByTestId('side-menu').getByText('名片').count()).toBe(0);
    await page.getByTestId('card-classic').getByTestId('card-pdf').click();
    await page.getByTestId('offer-upgrade_professional').waitFor();
    await ctx.close();
  });

  it('a visitor of a shared logo (1005) sees the cards and is sent to sign in to download', async () => {
    const { ctx, page } = await as('en', null, 390);
    await page.goto(siteUrl('en', '/download/business-card?logo=1005'));
    await cardsShown(page);
    await snapshot(page, { path: `${screenshotDir}/business-cards-visitor-en-390.png` });
    await snapshot(page.getByTestId('card-marks'), { path: `${screenshotDir}/business-card-marks-en-390.png` });
    await page.getByTestId('card-classic').getByTestId('card-png-front').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(decodeURIComponent(page.url())).toContain('/download/business-card?logo=1005');
    await ctx.close();
  });
});
