import { afterAll, beforeAll, expect } from 'vitest';
import { ZPortalLink } from '../../../core/portal/api';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, type TestApp } from '../../test/harness';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * What the brand portal's test files share: a test app with an owner, an
 * admin and another user, two bought logos of the owner (the first with its
 * portal at `portal` when asked), and the calls they make. The values are
 * there from the file's first hook on (`kit`).
 */
export function portalTestKit(opts: { portal?: string } = {}) {
  const kit = {} as { t: TestApp; cookies: Record<'owner' | 'admin' | 'other', string>; logo: number; second: number };
  const call = (method: Method, url: string, cookie?: string, payload?: object, host = 'localhost') =>
    kit.t.app.inject({ method, url, payload, headers: { host, ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : { origin: `http://${host}` }) } });
  const settings = (id: number, body: object, cookie = kit.cookies.owner, host?: string) =>
    call('PUT', `/api/logo/${id}/portal`, cookie, { indexable: false, live: false, ...body }, host);
  const newLink = async (body: object) => {
    const res = await call('POST', `/api/logo/${kit.logo}/portal/links`, kit.cookies.owner, body);
    expect(res.statusCode, res.body).toBe(201);
    return ZPortalLink.parse(res.json().link);
  };
  const visit = (path: string, cookie?: string, host?: string) => call('GET', path.replace(/^\/b\//, '/api/b/'), cookie, undefined, host);
  /** The slug of the first logo's portal now. */
  const slugNow = async () => (await call('GET', `/api/logo/${kit.logo}/portal`, kit.cookies.owner)).json().portal.slug as string;

  beforeAll(async () => {
    kit.t = await startTestApp();
    const db = kit.t.ctx.db;
    const owner = await createUser(db, { email: 'owner@portal.test' });
    await createUser(db, { email: 'admin@portal.test', is_admin: true });
    await createUser(db, { email: 'other@portal.test' });
    kit.logo = (await createLogo(db, { user_id: owner.id })).fa_id;
    kit.second = (await createLogo(db, { user_id: owner.id })).fa_id;
    kit.cookies = {
      owner: await loginAs(kit.t.app, 'owner@portal.test'),
      admin: await loginAs(kit.t.app, 'admin@portal.test'),
      other: await loginAs(kit.t.app, 'other@portal.test'),
    };
    if (opts.portal) expect((await settings(kit.logo, { slug: opts.portal })).statusCode).toBe(200);
  });
  afterAll(() => kit.t.close());
  return { kit, call, settings, newLink, visit, slugNow };
}
