import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, newContext, openLogo, signIn, siteUrl, type Site, screenshotDir, snapshot } from './setup/browser';
import { chooseOpened } from './setup/download';
import { holdRequests } from './setup/hold';

/**
 * The VAT invoice of the Chinese site (spec 01 §2, §4, §5, §8) from the
 * owner's and the admin's side, and the receipt of the English site's invoice
 * alert. Screenshots go to .tmp/screenshots, or docs/screenshots with
 * UPDATE_SCREENSHOTS=1.
 */
const shots = screenshotDir;
/** States worth a look that are not documented (errors, the admin queue): always .tmp. */
const looks = '.tmp/screenshots';
mkdirSync(looks, { recursive: true });

const invoiceUrl = () => siteUrl('zh', '/download/invoice?logo=1001');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

async function as(site: Site, email: string, width = 1280): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(browser, { width, height: width > 800 ? 900 : 844 });
  await signIn(ctx, site, email);
  return { ctx, page: await ctx.newPage() };
}

/** A real one-page PDF, as the tax office's system would issue it. */
function invoicePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text('E-invoice 0001 / Northwind Coffee');
  doc.end();
  return done;
}

/** The page at the owner's phone width too: the same state, shot at 390 px, checked for sideways overflow. */
async function shootBoth(page: Page, name: string, waitFor: string): Promise<void> {
  await snapshot(page, { path: `${shots}/${name}-zh-1280.png`, fullPage: true });
  const phone = await as('zh', 'owner@demo.test', 390);
  await phone.page.goto(invoiceUrl());
  await phone.page.getByTestId(waitFor).waitFor();
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await snapshot(phone.page, { path: `${shots}/${name}-zh-390.png`, fullPage: true });
  await phone.ctx.close();
}

/** The admin's review queue, with its one pending application (table rows beside the menu, cards on a phone). */
async function openQueue(page: Page): Promise<void> {
  await page.goto(siteUrl('zh', '/download/admin/invoices'));
  await page.locator('[data-row-key]').first().waitFor();
}

/** How far the page (or the queue's table) scrolls sideways: 0 when everything is in view. */
async function sidewaysOverflow(page: Page): Promise<{ page: number; table: number }> {
  return page.evaluate(() => {
    const table = document.querySelector('.admin-invoices__table-wrap');
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      table: table ? table.scrollWidth - table.clientWidth : 0,
    };
  });
}

/** The tax number of a company whose check character fails (…1L is right), confirmed as on the licence. */
const UNVERIFIED_TAX = '91110000600037341N';

/** Types the failing tax number: the spec's message on blur, then the confirmation clears it. */
async function confirmFailingTaxNumber(page: Page): Promise<void> {
  const tax = page.getByTestId('invoice-tax-number');
  await tax.fill(UNVERIFIED_TAX);
  await tax.blur();
  await page.getByText('税号填写有误，请核实').waitFor();
  await page.getByTestId('invoice-tax-confirm').check();
  await expect.poll(() => page.getByText('税号填写有误，请核实').count()).toBe(0);
}

describe('invoice journey on the Chinese site (1001)', () => {
  let owner: { ctx: BrowserContext; page: Page };
  let admin: { ctx: BrowserContext; page: Page };
  let pdf: Buffer;

  beforeAll(async () => {
    owner = await as('zh', 'owner@demo.test');
    admin = await as('zh', 'admin@demo.test');
    pdf = await invoicePdf();
  });
  afterAll(async () => {
    await owner?.ctx.close();
    await admin?.ctx.close();
  });

  it('the owner reaches the form from the side menu; the amount is what was paid', async () => {
    const { page } = owner;
    await openLogo(page, 'zh', 1001);
    await page.getByTestId('menu-invoice').click();
    await page.waitForURL((url) => url.pathname === '/download/invoice' && url.searchParams.get('logo') === '1001');
    await page.getByTestId('invoice-form').waitFor();
    expect(await page.locator('h1').textContent()).toBe('发票申请');
    // CNY 99.00 paid on the Chinese site; the USD 15.00 paid on the English site is left out, and the page says so.
    expect(await page.getByTestId('invoice-amount').textContent()).toContain('¥99.00');
    expect(await page.getByTestId('invoice-excluded').textContent()).toContain('以下付款不计入开票金额：USD 15.00');
    await shootBoth(page, 'invoice-form', 'invoice-form');
  });

  it('filters the tax number while typing and checks it on blur', async () => {
    const { page } = owner;
    await page.getByTestId('invoice-title').fill('北京北风咖啡有限公司');
    const tax = page.getByTestId('invoice-tax-number');
    await tax.pressSequentially('9111 0000-6000 3734 1N');
    expect(await tax.inputValue()).toBe('91110000600037341N');
    await tax.blur();
    await page.getByText('税号填写有误，请核实').waitFor();
    // Well-formed, only the check character fails: the applicant may confirm it (used on the resubmission below).
    await page.getByTestId('invoice-tax-confirm').waitFor();

    await tax.fill('91110000600037341L');
    await tax.blur();
    await expect.poll(() => page.getByText('税号填写有误，请核实').count()).toBe(0);
    expect(await page.getByTestId('invoice-tax-confirm').count()).toBe(0);
    // A malformed number has no confirmation to offer.
    await tax.fill('9111000060003734');
    await tax.blur();
    await page.getByText('税号填写有误，请核实').waitFor();
    expect(await page.getByTestId('invoice-tax-confirm').count()).toBe(0);
    await tax.fill('91110000600037341L');
    await tax.blur();
    await expect.poll(() => page.getByText('税号填写有误，请核实').count()).toBe(0);

    // The right shape, but a range no operator issues.
    await page.getByTestId('invoice-mobile').fill('12038389438');
    await page.getByTestId('invoice-mobile').blur();
    await page.getByText('手机号填写有误').waitFor();
    await page.getByTestId('invoice-mobile').fill('1380000');
    await page.getByTestId('invoice-mobile').blur();
    await page.getByText('手机号填写有误').waitFor();
    await snapshot(page, { path: `${looks}/invoice-form-errors-zh-1280.png`, fullPage: true });
    await page.getByTestId('invoice-mobile').fill('13800000001');
    await page.getByTestId('invoice-email').fill('finance@northwind.example');
  });

  it("submits: '开票申请已提交', then the page reloads on its own into the pending notice", async () => {
    const { page } = owner;
    await page.getByTestId('invoice-submit').click();
    await page.getByText('开票申请已提交').waitFor();
    // The form stays until the reload (spec 01 §8: after 1.5 s) brings the pending notice.
    expect(await page.getByTestId('invoice-form').count()).toBe(1);
    // The reload comes after 1.5 s; the page it loads then may take a while on a busy machine.
    await page.getByTestId('invoice-pending').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('invoice-submitted-at').textContent()).toMatch(/^提交时间：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(await page.getByTestId('invoice-form').count()).toBe(0);
    await shootBoth(page, 'invoice-pending', 'invoice-pending');
  });

  it('the admin rejects it with a reason', async () => {
    const { page } = admin;
    await openQueue(page);
    expect(await page.getByTestId('menu-adminInvoices').isVisible()).toBe(true);
    const row = page.locator('tr[data-row-key]').first();
    expect(await row.textContent()).toContain('北京北风咖啡有限公司');
    await snapshot(page, { path: `${looks}/admin-invoices-zh-1280.png`, fullPage: true });
    await row.locator('[data-testid^="reject-"]').click();
    await page.getByTestId('reject-notes').fill('抬头与营业执照名称不一致，请核实');
    // Pressed once the dialog stands open: in a clean-clone run a press during its opening was lost (the dialog stayed).
    await chooseOpened(page.getByTestId('reject-confirm'));
    await page.getByText('已驳回，申请人可看到原因').waitFor();
    await page.getByText('暂无待审核的申请').waitFor();
  });

  it('the owner sees the reason in place of the form, and applies again with the tax number confirmed as on the licence', async () => {
    const { page } = owner;
    await page.reload();
    await page.getByTestId('invoice-rejected').waitFor();
    expect(await page.getByTestId('invoice-reject-notes').textContent()).toBe('抬头与营业执照名称不一致，请核实');
    expect(await page.getByTestId('invoice-form').count()).toBe(0);
    await shootBoth(page, 'invoice-rejected', 'invoice-rejected');

    await page.getByTestId('invoice-resubmit').click();
    await page.getByTestId('invoice-form').waitFor();
    // pre-filled from the previous record
    expect(await page.getByTestId('invoice-tax-number').inputValue()).toBe('91110000600037341L');
    expect(await page.getByTestId('invoice-title').inputValue()).toBe('北京北风咖啡有限公司');
    await page.getByTestId('invoice-title').fill('北京北风咖啡科技有限公司');
    await confirmFailingTaxNumber(page);
    await snapshot(page, { path: `${shots}/invoice-confirm-zh-1280.png`, fullPage: true });

    // The same at the owner's phone width (not submitted there).
    const phone = await as('zh', 'owner@demo.test', 390);
    await phone.page.goto(invoiceUrl());
    await phone.page.getByTestId('invoice-resubmit').click();
    await confirmFailingTaxNumber(phone.page);
    expect((await sidewaysOverflow(phone.page)).page).toBeLessThanOrEqual(0);
    await snapshot(phone.page, { path: `${shots}/invoice-confirm-zh-390.png`, fullPage: true });
    await phone.ctx.close();

    await page.getByTestId('invoice-submit').click();
    await page.getByText('开票申请已提交').waitFor();
    // The reload comes after 1.5 s; the page it loads then may take a while on a busy machine.
    await page.getByTestId('invoice-pending').waitFor({ timeout: 15_000 });
  });

  it('the admin sees the whole application at 1280 px, flagged, and on a phone', async () => {
    const { page } = admin;
    await openQueue(page);
    const row = page.locator('tr[data-row-key]').first();
    const id = await row.getAttribute('data-row-key');
    expect(await row.textContent()).toContain('北京北风咖啡科技有限公司');
    expect(await page.getByTestId(`tax-unverified-${id}`).textContent()).toBe('校验位不符，申请人确认与营业执照一致');
    // Amount and state in view, nothing to scroll sideways.
    expect(await page.getByTestId(`amount-${id}`).textContent()).toBe('¥99.00');
    for (const testId of [`amount-${id}`, `state-${id}`, `approve-${id}`]) {
      const box = await page.getByTestId(testId).boundingBox();
      expect(box, testId).not.toBeNull();
      expect(box!.x + box!.width, testId).toBeLessThanOrEqual(1280);
    }
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, table: 0 });
    // The table fades in from its loading state: finished transitions, not a half-faded row.
    await snapshot(page, { path: `${shots}/admin-invoices-zh-1280.png`, fullPage: true, animations: 'disabled' });

    const phone = await as('zh', 'admin@demo.test', 390);
    await openQueue(phone.page);
    const card = phone.page.locator('li[data-row-key]').first();
    expect(await card.textContent()).toContain('¥99.00');
    expect(await phone.page.getByTestId(`state-${id}`).isVisible()).toBe(true);
    expect(await phone.page.getByTestId(`tax-unverified-${id}`).isVisible()).toBe(true);
    expect((await sidewaysOverflow(phone.page)).page).toBeLessThanOrEqual(0);
    await snapshot(phone.page, { path: `${shots}/admin-invoices-zh-390.png`, fullPage: true, animations: 'disabled' });
    await phone.ctx.close();
  });

  it('the admin approves it with the invoice PDF: the dialog closes and says so before the row leaves the queue', async () => {
    const { page } = admin;
    const row = page.locator('tr[data-row-key]').first();
    await row.locator('[data-testid^="approve-"]').click();
    await page.locator('.ant-modal input[type="file"]').setInputFiles({ name: 'fapiao.pdf', mimeType: 'application/pdf', buffer: pdf });

    // Hold the queue's reload after the approval until the dialog is seen finished.
    const queueList = (url: URL) => url.pathname === '/api/admin/invoices';
    const release = await holdRequests(page, queueList);
    try {
      await chooseOpened(page.getByTestId('approve-confirm'));
      await page.getByText('已通过，申请人可下载发票').waitFor();
      await page.locator('.ant-modal').waitFor({ state: 'hidden' });
      expect(await row.textContent()).toContain('北京北风咖啡科技有限公司');
    } finally {
      release();
      // Lets the held reload finish before the route goes.
      await page.unrouteAll({ behavior: 'wait' });
    }
    await page.getByText('暂无待审核的申请').waitFor();
  });

  it('the owner downloads the issued invoice', async () => {
    const { page } = owner;
    await page.reload();
    await page.getByTestId('invoice-issued').waitFor();
    await snapshot(page, { path: `${looks}/invoice-issued-zh-1280.png`, fullPage: true });
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    expect(file.suggestedFilename()).toMatch(/^invoice-1001-\d+\.pdf$/);
    expect(readFileSync(await file.path()).equals(pdf)).toBe(true);
  });

  it('another user is sent away from the invoice page, and the English site has none', async () => {
    const other = await as('zh', 'other@demo.test');
    await other.page.goto(invoiceUrl());
    await other.page.waitForURL(siteUrl('zh', '/'));
    await other.ctx.close();
    const en = await as('en', 'owner@demo.test');
    await en.page.goto(siteUrl('en', '/download/invoice?logo=1001'));
    await en.page.waitForURL((url) => url.pathname === '/download/');
    expect(await en.page.getByTestId('menu-invoice').count()).toBe(0);
    await en.ctx.close();
  });
});

describe('receipt on the English site (1001)', () => {
  it("the invoice alert's link downloads a PDF receipt of the payments", async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    await openLogo(page, 'en', 1001);
    const link = page.getByTestId('invoice-alert').getByTestId('receipt-link');
    await link.waitFor();
    expect(await link.textContent()).toBe('Download the receipt (PDF)');
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(file.suggestedFilename()).toBe('receipt-1001.pdf');
    const path = await file.path();
    const body = readFileSync(path);
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    try {
      expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })).toContain('Northwind Coffee');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    await ctx.close();
  });
});
