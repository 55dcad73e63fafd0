import { describe, expect, it } from 'vitest';
import { loadConfig, siteForHost } from './config';

describe('loadConfig', () => {
  it('has working embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, defaultLocale: 'en', storage: { driver: 'local', dir: './data/files' } });
    expect(c.databaseUrl).toBeUndefined();
  });
  it('honours PORT and SITE_LOCALE', () => {
    const c = loadConfig({ PORT: '4100', SITE_LOCALE: 'zh' });
    expect(c.port).toBe(4100);
    expect(siteForHost(c, 'localhost:4100')).toBe('zh');
  });
  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_LOCALE: 'fr' })).toThrow(/SITE_LOCALE/);
    expect(() => loadConfig({ SITE_HOSTS: 'example.com=fr' })).toThrow(/SITE_HOSTS/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });
  it('reads the embedding hosts as origins, refusing anything else', () => {
    expect(loadConfig({}).publicSite.embedOrigins).toEqual([]);
    const c = loadConfig({ EMBED_ORIGINS: 'https://partner.example, http://127.0.0.1:8080/' });
    expect(c.publicSite.embedOrigins).toEqual(['https://partner.example', 'http://127.0.0.1:8080']);
    expect(() => loadConfig({ EMBED_ORIGINS: 'partner.example' })).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://partner.example/shop' })).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'ftp://partner.example' })).toThrow(/EMBED_ORIGINS/);
  });
});

describe('siteForHost', () => {
  const c = loadConfig({ SITE_HOSTS: 'zh.localhost=zh, *.example.cn=zh, example.com=en', SITE_LOCALE: 'en' });
  it.each([
    ['zh.localhost:3000', 'zh'],
    ['ZH.LOCALHOST', 'zh'],
    ['shop.example.cn', 'zh'],
    ['example.cn', 'en'],
    ['example.com', 'en'],
    ['localhost:3000', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (host, site) => {
    expect(siteForHost(c, host)).toBe(site);
  });
});

/** A production start's settings: real payment providers and a real SMS provider. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_ZH: 'wechat',
  PAYMENTS_EN: 'stripe',
  WECHAT_APP_ID: 'wx8888888888888888',
  WECHAT_MCH_ID: '1900000109',
  WECHAT_SERIAL_NO: '444F4864EA9B34415',
  WECHAT_PRIVATE_KEY_FILE: '/etc/logo/wechat-key.pem',
  WECHAT_API_V3_KEY: 'a'.repeat(32),
  WECHAT_PLATFORM_KEYS: 'PUB_KEY_ID_0114232134=/etc/logo/wechat-pub.pem',
  WECHAT_NOTIFY_URL: 'https://zh.example.cn/api/payments/notify/wechat',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  SMS_DRIVER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDx',
  TENCENT_SMS_SECRET_KEY: 'k',
  TENCENT_SMS_SDK_APP_ID: '1400006666',
  TENCENT_SMS_SIGN_NAME: '标志工坊',
  TENCENT_SMS_TEMPLATE_ID: '1826001',
};

describe('TRUST_PROXY', () => {
  it('believes no forwarded headers by default; true, a hop count or proxy addresses when set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });
  it('a production start refuses the sandbox checkout and creates no demo data unless asked', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_ZH, PAYMENTS_EN: the sandbox checkout takes no money/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_ZH: 'sandbox' })).toThrow(/sandbox/);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'never' }).seedDemo).toBe(false);
    // Real providers: the start goes ahead, without the demo accounts (admin@demo.test / demo1234)…
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    // …unless they are asked for by name.
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'always' }).seedDemo).toBe(true);
  });
  it('a production start refuses the log SMS driver (codes only in the log) and a provider without its settings', () => {
    const { SMS_DRIVER: _driver, ...withoutSms } = PRODUCTION;
    expect(() => loadConfig(withoutSms)).toThrow(/SMS_DRIVER=log: sign-in codes would only be written to the log/);
    expect(loadConfig(PRODUCTION).sms.driver).toBe('tencent');
    expect(() => loadConfig({ SMS_DRIVER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI' })).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE: required when SMS_DRIVER=aliyun/,
    );
    expect(() => loadConfig({ SMS_DRIVER: 'tencent' })).toThrow(/TENCENT_SMS_SECRET_ID.*required when SMS_DRIVER=tencent/);
    expect(() => loadConfig({ SMS_DRIVER: 'nexmo' })).toThrow(/SMS_DRIVER/);
    const aliyun = loadConfig({
      SMS_DRIVER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 's',
      ALIYUN_SMS_SIGN_NAME: '标志工坊',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    }).sms;
    expect(aliyun).toMatchObject({ driver: 'aliyun', perHour: 500, aliyun: { endpoint: 'https://dysmsapi.aliyuncs.com', signName: '标志工坊' } });
    expect(loadConfig({}).sms.driver).toBe('log');
  });
  it('has no sandbox secret in the source: SANDBOX_SECRET or one made per installation', () => {
    expect(loadConfig({}).payments.sandboxSecret).toBeUndefined();
    expect(loadConfig({ SANDBOX_SECRET: 'a-long-enough-secret' }).payments.sandboxSecret).toBe('a-long-enough-secret');
    expect(() => loadConfig({ SANDBOX_SECRET: 'short' })).toThrow(/SANDBOX_SECRET/);
  });
});
