import { ADMIN_FORMATS, MAX_SIDE_PX, SIZE_PRESETS, type DownloadFormat, type PackageTier } from './constants';
import type { Role } from './permissions';

export type DownloadRefusal = 'SIZE_LIMIT' | 'UNAUTHENTICATED' | 'NOT_BOUGHT' | 'FORBIDDEN' | 'SIZE_NOT_IN_PACKAGE' | 'NOT_IN_PACKAGE' | 'NOT_IN_OFFICE_PACKAGE';

export interface DownloadAsk {
  format: DownloadFormat;
  width: number;
  height: number;
}

/** Formats whose size is fixed by the format itself (the ICO's 16–256 px set). */
const FIXED_SIZE: ReadonlySet<DownloadFormat> = new Set(['ico']);

/** The size a download gets when none is asked for: the website size for the basic package, else the social default. */
export function defaultDownloadSize(tier: PackageTier | null, roles: ReadonlySet<Role>): { width: number; height: number } {
  return tier === 'basic' && !roles.has('admin') ? SIZE_PRESETS.website : SIZE_PRESETS.social;
}

/**
 * Why a logo file may not be downloaded, or null when it may (spec 01 §4
 * download action, §2 size dialog, §5 size rule, §6 eps for admins). The
 * server refuses with this code; the browser uses it to open the purchase
 * dialog or sign-in instead of a download that would fail.
 */
export function downloadRefusal(roles: ReadonlySet<Role>, tier: PackageTier | null, ask: DownloadAsk): DownloadRefusal | null {
  if (ask.width > MAX_SIDE_PX || ask.height > MAX_SIDE_PX) return 'SIZE_LIMIT';
  if (!roles.has('bought')) return roles.has('login') ? 'NOT_BOUGHT' : 'UNAUTHENTICATED';
  if (ADMIN_FORMATS.includes(ask.format) && !roles.has('admin')) return 'FORBIDDEN';
  const website = SIZE_PRESETS.website;
  if (tier === 'basic' && !roles.has('admin') && !FIXED_SIZE.has(ask.format)) {
    if (ask.width !== website.width || ask.height !== website.height) return 'SIZE_NOT_IN_PACKAGE';
  }
  return null;
}

/** What a downloaded file's name says after the variant: which picture of the format it is. */
export function downloadFileSuffix(format: DownloadFormat): string {
  if (format === 'svg-nbg') return '-transparent';
  if (format === 'eps-bg') return '-background';
  return format.endsWith('-low') ? '-web' : '';
}

/**
 * Why a file of the professional package may not be downloaded, or null:
 * the icon page's avatar-style icons (spec 01 §2), mockups and business
 * cards (spec 02 §6). The logo must be bought, and they come with the
 * professional package or better (admins count as both).
 */
export function professionalRefusal(roles: ReadonlySet<Role>): DownloadRefusal | null {
  if (!roles.has('bought')) return roles.has('login') ? 'NOT_BOUGHT' : 'UNAUTHENTICATED';
  if (!roles.has('upgrade')) return 'NOT_IN_PACKAGE';
  return null;
}

/**
 * Why a mockup or a business card may not be downloaded, nor more mockups
 * listed (load-more), or null (spec 02 §6): a signed-in viewer — a visitor
 * is sent to sign in even on a shared logo — and the professional package.
 */
export function brandAssetRefusal(roles: ReadonlySet<Role>): DownloadRefusal | null {
  if (!roles.has('login')) return 'UNAUTHENTICATED';
  return professionalRefusal(roles);
}

/**
 * Why a frame page (spec 01 §2, §4) shows its upgrade mask instead of taking
 * the viewer to the framed address, or null: the logo is not bought (a
 * visitor of a shared logo that is bought goes through, as its viewer).
 */
export function frameRefusal(roles: ReadonlySet<Role>): DownloadRefusal | null {
  if (roles.has('bought')) return null;
  return roles.has('login') ? 'NOT_BOUGHT' : 'UNAUTHENTICATED';
}

/**
 * Why a brand-identity file (an effect card) may not be downloaded, or null:
 * a signed-in viewer of a bought logo (admins count as bought); the package
 * decides only the quality (spec 02 §6: 'high' when upgraded or admin).
 */
export function brandIdentityRefusal(roles: ReadonlySet<Role>): DownloadRefusal | null {
  if (!roles.has('login')) return 'UNAUTHENTICATED';
  if (!roles.has('bought')) return 'NOT_BOUGHT';
  return null;
}

/**
 * Why a Word or PPT template may not be downloaded, or null (spec 02 §4,
 * §6): a visitor signs in, a signed-in viewer of a logo not bought pays, a
 * buyer without the office package is offered it; admins count as all.
 */
export function officeTemplateRefusal(roles: ReadonlySet<Role>): DownloadRefusal | null {
  return brandIdentityRefusal(roles) ?? (roles.has('office') ? null : 'NOT_IN_OFFICE_PACKAGE');
}
