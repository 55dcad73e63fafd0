import { z } from 'zod';
import type { Locale } from './constants';
import { ZId } from './ids';

/**
 * What the download area sells (spec 01 §3/§4/§9). Prices are the server's
 * (config); this file only names the products and what each one gives.
 */
const PACKAGE_OFFERS = [
  'package_basic',
  'package_professional',
  'package_luxury',
  'upgrade_professional',
  'upgrade_luxury',
  'office_package',
] as const;
export const PRODUCTS = [...PACKAGE_OFFERS, 'designer_fix', 'brand_register'] as const;
export const ZProduct = z.enum(PRODUCTS);
export type TProduct = z.infer<typeof ZProduct>;
/** What the download page's purchase button sells: the packages, their upgrades and the office templates. */
export const PACKAGE_PRODUCTS: readonly TProduct[] = PACKAGE_OFFERS;

/** bought_type a package product gives (spec 01 §3: 1 basic, 2 professional, 3 luxury). */
export const PRODUCT_BOUGHT_TYPE: Partial<Record<TProduct, number>> = {
  package_basic: 1,
  package_professional: 2,
  package_luxury: 3,
  upgrade_professional: 2,
  upgrade_luxury: 3,
};

/**
 * Packages that come with the designer fix: the luxury package is the
 * professional one with a designer's hand-made change included (priced as
 * the two together, spec 01 §9 designer-fix price). Paying one opens the
 * designer request as paying the fix alone does.
 */
export const INCLUDES_DESIGNER_FIX: ReadonlySet<TProduct> = new Set(['package_luxury', 'upgrade_luxury']);

/** Whether paying a product gives the designer fix: the fix itself, or a package that includes it. */
export function givesDesignerFix(product: TProduct): boolean {
  return product === 'designer_fix' || INCLUDES_DESIGNER_FIX.has(product);
}

/** Products only one site sells (brand registration is Chinese only, spec 01 §2). */
export const PRODUCT_SITES: Record<TProduct, readonly Locale[]> = {
  package_basic: ['zh', 'en'],
  package_professional: ['zh', 'en'],
  package_luxury: ['zh', 'en'],
  upgrade_professional: ['zh', 'en'],
  upgrade_luxury: ['zh', 'en'],
  office_package: ['zh', 'en'],
  designer_fix: ['zh', 'en'],
  brand_register: ['zh'],
};

/**
 * THE switch of what is on sale: nothing may be sold that does not deliver at
 * once. A product is offered (and an order for it taken) only while its entry
 * is true; turn one on in the change that builds what it unlocks. The office
 * templates package unlocks the Word and PPT templates (spec 02 §4).
 */
export const ON_SALE: Record<TProduct, boolean> = {
  package_basic: true,
  package_professional: true,
  package_luxury: true,
  upgrade_professional: true,
  upgrade_luxury: true,
  office_package: true,
  designer_fix: true,
  brand_register: true,
};

export const ZChannel = z.enum(['native', 'h5', 'card', 'sandbox']);

export const ZOffer = z.object({
  product: ZProduct,
  /** Price in major units (yuan / dollars) and minor units. */
  price: z.number(),
  amountMinor: z.number().int(),
  currency: z.enum(['CNY', 'USD']),
});
export type TOffer = z.infer<typeof ZOffer>;

export const ZOffersResponse = z.object({
  code: z.literal(200),
  provider: z.enum(['sandbox', 'wechat', 'stripe']),
  offers: z.array(ZOffer),
});

export const ZCreateOrderRequest = z.object({
  logo: ZId,
  product: ZProduct,
  channel: ZChannel,
});

export const ZCreateOrderResponse = z.object({
  code: z.literal(200),
  order_no: z.string(),
  provider: z.enum(['sandbox', 'wechat', 'stripe']),
  amount: z.number(),
  currency: z.enum(['CNY', 'USD']),
  codeUrl: z.string().optional(),
  h5Url: z.string().optional(),
  clientSecret: z.string().optional(),
  checkoutUrl: z.string().optional(),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/**
 * An order's state. pending → paid (its money arrived and it did what it was
 * sold for) | cancelled (abandoned, or made stale by another paid order). An
 * order whose money arrives when it no longer applies (the logo already has
 * that package or more, the add-on was paid once already) changes nothing:
 * refund_due until the provider or an admin pays it back, then refunded.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refund_due', 'refunded'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** Statuses in which the provider took the customer's money. */
export const MONEY_RECEIVED: readonly TOrderStatus[] = ['paid', 'refund_due', 'refunded'];

export const ZOrderStatusResponse = z.object({
  code: z.literal(200),
  order_no: z.string(),
  status: ZOrderStatus,
  product: ZProduct,
  /** Price in major units, as charged. */
  amount: z.number(),
  currency: z.enum(['CNY', 'USD']),
  /** When its money arrived (ISO 8601); null while unpaid. */
  paid_at: z.string().nullable(),
});
export type TOrderStatusResponse = z.infer<typeof ZOrderStatusResponse>;
