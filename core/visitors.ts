import { SIZE_PRESETS, SOCIAL_PRESETS, type Locale } from './constants';
import type { Role } from './permissions';

/**
 * A visitor of a shared logo: someone who is neither its owner, an admin nor
 * its designer. Visitors may download what the size dialog offers, not any
 * size up to 5000 px, so nobody can fill the render store with variants.
 */
export function isVisitor(roles: ReadonlySet<Role>): boolean {
  return !roles.has('owner') && !roles.has('admin') && !roles.has('designer');
}

/** The sizes a visitor may download on a site: the dialog's presets and the site's social platforms (spec 01 §9). */
export function visitorSizes(site: Locale): ReadonlyArray<{ width: number; height: number }> {
  return [...Object.values(SIZE_PRESETS), ...SOCIAL_PRESETS[site]];
}

export function isVisitorSize(site: Locale, width: number, height: number): boolean {
  return visitorSizes(site).some((s) => s.width === width && s.height === height);
}
