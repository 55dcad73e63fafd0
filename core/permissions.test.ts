import { describe, expect, it } from 'vitest';
import { can, RULES, type Role } from './permissions';
import { downloadsFor, linkGrants, PUBLIC_PAGE_GRANTS } from './portal/access';

describe('can(): the rule language of spec 01 §6', () => {
  it('a flat list holds when any role holds', () => {
    expect(can(['owner', 'admin'], ['admin'])).toBe(true);
    expect(can(['owner', 'admin'], ['login'])).toBe(false);
  });
  it('a nested list holds only when all of its roles hold', () => {
    expect(can([['owner', 'bought']], ['owner'])).toBe(false);
    expect(can([['owner', 'bought']], ['owner', 'bought'])).toBe(true);
    expect(can([['owner', 'bought'], 'admin'], ['admin'])).toBe(true);
  });
  it('a leading ! negates a role', () => {
    expect(can(['!embedded'], [])).toBe(true);
    expect(can(['!embedded'], ['embedded'])).toBe(false);
    expect(can([['zh', '!embedded']], ['zh'])).toBe(true);
    expect(can([['zh', '!embedded']], ['zh', 'embedded'])).toBe(false);
  });
  it('a list inside an all-list is again an any-list', () => {
    const rule = [[['admin', 'owner'], 'upgrade']] as const;
    expect(can(rule, ['owner', 'upgrade'])).toBe(true);
    expect(can(rule, ['admin', 'upgrade'])).toBe(true);
    expect(can(rule, ['designer', 'upgrade'])).toBe(false);
    expect(can(rule, ['owner'])).toBe(false);
  });
  it('an empty rule always holds', () => {
    expect(can([], [])).toBe(true);
  });
  it('accepts a Set as well as a list of roles', () => {
    expect(can(['admin'], new Set<Role>(['admin']))).toBe(true);
  });
});

describe('the named rules of spec 01 §2/§6', () => {
  const check = (rule: keyof typeof RULES, roles: Role[]) => can(RULES[rule], roles);

  it('designer fix menu: admin, designer, owner or upload permission; not embedded; professional package', () => {
    for (const who of ['admin', 'designer', 'owner', 'uploadPermission'] as const) {
      expect(check('designerFixMenu', [who, 'upgrade'])).toBe(true);
      expect(check('designerFixMenu', [who, 'upgrade', 'embedded'])).toBe(false);
      expect(check('designerFixMenu', [who])).toBe(false);
    }
    expect(check('designerFixMenu', ['login', 'upgrade'])).toBe(false);
  });
  it('brand identity: a logo or a manual png', () => {
    expect(check('brandIdentity', ['logo'])).toBe(true);
    expect(check('brandIdentity', ['manualPng'])).toBe(true);
    expect(check('brandIdentity', ['login'])).toBe(false);
    expect(check('brandMission', ['logo'])).toBe(true);
    expect(check('brandMission', ['logo', 'embedded'])).toBe(false);
    expect(check('fontAuthorization', ['zh', 'owner'])).toBe(true);
    expect(check('fontAuthorization', ['zh', 'admin'])).toBe(true);
    expect(check('fontAuthorization', ['en', 'owner'])).toBe(false);
    expect(check('fontAuthorization', ['zh', 'designer'])).toBe(false);
  });
  it('animations, business cards, brand PPT: the professional package', () => {
    expect(check('professional', ['logo', 'upgrade'])).toBe(true);
    expect(check('professional', ['logo', 'bought'])).toBe(false);
  });
  it('invoice menu: Chinese, not embedded, invoice shown', () => {
    expect(check('invoiceMenu', ['zh', 'invoice'])).toBe(true);
    expect(check('invoiceMenu', ['en', 'invoice'])).toBe(false);
    expect(check('invoiceMenu', ['zh', 'invoice', 'embedded'])).toBe(false);
    expect(check('invoiceMenu', ['zh'])).toBe(false);
  });
  it('trademark link: Chinese, not embedded; help link: English, not embedded', () => {
    expect(check('trademarkLink', ['zh'])).toBe(true);
    expect(check('trademarkLink', ['en'])).toBe(false);
    expect(check('trademarkLink', ['zh', 'embedded'])).toBe(false);
    expect(check('helpLink', ['en'])).toBe(true);
    expect(check('helpLink', ['zh'])).toBe(false);
    expect(check('helpLink', ['en', 'embedded'])).toBe(false);
  });
  it('edit button and share switch: owner or admin, outside a frame', () => {
    expect(check('manageLogo', ['owner'])).toBe(true);
    expect(check('manageLogo', ['admin'])).toBe(true);
    expect(check('manageLogo', ['designer'])).toBe(false);
    expect(check('manageLogo', ['owner', 'embedded'])).toBe(false);
  });
  it('invoice alert: non-Chinese site, owner or admin, bought', () => {
    expect(check('invoiceAlert', ['owner', 'en', 'bought'])).toBe(true);
    expect(check('invoiceAlert', ['owner', 'zh', 'bought'])).toBe(false);
    expect(check('invoiceAlert', ['owner', 'en'])).toBe(false);
    expect(check('invoiceAlert', ['login', 'en', 'bought'])).toBe(false);
  });
  it('page start: embedded, shared, owner, admin or designer may view', () => {
    for (const r of ['embedded', 'shared', 'owner', 'admin', 'designer'] as const) expect(check('viewLogo', [r])).toBe(true);
    expect(check('viewLogo', ['login', 'en'])).toBe(false);
  });
  it('eps download: admin only', () => {
    expect(check('downloadEps', ['admin'])).toBe(true);
    expect(check('downloadEps', ['owner', 'upgrade'])).toBe(false);
  });
});

describe('the brand portal’s rules (issue 46; core/portal/access.ts)', () => {
  it('manage: the owner of a bought logo, an admin, a team editor; never a viewer or a link’s holder', () => {
    expect(can(RULES.portalManage, ['owner', 'bought'])).toBe(true);
    expect(can(RULES.portalManage, ['owner'])).toBe(false);
    expect(can(RULES.portalManage, ['admin'])).toBe(true);
    expect(can(RULES.portalManage, ['portalEditor', 'bought'])).toBe(true);
    // A logo no longer bought (refunded): its team is out too.
    expect(can(RULES.portalManage, ['portalEditor'])).toBe(false);
    expect(can(RULES.portalManage, ['portalViewer', 'portalLink', 'portalLinkDownloads', 'bought'])).toBe(false);
    expect(can(RULES.portalPage, ['owner', 'bought', 'embedded'])).toBe(false);
  });

  it('team: only the owner of a bought logo or an admin invites and removes; an editor alone in the area sees the portal page only', () => {
    expect(can(RULES.portalTeam, ['owner', 'bought'])).toBe(true);
    expect(can(RULES.portalTeam, ['admin'])).toBe(true);
    expect(can(RULES.portalTeam, ['portalEditor', 'bought'])).toBe(false);
    expect(can(RULES.portalTeam, ['owner'])).toBe(false);
    expect(can(RULES.portalTeamOnly, ['portalEditor', 'bought', 'logo', 'login'])).toBe(true);
    expect(can(RULES.portalTeamOnly, ['portalEditor', 'owner', 'bought'])).toBe(false);
    expect(can(RULES.portalTeamOnly, ['portalEditor', 'admin'])).toBe(false);
    // The logo's designer keeps the pages the designer works on.
    expect(can(RULES.portalTeamOnly, ['portalEditor', 'designer', 'bought'])).toBe(false);
    expect(can(RULES.viewLogo, ['portalEditor', 'bought', 'login'])).toBe(true);
    expect(can(RULES.viewLogo, ['portalViewer', 'bought', 'login'])).toBe(false);
  });

  it('view and download: a live link of a bought logo as its kind says; the team; nobody else', () => {
    expect(can(RULES.portalView, [...linkGrants('request'), 'bought'])).toBe(true);
    expect(can(RULES.portalDownload, [...linkGrants('request'), 'bought'])).toBe(false);
    expect(can(RULES.portalDownload, [...linkGrants('email'), 'bought'])).toBe(false);
    // Once the e-mail was given (and the terms accepted), or the owner approved the request: downloads.
    expect(can(RULES.portalDownload, [...linkGrants('email', { emailGiven: true }), 'bought'])).toBe(true);
    expect(can(RULES.portalDownload, [...linkGrants('request', { approved: true }), 'bought'])).toBe(true);
    // Neither opens a link of the other kind.
    expect(can(RULES.portalDownload, [...linkGrants('email', { approved: true }), 'bought'])).toBe(false);
    expect(can(RULES.portalDownload, [...linkGrants('request', { emailGiven: true }), 'bought'])).toBe(false);
    expect(can(RULES.portalDownload, [...linkGrants('public'), 'bought'])).toBe(true);
    expect(can(RULES.portalDownload, [...linkGrants('password'), 'bought'])).toBe(true);
    expect(can(RULES.portalView, linkGrants('public'))).toBe(false);
    expect(can(RULES.portalDownload, ['portalViewer', 'bought'])).toBe(true);
    expect(can(RULES.portalDownload, ['portalViewer'])).toBe(false);
    expect(can(RULES.portalView, ['login', 'bought', 'en'])).toBe(false);
    expect(downloadsFor([...linkGrants('email'), 'bought'], 'email')).toBe('email');
    expect(downloadsFor([...linkGrants('request'), 'bought'], 'request')).toBe('request');
    expect(downloadsFor([...PUBLIC_PAGE_GRANTS, 'bought'], null)).toBe('yes');
  });
});
