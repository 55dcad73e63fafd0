import type { Locale } from '../../core/constants';
import type { Config } from '../config';
import type { Storage } from '../storage';
import { sandboxDriver, type SandboxDriver } from './sandbox';
import type { PaymentDriver, ProviderName } from './types';

export interface Payments {
  /** The driver that takes payments on a site. */
  forSite(site: Locale): PaymentDriver;
  byName(name: ProviderName): PaymentDriver | undefined;
  sandbox: SandboxDriver;
}

/**
 * The payment drivers chosen by config. The sandbox always exists (it is the
 * default on both sites); real providers are added when configured.
 */
export function createPayments(config: Config, storage: Storage, extra: Partial<Record<ProviderName, PaymentDriver>> = {}): Payments {
  const sandbox = sandboxDriver({ secret: config.payments.sandboxSecret, storage });
  const drivers: Partial<Record<ProviderName, PaymentDriver>> = { sandbox, ...extra };
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
