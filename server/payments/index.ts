import type { Locale } from '../../core/constants';
import type { Config } from '../config';
import type { Storage } from '../storage';
import { readFileSync } from 'node:fs';
import { sandboxDriver, type SandboxDriver } from './sandbox';
import { stripeDriver } from './stripe';
import { wechatDriver } from './wechat';
import type { PaymentDriver, ProviderName } from './types';

export interface Payments {
  /** The driver that takes payments on a site. */
  forSite(site: Locale): PaymentDriver;
  byName(name: ProviderName): PaymentDriver | undefined;
  /** The local checkout; null in production, where it is never started (no money moves through it). */
  sandbox: SandboxDriver | null;
}

/**
 * The payment drivers chosen by config. The sandbox exists outside production
 * (it is the default on both sites there) and signs its notifications with
 * `sandboxSecret`; real providers are added when configured.
 */
export function createPayments(
  config: Config,
  storage: Storage,
  sandboxSecret: string | null,
  extra: Partial<Record<ProviderName, PaymentDriver>> = {},
): Payments {
  const sandbox = sandboxSecret === null ? null : sandboxDriver({ secret: sandboxSecret, storage });
  const drivers: Partial<Record<ProviderName, PaymentDriver>> = { ...(sandbox ? { sandbox } : {}), ...configuredDrivers(config), ...extra };
  return {
    sandbox,
    byName: (name) => drivers[name],
    forSite(site) {
      const name = config.payments[site];
      const driver = drivers[name];
      if (!driver) throw new Error(`payment provider ${name} is configured for the ${site} site but has no driver`);
      return driver;
    },
  };
}

/** The real providers the config turns on (their factories validate keys and fail fast). */
function configuredDrivers(config: Config): Partial<Record<ProviderName, PaymentDriver>> {
  const out: Partial<Record<ProviderName, PaymentDriver>> = {};
  const w = config.payments.wechat;
  if (w) {
    out.wechat = wechatDriver({
      appId: w.appId,
      mchId: w.mchId,
      merchantSerialNo: w.serialNo,
      merchantPrivateKeyPem: readFileSync(w.privateKeyFile, 'utf8'),
      apiV3Key: w.apiV3Key,
      platformPublicKeys: Object.fromEntries(Object.entries(w.platformKeyFiles).map(([serial, file]) => [serial, readFileSync(file, 'utf8')])),
      notifyUrl: w.notifyUrl,
      ...(w.baseUrl ? { baseUrl: w.baseUrl } : {}),
    });
  }
  const s = config.payments.stripe;
  if (s) out.stripe = stripeDriver({ secretKey: s.secretKey, webhookSecret: s.webhookSecret });
  return out;
}
