import type { Locale } from '../../../core/constants';
import { givesDesignerFix, ON_SALE, PRODUCT_BOUGHT_TYPE, PRODUCT_SITES, PRODUCTS, type TProduct } from '../../../core/products';
import { designerFixOpen, packageState } from '../../../core/packages';
import type { LogoRow } from '../logo/repo';

export interface EligibilityContext {
  site: Locale;
  /** Where the buyer's session came from; the partner source hides designer fix (spec 01 §5). */
  sessionSource: string | null;
  partnerSource: string;
}

/** Whether a product can be bought for a logo now (the server's rule; the client only shows it). */
export function canBuy(product: TProduct, logo: LogoRow, ctx: EligibilityContext): boolean {
  if (!ON_SALE[product] || !PRODUCT_SITES[product].includes(ctx.site)) return false;
  // The partner's customers are not offered the designer fix, nor a package that includes it.
  if (givesDesignerFix(product) && ctx.sessionSource === ctx.partnerSource) return false;
  return changesLogo(product, logo);
}

/**
 * Whether a product would still change this logo in its present state: a
 * package only for a logo not bought, an upgrade only from a lower package,
 * an add-on only once. The same rule decides an order again when its money
 * arrives (crediting never lowers a package or gives a thing twice).
 */
export function changesLogo(product: TProduct, logo: LogoRow): boolean {
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
      return pkg.bought && !logo.brand_package && (bt === 1 || (bt === 2 && logo.designer_assistant === 0));
    case 'office_package':
      return pkg.bought && !logo.office_package;
    case 'designer_fix':
      return designerFixOpen(pkg.tier, logo.designer_assistant);
    case 'brand_register':
      return logo.brand_register === 0;
  }
}

export function buyableProducts(logo: LogoRow, ctx: EligibilityContext): TProduct[] {
  return PRODUCTS.filter((p) => canBuy(p, logo, ctx));
}

/**
 * Where the buyer lands after paying (built by the server: never an open
 * redirect). The order number lets the page say what the payment did.
 */
export function returnUrl(product: TProduct, faId: number, orderNo: string): string {
  if (product === 'brand_register') return `/success/brand-register/${faId}?order=${orderNo}`;
  const extra = product === 'designer_fix' ? '&product=designer_fix' : '';
  return `/download/?logo=${faId}&payment=1${extra}&order=${orderNo}`;
}

/**
 * Orders that do the same thing to a logo: paying one makes the others'
 * offers stale (every package and upgrade is priced from the package bought;
 * the luxury package and the designer fix both open the designer request).
 */
export function sameEffectProducts(product: TProduct): readonly TProduct[] {
  const same = new Set<TProduct>(PRODUCT_BOUGHT_TYPE[product] ? PACKAGE_PRODUCTS : [product]);
  if (givesDesignerFix(product)) for (const other of PRODUCTS.filter(givesDesignerFix)) same.add(other);
  return [...same];
}

const PACKAGE_PRODUCTS: readonly TProduct[] = PRODUCTS.filter((p) => PRODUCT_BOUGHT_TYPE[p] !== undefined);
