import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RowChanges } from '../db/changes';

/** The cookie that carries the last change mark a client was answered after. */
export const CHANGES_COOKIE = 'changes_seen';

/**
 * How long the cookie lasts, in seconds: the read caches' longest life
 * (ttlMs of the session and logo caches), after which no copy older than
 * the mark can be left anywhere.
 */
const MARK_LIFE_S = 60;

/**
 * A client's own changes, read back from any process (docs/DEPLOYMENT.md):
 * a request that may have written answers once this process has heard its
 * changes (db/changes.ts `sync`) and gives its client that mark's number; a
 * process the client's next request reaches before it has heard the mark
 * (the announcement is still on its way: a few ms, more under load) waits
 * for it before the request reads any cached session or logo. So a purchase,
 * a sign-out or a share switch answered by one instance behind the proxy is
 * what the next page sees from every instance, not the copy the other one
 * held. The number is signed with the installation's secret, so a made-up
 * mark never makes a process wait or empty its caches.
 */
export function installChangeMarks(app: FastifyInstance, changes: RowChanges, secret: string): void {
  const signature = (mark: number) => createHmac('sha256', secret).update(`change-mark:${mark}`).digest('base64url');
  const signed = (mark: number, sig: string) => {
    const expected = Buffer.from(signature(mark));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  // Callback hooks, as the session's: a request without the cookie, or whose mark is heard already, costs no promise.
  app.addHook('onRequest', (req, _reply, done) => {
    const value = req.cookies[CHANGES_COOKIE];
    const dot = value ? value.indexOf('.') : -1;
    if (dot < 0) return done();
    const mark = Number(value!.slice(0, dot));
    if (!Number.isSafeInteger(mark) || changes.heard(mark) || !signed(mark, value!.slice(dot + 1))) return done();
    changes.catchUp(mark).then(() => done(), done);
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.routeOptions.config?.writes) return done(null, payload);
    changes.sync().then((mark) => {
      if (mark !== undefined) {
        reply.setCookie(CHANGES_COOKIE, `${mark}.${signature(mark)}`, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: MARK_LIFE_S });
      }
      done(null, payload);
    }, done);
  });
}
