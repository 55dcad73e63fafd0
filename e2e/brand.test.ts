import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, personPage, screenshotDir, siteUrl, type Site, sharedServer, snapshot } from './setup/browser';
import { waitForPath } from './setup/people';
import { serverLogSize, smsCodeFromLog } from './setup/sms';

/*
 * The brand package page and the partner activation (spec 02 §2 brand
 * package page and activate modal, §4 steps, §5 rules, §7 calls, §8), through
 * to the partner's SSO landing page (the local simulator).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const as = (site: Site, email: string | null, width?: number) => personPage(browser, site, email, width);
const simulator = () => `http://127.0.0.1:${sharedServer().ubrandPort}`;

async function fault(method: string, path: string, kind: 'error' | 'timeout' | 'malformed', times: number): Promise<void> {
  const res = await fetch(`${simulator()}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method, path, kind, times }),
  });
  expect(res.ok).toBe(true);
}

const step = (page: Page, name: string) => page.getByTestId(`step-${name}`);
async function stepIs(page: Page, name: string, status: string): Promise<void> {
  await page.waitForSelector(`[data-testid="step-${name}"][data-status="${status}"]`);
}
/** What the activate modal says after an action (in the dialog, one message at a time). */
async function dialogMessage(page: Page, kind: 'error' | 'success'): Promise<string> {
  const m = page.locator('.activate-modal').getByTestId('activate-message');
  await m.waitFor();
  expect(await m.getAttribute('role')).toBe(kind === 'error' ? 'alert' : 'status');
  return (await m.textContent()) ?? '';
}
async function toastText(page: Page, kind: 'error' | 'success' | 'info'): Promise<string> {
  const t = page.locator(`[data-testid="toast"][data-kind="${kind}"]`).last();
  await t.waitFor();
  return (await t.textContent()) ?? '';
}

describe('activation on the English site (brand-package logo 1007)', () => {
  it('skips the code for the own e-mail; the brand step fails once, the retry completes; go opens the partner signed in', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    try {
      await page.goto(siteUrl('en', '/download/brand?logo=1007'));
      await page.getByRole('heading', { name: 'Brand package' }).waitFor();
      expect(await page.getByTestId('brand-tile-signature').getAttribute('data-colour')).toMatch(/^#[0-9A-Fa-f]{6}$/);
      // The social tile leads a buyer to the kit made from the logo (the kit page leads on to the editor, /photo).
      expect(await page.getByTestId('brand-tile-social').locator('a').getAttribute('href')).toBe('/download/social?logo=1007');

      await page.getByTestId('brand-activate').click();
      await page.getByTestId('activate-title').waitFor();
      expect(await page.getByTestId('activate-title').locator('.anticon-rocket').count()).toBe(1);
      expect(await page.getByTestId('activate-account').inputValue()).toBe('owner@demo.test');
      await page.getByTestId('activate-code-skipped').waitFor();

      // Another e-mail needs the code; back to the own one, none again (re-evaluated as it changes).
      await page.getByTestId('activate-account').fill('someone@else.test');
      await page.getByTestId('activate-code').waitFor();
      await page.getByTestId('activate-account').fill('owner@demo.test');
      await page.getByTestId('activate-code-skipped').waitFor();

      // The partner is down for the brand call (more times than the client retries).
      await fault('POST', '/open/v1/brands', 'error', 3);
      await page.getByTestId('activate-submit').click();
      await stepIs(page, 'createBrand', 'error');
      expect(await step(page, 'createUser').getAttribute('data-status')).toBe('success');
      expect(await step(page, 'syncLogo').getAttribute('data-status')).toBe('idle');
      expect(await dialogMessage(page, 'error')).toContain('the steps already done are kept');
      expect(await page.getByTestId('activate-submit').textContent()).toBe('Try again');
      await snapshot(page, { path: `${screenshotDir}/brand-activate-failed-en.png` });

      await page.getByTestId('activate-submit').click();
      await stepIs(page, 'syncLogo', 'success');
      expect(await step(page, 'createBrand').getAttribute('data-status')).toBe('success');
      await page.waitForFunction(() => document.querySelector('[data-testid="activate-submit"]')?.textContent === 'Go to my brand site');
      expect(await page.getByTestId('activate-title').locator('.anticon-trophy').count()).toBe(1);
      expect(await page.getByTestId('activate-message').count()).toBe(0);
      expect(await page.getByTestId('activate-progress').getAttribute('aria-valuenow')).toBe('100');
      await snapshot(page, { path: `${screenshotDir}/brand-activate-done-en.png` });

      const popup = ctx.waitForEvent('page');
      await page.getByTestId('activate-submit').click();
      const partner = await popup;
      await partner.getByTestId('sso-brand').waitFor();
      const url = new URL(partner.url());
      expect(url.port).toBe(String(sharedServer().ubrandPort));
      expect(url.pathname).toBe('/api/login/sso');
      expect(url.searchParams.get('logo_id')).toBe('1007');
      expect(await partner.getByTestId('sso-brand').textContent()).toBe('Summit Ventures');
      expect(await partner.getByTestId('sso-user').textContent()).toBe('owner@demo.test');
      await snapshot(partner, { path: `${screenshotDir}/brand-partner-sso.png` });

      // Back on the page later: the brand-package logo loads its state, the button says go.
      await page.reload();
      await page.waitForFunction(() => document.querySelector('[data-testid="brand-activate"]')?.textContent?.includes('Go to my brand site'));
    } finally {
      await ctx.close();
    }
  });
});

describe('activation with another e-mail (English site, 1004)', () => {
  /** The code the partner mailed to `to` (the local mail outbox, read by an admin). */
  async function mailedCode(admin: Page, to: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(async () => {
        await admin.goto(siteUrl('en', `/admin/mail?to=${encodeURIComponent(to)}`));
        code = /code: (\d{6})/.exec((await admin.locator('[data-testid="mail"] h2').first().textContent({ timeout: 1000 }).catch(() => '')) ?? '')?.[1];
        return code;
      })
      .toMatch(/^\d{6}$/);
    return code!;
  }

  it('asks for the code sent to it and never says none is needed; messages sit in the dialog, one at a time, and go when the steps succeed', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    const admin = await as('en', 'admin@demo.test');
    try {
      await page.goto(siteUrl('en', '/download/brand?logo=1004'));
      await page.getByTestId('brand-activate').click();
      const dialog = page.locator('.activate-modal');
      const title = page.getByTestId('activate-title');
      await title.waitFor();
      // The title's picture comes from the icon set: an emoji is a box where no emoji font is installed.
      expect(await title.locator('.anticon-rocket').count()).toBe(1);
      expect(await title.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);

      const email = 'brand.partner@else.test';
      await page.getByTestId('activate-account').fill(email);
      await page.getByTestId('activate-send-code').click();
      const message = dialog.getByTestId('activate-message');
      await expect.poll(() => message.textContent()).toBe('Code sent. Check your inbox.');
      expect(await message.getAttribute('role')).toBe('status');
      const code = await mailedCode(admin.page, email);

      // A wrong code: step 1 fails, said in the dialog in place of the earlier message.
      await page.getByTestId('activate-code').fill(code === '111111' ? '222222' : '111111');
      await page.getByTestId('activate-submit').click();
      await stepIs(page, 'createUser', 'error');
      await expect.poll(() => message.textContent()).toBe('The code is wrong. Check it and try again.');
      expect(await message.getAttribute('role')).toBe('alert');

      // The right code while the partner is down for the brand call: step 1 succeeds, step 2 fails.
      await fault('POST', '/open/v1/brands', 'error', 3);
      await page.getByTestId('activate-code').fill(code);
      await page.getByTestId('activate-submit').click();
      await stepIs(page, 'createBrand', 'error');
      expect(await step(page, 'createUser').getAttribute('data-status')).toBe('success');
      // Not the signed-in account's e-mail: nothing says that no code was needed.
      expect(await page.getByTestId('activate-code-skipped').count()).toBe(0);
      // One message, the newest, below the title; nothing laid over the page.
      await expect.poll(() => message.textContent()).toContain('the steps already done are kept');
      expect(await dialog.getByTestId('activate-message').count()).toBe(1);
      const [titleBox, messageBox] = [await title.boundingBox(), await message.boundingBox()];
      expect(messageBox!.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height);
      expect(await page.getByTestId('toast').count()).toBe(0);
      await snapshot(page, { path: `${screenshotDir}/brand-activate-other-email-failed-en-1280.png` });

      // The retry completes, and the failure goes with it.
      await page.getByTestId('activate-submit').click();
      await stepIs(page, 'syncLogo', 'success');
      await page.waitForFunction(() => document.querySelector('[data-testid="activate-submit"]')?.textContent === 'Go to my brand site');
      expect(await message.count()).toBe(0);
      expect(await page.getByTestId('activate-code-skipped').count()).toBe(0);
      expect(await page.getByTestId('toast').count()).toBe(0);
      expect(await title.locator('.anticon-trophy').count()).toBe(1);
      expect(await title.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
      await snapshot(page, { path: `${screenshotDir}/brand-activate-other-email-done-en-1280.png` });
    } finally {
      await ctx.close();
      await admin.ctx.close();
    }
  });
});

describe('activation on the Chinese site (1009, another mobile)', () => {
  it('sends an SMS code with a 60 s countdown, refuses a wrong code, then activates and lands on the partner', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test');
    try {
      await page.goto(siteUrl('zh', '/download/brand?logo=1009'));
      await page.getByTestId('brand-activate').click();
      expect(await page.getByTestId('activate-account').inputValue()).toBe('13800000001');
      await page.getByTestId('activate-code-skipped').waitFor();

      // Not a mobile: send code reports the account field.
      await page.getByTestId('activate-account').fill('12345');
      await page.getByTestId('activate-send-code').click();
      await page.getByText('请输入正确的手机号').waitFor();

      const mobile = '13912345601';
      await page.getByTestId('activate-account').fill(mobile);
      const from = serverLogSize();
      await page.getByTestId('activate-send-code').click();
      expect(await dialogMessage(page, 'success')).toBe('验证码已发送，请注意查收短信');
      await page.waitForFunction(() => /\d+秒后重新获取/.test(document.querySelector('[data-testid="activate-send-code"]')?.textContent ?? ''));
      const code = await smsCodeFromLog(mobile, from);

      // While counting down (the button says so, aria-disabled), only the code field's validity is reported.
      await page.getByTestId('activate-send-code').click({ force: true });
      await page.getByText('请输入6位验证码').waitFor();

      const wrong = code === '111111' ? '222222' : '111111';
      await page.getByTestId('activate-code').fill(wrong);
      await page.getByTestId('activate-submit').click();
      await stepIs(page, 'createUser', 'error');
      expect(await dialogMessage(page, 'error')).toBe('验证码错误，请重新输入');
      expect(await page.getByTestId('activate-submit').textContent()).toBe('重试');

      await page.getByTestId('activate-code').fill(code);
      await page.getByTestId('activate-submit').click();
      await stepIs(page, 'syncLogo', 'success');
      await page.waitForFunction(() => document.querySelector('[data-testid="activate-submit"]')?.textContent === '前往我的品牌官网');
      // The wrong code's message went when the step succeeded.
      expect(await page.getByTestId('activate-message').count()).toBe(0);
      await snapshot(page, { path: `${screenshotDir}/brand-activate-done-zh.png` });

      const popup = ctx.waitForEvent('page');
      await page.getByTestId('activate-submit').click();
      const partner = await popup;
      await partner.getByTestId('sso-user').waitFor();
      expect(await partner.getByTestId('sso-user').textContent()).toBe(mobile);
    } finally {
      await ctx.close();
    }
  });
});

describe('who may activate', () => {
  it('a visitor of a shared logo is sent to sign in', async () => {
    const { ctx, page } = await as('en', null);
    try {
      await page.goto(siteUrl('en', '/download/brand?logo=1005'));
      await page.getByTestId('brand-activate').click();
      const url = await waitForPath(page, '/login');
      expect(url.searchParams.get('next')).toBe('/download/brand?logo=1005');
    } finally {
      await ctx.close();
    }
  });

  it('another signed-in user is told only the owner can', async () => {
    const { ctx, page } = await as('en', 'other@demo.test');
    try {
      await page.goto(siteUrl('en', '/download/brand?logo=1005'));
      await page.getByTestId('brand-activate').click();
      expect(await toastText(page, 'info')).toBe('Only the logo’s owner can activate its brand.');
      expect(await page.getByTestId('activate-title').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});

describe('the page on a phone', () => {
  for (const site of ['en', 'zh'] as const) {
    it(`${site}: tiles scroll sideways, the panel stacks, a tile leads to its page`, async () => {
      const { ctx, page } = await as(site, 'owner@demo.test', 390);
      try {
        await page.goto(siteUrl(site, '/download/brand?logo=1001'));
        await page.getByTestId('brand-tiles').waitFor();
        const scroll = await page.getByTestId('brand-tiles').evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth }));
        expect(scroll.sw).toBeGreaterThan(scroll.cw);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.getByTestId('brand-tile-identity').click();
        await waitForPath(page, '/download/vi');
      } finally {
        await ctx.close();
      }
    });
  }
});
