import { describe, expect, it } from 'vitest';
import { defaultDownloadSize, downloadRefusal, officeTemplateRefusal } from './downloads';
import type { Role } from './permissions';

const roles = (...r: Role[]) => new Set<Role>(r);
const png = (width = 1000, height = 1000) => ({ format: 'png-high' as const, width, height });

describe('downloadRefusal (spec 01 §4/§5/§6)', () => {
  it('lets a bought professional logo download any size up to 5000', () => {
    expect(downloadRefusal(roles('login', 'bought'), 'professional', png(5000, 5000))).toBeNull();
    expect(downloadRefusal(roles('login', 'bought'), 'professional', png(5001, 10))).toBe('SIZE_LIMIT');
  });
  it('sends the owner of a logo not bought to payment and an anonymous visitor to sign-in', () => {
    expect(downloadRefusal(roles('login', 'owner'), null, png())).toBe('NOT_BOUGHT');
    expect(downloadRefusal(roles('shared'), null, png())).toBe('UNAUTHENTICATED');
  });
  it('keeps both EPS files for admins', () => {
    for (const format of ['eps', 'eps-bg'] as const) {
      expect(downloadRefusal(roles('login', 'bought'), 'luxury', { format, width: 800, height: 600 })).toBe('FORBIDDEN');
      expect(downloadRefusal(roles('login', 'bought', 'admin'), 'luxury', { format, width: 800, height: 600 })).toBeNull();
    }
  });
  it('gives the basic package the website size only (not the favicon set, whose sizes are fixed)', () => {
    expect(downloadRefusal(roles('login', 'bought'), 'basic', png(800, 600))).toBeNull();
    expect(downloadRefusal(roles('login', 'bought'), 'basic', png(2000, 1500))).toBe('SIZE_NOT_IN_PACKAGE');
    expect(downloadRefusal(roles('login', 'bought'), 'basic', { format: 'ico', width: 1000, height: 1000 })).toBeNull();
    expect(downloadRefusal(roles('login', 'bought', 'admin'), 'basic', png(2000, 1500))).toBeNull();
  });
  it('defaults the size to the website preset for the basic package, else social', () => {
    expect(defaultDownloadSize('basic', roles())).toEqual({ width: 800, height: 600 });
    expect(defaultDownloadSize('professional', roles())).toEqual({ width: 1000, height: 1000 });
    expect(defaultDownloadSize('basic', roles('admin'))).toEqual({ width: 1000, height: 1000 });
  });
});

describe('officeTemplateRefusal (spec 02 §4, §6)', () => {
  it('sends a visitor to sign in, a non-buyer to pay, a buyer without the office package to it, and lets the rest download', () => {
    expect(officeTemplateRefusal(roles('bought', 'office'))).toBe('UNAUTHENTICATED');
    expect(officeTemplateRefusal(roles('login'))).toBe('NOT_BOUGHT');
    expect(officeTemplateRefusal(roles('login', 'bought', 'upgrade', 'vip'))).toBe('NOT_IN_OFFICE_PACKAGE');
    expect(officeTemplateRefusal(roles('login', 'bought', 'office'))).toBeNull();
  });
});
