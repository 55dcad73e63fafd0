import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
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

describe('failed sign-ins', () => {
  it('ten failures lock that account from that address only: the owner signs in from elsewhere, the address still reaches other accounts', async () => {
    await createUser(t.ctx.db, { email: 'target@limits.test' });
    await createUser(t.ctx.db, { email: 'bystander@limits.test' });
    for (let i = 0; i < 10; i++) expect((await login('target@limits.test', `guess-${i}`, '10.3.0.1')).statusCode).toBe(401);
    expect((await login('target@limits.test', 'pw-123456', '10.3.0.1')).statusCode).toBe(429);
    expect((await login('target@limits.test', 'pw-123456', '10.3.0.2')).statusCode).toBe(200);
    expect((await login('bystander@limits.test', 'pw-123456', '10.3.0.1')).statusCode).toBe(200);
  });

  it('fifty failures from one address lock that address for every account', async () => {
    await createUser(t.ctx.db, { email: 'fresh@limits.test' });
    for (let i = 0; i < 50; i++) await login(`nobody${i}@limits.test`, 'wrong', '10.5.0.1');
    expect((await login('fresh@limits.test', 'pw-123456', '10.5.0.1')).statusCode).toBe(429);
    expect((await login('fresh@limits.test', 'pw-123456', '10.5.0.2')).statusCode).toBe(200);
  });

  it('behind a proxy TRUST_PROXY does not name, each client is limited by the address the proxy appended, not the proxy\'s', async () => {
    await createUser(t.ctx.db, { email: 'behind@limits.test' });
    const viaProxy = { 'x-forwarded-for': '192.0.2.99, 203.0.113.7' };
    for (let i = 0; i < 50; i++) await login(`guess${i}@limits.test`, 'wrong', '10.6.0.1', viaProxy);
    expect((await login('behind@limits.test', 'pw-123456', '10.6.0.1', viaProxy)).statusCode).toBe(429);
    // Another client behind the same proxy: the proxy's own address is not locked for everyone.
    expect((await login('behind@limits.test', 'pw-123456', '10.6.0.1', { 'x-forwarded-for': '198.51.100.4' })).statusCode).toBe(200);
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
