import { BOUGHT_TYPE_TIER, type PackageTier } from '../../core/constants';
import { PRODUCT_BOUGHT_TYPE, type TOffer, type TProduct } from '../../core/products';

/**
 * What each package gives, as the purchase dialog compares them (Looka's
 * pricing does the same): only what the area delivers today. The rules
 * themselves live in core (downloads.ts sizes, icons, mockups and cards, kit.ts,
 * products.ts INCLUDES_DESIGNER_FIX); this is their description.
 */
export const FEATURES = [
  'files',
  'versions',
  'sizeWebsite',
  'kit',
  'sizeAny',
  'icons',
  'mockups',
  'businessCards',
  'layouts',
  'socialKit',
  'printFiles',
  'animation',
  'brandPpt',
  'designerFixIncluded',
  'wordTemplates',
  'pptTemplates',
] as const;
export type Feature = (typeof FEATURES)[number];

type SoldTier = 'basic' | 'professional' | 'luxury';

const PROFESSIONAL_FEATURES: readonly Feature[] = ['files', 'versions', 'sizeAny', 'kit', 'icons', 'mockups', 'businessCards', 'layouts', 'socialKit', 'printFiles', 'animation', 'brandPpt'];

const TIER_FEATURES: Record<SoldTier, readonly Feature[]> = {
  basic: ['files', 'versions', 'sizeWebsite', 'kit'],
  professional: PROFESSIONAL_FEATURES,
  luxury: [...PROFESSIONAL_FEATURES, 'designerFixIncluded'],
};

/** The package below each one, whose features a higher package lists as "everything in …". */
const BELOW: Record<SoldTier, SoldTier | null> = { basic: null, professional: 'basic', luxury: 'professional' };

export interface OfferContents {
  /** "Everything in {tier}, plus:" for a higher package; "Adds to your {tier} package:" for an upgrade. */
  lead: { kind: 'everything' | 'adds'; tier: PackageTier } | null;
  features: readonly Feature[];
  /** The package most buyers want: marked in the dialog. */
  recommended: boolean;
}

/** The offer most buyers want, marked in the dialog and chosen to begin with: the professional package or its upgrade. */
export function isRecommended(product: TProduct): boolean {
  return soldTier(product) === 'professional';
}

function soldTier(product: TProduct): SoldTier | null {
  const bt = PRODUCT_BOUGHT_TYPE[product];
  const tier = bt ? BOUGHT_TYPE_TIER[bt] : undefined;
  return tier === 'basic' || tier === 'professional' || tier === 'luxury' ? tier : null;
}

/** What the office templates add to any bought package (spec 02 §4). */
const OFFICE_FEATURES: readonly Feature[] = ['wordTemplates', 'pptTemplates'];

/**
 * What an offer gives the logo: a package its features (after the package
 * below it), an upgrade only what it adds to the package the logo has, the
 * office templates their templates; null for a product that is no package
 * (the designer fix, a registration). `focus`: the feature whose gate opened
 * the dialog, listed first where the offer gives it.
 */
export function offerContents(product: TProduct, current: PackageTier | null, focus?: Feature): OfferContents | null {
  const contents = listedContents(product, current);
  if (!contents || focus === undefined || !contents.features.includes(focus)) return contents;
  return { ...contents, features: [focus, ...contents.features.filter((f) => f !== focus)] };
}

function listedContents(product: TProduct, current: PackageTier | null): OfferContents | null {
  if (product === 'office_package') return { lead: null, features: OFFICE_FEATURES, recommended: false };
  const target = soldTier(product);
  if (!target) return null;
  const recommended = isRecommended(product);
  if (product.startsWith('upgrade_') && current && current in TIER_FEATURES) {
    const has = new Set(TIER_FEATURES[current as SoldTier]);
    return { lead: { kind: 'adds', tier: current }, features: TIER_FEATURES[target].filter((f) => !has.has(f)), recommended };
  }
  const below = BELOW[target];
  if (!below) return { lead: null, features: TIER_FEATURES[target], recommended };
  const inBelow = new Set(TIER_FEATURES[below]);
  return { lead: { kind: 'everything', tier: below }, features: TIER_FEATURES[target].filter((f) => !inBelow.has(f)), recommended };
}

/**
 * What the designer fix included in a luxury offer is worth, at the server's
 * prices: the luxury offer less the professional one of the same kind beside
 * it, or the whole offer where it adds nothing else (the upgrade from
 * professional). Null when it cannot be told.
 */
export function includedFixValue(offers: readonly TOffer[], product: TProduct): TOffer | null {
  const offer = offers.find((o) => o.product === product);
  if (!offer) return null;
  const base = product === 'package_luxury' ? 'package_professional' : product === 'upgrade_luxury' ? 'upgrade_professional' : null;
  if (!base) return null;
  const professional = offers.find((o) => o.product === base);
  const price = professional ? offer.price - professional.price : offer.price;
  return price > 0 ? { ...offer, price } : null;
}
