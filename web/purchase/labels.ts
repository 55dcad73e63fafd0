import type { PackageTier } from '../../core/constants';
import type { TProduct } from '../../core/products';
import type { TKey } from '../i18n';

/** The name of each product in the purchase dialog and on the payment notice. */
export const PRODUCT_LABELS: Record<TProduct, TKey> = {
  package_basic: 'purchase.product.package_basic',
  package_professional: 'purchase.product.package_professional',
  package_luxury: 'purchase.product.package_luxury',
  upgrade_professional: 'purchase.product.upgrade_professional',
  upgrade_luxury: 'purchase.product.upgrade_luxury',
  office_package: 'purchase.product.office_package',
  designer_fix: 'purchase.product.designer_fix',
  brand_register: 'purchase.product.brand_register',
};

/** The name of each package tier (badge, notices). */
export const TIER_NAMES: Record<PackageTier, TKey> = {
  basic: 'package.basic',
  designer: 'package.designer',
  professional: 'package.professional',
  luxury: 'package.luxury',
  brand: 'package.brand',
};

/** Why a paid order no longer applied, by what it was for (spec 01 §4 payment notice). */
export const NOT_APPLIED_REASON: Record<TProduct, TKey> = {
  package_basic: 'purchase.notApplied.package',
  package_professional: 'purchase.notApplied.package',
  package_luxury: 'purchase.notApplied.package',
  upgrade_professional: 'purchase.notApplied.package',
  upgrade_luxury: 'purchase.notApplied.package',
  office_package: 'purchase.notApplied.office_package',
  designer_fix: 'purchase.notApplied.designer_fix',
  brand_register: 'purchase.notApplied.brand_register',
};
