import { BOUGHT_TYPE_TIER, type PackageTier } from './constants';

/** The package fields of a logo that decide what its viewers may do. */
export interface PackageFields {
  is_bought: boolean;
  bought_type: number | null;
  /** The brand package (spec 02: brand-package logos). */
  brand_package: boolean;
  /** The office package (Word/PPT templates). */
  office_package?: boolean;
}

export interface PackageState {
  tier: PackageTier | null;
  bought: boolean;
  upgrade: boolean;
  vip: boolean;
  brandPackage: boolean;
  /** The office package: the Word and PPT templates (admins count). */
  office: boolean;
}

/** A package of the upgraded tiers: the higher downloads and the designer fix are open to it. */
function isUpgradeTier(tier: PackageTier | null): boolean {
  return tier === 'professional' || tier === 'luxury' || tier === 'brand';
}

/**
 * Whether the designer fix would still change a logo: an upgraded package no
 * designer works on yet. The server's offer rule; the page uses it to hold the
 * button's place before the offers arrive.
 */
export function designerFixOpen(tier: PackageTier | null, designerAssistant: number): boolean {
  return isUpgradeTier(tier) && designerAssistant === 0;
}

/**
 * Derives the package state of a logo (spec 01 §3/§6). The one place that maps
 * bought_type to a tier; admins count as bought and upgraded.
 */
export function packageState(logo: PackageFields, isAdmin = false): PackageState {
  const tier: PackageTier | null = logo.brand_package
    ? 'brand'
    : logo.is_bought && logo.bought_type
      ? (BOUGHT_TYPE_TIER[logo.bought_type] ?? 'basic')
      : null;
  const bought = isAdmin || (logo.is_bought && tier !== null);
  const upgrade = isAdmin || isUpgradeTier(tier);
  const vip = tier === 'luxury' || tier === 'brand';
  return { tier, bought, upgrade, vip, brandPackage: tier === 'brand', office: isAdmin || (bought && !!logo.office_package) };
}
