import type { Locale } from '../../core/constants';
import { DESIGNER_FIX_PRICE, BRAND_REGISTER_PRICE_YUAN } from '../../core/constants';
import type { TProduct } from '../../core/products';
import type { PriceOverrides } from '../config';
import type { Currency } from './types';

/** Currency of each site. */
export const SITE_CURRENCY: Record<Locale, Currency> = { zh: 'CNY', en: 'USD' };

/** List prices in major units; upgrades are priced as the difference (see priceOf). */
const LIST_PRICES: Record<Locale, Record<Exclude<TProduct, 'upgrade_professional' | 'upgrade_luxury'>, number>> = {
  zh: {
    package_basic: 99,
    package_professional: 199,
    package_luxury: 399,
    office_package: 49,
    designer_fix: DESIGNER_FIX_PRICE.zh,
    brand_register: BRAND_REGISTER_PRICE_YUAN,
  },
  en: {
    package_basic: 29,
    package_professional: 59,
    package_luxury: 99,
    office_package: 15,
    designer_fix: DESIGNER_FIX_PRICE.en,
    brand_register: 0, // not sold on the English site
  },
};

const PACKAGE_BY_BOUGHT_TYPE: Record<number, 'package_basic' | 'package_professional' | 'package_luxury'> = {
  1: 'package_basic',
  2: 'package_professional',
  3: 'package_luxury',
  4: 'package_luxury',
};

export function listPrice(site: Locale, product: Exclude<TProduct, 'upgrade_professional' | 'upgrade_luxury'>, overrides: PriceOverrides): number {
  return overrides[site]?.[product] ?? LIST_PRICES[site][product];
}

/**
 * The price of a product for a logo, in major units. An upgrade costs the
 * difference between the target package and the package already bought.
 */
export function priceOf(site: Locale, product: TProduct, boughtType: number | null, overrides: PriceOverrides): number {
  if (product === 'upgrade_professional' || product === 'upgrade_luxury') {
    const target = product === 'upgrade_professional' ? 'package_professional' : 'package_luxury';
    const current = boughtType ? PACKAGE_BY_BOUGHT_TYPE[boughtType] : undefined;
    const paid = current ? listPrice(site, current, overrides) : 0;
    return Math.max(listPrice(site, target, overrides) - paid, 0);
  }
  return listPrice(site, product, overrides);
}

/** Major units → minor units (fen, cents), without floating-point drift. */
export function toMinor(price: number): number {
  return Math.round(price * 100);
}
