import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createUser } from '../../test/factories';
import { accountDelayMs } from './service';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Limits that keep sign-in usable for everyone: failed sign-ins per account
 * and address, never per account alone (the SMS codes' limits:
 * code-sends.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers, payload: { email, password } });

/** Moves an account's failed sign-ins back in time, as if `ms` had passed. */
const age = (email: string, ms: number) =>
  t.ctx.db.execute(sql`update login_failures set created_at = created_at - make_interval(secs => ${ms / 1000}) where email = ${email}`);

describe('failed sign-ins', () => {
  it('five failures pass; then the account waits, from every address and with the right password too, while the address reaches other accounts', async () => {
    await createUser(t.ctx.db, { email: 'target@limits.test' });
    await createUser(t.ctx.db, { email: 'bystander@limits.test' });
    for (let i = 0; i < 5; i++) expect((await login('target@limits.test', `guess-${i}`, '10.3.0.1')).statusCode).toBe(401);
    const locked = await login('target@limits.test', 'pw-123456', '10.3.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', msg: 'Too many attempts, please try again later.' });
    // Another address is no way round it: the lock is on the account.
    expect((await login('target@limits.test', 'pw-123456', '198.51.100.9')).statusCode).toBe(429);
    expect((await login('bystander@limits.test', 'pw-123456', '10.3.0.1')).statusCode).toBe(200);
    // Once the delay has passed the owner signs in; a refused try added no failure.
    await age('target@limits.test', 16_000);
    expect((await login('target@limits.test', 'pw-123456', '198.51.100.9')).statusCode).toBe(200);
  });

  it('each further failure doubles the wait, up to 15 minutes', async () => {
    expect([0, 4].map(accountDelayMs)).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 30].map((n) => accountDelayMs(n) / 1000)).toEqual([15, 30, 60, 120, 240, 480, 900, 900]);
    await createUser(t.ctx.db, { email: 'slow@limits.test' });
    for (let i = 0; i < 5; i++) await login('slow@limits.test', 'wrong', '10.4.0.1');
    await age('slow@limits.test', 16_000);
    expect((await login('slow@limits.test', 'wrong', '10.4.0.2')).statusCode).toBe(401);
    // Six failures: 30 s now, so 16 s later it still waits.
    await age('slow@limits.test', 16_000);
    expect((await login('slow@limits.test', 'pw-123456', '10.4.0.3')).statusCode).toBe(429);
    await age('slow@limits.test', 15_000);
    expect((await login('slow@limits.test', 'pw-123456', '10.4.0.3')).statusCode).toBe(200);
  });

  it('guesses sent all at once are counted one by one: five are checked, the rest refused', async () => {
    await createUser(t.ctx.db, { email: 'burst@limits.test' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login('burst@limits.test', `burst-${i}`, `10.9.0.${i + 1}`)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  it('fifty failures from one address lock that address for every account', async () => {
    await createUser(t.ctx.db, { email: 'fresh@limits.test' });
    for (let i = 0; i < 50; i++) await login(`nobody${i}@limits.test`, 'wrong', '10.5.0.1');
    expect((await login('fresh@limits.test', 'pw-123456', '10.5.0.1')).statusCode).toBe(429);
    expect((await login('fresh@limits.test', 'pw-123456', '10.5.0.2')).statusCode).toBe(200);
  });

  it('behind a proxy TRUST_PROXY does not name, a written X-Forwarded-For changes nothing: the peer’s own budget counts', async () => {
    await createUser(t.ctx.db, { email: 'behind@limits.test' });
    await createUser(t.ctx.db, { email: 'neighbour@limits.test' });
    for (let i = 0; i < 5; i++) {
      expect((await login('behind@limits.test', 'wrong', '10.6.0.1', { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode).toBe(401);
    }
    expect((await login('behind@limits.test', 'pw-123456', '10.6.0.1', { 'x-forwarded-for': '198.51.100.4' })).statusCode).toBe(429);
    // The peer has an address's fifty failures, headers or none: no larger budget, none counted apart.
    await t.ctx.db.execute(
      sql`insert into login_failures (email, ip) select 'spray' || g || '@limits.test', '10.6.0.1' from generate_series(1, 44) g`,
    );
    expect((await login('neighbour@limits.test', 'pw-123456', '10.6.0.1', { 'x-forwarded-for': '198.51.100.5' })).statusCode).toBe(200);
    expect((await login('spray-last@limits.test', 'wrong', '10.6.0.1')).statusCode).toBe(401);
    expect((await login('neighbour@limits.test', 'pw-123456', '10.6.0.1', { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
    expect((await login('neighbour@limits.test', 'pw-123456', '10.6.0.1')).statusCode).toBe(429);
    // A client that reaches us directly is not held back by the peer's budget.
    expect((await login('neighbour@limits.test', 'pw-123456', '198.51.100.8')).statusCode).toBe(200);
  });

  it('a client on the internet cannot escape the address limit by writing X-Forwarded-For itself', async () => {
    await createUser(t.ctx.db, { email: 'direct@limits.test' });
    for (let i = 0; i < 50; i++) {
      await login(`spray${i}@limits.test`, 'wrong', '198.51.100.20', { 'x-forwarded-for': `192.0.2.${i + 1}` });
    }
    const res = await login('direct@limits.test', 'pw-123456', '198.51.100.20', { 'x-forwarded-for': '192.0.2.200' });
    expect(res.statusCode).toBe(429);
    expect((await login('direct@limits.test', 'pw-123456', '198.51.100.21')).statusCode).toBe(200);
  });
});
