import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { CHANGES_COOKIE } from '../http/change-marks';
import { cacheLookups } from '../lib/metrics';
import { ReadCache } from '../lib/read-cache';
import { createLogo, createUser } from '../test/factories';
import { loginAs, startTestApp, type TestApp } from '../test/harness';
import { openDatabase, type Database } from './client';
import { watchRowChanges, type RowChanges } from './changes';
import { designers, logos } from './schema';

/**
 * Two processes of one installation: the test app, and a second app on its
 * own connection to the same database (PostgreSQL) or on the same embedded
 * database (PGlite: one process only, but the same announcements).
 */
let t: TestApp;
let other: { app: FastifyInstance; changes: RowChanges; database: Database | null; dir: string };
let logoId: number;
let userId: number;

beforeAll(async () => {
  t = await startTestApp();
  const dir = mkdtempSync(join(tmpdir(), 'changes-test-'));
  const database = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : null;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SITE_LOCALE: 'en', LOG_LEVEL: 'silent' });
  const { app, ctx } = await buildApp({ config, database: database ?? t.database, logger: false });
  await app.ready();
  other = { app, changes: ctx.changes, database, dir };
  userId = (await createUser(t.ctx.db, { email: 'owner@changes.test' })).id;
  logoId = (await createLogo(t.ctx.db, { user_id: userId, is_bought: false, bought_type: null })).fa_id;
});
afterAll(async () => {
  await other.app.close();
  await other.database?.close();
  rmSync(other.dir, { recursive: true, force: true });
  await t.close();
});

const lookups = async (cache: string, result: string) =>
  (await cacheLookups.get()).values.find((v) => v.labels.cache === cache && v.labels.result === result)?.value ?? 0;

const me = async (app: FastifyInstance, cookie: string) => (await app.inject({ url: '/api/me', headers: { cookie } })).json().user;
const download = (app: FastifyInstance, cookie: string) =>
  app.inject({ url: `/api/logo/${logoId}/download?format=png-low&width=400&height=300`, headers: { cookie } });

describe('row changes', () => {
  it('announces a committed change of a cached row to every listener, and nothing of a rolled-back one', async () => {
    const heard: string[] = [];
    const changes = await watchRowChanges(t.database);
    try {
      changes.on('logos', (key) => heard.push(`logos:${key}`));
      changes.on('users', (key) => heard.push(`users:${key}`));
      expect(changes.live).toBe(true);
      await t.ctx.db.update(logos).set({ share_setting: true }).where(eq(logos.fa_id, logoId));
      await expect.poll(() => heard).toEqual([`logos:${logoId}`]);
      await t.ctx.db
        .transaction(async (tx) => {
          await tx.update(logos).set({ share_setting: false }).where(eq(logos.fa_id, logoId));
          tx.rollback();
        })
        .catch(() => undefined);
      // A later change is heard after anything the rolled-back one could have sent.
      await t.ctx.db.execute(sql`update users set cover = 'x' where id = ${userId}`);
      await expect.poll(() => heard).toEqual([`logos:${logoId}`, `users:${userId}`]);
    } finally {
      await changes.close();
    }
    expect(changes.live).toBe(false);
  });
});

describe('the caches of the session and the logo read', () => {
  it('answer repeated checks from memory', async () => {
    const cookie = await loginAs(t.app, 'owner@changes.test');
    expect((await me(t.app, cookie)).email).toBe('owner@changes.test');
    const [sessions, logosHit] = [await lookups('sessions', 'memory'), await lookups('logos', 'memory')];
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: `/api/logo/details?logo=${logoId}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await lookups('sessions', 'memory')) - sessions).toBe(3);
    expect((await lookups('logos', 'memory')) - logosHit).toBeGreaterThanOrEqual(2);
  });

  it('never give a request a copy older than a change its client made just before, on the same process', async () => {
    const cookie = await loginAs(t.app, 'owner@changes.test');
    const visitorSees = async () => (await t.app.inject({ url: `/api/logo/details?logo=${logoId}` })).statusCode;
    const before = await visitorSees();
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'POST', url: `/api/logo/${logoId}/download/share/status`, headers: { cookie } });
      expect(await visitorSees()).toBe(res.json().data ? 200 : 403);
    }
    expect(await visitorSees()).toBe(before);
  });

  it('forget a sign-out made by another process: the cookie is refused there at once', async () => {
    const cookie = await loginAs(t.app, 'owner@changes.test');
    expect((await me(other.app, cookie))?.id).toBe(userId);
    expect((await me(other.app, cookie))?.id).toBe(userId);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    // Far sooner than the entries' 60 s: the announcement dropped it.
    await expect.poll(() => me(other.app, cookie), { timeout: 2000, interval: 20 }).toBeNull();
  });

  it('forget a user whose designer flag changed elsewhere', async () => {
    const cookie = await loginAs(t.app, 'owner@changes.test');
    expect((await me(other.app, cookie)).is_designer).toBe(false);
    await t.ctx.db.insert(designers).values({ user_id: userId });
    await expect.poll(async () => (await me(other.app, cookie)).is_designer, { timeout: 2000, interval: 20 }).toBe(true);
    await t.ctx.db.delete(designers).where(eq(designers.user_id, userId));
    await expect.poll(async () => (await me(other.app, cookie)).is_designer, { timeout: 2000, interval: 20 }).toBe(false);
  });

  it('forget a logo bought through another process: its downloads open at once', async () => {
    const cookie = await loginAs(t.app, 'owner@changes.test');
    expect((await download(other.app, cookie)).statusCode).toBe(403);
    expect((await download(other.app, cookie)).statusCode).toBe(403);
    await t.ctx.db.update(logos).set({ is_bought: true, bought_type: 2 }).where(eq(logos.fa_id, logoId));
    await expect.poll(async () => (await download(other.app, cookie)).statusCode, { timeout: 2000, interval: 20 }).toBe(302);
    await t.ctx.db.update(logos).set({ is_bought: false, bought_type: null }).where(eq(logos.fa_id, logoId));
    await expect.poll(async () => (await download(other.app, cookie)).statusCode, { timeout: 2000, interval: 20 }).toBe(403);
  });

  it.runIf(process.env.DATABASE_URL)('give a client its own change on a process that has not heard it yet (behind the proxy), and no one a wait for a made-up mark', async () => {
    // A third process whose announcements arrive late, held until released: as an instance under load hears them.
    const database = await openDatabase({ url: t.databaseUrl });
    let held: Array<() => void> | null = [];
    const late: Database = { ...database, listen: (channel, onPayload, onLive) => database.listen(channel, (p) => (held ? held.push(() => onPayload(p)) : onPayload(p)), onLive) };
    const dir = mkdtempSync(join(tmpdir(), 'changes-late-'));
    const { app } = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SITE_LOCALE: 'en', LOG_LEVEL: 'silent' }), database: late, logger: false });
    await app.ready();
    try {
      const sid = await loginAs(t.app, 'owner@changes.test');
      const shared = async (cookie: string) => (await app.inject({ url: `/api/logo/details?logo=${logoId}`, headers: { cookie } })).json().logoIdDetails.shareSetting as boolean;
      const before = await shared(sid);
      expect(await shared(sid)).toBe(before);
      const res = await t.app.inject({ method: 'POST', url: `/api/logo/${logoId}/download/share/status`, headers: { cookie: sid } });
      expect(res.json().data).toBe(!before);
      const mark = res.cookies.find((c) => c.name === CHANGES_COOKIE);
      expect(mark).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 60 });
      // Without the mark the late process answers from its copy: what it held before the change.
      expect(await shared(sid)).toBe(before);
      // Nor does a made-up mark make it wait.
      const started = Date.now();
      expect(await shared(`${sid}; ${CHANGES_COOKIE}=${Number(mark!.value.split('.')[0]) + 1}.${mark!.value.split('.')[1]}`)).toBe(before);
      expect(Date.now() - started).toBeLessThan(1000);
      // With it, the request waits until the process has heard the change (released 200 ms later), then reads it.
      setTimeout(() => {
        const due = held!;
        held = null;
        for (const deliver of due) deliver();
      }, 200);
      expect(await shared(`${sid}; ${CHANGES_COOKIE}=${mark!.value}`)).toBe(!before);
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    } finally {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
      // Back as it was for the next test.
      await t.app.inject({ method: 'POST', url: `/api/logo/${logoId}/download/share/status`, headers: { cookie: await loginAs(t.app, 'owner@changes.test') } });
    }
  });

  it.runIf(process.env.DATABASE_URL)('neither answer nor keep while the listening connection is lost, and listen again', async () => {
    const cookie = await loginAs(t.app, 'owner@changes.test');
    expect((await download(other.app, cookie)).statusCode).toBe(403);
    const admin = other.database!.db;
    // The listening connections of this database are ended by the server (as a failover or restart would).
    await admin.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
    await expect.poll(() => other.changes.live, { timeout: 2000, interval: 10 }).toBe(false);
    // A change made while nobody listens is still seen: a cache that hears nothing reads the database.
    await t.ctx.db.update(logos).set({ is_bought: true, bought_type: 2 }).where(eq(logos.fa_id, logoId));
    expect((await download(other.app, cookie)).statusCode).toBe(302);
    // Listening again within seconds; then changes are heard as before.
    await expect
      .poll(async () => (await admin.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`)).rows[0].n, {
        timeout: 5000,
        interval: 100,
      })
      .toBe(2);
    await t.ctx.db.update(logos).set({ is_bought: false, bought_type: null }).where(eq(logos.fa_id, logoId));
    await expect.poll(async () => (await download(other.app, cookie)).statusCode, { timeout: 2000, interval: 20 }).toBe(403);
  });
});

describe('ReadCache', () => {
  let changes: RowChanges;
  beforeAll(async () => {
    changes = await watchRowChanges(t.database);
  });
  afterAll(() => changes.close());

  it('does not keep a read that was in flight when its entry was dropped (it may predate the change)', async () => {
    const cache = new ReadCache<number, { v: number }>(changes, { name: 'test', max: 10, ttlMs: 60_000 });
    let loads = 0;
    let release!: () => void;
    const slow = cache.get(1, async () => {
      loads++;
      await new Promise<void>((r) => (release = r));
      return { v: 1 };
    });
    cache.delete(1);
    release();
    expect(await slow).toEqual({ v: 1 });
    expect(await cache.get(1, async () => ({ v: 2, n: ++loads }))).toEqual({ v: 2, n: 2 });
    expect(await cache.get(1, async () => ({ v: 3 }))).toEqual({ v: 2, n: 2 });
  });

  it('shares frozen values, keeps no miss, ends an entry at its own end and holds at most max entries', async () => {
    const cache = new ReadCache<number, { v: number; inner: { w: number } }>(changes, { name: 'test', max: 2, ttlMs: 60_000 });
    const value = await cache.get(1, async () => ({ v: 1, inner: { w: 1 } }));
    expect(Object.isFrozen(value) && Object.isFrozen(value!.inner)).toBe(true);
    expect(await cache.get(2, async () => undefined)).toBeUndefined();
    expect(await cache.get(2, async () => ({ v: 2, inner: { w: 2 } }))).toMatchObject({ v: 2 });
    // Already over: read again next time.
    await cache.get(3, async () => ({ v: 3, inner: { w: 3 } }), () => Date.now() - 1);
    expect(await cache.get(3, async () => ({ v: 33, inner: { w: 3 } }))).toMatchObject({ v: 33 });
    expect(cache.size).toBe(2);
    expect(await cache.get(1, async () => ({ v: 11, inner: { w: 1 } }))).toMatchObject({ v: 11 });
  });
});
