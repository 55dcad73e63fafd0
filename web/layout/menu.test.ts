import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/constants';
import { rolesFor, type RoleLogo } from '../../core/roles';
import { viewerRoles } from '../area/roles';
import { MENU_ENTRIES, menuLabels, visibleMenu, type MenuEntryId } from './menu';

/** Every in-area path the menu can point at, as if all pages were built. */
const ALL_ROUTES = new Set(MENU_ENTRIES.flatMap((e) => (e.target.kind === 'route' ? [e.target.path] : [])));

function createLogo(overrides: Partial<RoleLogo> = {}): RoleLogo {
  return {
    user_id: 1,
    designer_user_id: null,
    shareSetting: false,
    designer_assistant: 0,
    manual_png: null,
    manual_logo: false,
    is_bought: true,
    bought_type: 2,
    brand_package: false,
    ...overrides,
  };
}

interface Viewer {
  site?: Locale;
  viewer?: { id: number; is_admin: boolean } | null;
  logo?: RoleLogo | null;
  embedded?: boolean;
  invoiceEnabled?: boolean;
}

/** Roles as the browser has them: the server's rolesFor plus what the browser adds. */
function roles({ site = 'en', viewer = { id: 1, is_admin: false }, logo = createLogo(), embedded = false, invoiceEnabled }: Viewer) {
  const serverRoles = rolesFor({ site, viewer, logo, invoiceEnabled });
  return viewerRoles({ serverRoles, locale: site, embedded, signedIn: viewer !== null });
}

const ids = (entries: { id: MenuEntryId }[]) => entries.map((e) => e.id);

describe('visibleMenu', () => {
  it('shows a brand portal’s editor (not the owner) the portal entry only', () => {
    const editor = viewerRoles({ serverRoles: [...rolesFor({ site: 'en', viewer: { id: 2, is_admin: false }, logo: createLogo() }), 'portalEditor'], locale: 'en', embedded: false, signedIn: true });
    expect(ids(visibleMenu(editor, ALL_ROUTES))).toEqual(['portal']);
    // The owner who is also on the team sees the whole menu.
    const owner = new Set([...roles({}), 'portalEditor' as const]);
    expect(ids(visibleMenu(owner, ALL_ROUTES)).length).toBeGreaterThan(5);
  });

  it('shows the professional owner on the English site every English entry', () => {
    expect(ids(visibleMenu(roles({}), ALL_ROUTES))).toEqual([
      'download',
      'icons',
      'designerFix',
      'brandIdentity',
      'brand',
      'design',
      'mockups',
      'social',
      'animate',
      'businessCard',
      'print',
      'brandPpt',
      'word',
      'ppt',
      'portal',
      'help',
    ]);
  });

  it('hides designer fix from a visitor of a shared logo', () => {
    const visitor = roles({ viewer: null, logo: createLogo({ shareSetting: true }) });
    expect(ids(visibleMenu(visitor, ALL_ROUTES))).toEqual([
      'download',
      'icons',
      'brandIdentity',
      'brand',
      'design',
      'mockups',
      'social',
      'animate',
      'businessCard',
      'print',
      'brandPpt',
      'word',
      'ppt',
      'help',
    ]);
  });

  it('drops designer fix, invoice and the external links when embedded', () => {
    expect(ids(visibleMenu(roles({ embedded: true }), ALL_ROUTES))).toEqual([
      'download',
      'icons',
      'brandIdentity',
      'mockups',
      'social',
      'animate',
      'businessCard',
      'print',
      'brandPpt',
    ]);
    const zhEmbedded = roles({ site: 'zh', embedded: true, invoiceEnabled: true });
    expect(ids(visibleMenu(zhEmbedded, ALL_ROUTES))).not.toContain('trademark');
    expect(ids(visibleMenu(zhEmbedded, ALL_ROUTES))).not.toContain('invoice');
  });

  it('gives a Chinese-site admin who owns the bought logo the invoice and trademark entries', () => {
    const admin = roles({ site: 'zh', viewer: { id: 1, is_admin: true }, invoiceEnabled: true });
    expect(ids(visibleMenu(admin, ALL_ROUTES))).toEqual([
      'download',
      'icons',
      'designerFix',
      'brandIdentity',
      'brand',
      'design',
      'mockups',
      'social',
      'animate',
      'businessCard',
      'print',
      'brandPpt',
      'word',
      'ppt',
      'portal',
      'invoice',
      'trademark',
      'adminInvoices',
    ]);
  });

  it('keeps invoice hidden when the site has invoices off or the viewer is not the owner', () => {
    expect(ids(visibleMenu(roles({ site: 'zh', invoiceEnabled: false }), ALL_ROUTES))).not.toContain('invoice');
    const otherAdmin = roles({ site: 'zh', viewer: { id: 9, is_admin: true }, invoiceEnabled: true });
    expect(ids(visibleMenu(otherAdmin, ALL_ROUTES))).not.toContain('invoice');
  });

  it('hides designer fix and the professional entries for the basic package', () => {
    const basic = roles({ logo: createLogo({ bought_type: 1 }) });
    expect(ids(visibleMenu(basic, ALL_ROUTES))).toEqual(['download', 'icons', 'brandIdentity', 'brand', 'design', 'word', 'ppt', 'portal', 'help']);
  });

  it('lets an assigned designer of a professional logo reach designer fix', () => {
    const designer = roles({ viewer: { id: 7, is_admin: false }, logo: createLogo({ designer_user_id: 7 }) });
    expect(ids(visibleMenu(designer, ALL_ROUTES))).toContain('designerFix');
  });

  it('hides in-area entries whose route is not in the route table', () => {
    expect(ids(visibleMenu(roles({}), new Set(['/'])))).toEqual(['download', 'help']);
    expect(ids(visibleMenu(roles({}), new Set(['/', '/vi'])))).toEqual(['download', 'brandIdentity', 'help']);
  });

  it('shows only the customise entry and the site link without a logo', () => {
    const noLogo = roles({ logo: null });
    const entries = visibleMenu(noLogo, ALL_ROUTES);
    expect(ids(entries)).toEqual(['download', 'help']);
    expect(menuLabels(entries[0], false).long).toBe('menu.customise.long');
    expect(menuLabels(entries[0], true).long).toBe('menu.download.long');
  });
});
