import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { LOCALES, type Locale } from '../core/constants';
import type { TSiteInfo } from '../core/api';
import { ZProduct, type TProduct } from '../core/products';

/**
 * The one place that reads the environment. Validated once at start; a bad
 * value stops the process with a message naming the variable.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Site chosen when the host name is not in SITE_HOSTS. */
  SITE_LOCALE: z.enum(LOCALES).default('en'),
  /** host=locale pairs, comma separated; a leading "*." matches sub-domains. */
  SITE_HOSTS: z.string().default('zh.localhost=zh,en.localhost=en'),
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from embedded PGlite to PostgreSQL. */
  DATABASE_URL: z.string().url().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The bucket's address as browsers reach it: private downloads then go there by presigned URL (the bucket needs CORS for the sites). */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** log: codes written to the server log (not in production); aliyun or tencent: the provider's SendSms. */
  SMS_DRIVER: z.enum(['log', 'aliyun', 'tencent']).default('log'),
  /** Sign-in codes the whole site may send in an hour: the ceiling of the SMS bill (an alert at 80 %). */
  SMS_MAX_PER_HOUR: z.coerce.number().int().positive().default(500),
  /** Leading zero bits of the first proof of work asked of an address after its 3 free codes in an hour (two more each further code). */
  SMS_PROOF_BITS: z.coerce.number().int().min(1).max(24).default(16),
  /** true: the virtual operators' ranges (170, 171, 162, 165, 167) cannot sign in by SMS (docs/SMS.md). */
  SMS_REFUSE_VIRTUAL: z.enum(['true', 'false']).default('false'),
  /** How long a send waits for the provider (a send is never retried after it went out). */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(5000),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  /** The approved sign name (签名). */
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  /** The approved template (SMS_…) with a ${code} parameter. */
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  /** The approved signature's text (签名内容). */
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  /** The approved template's id; its one parameter is the code. */
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().url().default('https://sms.tencentcloudapi.com'),
  /** outbox: mails are kept in the database and read at /download/admin/mail; smtp: sent through SMTP_URL. */
  MAIL_DRIVER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** smtp://user:pass@host:587 or smtps://…:465 (MAIL_DRIVER=smtp). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Logo Studio <no-reply@logo.localhost>'),
  /**
   * Public address of each site, for links in mails: "en=https://www.example.com,zh=https://cn.example.com".
   * Never taken from a request (its Host could be anyone's). Default: localhost and zh.localhost on PORT.
   */
  PUBLIC_ORIGINS: z.string().optional(),
  /**
   * Which proxies' X-Forwarded-* headers to believe (client address for rate
   * limits and payments): false (default), true, a hop count, or addresses/CIDRs.
   */
  TRUST_PROXY: z.string().default('false'),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * Demo users and logos: auto = when the database has no users, except with
   * NODE_ENV=production (a real deployment never gets accounts with a known
   * password unless asked); always = also in production; never.
   */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Public links shown in the area. */
  SITE_ROOT_URL: z.string().default('/'),
  EDITOR_URL: z.string().default('/editor'),
  /** The trademark site: enquiries go to it with name, industry, phone and logo id; order pages are {url}/order/{no}. */
  TRADEMARK_URL: z.string().default('/trademark'),
  HELP_URL: z.string().default('/designhelp'),
  INVOICE_ENABLED: z.enum(['true', 'false']).default('true'),
  /** Payment provider of each site: the sandbox (local checkout page) or the real one. */
  PAYMENTS_ZH: z.enum(['sandbox', 'wechat']).default('sandbox'),
  PAYMENTS_EN: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Signs the sandbox provider's notifications; when absent, a secret made once per installation (kept in storage). */
  SANDBOX_SECRET: z.string().min(16).optional(),
  /** JSON {"zh": {"package_basic": 99, …}, "en": {…}} overriding prices (major units). */
  PRICES: z.string().optional(),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_MCH_ID: z.string().optional(),
  WECHAT_SERIAL_NO: z.string().optional(),
  WECHAT_PRIVATE_KEY_FILE: z.string().optional(),
  WECHAT_API_V3_KEY: z.string().optional(),
  /** serial=/path/to/key.pem pairs, comma separated (WeChat's platform keys or certificates). */
  WECHAT_PLATFORM_KEYS: z.string().optional(),
  WECHAT_NOTIFY_URL: z.string().optional(),
  /** WeChat Pay API host: the main one by default, or the backup api2.mch.weixin.qq.com. */
  WECHAT_BASE_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Session source of the partner site: designer-fix purchase is hidden for it (spec 01 §5). */
  PARTNER_SOURCE: z.string().default('ubrand'),
  /**
   * The partner brand site (spec 02 §7, docs/PARTNER.md): its open API's base
   * URL. Absent: the local simulator runs on UBRAND_SIMULATOR_PORT (not in
   * production, where activation is then off).
   */
  UBRAND_BASE_URL: z.string().url().optional(),
  /** Where browsers reach the partner (its /api/login/sso); default UBRAND_BASE_URL. */
  UBRAND_PUBLIC_URL: z.string().url().optional(),
  UBRAND_APP_KEY: z.string().min(1).default('logo-area'),
  /** Signs every call to the partner; required with UBRAND_BASE_URL (the simulator makes one per start). */
  UBRAND_APP_SECRET: z.string().min(16).optional(),
  UBRAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Extra attempts of an idempotent partner call after a time-out or a 5xx. */
  UBRAND_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** Port of the local partner simulator; default PORT + 1 (0: any free port). */
  UBRAND_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * An AI text service that writes brand PPT outlines (POST {amount, keyword,
   * language} → {outline}); absent: the built-in deterministic outline.
   */
  OUTLINE_URL: z.string().url().optional(),
  /** Sent as a bearer token to OUTLINE_URL. */
  OUTLINE_API_KEY: z.string().min(1).optional(),
  OUTLINE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /**
   * Origins (scheme://host[:port], comma separated) of host pages that embed
   * the area and may ask it for `downloadInfo` (docs/EMBEDDING.md).
   */
  EMBED_ORIGINS: z.string().default(''),
  /** Render worker threads; default: one per core (0 in tests: renders in-process). */
  RENDER_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  /** The store of one-off logo renders (sizes customers typed): past it the least recently used are dropped (server/modules/logo/one-off.ts). */
  ONE_OFF_RENDERS_MB: z.coerce.number().positive().default(2048),
  /** ffmpeg for the animation page's MP4 where the browser cannot encode one (a path or a name on PATH); "off": no such MP4, and /readyz does not ask for it. */
  FFMPEG: z.string().min(1).default('ffmpeg'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token a Prometheus scraper sends to /metrics; unset: /metrics is not served (404). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A running job (a brand kit's build) whose process stopped answering is retried by another process after this long (pg-boss). */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
  /** How often a process looks for such jobs (pg-boss maintenance). */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How long a SIGTERM waits for requests, renders and background work before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
});

export type Env = z.infer<typeof ZEnv>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  defaultLocale: Locale;
  siteHosts: ReadonlyArray<{ host: string; locale: Locale; wildcard: boolean }>;
  dataDir: string;
  databaseUrl?: string;
  storage:
    | { driver: 'local'; dir: string }
    | { driver: 's3'; endpoint?: string; region: string; bucket: string; accessKeyId?: string; secretAccessKey?: string; publicUrl?: string };
  sms: SmsConfig;
  mail: { driver: 'outbox'; from: string } | { driver: 'smtp'; from: string; url: string };
  /** Each site's public origin (links in mails). */
  publicOrigins: Record<Locale, string>;
  /** Fastify's trustProxy. */
  trustProxy: boolean | number | string;
  sessionDays: number;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Size of the render worker pool (server/render/pool.ts); 0 = in-process. */
  renderWorkers: number;
  /** ONE_OFF_RENDERS_MB in bytes. */
  oneOffRenderQuotaBytes: number;
  /** /metrics bearer token (null: /metrics answers 404). */
  metricsToken: string | null;
  /** The ffmpeg the server makes MP4 animations with for browsers that cannot (null: off). */
  ffmpeg: string | null;
  shutdownTimeoutMs: number;
  /** Background jobs (server/jobs): pg-boss's time-outs. */
  jobs: { expireSeconds: number; maintenanceSeconds: number };
  payments: {
    zh: 'sandbox' | 'wechat';
    en: 'sandbox' | 'stripe';
    sandboxSecret?: string;
    priceOverrides: PriceOverrides;
    partnerSource: string;
    wechat?: WechatConfig;
    stripe?: { secretKey: string; webhookSecret: string; publishableKey: string };
  };
  /** The partner brand site: a real one over HTTP, the local simulator, or none (production without UBRAND_BASE_URL). */
  ubrand: UbrandConfig;
  /** Who writes brand PPT outlines: the built-in generator, or an AI text service over HTTP. */
  outline: OutlineConfig;
  /** What the browser may see (injected into the page). */
  publicSite: Omit<TSiteInfo, 'locale' | 'partnerUrl'>;
}

export type OutlineConfig = { mode: 'local' } | { mode: 'http'; url: string; apiKey?: string; timeoutMs: number };

export type UbrandConfig =
  | { mode: 'http'; baseUrl: string; publicUrl: string; key: string; secret: string; timeoutMs: number; retries: number }
  | { mode: 'simulator'; port: number; key: string; secret?: string; timeoutMs: number; retries: number }
  | { mode: 'off' };

function ubrandConfig(e: Env): UbrandConfig {
  const common = { key: e.UBRAND_APP_KEY, timeoutMs: e.UBRAND_TIMEOUT_MS, retries: e.UBRAND_RETRIES };
  if (e.UBRAND_BASE_URL) {
    if (!e.UBRAND_APP_SECRET) throw new Error('Invalid configuration:\n  UBRAND_APP_SECRET: required with UBRAND_BASE_URL');
    return { mode: 'http', baseUrl: e.UBRAND_BASE_URL, publicUrl: e.UBRAND_PUBLIC_URL ?? e.UBRAND_BASE_URL, secret: e.UBRAND_APP_SECRET, ...common };
  }
  if (e.NODE_ENV === 'production') return { mode: 'off' };
  const port = e.UBRAND_SIMULATOR_PORT ?? (e.PORT === 0 || e.NODE_ENV === 'test' ? 0 : e.PORT + 1);
  return { mode: 'simulator', port, secret: e.UBRAND_APP_SECRET, ...common };
}

export interface WechatConfig {
  appId: string;
  mchId: string;
  serialNo: string;
  privateKeyFile: string;
  apiV3Key: string;
  /** Platform key files by serial. */
  platformKeyFiles: Record<string, string>;
  notifyUrl: string;
  baseUrl?: string;
}

/** The provider settings a site's choice needs, or a message naming what is missing. */
function providerConfig(e: z.infer<typeof ZEnv>): Pick<Config['payments'], 'wechat' | 'stripe'> {
  const out: Pick<Config['payments'], 'wechat' | 'stripe'> = {};
  if (e.PAYMENTS_ZH === 'wechat') {
    const need = ['WECHAT_APP_ID', 'WECHAT_MCH_ID', 'WECHAT_SERIAL_NO', 'WECHAT_PRIVATE_KEY_FILE', 'WECHAT_API_V3_KEY', 'WECHAT_PLATFORM_KEYS', 'WECHAT_NOTIFY_URL'] as const;
    const missing = need.filter((k) => !e[k]);
    if (missing.length) throw new Error(`Invalid configuration:\n  ${missing.join(', ')}: required when PAYMENTS_ZH=wechat`);
    out.wechat = {
      appId: e.WECHAT_APP_ID!,
      mchId: e.WECHAT_MCH_ID!,
      serialNo: e.WECHAT_SERIAL_NO!,
      privateKeyFile: e.WECHAT_PRIVATE_KEY_FILE!,
      apiV3Key: e.WECHAT_API_V3_KEY!,
      platformKeyFiles: Object.fromEntries(e.WECHAT_PLATFORM_KEYS!.split(',').map((p) => p.trim().split('=') as [string, string])),
      notifyUrl: e.WECHAT_NOTIFY_URL!,
      baseUrl: e.WECHAT_BASE_URL,
    };
  }
  if (e.PAYMENTS_EN === 'stripe') {
    const need = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;
    const missing = need.filter((k) => !e[k]);
    if (missing.length) throw new Error(`Invalid configuration:\n  ${missing.join(', ')}: required when PAYMENTS_EN=stripe`);
    out.stripe = { secretKey: e.STRIPE_SECRET_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, publishableKey: e.STRIPE_PUBLISHABLE_KEY! };
  }
  return out;
}

/** Which SMS provider sends the Chinese site's codes, with its settings. */
export type SmsConfig = {
  perHour: number;
  timeoutMs: number;
  proofBits: number;
  /** Refuse SMS sign-in to the virtual operators' numbers (core/sms.ts `VIRTUAL_OPERATOR_PREFIXES`). */
  refuseVirtual: boolean;
} & (
  | { driver: 'log' }
  | { driver: 'aliyun'; aliyun: { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string } }
  | {
      driver: 'tencent';
      tencent: { secretId: string; secretKey: string; sdkAppId: string; signName: string; templateId: string; region: string; endpoint: string };
    }
);

function smsConfig(e: z.infer<typeof ZEnv>): SmsConfig {
  const base = { perHour: e.SMS_MAX_PER_HOUR, timeoutMs: e.SMS_TIMEOUT_MS, proofBits: e.SMS_PROOF_BITS, refuseVirtual: e.SMS_REFUSE_VIRTUAL === 'true' };
  const require = (need: ReadonlyArray<keyof Env>) => {
    const missing = need.filter((k) => !e[k]);
    if (missing.length) throw new Error(`Invalid configuration:\n  ${missing.join(', ')}: required when SMS_DRIVER=${e.SMS_DRIVER}`);
  };
  if (e.SMS_DRIVER === 'aliyun') {
    require(['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE']);
    return {
      ...base,
      driver: 'aliyun',
      aliyun: {
        accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
        accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
        signName: e.ALIYUN_SMS_SIGN_NAME!,
        templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
        endpoint: e.ALIYUN_SMS_ENDPOINT,
      },
    };
  }
  if (e.SMS_DRIVER === 'tencent') {
    require(['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID']);
    return {
      ...base,
      driver: 'tencent',
      tencent: {
        secretId: e.TENCENT_SMS_SECRET_ID!,
        secretKey: e.TENCENT_SMS_SECRET_KEY!,
        sdkAppId: e.TENCENT_SMS_SDK_APP_ID!,
        signName: e.TENCENT_SMS_SIGN_NAME!,
        templateId: e.TENCENT_SMS_TEMPLATE_ID!,
        region: e.TENCENT_SMS_REGION,
        endpoint: e.TENCENT_SMS_ENDPOINT,
      },
    };
  }
  return { ...base, driver: 'log' };
}

/**
 * The sandbox checkout completes orders without money: a production server
 * must take payments through the real provider of each site.
 */
function refuseSandboxInProduction(e: Env): void {
  if (e.NODE_ENV !== 'production') return;
  const sandboxed = (['PAYMENTS_ZH', 'PAYMENTS_EN'] as const).filter((k) => e[k] === 'sandbox');
  if (sandboxed.length) {
    throw new Error(
      `Invalid configuration:\n  ${sandboxed.join(', ')}: the sandbox checkout takes no money and does not run with NODE_ENV=production; set PAYMENTS_ZH=wechat and PAYMENTS_EN=stripe (or run the demo without NODE_ENV=production)`,
    );
  }
  if (e.SMS_DRIVER === 'log') {
    throw new Error(
      'Invalid configuration:\n  SMS_DRIVER=log: sign-in codes would only be written to the log, and nobody could sign in by SMS; set SMS_DRIVER=aliyun or tencent with its settings (or run the demo without NODE_ENV=production)',
    );
  }
}

export type PriceOverrides = Partial<Record<Locale, Partial<Record<TProduct, number>>>>;

const ZPrices = z.record(z.enum(LOCALES), z.record(ZProduct, z.number().positive()).optional());

function parsePrices(raw: string | undefined): PriceOverrides {
  if (!raw) return {};
  try {
    return ZPrices.parse(JSON.parse(raw)) as PriceOverrides;
  } catch {
    throw new Error('Invalid configuration:\n  PRICES: must be JSON like {"zh":{"package_basic":99},"en":{"package_basic":29}}');
  }
}

function parseSiteHosts(raw: string): Config['siteHosts'] {
  return raw
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [host, locale] = pair.split('=').map((s) => s.trim().toLowerCase());
      if (!host || !LOCALES.includes(locale as Locale)) {
        throw new Error(`SITE_HOSTS: "${pair}" must look like host=zh or host=en`);
      }
      const wildcard = host.startsWith('*.');
      return { host: wildcard ? host.slice(2) : host, locale: locale as Locale, wildcard };
    });
}

function parsePublicOrigins(e: Env): Record<Locale, string> {
  const origins: Record<Locale, string> = { en: `http://localhost:${e.PORT}`, zh: `http://zh.localhost:${e.PORT}` };
  for (const pair of (e.PUBLIC_ORIGINS ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [site, origin] = pair.split('=');
    let url: URL | undefined;
    try {
      url = new URL(origin ?? '');
    } catch {
      url = undefined;
    }
    if ((site !== 'en' && site !== 'zh') || !url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      throw new Error(`Invalid configuration:\n  PUBLIC_ORIGINS: "${pair}" is not like en=https://www.example.com`);
    }
    origins[site] = url.origin;
  }
  return origins;
}

function mailConfig(e: Env): Config['mail'] {
  if (e.MAIL_DRIVER === 'outbox') return { driver: 'outbox', from: e.MAIL_FROM };
  if (!e.SMTP_URL || !/^smtps?:$/.test(new URL(e.SMTP_URL).protocol)) {
    throw new Error('Invalid configuration:\n  SMTP_URL: an smtp:// or smtps:// address is required when MAIL_DRIVER=smtp');
  }
  return { driver: 'smtp', from: e.MAIL_FROM, url: e.SMTP_URL };
}

/** EMBED_ORIGINS: each entry must be a bare origin (no path), as `MessageEvent.origin` reads. */
function parseOrigins(raw: string): string[] {
  return raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      let url: URL;
      try {
        url = new URL(o);
      } catch {
        throw new Error(`Invalid configuration:\n  EMBED_ORIGINS: "${o}" is not an origin like https://partner.example`);
      }
      if (!/^https?:$/.test(url.protocol) || url.origin !== o.replace(/\/$/, '')) {
        throw new Error(`Invalid configuration:\n  EMBED_ORIGINS: "${o}" is not an origin like https://partner.example`);
      }
      return url.origin;
    });
}

/** Reads and validates the environment (process.env by default). */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  refuseSandboxInProduction(e);
  let storage: Config['storage'];
  if (e.STORAGE_DRIVER === 's3') {
    if (!e.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
    storage = {
      driver: 's3',
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      ...(e.S3_PUBLIC_URL ? { publicUrl: e.S3_PUBLIC_URL } : {}),
    };
  } else {
    storage = { driver: 'local', dir: `${e.DATA_DIR}/files` };
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    defaultLocale: e.SITE_LOCALE,
    siteHosts: parseSiteHosts(e.SITE_HOSTS),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    storage,
    sms: smsConfig(e),
    mail: mailConfig(e),
    publicOrigins: parsePublicOrigins(e),
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    sessionDays: e.SESSION_DAYS,
    seedDemo: e.SEED_DEMO === 'always' || (e.SEED_DEMO === 'auto' && e.NODE_ENV !== 'production'),
    logLevel: e.LOG_LEVEL,
    renderWorkers: e.RENDER_WORKERS ?? (e.NODE_ENV === 'test' ? 0 : availableParallelism()),
    oneOffRenderQuotaBytes: Math.round(e.ONE_OFF_RENDERS_MB * 1024 * 1024),
    metricsToken: e.METRICS_TOKEN ?? null,
    ffmpeg: e.FFMPEG === 'off' ? null : e.FFMPEG,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    jobs: { expireSeconds: e.JOB_EXPIRE_SECONDS, maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS },
    payments: {
      zh: e.PAYMENTS_ZH,
      en: e.PAYMENTS_EN,
      sandboxSecret: e.SANDBOX_SECRET,
      priceOverrides: parsePrices(e.PRICES),
      partnerSource: e.PARTNER_SOURCE,
      ...providerConfig(e),
    },
    ubrand: ubrandConfig(e),
    outline: e.OUTLINE_URL ? { mode: 'http', url: e.OUTLINE_URL, timeoutMs: e.OUTLINE_TIMEOUT_MS, ...(e.OUTLINE_API_KEY ? { apiKey: e.OUTLINE_API_KEY } : {}) } : { mode: 'local' },
    publicSite: {
      siteRoot: e.SITE_ROOT_URL,
      editorUrl: e.EDITOR_URL,
      trademarkUrl: e.TRADEMARK_URL,
      helpUrl: e.HELP_URL,
      invoiceEnabled: e.INVOICE_ENABLED === 'true',
      stripePublishableKey: e.PAYMENTS_EN === 'stripe' ? (e.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      embedOrigins: parseOrigins(e.EMBED_ORIGINS),
    },
  };
}

/** The site of a request, from its host name (port stripped). */
export function siteForHost(config: Pick<Config, 'siteHosts' | 'defaultLocale'>, hostHeader: string | undefined): Locale {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  for (const entry of config.siteHosts) {
    if (!entry.wildcard && host === entry.host) return entry.locale;
    if (entry.wildcard && host.endsWith(`.${entry.host}`)) return entry.locale;
  }
  return config.defaultLocale;
}
