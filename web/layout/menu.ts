import type { TSiteInfo } from '../../core/api';
import { can, RULES, type Role, type Rule } from '../../core/permissions';
import type { TKey } from '../i18n';

export type MenuEntryId =
  | 'download'
  | 'icons'
  | 'designerFix'
  | 'brandIdentity'
  | 'brand'
  | 'design'
  | 'mockups'
  | 'social'
  | 'animate'
  | 'businessCard'
  | 'print'
  | 'brandPpt'
  | 'word'
  | 'ppt'
  | 'portal'
  | 'invoice'
  | 'trademark'
  | 'help'
  | 'adminInvoices';

export interface MenuLabels {
  /** Label in the 280 px menu and the mobile drawer. */
  long: TKey;
  /** Label under the icon in the 70 px menu (below 1050 px). */
  short: TKey;
}

export type MenuTarget =
  | { kind: 'route'; path: string }
  /** A link to a configured URL of the site (opened as a plain link, not a route). */
  | { kind: 'external'; siteUrl: keyof Pick<TSiteInfo, 'trademarkUrl' | 'helpUrl'>; newTab: boolean };

export interface MenuEntry {
  id: MenuEntryId;
  target: MenuTarget;
  labels: MenuLabels;
  /** Labels when no logo is on the page (the '/' entry becomes "customise"). */
  labelsWithoutLogo?: MenuLabels;
  rule: Rule;
  /** Shows a mark beside the label when the viewer holds this role. */
  markWhen?: Role;
}

/** The side menu of spec 01 §2 ("Layout and side menu") and §6, in display order. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  {
    id: 'download',
    target: { kind: 'route', path: '/' },
    labels: { long: 'menu.download.long', short: 'menu.download.short' },
    labelsWithoutLogo: { long: 'menu.customise.long', short: 'menu.customise.short' },
    rule: [],
  },
  {
    // Not in spec 01's list, but a page of the area (/icon): its entry is where the viewer is.
    id: 'icons',
    target: { kind: 'route', path: '/icon' },
    labels: { long: 'menu.icons.long', short: 'menu.icons.short' },
    rule: [['logo']],
  },
  {
    id: 'designerFix',
    target: { kind: 'route', path: '/mod' },
    labels: { long: 'menu.designerFix.long', short: 'menu.designerFix.short' },
    rule: RULES.designerFixMenu,
    markWhen: 'designerAssistant',
  },
  {
    id: 'brandIdentity',
    target: { kind: 'route', path: '/vi' },
    labels: { long: 'menu.brandIdentity.long', short: 'menu.brandIdentity.short' },
    rule: RULES.brandIdentity,
  },
  {
    // Not in spec 01's list: the brand package (spec 02 §2) and the design hub are pages of the area too.
    id: 'brand',
    target: { kind: 'route', path: '/brand' },
    labels: { long: 'menu.brand.long', short: 'menu.brand.short' },
    rule: RULES.brandPackagePage,
  },
  {
    id: 'design',
    target: { kind: 'route', path: '/design' },
    labels: { long: 'menu.design.long', short: 'menu.design.short' },
    rule: RULES.designHub,
  },
  {
    id: 'mockups',
    target: { kind: 'route', path: '/mockup' },
    labels: { long: 'menu.mockups.long', short: 'menu.mockups.short' },
    rule: RULES.mockups,
  },
  {
    // Not in spec 01's list: the social media kit (issue: lockups and a social kit), with the professional package.
    id: 'social',
    target: { kind: 'route', path: '/social' },
    labels: { long: 'menu.social.long', short: 'menu.social.short' },
    rule: RULES.mockups,
  },
  {
    id: 'animate',
    target: { kind: 'route', path: '/animate' },
    labels: { long: 'menu.animate.long', short: 'menu.animate.short' },
    rule: RULES.professional,
  },
  {
    id: 'businessCard',
    target: { kind: 'route', path: '/business-card' },
    labels: { long: 'menu.businessCard.long', short: 'menu.businessCard.short' },
    rule: RULES.professional,
  },
  {
    // Not in spec 01's list: the print shop's files (issue 47), with the professional package.
    id: 'print',
    target: { kind: 'route', path: '/print' },
    labels: { long: 'menu.print.long', short: 'menu.print.short' },
    rule: RULES.mockups,
  },
  {
    id: 'brandPpt',
    target: { kind: 'route', path: '/brand-ppt' },
    labels: { long: 'menu.brandPpt.long', short: 'menu.brandPpt.short' },
    rule: RULES.professional,
  },
  {
    // Not in spec 01's list: the Word and PPT templates pages (spec 02 §2) are pages of the area too.
    id: 'word',
    target: { kind: 'route', path: '/word' },
    labels: { long: 'menu.word.long', short: 'menu.word.short' },
    rule: RULES.officeTemplates,
  },
  {
    id: 'ppt',
    target: { kind: 'route', path: '/ppt' },
    labels: { long: 'menu.ppt.long', short: 'menu.ppt.short' },
    rule: RULES.officeTemplates,
  },
  {
    // Not in the specs' menu: the brand portal (issue 46), for whoever manages it.
    id: 'portal',
    target: { kind: 'route', path: '/portal' },
    labels: { long: 'menu.portal.long', short: 'menu.portal.short' },
    rule: RULES.portalPage,
  },
  {
    id: 'invoice',
    target: { kind: 'route', path: '/invoice' },
    labels: { long: 'menu.invoice.long', short: 'menu.invoice.short' },
    rule: RULES.invoiceMenu,
  },
  {
    id: 'trademark',
    target: { kind: 'route', path: '/tm' },
    labels: { long: 'menu.trademark.long', short: 'menu.trademark.short' },
    rule: RULES.trademarkLink,
  },
  {
    id: 'help',
    target: { kind: 'external', siteUrl: 'helpUrl', newTab: false },
    labels: { long: 'menu.help.long', short: 'menu.help.short' },
    rule: RULES.helpLink,
  },
  {
    // Not in the spec's menu: admins reach the invoice review queue from here.
    id: 'adminInvoices',
    target: { kind: 'route', path: '/admin/invoices' },
    labels: { long: 'menu.adminInvoices.long', short: 'menu.adminInvoices.short' },
    rule: RULES.invoiceAdmin,
  },
];

/**
 * The entries the viewer sees: those whose rule holds for `roles` and, for
 * in-area entries, whose route is in the route table (`availableRoutes`, from
 * routes.tsx). Pages not built yet thus disappear from the menu by themselves.
 */
export function visibleMenu(
  roles: ReadonlySet<Role> | readonly Role[],
  availableRoutes: ReadonlySet<string>,
  entries: readonly MenuEntry[] = MENU_ENTRIES,
): MenuEntry[] {
  // A brand portal's editor alone sees its portal page's entry (core/permissions portalTeamOnly).
  const teamOnly = can(RULES.portalTeamOnly, roles);
  return entries.filter(
    (entry) => (!teamOnly || entry.id === 'portal') && can(entry.rule, roles) && (entry.target.kind === 'external' || availableRoutes.has(entry.target.path)),
  );
}

/** The labels an entry shows ("customise" when no logo is on the page). */
export function menuLabels(entry: MenuEntry, logoOnPage: boolean): MenuLabels {
  return !logoOnPage && entry.labelsWithoutLogo ? entry.labelsWithoutLogo : entry.labels;
}
