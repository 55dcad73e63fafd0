import { z } from 'zod';
import type { Locale } from './constants';

/**
 * What the download area sells (spec 01 §3/§4/§9). Prices are the server's
 * (config); this file only names the products and what each one gives.
 */
export const PRODUCTS = [
  'package_basic',
  'package_professional',
  'package_luxury',
  'upgrade_professional',
  'upgrade_luxury',
  'office_package',
  'designer_fix',
  'brand_register',
] as const;
export const ZProduct = z.enum(PRODUCTS);
export type TProduct = z.infer<typeof ZProduct>;

/** bought_type a package product gives (spec 01 §3: 1 basic, 2 professional, 3 luxury). */
export const PRODUCT_BOUGHT_TYPE: Partial<Record<TProduct, number>> = {
  package_basic: 1,
  package_professional: 2,
  package_luxury: 3,
  upgrade_professional: 2,
  upgrade_luxury: 3,
};

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
  logo: z.number().int().positive(),
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

export const ZOrderStatusResponse = z.object({
  code: z.literal(200),
  order_no: z.string(),
  status: z.enum(['pending', 'paid', 'cancelled']),
});
