import { describe, expect, it } from 'vitest';
import { packageState } from './packages';
import { rolesFor, type RoleLogo } from './roles';

const logo = (over: Partial<RoleLogo> = {}): RoleLogo => ({
  user_id: 1,
  designer_user_id: 3,
  shareSetting: false,
  designer_assistant: 0,
  manual_png: null,
  manual_logo: false,
  is_bought: true,
  bought_type: 2,
  brand_package: false,
  ...over,
});

describe('packageState (spec 01 §3)', () => {
  it.each([
    [1, 'basic', false, false],
    [2, 'professional', true, false],
    [3, 'luxury', true, true],
    [4, 'luxury', true, true],
  ] as const)('bought_type %i → %s', (bt, tier, upgrade, vip) => {
    const s = packageState({ is_bought: true, bought_type: bt, brand_package: false });
    expect(s).toMatchObject({ tier, bought: true, upgrade, vip, brandPackage: false });
  });
  it('the brand package is its own tier and counts as upgraded and vip', () => {
    expect(packageState({ is_bought: true, bought_type: 4, brand_package: true })).toEqual({
      tier: 'brand',
      bought: true,
      upgrade: true,
      vip: true,
      brandPackage: true,
      office: false,
    });
  });
  it('the office package is an add-on of a bought logo; admins count as having it', () => {
    expect(packageState({ is_bought: true, bought_type: 1, brand_package: false, office_package: true }).office).toBe(true);
    expect(packageState({ is_bought: false, bought_type: null, brand_package: false, office_package: true }).office).toBe(false);
    expect(packageState({ is_bought: true, bought_type: 3, brand_package: false }).office).toBe(false);
    expect(packageState({ is_bought: false, bought_type: null, brand_package: false }, true).office).toBe(true);
  });
  it('a logo not bought has no tier', () => {
    expect(packageState({ is_bought: false, bought_type: null, brand_package: false })).toMatchObject({
      tier: null,
      bought: false,
      upgrade: false,
    });
  });
  it('admins count as bought and upgraded', () => {
    expect(packageState({ is_bought: false, bought_type: null, brand_package: false }, true)).toMatchObject({
      bought: true,
      upgrade: true,
    });
  });
});

describe('rolesFor (spec 01 §6)', () => {
  it('the owner of a bought professional logo', () => {
    const r = rolesFor({ site: 'en', viewer: { id: 1, is_admin: false }, logo: logo() });
    expect(r.sort()).toEqual(['bought', 'en', 'login', 'logo', 'owner', 'upgrade'].sort());
  });
  it('the customise record client is an owner too', () => {
    const r = rolesFor({ site: 'zh', viewer: { id: 9, is_admin: false }, logo: logo({ customize_client_id: 9 }) });
    expect(r).toContain('owner');
  });
  it('the assigned designer', () => {
    const r = rolesFor({ site: 'en', viewer: { id: 3, is_admin: false }, logo: logo() });
    expect(r).toContain('designer');
    expect(r).not.toContain('owner');
  });
  it('an admin counts as bought even on an unbought logo', () => {
    const r = rolesFor({ site: 'en', viewer: { id: 2, is_admin: true }, logo: logo({ is_bought: false, bought_type: null }) });
    expect(r).toEqual(expect.arrayContaining(['admin', 'bought', 'upgrade']));
  });
  it('upload permission needs bought and the manual logo flag', () => {
    expect(rolesFor({ site: 'en', viewer: null, logo: logo({ manual_logo: true }) })).toContain('uploadPermission');
    expect(rolesFor({ site: 'en', viewer: null, logo: logo({ manual_logo: true, is_bought: false }) })).not.toContain(
      'uploadPermission',
    );
  });
  it('invoice is shown only to the owner of a bought logo when the site setting is on', () => {
    const owner = { id: 1, is_admin: false };
    expect(rolesFor({ site: 'zh', viewer: owner, logo: logo(), invoiceEnabled: true })).toContain('invoice');
    expect(rolesFor({ site: 'zh', viewer: owner, logo: logo(), invoiceEnabled: false })).not.toContain('invoice');
    expect(rolesFor({ site: 'zh', viewer: owner, logo: logo({ is_bought: false }), invoiceEnabled: true })).not.toContain('invoice');
    expect(rolesFor({ site: 'zh', viewer: { id: 4, is_admin: false }, logo: logo(), invoiceEnabled: true })).not.toContain(
      'invoice',
    );
  });
  it('embedded, shared, manual png and designer assistant flags', () => {
    const r = rolesFor({
      site: 'en',
      viewer: null,
      embedded: true,
      logo: logo({ shareSetting: true, manual_png: '/x.png', designer_assistant: 1 }),
    });
    expect(r).toEqual(expect.arrayContaining(['embedded', 'shared', 'manualPng', 'designerAssistant']));
    expect(r).not.toContain('login');
  });
  it('no logo on the page: only site and login roles', () => {
    expect(rolesFor({ site: 'zh', viewer: { id: 1, is_admin: false }, logo: null }).sort()).toEqual(['login', 'zh']);
  });
});
