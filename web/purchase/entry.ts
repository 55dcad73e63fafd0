import { PACKAGE_PRODUCTS, type TOffer, type TProduct } from '../../core/products';
import type { TKey } from '../i18n';

export interface PurchaseEntry {
  kind: 'buy' | 'upgrade' | 'office';
  label: TKey;
  title: TKey;
}

const ENTRIES: Record<PurchaseEntry['kind'], PurchaseEntry> = {
  buy: { kind: 'buy', label: 'purchase.button.buy', title: 'purchase.title.buy' },
  upgrade: { kind: 'upgrade', label: 'purchase.button.upgrade', title: 'purchase.title.upgrade' },
  office: { kind: 'office', label: 'purchase.button.office', title: 'purchase.title.office' },
};

/**
 * The purchase button named by what the server offers for this logo (a
 * luxury logo is offered only the office templates: that is no "Upgrade");
 * null when it offers none of the button's products.
 */
export function purchaseEntry(offers: readonly Pick<TOffer, 'product'>[]): PurchaseEntry | null {
  const has = (p: (product: TProduct) => boolean) => offers.some((o) => PACKAGE_PRODUCTS.includes(o.product) && p(o.product));
  if (has((p) => p.startsWith('package_'))) return ENTRIES.buy;
  if (has((p) => p.startsWith('upgrade_'))) return ENTRIES.upgrade;
  if (has((p) => p === 'office_package')) return ENTRIES.office;
  return null;
}

/** Before (or without) the offers: named by the logo's bought state, as the spec's Buy / Upgrade. */
export function fallbackEntry(isBought: boolean): PurchaseEntry {
  return isBought ? ENTRIES.upgrade : ENTRIES.buy;
}
