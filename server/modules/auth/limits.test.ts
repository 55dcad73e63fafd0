import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createUser } from '../../test/factories';
import { accountDelayMs } from './service';
import { startTestApp, ZH_HOST, type TestApp } from '../../test/harness';

/**
 * Limits that keep sign-in usable for everyone: SMS sends per client address
 * and in all (counted in the database), and failed sign-ins per account and
 * address, never per account alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SMS_MAX_PER_HOUR: '15' });
});
afterAll(() => t.close());

const send = (mobile: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress, payload: { mobile } });

const login = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers, payload: { email, password } });

describe('SMS codes', () => {
  it('one client address may send ten codes an hour, to any numbers; the eleventh is refused and not sent', async () => {
    const sent: string[] = [];
    const driver = t.sms.send.bind(t.sms);
    t.sms.send = async (to, text) => {
      sent.push(to);
      return driver(to, text);
    };
    for (let i = 0; i < 10; i++) expect((await send(`1380013${String(i).padStart(4, '0')}`, '10.1.0.1')).statusCode).toBe(200);
    const refused = await send('13800139999', '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', msg: '操作太频繁，请稍后再试' });
    expect(sent).not.toContain('13800139999');
    // Another address is not held back by this one.
    expect((await send('13800139999', '10.1.0.2')).statusCode).toBe(200);
  });

  it('the whole site sends at most SMS_MAX_PER_HOUR codes an hour, whatever the addresses', async () => {
    // 11 sent above; the ceiling is 15.
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await send(`1390013${String(i).padStart(4, '0')}`, `10.2.0.${i + 1}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

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

  it('behind a proxy TRUST_PROXY does not name, a written X-Forwarded-For neither unlocks an account nor opens a fresh budget', async () => {
    await createUser(t.ctx.db, { email: 'behind@limits.test' });
    await createUser(t.ctx.db, { email: 'neighbour@limits.test' });
    for (let i = 0; i < 5; i++) {
      expect((await login('behind@limits.test', 'wrong', '10.6.0.1', { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode).toBe(401);
    }
    expect((await login('behind@limits.test', 'pw-123456', '10.6.0.1', { 'x-forwarded-for': '198.51.100.4' })).statusCode).toBe(429);
    // The proxy is one shared client with ten times an address's budget: every header counts against it.
    await t.ctx.db.execute(
      sql`insert into login_failures (email, ip) select 'spray' || g || '@limits.test', '10.6.0.1' from generate_series(1, 494) g`,
    );
    expect((await login('neighbour@limits.test', 'pw-123456', '10.6.0.1', { 'x-forwarded-for': '198.51.100.5' })).statusCode).toBe(200);
    expect((await login('spray-last@limits.test', 'wrong', '10.6.0.1', { 'x-forwarded-for': '198.51.100.6' })).statusCode).toBe(401);
    expect((await login('neighbour@limits.test', 'pw-123456', '10.6.0.1', { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
    // A client that reaches us directly is not held back by the proxy's budget.
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

describe('SMS codes a number refuses', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await startTestApp({ SMS_MAX_PER_HOUR: '100' });
  });
  afterAll(() => s.close());
  const sendFrom = (mobile: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: { ...ZH_HOST, ...headers }, remoteAddress, payload: { mobile } });

  it('take no place of the address: resends refused by the one-a-minute rule leave its ten sends', async () => {
    expect((await sendFrom('13700130000', '10.7.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) expect((await sendFrom('13700130000', '10.7.0.1')).statusCode).toBe(429);
    const answers = [];
    for (let i = 1; i <= 10; i++) answers.push((await sendFrom(`1370013${String(i).padStart(4, '0')}`, '10.7.0.1')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('from the internet, a written X-Forwarded-For does not give a fresh address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await sendFrom(`1360013${String(i).padStart(4, '0')}`, '198.51.100.30', { 'x-forwarded-for': `192.0.2.${i + 1}` })).statusCode).toBe(200);
    }
    expect((await sendFrom('13600139999', '198.51.100.30', { 'x-forwarded-for': '192.0.2.77' })).statusCode).toBe(429);
  });
});
