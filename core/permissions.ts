/**
 * The permission engine of spec 01 §6. A rule is a list of roles: the rule
 * holds when ANY item holds; an item that is itself a list holds when ALL of
 * its items hold (and a list inside that is again "any"); a role written with a
 * leading `!` holds when the role is absent. An empty rule always holds.
 *
 * The same engine decides the menu and page guards in the browser and every
 * route on the server.
 */

export const ROLES = [
  'login', // signed in
  'owner', // logo user_id = me, or customise record client_id = me
  'admin', // users.is_admin
  'designer', // the logo's assigned designer
  'bought', // package bought (admins count as bought)
  'upgrade', // professional package or better (or admin)
  'vip', // luxury or brand package
  'brandPackage', // the brand package
  'office', // the office package: Word and PPT templates (or admin)
  'uploadPermission', // bought and manual logo flag set
  'embedded', // running inside a host page
  'zh', // Chinese site
  'en', // English site
  'logo', // a logo is on the page
  'manualPng', // a designer's manual png exists
  'designerAssistant', // designer assistant on (designer_assistant = 1)
  'invoice', // invoice shown (site setting, owner and bought)
  'shared', // shareSetting on
  'portalEditor', // a team editor of the logo's brand portal (issue 46)
  'portalViewer', // a team viewer of the logo's brand portal
  'portalLink', // holds a live link of the logo's brand portal (not revoked, not expired, its password given)
  'portalLinkDownloads', // that link gives downloads without asking (not a view-only link)
] as const;
export type Role = (typeof ROLES)[number];
export type RoleTerm = Role | `!${Role}`;
export type Rule = ReadonlyArray<RoleTerm | Rule>;

function termHolds(term: RoleTerm, roles: ReadonlySet<Role>): boolean {
  return term.startsWith('!') ? !roles.has(term.slice(1) as Role) : roles.has(term as Role);
}

function anyHolds(rule: Rule, roles: ReadonlySet<Role>): boolean {
  if (rule.length === 0) return true;
  return rule.some((item) => (typeof item === 'string' ? termHolds(item, roles) : allHold(item, roles)));
}

function allHold(rule: Rule, roles: ReadonlySet<Role>): boolean {
  return rule.every((item) => (typeof item === 'string' ? termHolds(item, roles) : anyHolds(item, roles)));
}

/** True when the viewer's roles satisfy the rule. */
export function can(rule: Rule, roles: ReadonlySet<Role> | readonly Role[]): boolean {
  return anyHolds(rule, roles instanceof Set ? roles : new Set(roles));
}

/**
 * Named rules of spec 01 §2 and §6 (and spec 02 §2/§6) used by the menu, the
 * page guards and the server.
 */
export const RULES = {
  /** Owner-only controls: share switch, edit button (spec 01 §2). */
  manageLogo: [['owner', '!embedded'], ['admin', '!embedded']],
  /** Invoice alert: non-Chinese site, owner or admin, bought (spec 01 §2, §6). */
  invoiceAlert: [['owner', 'en', 'bought', '!embedded'], ['admin', 'en', 'bought', '!embedded']],
  /** Share toggle on the server: owner or admin. */
  toggleShare: ['owner', 'admin'],
  /** Viewing a logo (spec 01 §4 page start): embedded, shared, owner, admin or designer; a brand portal's editor (who sees its portal page only: portalTeamOnly). */
  viewLogo: ['embedded', 'shared', 'owner', 'admin', 'designer', ['portalEditor', 'bought']],
  /** EPS download (spec 01 §6). */
  downloadEps: ['admin'],
  /** Designer fix menu (spec 01 §2): (admin | designer | owner | upload) & !embedded & professional. */
  designerFixMenu: [[['admin', 'designer', 'owner', 'uploadPermission'], '!embedded', 'upgrade']],
  /** Brand identity: a logo or a manual png (spec 01 §2, spec 02 §2). */
  brandIdentity: ['logo', 'manualPng'],
  /**
   * Mockups, logo animations, business cards, brand PPT need the professional
   * package (spec 01 §2 names the last three, spec 02 §2/§6 names mockups too).
   */
  mockups: [['logo', 'upgrade']],
  professional: [['logo', 'upgrade']],
  /** Making and editing a logo's brand PPT (spec 01 §2: professional package): its owner, or an admin. */
  brandPptEdit: [['owner', 'upgrade'], ['admin']],
  /** Word and PPT templates' menu entries (spec 02 §2): a logo on the page; downloads are gated by core/downloads' officeTemplateRefusal. */
  officeTemplates: [['logo', '!embedded']],
  /** The brand mission slider of the download page (spec 02 §1, §2): a logo on the page, never inside a host's frame. */
  brandMission: [['logo', '!embedded']],
  /** Font authorisation: see the details, save them, download the licence (spec 01 §6, spec 02 §6): Chinese site, owner or admin. */
  fontAuthorization: [['zh', 'owner'], ['zh', 'admin']],
  /** Naming the brand colours' spot inks (issue 47): the logo's owner or an admin, not inside a host's frame. */
  spotColours: [['owner', '!embedded'], ['admin', '!embedded']],
  /** Invoice menu: Chinese, not embedded, invoice shown. */
  invoiceMenu: [['zh', '!embedded', 'invoice']],
  /** Invoice application and its state on the server: Chinese site, owner of a bought logo. */
  invoiceApply: [['zh', 'invoice']],
  /** An issued invoice PDF: Chinese site, the logo's owner or an admin. */
  invoiceFile: [['zh', 'owner'], ['zh', 'admin']],
  /** Reviewing invoice applications (admin page and routes): Chinese site, admin, not embedded. */
  invoiceAdmin: [['zh', 'admin', '!embedded']],
  /** Payment receipt PDF (English site's invoice alert): owner of a bought logo, or an admin. */
  receipt: [['owner', 'bought'], ['admin']],
  /** Trademark registration link: Chinese, not embedded. */
  trademarkLink: [['zh', '!embedded']],
  /** The designer-fix page's data on the server (spec 01 §6): owner, admin or the logo's designer. */
  designerFixPage: ['owner', 'admin', 'designer'],
  /** Upload, replace, delete logo files (types 1–4, 6, 7; spec 01 §5): designers and admins. */
  designerLogoFiles: ['admin', 'designer'],
  /** Add source files (type 5): anyone of the page; replacing or deleting one is its uploader's. */
  designerSourceFiles: ['owner', 'admin', 'designer'],
  /** Write the remark and confirm the work: the owner (admins count as owners, spec 01 §6). */
  designerRemark: ['owner', 'admin'],
  /** Claim the commission: the logo's designer. */
  designerClaim: ['designer'],
  /** Designer authorisation, reset, status, refund. */
  designerAdmin: ['admin'],
  /** Help / contact link: English, not embedded. */
  helpLink: [['en', '!embedded']],
  /** The brand package page (spec 02 §2): a logo on the page; not inside a host's frame (its tiles lead out of the area). */
  brandPackagePage: [['logo', '!embedded']],
  /** The design hub (spec 02 §2): a logo on the page, not embedded. */
  designHub: [['logo', '!embedded']],
  /** Partner brand activation (spec 02 §5/§6): the logo's owner only (not an admin: the brand site account becomes theirs). */
  ubrandActivate: ['owner'],
  /** Existing activation state is loaded for brand-package logos only (spec 02 §4/§6). */
  ubrandState: [['owner', 'brandPackage']],
  /**
   * The brand portal (issue 46). Its settings, links and counts: the owner of a
   * bought logo, an admin or a team editor (an editor never buys, deletes or sees payments:
   * those rules do not name it).
   */
  portalManage: [['owner', 'bought'], 'admin', ['portalEditor', 'bought']],
  /** Its page in the area (menu entry "Brand portal"): the same people, never inside a host's frame. */
  portalPage: [['owner', 'bought', '!embedded'], ['admin', '!embedded'], ['portalEditor', 'bought', '!embedded']],
  /** Its team (invitations, removals): the owner of a bought logo or an admin — never an editor. */
  portalTeam: [['owner', 'bought'], 'admin'],
  /** A viewer who is in the area only as the portal's editor: the area shows them its portal page, nothing else of the logo. */
  portalTeamOnly: [['portalEditor', '!owner', '!admin', '!designer']],
  /** The brand's page: whoever manages it, a team viewer, the holder of a live link of a bought logo (core/portal/access.ts). */
  portalView: [['owner', 'bought'], 'admin', ['portalEditor', 'bought'], ['portalViewer', 'bought'], ['portalLink', 'bought']],
  /** Its downloads: as the page, except a view-only or e-mail link's holder, who asks or gives an e-mail first. */
  portalDownload: [['owner', 'bought'], 'admin', ['portalEditor', 'bought'], ['portalViewer', 'bought'], ['portalLinkDownloads', 'bought']],
} as const satisfies Record<string, Rule>;
export type RuleName = keyof typeof RULES;
