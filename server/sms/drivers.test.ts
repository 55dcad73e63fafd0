import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSms } from './aliyun';
import { SmsError, type SmsFailure } from './errors';
import { startFakeAliyun } from './fake-aliyun';
import type { FakeProvider } from './fake-server';
import { startFakeTencent } from './fake-tencent';
import type { SmsDriver } from './types';
import { tencentSms } from './tencent';

/**
 * Each provider's driver against its local fake, which checks the signature
 * byte for byte and answers the provider's documented shapes: a code is
 * delivered; each kind of refusal comes back as our failure; a wrong key,
 * a wrong clock or a slow provider are told apart.
 */

async function failure(p: Promise<unknown>): Promise<{ failure: SmsFailure; providerCode?: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SmsError) return { failure: err.failure, providerCode: err.providerCode };
    throw err;
  }
  throw new Error('the send went through');
}

const ALIYUN = { accessKeyId: 'LTAI5tFakeKeyId', accessKeySecret: 'fake-secret-aliyun', signName: '标志工坊', templateCode: 'SMS_480000001' };
const TENCENT = { secretId: 'AKIDfakeSecretId', secretKey: 'fake-secret-tencent', sdkAppId: '1400006666', signName: '标志工坊', templateId: '1826001' };

interface Case {
  name: string;
  start: () => Promise<FakeProvider>;
  driver: (fake: FakeProvider, overrides?: Record<string, unknown>) => SmsDriver;
  /** Codes the fake answers for each failure kind, as the provider names them. */
  codes: Record<'number-limit' | 'invalid-number' | 'no-balance' | 'misconfigured' | 'unavailable', string>;
  wrongKey: Record<string, unknown>;
  wrongSign: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    name: 'Alibaba Cloud',
    start: () => startFakeAliyun(ALIYUN),
    driver: (fake, overrides = {}) => aliyunSms({ ...ALIYUN, endpoint: fake.url, timeoutMs: 2000, ...overrides }),
    codes: {
      'number-limit': 'isv.BUSINESS_LIMIT_CONTROL',
      'invalid-number': 'isv.MOBILE_NUMBER_ILLEGAL',
      'no-balance': 'isv.AMOUNT_NOT_ENOUGH',
      misconfigured: 'isv.SMS_TEMPLATE_ILLEGAL',
      unavailable: 'isp.SYSTEM_ERROR',
    },
    wrongKey: { accessKeySecret: 'not-the-secret' },
    wrongSign: { signName: '别人的签名' },
  },
  {
    name: 'Tencent Cloud',
    start: () => startFakeTencent(TENCENT),
    driver: (fake, overrides = {}) => tencentSms({ ...TENCENT, region: 'ap-guangzhou', endpoint: fake.url, timeoutMs: 2000, ...overrides }),
    codes: {
      'number-limit': 'LimitExceeded.PhoneNumberDailyLimit',
      'invalid-number': 'InvalidParameterValue.IncorrectPhoneNumber',
      'no-balance': 'FailedOperation.InsufficientBalanceInSmsPackage',
      misconfigured: 'FailedOperation.TemplateIncorrectOrUnapproved',
      unavailable: 'InternalError.Timeout',
    },
    wrongKey: { secretKey: 'not-the-secret' },
    wrongSign: { signName: '别人的签名' },
  },
];

for (const c of CASES) {
  describe(`${c.name} SMS driver against the local ${c.name} fake`, () => {
    let fake: FakeProvider;
    beforeAll(async () => {
      fake = await c.start();
    });
    afterAll(() => fake.close());

    it('delivers the code to the number, signed as the provider checks it', async () => {
      const receipt = await c.driver(fake).sendCode('13800138000', '482913');
      expect(receipt.id).not.toBe('');
      expect(fake.codeFor('13800138000')).toBe('482913');
      expect(fake.delivered.at(-1)!.text).toContain('482913');
      expect(fake.delivered.at(-1)!.text).toContain('【标志工坊】');
    });

    it('hears the provider’s per-number control: a second code within the minute is refused as a number limit', async () => {
      const driver = c.driver(fake);
      await driver.sendCode('13900139001', '111111');
      const refused = await failure(driver.sendCode('13900139001', '222222'));
      expect(refused.failure).toBe('number-limit');
      expect(fake.codeFor('13900139001')).toBe('111111');
    });

    for (const [kind, code] of Object.entries(c.codes)) {
      it(`maps the provider’s ${code} to “${kind}”`, async () => {
        fake.failNext(code);
        const refused = await failure(c.driver(fake).sendCode('13700137000', '333333'));
        expect(refused).toEqual({ failure: kind, providerCode: code });
      });
    }

    it('a spent balance is refused with the provider’s code, and nothing is delivered', async () => {
      fake.balance = 0;
      try {
        const before = fake.delivered.length;
        expect((await failure(c.driver(fake).sendCode('13600136000', '444444'))).failure).toBe('no-balance');
        expect(fake.delivered.length).toBe(before);
      } finally {
        fake.balance = Infinity;
      }
    });

    it('a wrong secret fails the fake’s signature check: misconfigured, nothing delivered', async () => {
      const before = fake.delivered.length;
      const refused = await failure(c.driver(fake, c.wrongKey).sendCode('13500135000', '555555'));
      expect(refused.failure).toBe('misconfigured');
      expect(refused.providerCode).toMatch(/Signature(DoesNotMatch|Failure)/);
      expect(fake.delivered.length).toBe(before);
    });

    it('a clock far off is refused as the provider does (misconfigured)', async () => {
      const refused = await failure(c.driver(fake, { now: () => new Date(Date.now() - 3_600_000) }).sendCode('13500135001', '555556'));
      expect(refused.failure).toBe('misconfigured');
      expect(refused.providerCode).toMatch(/Expire/);
    });

    it('a sign name the account does not have is misconfigured', async () => {
      expect((await failure(c.driver(fake, c.wrongSign).sendCode('13500135002', '555557'))).failure).toBe('misconfigured');
    });

    it('a provider slower than the time-out is a time-out, tried once (a retry could text the code twice)', async () => {
      fake.delayMs = 600;
      const before = fake.requests;
      try {
        expect((await failure(c.driver(fake, { timeoutMs: 200 }).sendCode('13400134000', '666666'))).failure).toBe('timeout');
      } finally {
        fake.delayMs = 0;
      }
      await expect.poll(() => fake.requests).toBe(before + 1);
    });

    it('a provider not listening is unavailable', async () => {
      const closed = await c.start();
      await closed.close();
      expect((await failure(c.driver(closed).sendCode('13400134001', '777777'))).failure).toBe('unavailable');
    });
  });
}

it('the Alibaba Cloud fake refuses a request replayed with its nonce', async () => {
  const fake = await startFakeAliyun(ALIYUN);
  try {
    const driver = aliyunSms({ ...ALIYUN, endpoint: fake.url, timeoutMs: 2000, nonce: () => 'the-same-nonce' });
    await driver.sendCode('13300133000', '123123');
    const refused = await failure(driver.sendCode('13300133001', '123124'));
    expect(refused.providerCode).toBe('SignatureNonceUsed');
    expect(fake.codeFor('13300133001')).toBeUndefined();
  } finally {
    await fake.close();
  }
});
