import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, newContext, siteUrl, sharedServer } from './setup/browser';
import { serverLogSize, smsCodeFromLog } from './setup/sms';

/**
 * The sign-in page (/login): e-mail + password on both sites, mobile + SMS code
 * on the Chinese site only (the local SMS driver writes the code to the server
 * log), the `next` address, sign-out and the session cookie.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await closeBrowser(browser);
});

const NEXT = '/download/?logo=1001';
const loginPath = (next: string) => `/login?next=${encodeURIComponent(next)}`;

async function withContext<T>(run: (ctx: BrowserContext, page: Page) => Promise<T>, width = 1280): Promise<T> {
  const ctx = await newContext(browser, { width, height: 900 });
  try {
    return await run(ctx, await ctx.newPage());
  } finally {
    await ctx.close();
  }
}

async function fillEmailForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('e-mail sign-in (en)', () => {
  it('refuses a wrong password, signs in with the right one, returns to next and signs out', async () => {
    await withContext(async (ctx, page) => {
      await page.goto(siteUrl('en', loginPath(NEXT)));
      await fillEmailForm(page, 'owner@demo.test', 'wrong-password');
      const error = page.getByTestId('login-error');
      await expect.poll(() => error.isVisible()).toBe(true);
      expect((await error.innerText()).trim()).toBe('Incorrect e-mail or password.');
      expect(new URL(page.url()).pathname).toBe('/login');
      expect((await ctx.cookies()).find((c) => c.name === 'sid')).toBeUndefined();

      await page.getByTestId('login-password').fill('demo1234');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => url.pathname === '/download/');
      expect(new URL(page.url()).search).toBe('?logo=1001');
      await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('owner@demo.test');
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');

      // The session cookie cannot be read by scripts.
      const sid = (await ctx.cookies()).find((c) => c.name === 'sid');
      expect(sid).toBeDefined();
      expect(sid?.httpOnly).toBe(true);
      expect(sid?.sameSite).toBe('Lax');
      expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');

      // Sign out: the private logo now sends the visitor to the site root.
      await page.getByTestId('sign-out').click();
      await page.waitForURL((url) => url.pathname === '/');
      const me = await page.evaluate(async () => (await (await fetch('/api/me')).json()) as { user: unknown });
      expect(me.user).toBeNull();
      await page.goto(siteUrl('en', NEXT));
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  it('shows a sign-in link that comes back to the page', async () => {
    await withContext(async (_ctx, page) => {
      await page.goto(siteUrl('en', '/download/?logo=1005'));
      const signInLink = page.getByTestId('sign-in');
      await expect.poll(() => signInLink.isVisible()).toBe(true);
      await signInLink.click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/download/?logo=1005');
      await fillEmailForm(page, 'owner@demo.test', 'demo1234');
      await page.waitForURL((url) => url.pathname === '/download/' && url.search === '?logo=1005');
      await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('owner@demo.test');
      // Now the owner: the owner controls show.
      await expect.poll(() => page.getByTestId('share-switch').isVisible()).toBe(true);
    });
  });

  it.each(['https://evil.example/', '/download/../..//evil.example'])('does not follow a next address on another site: %s', async (next) => {
    await withContext(async (_ctx, page) => {
      await page.goto(siteUrl('en', loginPath(next)));
      await fillEmailForm(page, 'owner@demo.test', 'demo1234');
      await page.waitForURL((url) => url.pathname === '/download/');
      const url = new URL(page.url());
      expect(url.host).toBe(new URL(siteUrl('en')).host);
      expect(url.search).toBe('');
      // Signed in without a logo: the owner's logos to pick from.
      await expect.poll(() => page.getByTestId('my-logos').isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('owner@demo.test');
    });
  });

  it('has no SMS tab on the English site', async () => {
    await withContext(async (_ctx, page) => {
      await page.goto(siteUrl('en', '/login'));
      await expect.poll(() => page.getByTestId('login-email').isVisible()).toBe(true);
      expect(await page.getByTestId('sms-mobile').count()).toBe(0);
      expect(await page.getByTestId('sms-send').count()).toBe(0);
      expect(await page.getByRole('tab').count()).toBe(0);
      // The API refuses SMS on this site too.
      const status = await page.evaluate(
        async () =>
          (
            await fetch('/api/auth/sms/send', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ mobile: '13800000001' }),
            })
          ).status,
      );
      expect(status).toBeGreaterThanOrEqual(400);
    });
  });

  it('can be filled and submitted with the keyboard only', async () => {
    await withContext(async (_ctx, page) => {
      await page.goto(siteUrl('en', loginPath(NEXT)));
      const email = page.getByTestId('login-email');
      await expect.poll(() => email.isVisible()).toBe(true);
      let focused = false;
      for (let i = 0; i < 10 && !focused; i += 1) {
        await page.keyboard.press('Tab');
        focused = await email.evaluate((el) => el === document.activeElement);
      }
      expect(focused).toBe(true);
      await page.keyboard.type('owner@demo.test');
      await page.keyboard.press('Tab');
      expect(await page.getByTestId('login-password').evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('demo1234');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/download/' && url.search === '?logo=1001');
      await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('owner@demo.test');
    });
  });
});

describe('SMS sign-in (zh)', () => {
  it('refuses an invalid mobile number', async () => {
    await withContext(async (_ctx, page) => {
      const before = serverLogSize();
      await page.goto(siteUrl('zh', loginPath(NEXT)));
      const mobile = page.getByTestId('sms-mobile');
      await expect.poll(() => mobile.isVisible()).toBe(true);
      await mobile.fill('1234567');
      await page.getByTestId('sms-send').click();
      await expect.poll(() => page.getByText('请输入正确的手机号', { exact: true }).isVisible()).toBe(true);
      // Nothing was sent, no countdown started.
      expect(await page.getByTestId('sms-send').isDisabled()).toBe(false);
      expect(readFileSync(sharedServer().serverLog).subarray(before).toString('utf8')).not.toContain('[sms] to 1234567');
    });
  });

  it('signs in with the code from the SMS, counting down the resend button', async () => {
    await withContext(async (_ctx, page) => {
      await page.goto(siteUrl('zh', loginPath(NEXT)));
      await expect.poll(() => page.getByTestId('sms-mobile').isVisible()).toBe(true);
      await page.getByTestId('sms-mobile').fill('13800000001');
      const from = serverLogSize();
      const send = page.getByTestId('sms-send');
      await send.click();
      await expect.poll(() => send.innerText()).toMatch(/^\s*\d{1,2}\s*秒后重发\s*$/);
      expect(await send.isDisabled()).toBe(true);

      const code = await smsCodeFromLog('13800000001', from);
      await page.getByTestId('sms-code').fill(code);
      await page.getByTestId('sms-submit').click();
      await page.waitForURL((url) => url.pathname === '/download/' && url.search === '?logo=1001');
      await expect.poll(() => page.getByTestId('user-name').textContent()).toMatch(/^(owner@demo\.test|13800000001)$/);
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
      // The owner's controls show: this is the owner's account, not a new one for the number.
      await expect.poll(() => page.getByTestId('share-switch').isVisible()).toBe(true);
    });
  });

  it('offers e-mail sign-in on the Chinese site too', async () => {
    await withContext(async (_ctx, page) => {
      await page.goto(siteUrl('zh', loginPath(NEXT)));
      await page.getByRole('tab', { name: '邮箱登录' }).click();
      await fillEmailForm(page, 'owner@demo.test', 'wrong-password');
      await expect.poll(() => page.getByTestId('login-error').isVisible()).toBe(true);
      await page.getByTestId('login-password').fill('demo1234');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => url.pathname === '/download/' && url.search === '?logo=1001');
      await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('owner@demo.test');
    });
  });
});
