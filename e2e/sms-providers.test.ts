import { afterAll, describe, expect, it } from 'vitest';
import { startFakeAliyun } from '../server/sms/fake-aliyun';
import type { FakeProvider } from '../server/sms/fake-server';
import { startFakeTencent } from '../server/sms/fake-tencent';
import { screenshotDir, siteUrl, snapshot } from './setup/browser';
import { ownServer } from './setup/own-server';
import { inContext } from './setup/people';

/**
 * Sign-in on the Chinese site with a code sent through each SMS provider's
 * driver (issue 31): the server talks to a local fake of Alibaba Cloud or
 * Tencent Cloud SMS that checks every request's signature as the provider
 * does; the code the phone would show is read from the fake. The proof step
 * after three codes from one address runs in the page; a provider's refusal
 * reads as our message.
 */

const ALIYUN = { accessKeyId: 'LTAI5tJourneyKey', accessKeySecret: 'journey-secret-a', signName: '标志工坊', templateCode: 'SMS_480000001' };
const TENCENT = { secretId: 'AKIDjourneySecretId', secretKey: 'journey-secret-t', sdkAppId: '1400006666', signName: '标志工坊', templateId: '1826001' };

const fakes = {
  aliyun: await startFakeAliyun(ALIYUN),
  tencent: await startFakeTencent(TENCENT),
};
afterAll(async () => {
  await fakes.aliyun.close();
  await fakes.tencent.close();
});

const ENV: Record<keyof typeof fakes, Record<string, string>> = {
  aliyun: {
    SMS_DRIVER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN.accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: ALIYUN.accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: ALIYUN.signName,
    ALIYUN_SMS_TEMPLATE_CODE: ALIYUN.templateCode,
    ALIYUN_SMS_ENDPOINT: fakes.aliyun.url,
  },
  tencent: {
    SMS_DRIVER: 'tencent',
    TENCENT_SMS_SECRET_ID: TENCENT.secretId,
    TENCENT_SMS_SECRET_KEY: TENCENT.secretKey,
    TENCENT_SMS_SDK_APP_ID: TENCENT.sdkAppId,
    TENCENT_SMS_SIGN_NAME: TENCENT.signName,
    TENCENT_SMS_TEMPLATE_ID: TENCENT.templateId,
    TENCENT_SMS_ENDPOINT: fakes.tencent.url,
  },
};

const OWNER_MOBILE = '13800000001';
const NEXT = '/download/?logo=1001';

for (const provider of ['aliyun', 'tencent'] as const) {
  describe(`SMS sign-in through ${provider === 'aliyun' ? 'Alibaba Cloud' : 'Tencent Cloud'} SMS (zh)`, () => {
    const own = ownServer(ENV[provider]);
    const fake: FakeProvider = fakes[provider];

    it('the owner gets the code by SMS and signs in with it', async () => {
      await inContext(own.contextFor('zh', null, 1280, 900), async (page) => {
        await page.goto(siteUrl('zh', `/login?next=${encodeURIComponent(NEXT)}`, own.server.port));
        await expect.poll(() => page.getByTestId('sms-mobile').isVisible()).toBe(true);
        await page.getByTestId('sms-mobile').fill(OWNER_MOBILE);
        const before = fake.delivered.length;
        await page.getByTestId('sms-send').click();
        await expect.poll(() => page.getByTestId('sms-send').innerText()).toMatch(/秒后重发/);
        expect(fake.delivered.length).toBe(before + 1);
        const code = fake.codeFor(OWNER_MOBILE)!;
        expect(fake.delivered.at(-1)!.text).toContain(`【${ALIYUN.signName}】`);
        await page.getByTestId('sms-code').fill(code);
        await page.getByTestId('sms-submit').click();
        await page.waitForURL((url) => url.pathname === '/download/' && url.search === '?logo=1001');
        await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
        await expect.poll(() => page.getByTestId('share-switch').isVisible()).toBe(true);
      });
    });

    it('a provider’s refusal reads as our message; after three codes the page runs the proof step itself', async () => {
      await inContext(own.contextFor('zh', null, 390, 844), async (page) => {
        await page.goto(siteUrl('zh', '/login', own.server.port));
        await expect.poll(() => page.getByTestId('sms-mobile').isVisible()).toBe(true);
        const sendTo = async (mobile: string) => {
          await page.getByTestId('sms-mobile').fill(mobile);
          await page.getByTestId('sms-send').click();
        };
        // The account's balance spent: nothing sent, a message a person understands, no countdown.
        fake.balance = 0;
        try {
          await sendTo('13900000011');
          await expect.poll(() => page.getByTestId('login-error').innerText()).toContain('短信暂时无法发送，请稍后再试');
          expect(await page.getByTestId('sms-send').isDisabled()).toBe(false);
          await snapshot(page, { path: `${screenshotDir}/sms-${provider}-refused-zh-390.png`, fullPage: true });
        } finally {
          fake.balance = Infinity;
        }
        expect(fake.codeFor('13900000011')).toBeUndefined();
        // That send counted for the address (one of its three free codes); one more by the API from this page…
        const status = await page.evaluate(async () => {
          const res = await fetch('/api/auth/sms/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13900000012' }) });
          return res.status;
        });
        expect(status).toBe(200);
        // …and this page's own, the third.
        await sendTo('13900000013');
        await expect.poll(() => fake.codeFor('13900000013')).toMatch(/^\d{6}$/);
        // The fourth needs the proof: the page says it is checking, solves the challenge and sends.
        await page.reload();
        await expect.poll(() => page.getByTestId('sms-mobile').isVisible()).toBe(true);
        const checkingSeen = page.waitForFunction(() => /安全验证/.test(document.querySelector('[data-testid="sms-checking"]')?.textContent ?? ''), undefined, { timeout: 20_000 });
        await sendTo('13900000014');
        await checkingSeen;
        await snapshot(page, { path: `${screenshotDir}/sms-${provider}-checking-zh-390.png`, fullPage: true }).catch(() => undefined);
        // The proof is CPU work in the page: beside the other journeys on two cores it has taken over 20 s.
        await expect.poll(() => fake.codeFor('13900000014'), { timeout: 45_000 }).toMatch(/^\d{6}$/);
        await expect.poll(() => page.getByTestId('sms-send').innerText()).toMatch(/秒后重发/);
        expect(await page.getByTestId('sms-checking').textContent()).toBe('');
      });
    }, 120_000);
  });
}
