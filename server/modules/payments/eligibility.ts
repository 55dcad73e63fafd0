import type { Locale } from '../../../core/constants';
import { PRODUCT_SITES, PRODUCTS, type TProduct } from '../../../core/products';
import { packageState } from '../../../core/packages';
import type { LogoRow } from '../logo/repo';

export interface EligibilityContext {
  site: Locale;
  /** Where the buyer's session came from; the partner source hides designer fix (spec 01 §5). */
  sessionSource: string | null;
  partnerSource: string;
}

/** Whether a product can be bought for a logo now (the server's rule; the client only shows it). */
export function canBuy(product: TProduct, logo: LogoRow, ctx: EligibilityContext): boolean {
  if (!PRODUCT_SITES[product].includes(ctx.site)) return false;
  const pkg = packageState(logo);
  const bt = logo.is_bought ? (logo.bought_type ?? 0) : 0;
  switch (product) {
    case 'package_basic':
    case 'package_professional':
    case 'package_luxury':
      return !pkg.bought;
    case 'upgrade_professional':
      return pkg.bought && !logo.brand_package && bt === 1;
    case 'upgrade_luxury':
      return pkg.bought && !logo.brand_package && (bt === 1 || bt === 2);
    case 'office_package':
      return pkg.bought && !logo.office_package;
    case 'designer_fix':
      return pkg.upgrade && logo.designer_assistant === 0 && ctx.sessionSource !== ctx.partnerSource;
    case 'brand_register':
      return logo.brand_register === 0;
  }
}

export function buyableProducts(logo: LogoRow, ctx: EligibilityContext): TProduct[] {
  return PRODUCTS.filter((p) => canBuy(p, logo, ctx));
}

/** Where the buyer lands after paying (built by the server: never an open redirect). */
export function returnUrl(product: TProduct, faId: number): string {
  if (product === 'brand_register') return `/success/brand-register/${faId}`;
  const extra = product === 'designer_fix' ? '&product=designer_fix' : '';
  return `/download/?logo=${faId}&payment=1${extra}`;
}
