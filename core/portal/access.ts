import type { Role } from '../permissions';
import { can, RULES } from '../permissions';
import type { TPortalBrand, TPortalLinkKind } from './api';

/**
 * Who gets into a brand portal (issue 46), in roles of core/permissions that
 * RULES.portalView and RULES.portalDownload read. One place: every route of
 * the portal (its page's data, the unlock, later the live link and the brand
 * file) asks these, never its own checks.
 */

/** What the holder of an e-mail or view-only link has done: given an e-mail and accepted the terms (this browser); been approved (the address's grant). */
export interface LinkOpened {
  emailGiven?: boolean;
  approved?: boolean;
}

/** What a live link gives its holder (a password link once its password was given in this browser). */
export function linkGrants(kind: TPortalLinkKind, opened: LinkOpened = {}): Role[] {
  // A public or password link: the page and its downloads; an e-mail link downloads after the e-mail and the
  // terms, a view-only link on the owner's approval — the page only, until then.
  const downloads = kind === 'public' || kind === 'password' || (kind === 'email' && opened.emailGiven === true) || (kind === 'request' && opened.approved === true);
  return downloads ? ['portalLink', 'portalLinkDownloads'] : ['portalLink'];
}

/** What a page the owner made public gives everyone: what a public link gives. */
export const PUBLIC_PAGE_GRANTS: readonly Role[] = ['portalLink', 'portalLinkDownloads'];

/** How a viewer with these roles downloads, the link they came by (if any) saying how to ask otherwise. */
export function downloadsFor(roles: readonly Role[], kind: TPortalLinkKind | null): TPortalBrand['downloads'] {
  if (can(RULES.portalDownload, roles)) return 'yes';
  return kind === 'email' ? 'email' : 'request';
}
