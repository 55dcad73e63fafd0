import { describe, expect, it } from 'vitest';
import { viewerRoles } from './roles';

describe('viewerRoles', () => {
  it('adds the site language, embedded mode and sign-in to the server roles', () => {
    const roles = viewerRoles({ serverRoles: ['logo', 'owner'], locale: 'zh', embedded: true, signedIn: true });
    expect([...roles].sort()).toEqual(['embedded', 'login', 'logo', 'owner', 'zh']);
  });

  it('holds admin without a logo for an admin (admin pages have no logo)', () => {
    const roles = viewerRoles({ serverRoles: [], locale: 'zh', embedded: false, signedIn: true, isAdmin: true });
    expect([...roles].sort()).toEqual(['admin', 'login', 'zh']);
  });

  it('holds only the site language for a visitor without a logo', () => {
    expect([...viewerRoles({ serverRoles: [], locale: 'en', embedded: false, signedIn: false })]).toEqual(['en']);
  });
});
