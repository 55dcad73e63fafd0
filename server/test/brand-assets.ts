import { ZDesign } from '../../core/design';
import { DEMO_DESIGNS } from '../demo/designs';
import { createLogo, createUser } from './factories';
import { loginAs, type TestApp } from './harness';

/**
 * The people and logos a brand asset's route tests (social kit, print shop)
 * try their calls as: an owner, an admin and another user of `domain`,
 * signed in; the owner's professional logo (English), professional logo of
 * the Chinese demo design, basic logo, logo not bought and shared logo.
 */
export async function brandAssetLogos(t: TestApp, domain: string) {
  const db = t.ctx.db;
  const owner = await createUser(db, { email: `owner@${domain}` });
  await createUser(db, { email: `admin@${domain}`, is_admin: true });
  await createUser(db, { email: `other@${domain}` });
  const logos = {
    pro: await createLogo(db, { user_id: owner.id }),
    zhPro: await createLogo(db, { user_id: owner.id, design: ZDesign.parse(DEMO_DESIGNS[1009]) }),
    basic: await createLogo(db, { user_id: owner.id, bought_type: 1 }),
    notBought: await createLogo(db, { user_id: owner.id, is_bought: false, bought_type: null }),
    shared: await createLogo(db, { user_id: owner.id, share: true }),
  };
  const cookies = {
    owner: await loginAs(t.app, `owner@${domain}`),
    admin: await loginAs(t.app, `admin@${domain}`),
    other: await loginAs(t.app, `other@${domain}`),
  };
  return { logos, cookies };
}

/** A POST of JSON from the site's own origin, signed in when `cookie` is given. */
export function poster(t: TestApp) {
  return (url: string, body: unknown, cookie?: string, host = 'localhost') =>
    t.app.inject({ method: 'POST', url, payload: body as object, headers: { ...(cookie ? { cookie } : {}), host, origin: `http://${host}` } });
}

/** A GET from the site, signed in when `cookie` is given (no origin: a navigation or a preload). */
export function getter(t: TestApp) {
  return (url: string, cookie?: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), host } });
}

/** Calls `call` from one address until its limit of `max` a window is spent; the status of the call after it. */
export async function overLimit(max: number, call: () => Promise<{ statusCode: number }>): Promise<number> {
  for (let i = 0; i < max; i++) await call();
  return (await call()).statusCode;
}
