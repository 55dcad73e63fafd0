import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics } from '../../lib/metrics';
import { startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { solveProof } from '../../test/proof';
import { leadingZeroBits, proofMessage } from '../../../core/proof';
import { issueChallenge, proofBitsFor } from './code-sends';

/**
 * The limits on sending codes (issue 31), through POST /api/auth/sms/send:
 * per number 1 a minute, 5 an hour, 10 a day; per address 10 an hour with a
 * proof of work from the 4th; per signed-in user; the site's hourly budget
 * with its alert and its reserve for first codes; a burst from many
 * addresses to many numbers sends only what the limits allow.
 */

let t: TestApp;
beforeAll(async () => {
  // Proofs of 4 bits (16 by default) keep the test quick; how hard they get is checked apart.
  t = await startTestApp({ SMS_MAX_PER_HOUR: '400', SMS_PROOF_BITS: '4' });
});
afterAll(() => t.close());

type Proof = { challenge: string; nonce: number };
const send = (mobile: string, remoteAddress: string, extra: { proof?: Proof; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sms/send',
    headers: { ...ZH_HOST, ...extra.headers },
    remoteAddress,
    payload: { mobile, ...(extra.proof ? { proof: extra.proof } : {}) },
  });

/** Sends as the sign-in page does: asked for a proof, it solves the challenge and sends again. */
async function sendAsBrowser(mobile: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const first = await send(mobile, remoteAddress, { headers });
  if (first.statusCode !== 428) return first;
  return send(mobile, remoteAddress, { headers, proof: solveProof(first.json().challenge) });
}

const sentTo = (mobile: string) => t.sms.sent.filter((m) => m.mobile === mobile).length;
const number = (prefix: string, i: number) => `${prefix}${String(i).padStart(4, '0')}`;
/** Moves the counted sends of a bucket back in time, as if `ms` had passed. */
const age = (bucket: string, key: string, ms: number) =>
  t.ctx.db.execute(sql`update rate_hits set created_at = created_at - make_interval(secs => ${ms / 1000}) where bucket = ${bucket} and key = ${key}`);

describe('per number', () => {
  it('one code a minute, five an hour, ten a day, whatever the addresses asking', async () => {
    const mobile = '13700000001';
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const first = await send(mobile, `10.40.${i}.1`);
      const second = await send(mobile, `10.40.${i}.2`);
      codes.push(first.statusCode, second.statusCode);
      if (second.statusCode === 429) expect(second.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', msg: '操作太频繁，请稍后再试' });
      // A minute passes; after five, an hour too.
      await age('code-recipient', mobile, 61_000);
      if ((i + 1) % 5 === 0) await age('code-recipient', mobile, 3_600_000);
    }
    // Each minute: the first code goes, the second is refused; the 11th and 12th of the day are refused.
    expect(codes.filter((c, i) => i % 2 === 1).every((c) => c === 429)).toBe(true);
    expect(codes.filter((c, i) => i % 2 === 0)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect(sentTo(mobile)).toBe(10);
  });

  it('the sixth code within an hour is refused', async () => {
    const mobile = '13700000002';
    for (let i = 0; i < 5; i++) {
      expect((await send(mobile, `10.41.${i}.1`)).statusCode).toBe(200);
      await age('code-recipient', mobile, 61_000);
    }
    expect((await send(mobile, '10.41.9.1')).statusCode).toBe(429);
    expect(sentTo(mobile)).toBe(5);
  });
});

describe('per address, with a proof of work', () => {
  it('three codes go freely; each further one after a proof, harder each time; the eleventh in the hour is refused and not sent', async () => {
    const ip = '10.42.0.1';
    for (let i = 0; i < 3; i++) expect((await send(number('1370010', i), ip)).statusCode).toBe(200);
    const bits: number[] = [];
    for (let i = 3; i < 10; i++) {
      const asked = await send(number('1370010', i), ip);
      expect(asked.statusCode).toBe(428);
      expect(asked.json()).toMatchObject({ error: 'SMS_PROOF_REQUIRED', msg: '请先完成安全验证，再获取验证码' });
      expect(sentTo(number('1370010', i))).toBe(0);
      const { challenge } = asked.json() as { challenge: string };
      bits.push(Number(challenge.split('.')[1]));
      expect((await send(number('1370010', i), ip, { proof: solveProof(challenge) })).statusCode).toBe(200);
    }
    expect(bits).toEqual([4, 6, 8, 10, 12, 12, 12]);
    const eleventh = await sendAsBrowser(number('1370010', 10), ip);
    expect(eleventh.statusCode).toBe(429);
    expect(sentTo(number('1370010', 10))).toBe(0);
    // Another address is not held back by this one.
    expect((await send(number('1370010', 10), '10.42.0.2')).statusCode).toBe(200);
  });

  it('a wrong, used, stale, forged or another address’s proof is refused with a new challenge, and nothing is sent', async () => {
    const ip = '10.43.0.1';
    const { challenge } = await freeSendsThenChallenge(ip, '1370020');
    const proof = solveProof(challenge);
    const other = await freeSendsThenChallenge('10.43.0.2', '1370021');
    const [secret] = (await t.ctx.db.execute(sql`select value from installation_secrets where name = 'code-proofs'`)).rows as Array<{ value: string }>;
    let wrong = 0;
    while (leadingZeroBits(createHash('sha256').update(proofMessage(challenge, wrong)).digest()) >= 4) wrong++;
    const tries: Record<string, Proof> = {
      'a nonce that does not meet the bits': { challenge, nonce: wrong },
      'another address’s challenge, solved': solveProof(other.challenge),
      'a challenge signed with another secret': solveProof(issueChallenge('not-this-installation', 4, ip)),
      'a challenge of ours ten minutes old': solveProof(issueChallenge(secret!.value, 4, ip, Date.now() - 600_000)),
      'an easier challenge than asked': solveProof(issueChallenge(secret!.value, 1, ip)),
    };
    for (const [what, attempt] of Object.entries(tries)) {
      const res = await send('13700209999', ip, { proof: attempt });
      expect(res.statusCode, what).toBe(428);
      expect(res.json().challenge, what).toMatch(/^v1\.4\./);
    }
    expect(sentTo('13700209999')).toBe(0);
    expect((await send('13700209999', ip, { proof })).statusCode).toBe(200);
    // Used once: the same answer admits nothing more.
    const again = await send('13700209998', ip, { proof });
    expect(again.statusCode).toBe(428);
    expect(sentTo('13700209998')).toBe(0);
  });

  it('from the internet, a written X-Forwarded-For neither gives a fresh address nor a fresh budget', async () => {
    const codes = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await sendAsBrowser(number('1370030', i), '198.51.100.30', { 'x-forwarded-for': `192.0.2.${i + 1}` })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('from loopback or a private network with TRUST_PROXY off, a written X-Forwarded-For opens no second set of free codes', async () => {
    const ip = '10.47.9.1';
    for (let i = 0; i < 3; i++) expect((await send(number('1370091', i), ip)).statusCode).toBe(200);
    // The fourth asks for a proof, header or none: the peer's own budget counts.
    const withHeader = await send(number('1370091', 3), ip, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(withHeader.statusCode).toBe(428);
    expect(withHeader.json().challenge).toMatch(/^v1\./);
    expect(sentTo(number('1370091', 3))).toBe(0);
  });

  it('a number’s refusal takes no place of the address: the resends refused leave its ten', async () => {
    const ip = '10.44.0.1';
    expect((await send('13700400000', ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await send('13700400000', ip)).statusCode).toBe(429);
    const codes = [];
    for (let i = 1; i <= 10; i++) codes.push((await sendAsBrowser(number('1370040', i), ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('requests sent all at once from one address cannot all pass as its free sends: three go, the rest are asked for a proof', async () => {
    const ip = '10.49.0.1';
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(number('1370080', i), ip).then((r) => r.statusCode)));
    expect(answers.filter((c) => c === 200)).toHaveLength(3);
    expect(answers.filter((c) => c === 428)).toHaveLength(9);
  });

  it('asks harder proofs as an address sends more: 16 bits after three codes, two more each time, at most 24', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => proofBitsFor(n))).toEqual([0, 0, 0, 16, 18, 20, 22, 24, 24, 24]);
  });
});

/** Three free sends from an address (to numbers `prefix`0000…0002), then the challenge the fourth is answered with. */
async function freeSendsThenChallenge(ip: string, prefix: string): Promise<{ challenge: string }> {
  for (let i = 0; i < 3; i++) expect((await send(number(prefix, i), ip)).statusCode).toBe(200);
  const asked = await send(number(prefix, 3), ip);
  expect(asked.statusCode).toBe(428);
  return asked.json() as { challenge: string };
}

describe('per signed-in user', () => {
  it('ten codes an hour, whatever addresses and numbers', async () => {
    const { createUser } = await import('../../test/factories');
    const { loginAs } = await import('../../test/harness');
    await createUser(t.ctx.db, { email: 'sender@codes.test' });
    const cookie = await loginAs(t.app, 'sender@codes.test');
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await send(number('1370050', i), `10.45.${i}.1`, { headers: { cookie } })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('codes as stored', () => {
  it('are digests keyed to the installation and the number: neither the code nor its plain SHA-256 is in the table', async () => {
    await send('13700600000', '10.46.0.1');
    const code = /(\d{6})/.exec(t.sms.sent.filter((m) => m.mobile === '13700600000').at(-1)!.text)![1]!;
    const rows = await t.ctx.db.execute(sql`select code_hash from sms_codes where mobile = '13700600000'`);
    const stored = String((rows as unknown as { rows: Array<{ code_hash: string }> }).rows[0]!.code_hash);
    expect(stored).not.toContain(code);
    expect(stored).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the site’s hourly budget (SMS_MAX_PER_HOUR)', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await startTestApp({ SMS_MAX_PER_HOUR: '20', SMS_PROOF_BITS: '4' });
  });
  afterAll(() => s.close());
  const sendTo = (mobile: string, remoteAddress: string) =>
    s.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress, payload: { mobile } });

  it('past 80 % only an address’s first code goes out, the gauge and the log say so, and at 100 % nothing', async () => {
    // Two codes each from eight addresses: 16 of 20, the alert's 80 %.
    for (let a = 0; a < 8; a++) for (let i = 0; i < 2; i++) expect((await sendTo(number('1370070', a * 2 + i), `10.47.${a}.1`)).statusCode).toBe(200);
    const gauge = await metrics.getSingleMetric('sms_hourly_budget_used_ratio')!.get();
    expect(gauge.values[0]!.value).toBeCloseTo(0.8);
    // An address that already had a code: refused now. A fresh one: its first code goes out, until the budget is spent.
    expect((await sendTo('13700709999', '10.47.0.1')).statusCode).toBe(429);
    const fresh = [];
    for (let a = 0; a < 6; a++) fresh.push((await sendTo(number('1370071', a), `10.48.${a}.1`)).statusCode);
    expect(fresh).toEqual([200, 200, 200, 200, 429, 429]);
    expect(s.sms.sent.length).toBe(20);
  });
});

describe('a burst: 1000 requests from 50 addresses to 200 numbers', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await startTestApp();
  });
  afterAll(() => s.close());

  it('sends what the limits allow — three codes an address without proofs — and a person then signs in from a fresh address', async () => {
    let delivered = 0;
    const driver = s.sms.sendCode.bind(s.sms);
    s.sms.sendCode = async (mobile, code) => {
      delivered++;
      return driver(mobile, code);
    };
    const requests = Array.from({ length: 1000 }, (_, i) => ({ mobile: number('1350000', i % 200), ip: `10.60.${i % 50}.1` }));
    const answers: number[] = [];
    // Twenty at a time, as a bot with many connections sends.
    for (let i = 0; i < requests.length; i += 20) {
      const batch = requests.slice(i, i + 20);
      answers.push(
        ...(await Promise.all(
          batch.map((r) => s.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress: r.ip, payload: { mobile: r.mobile } }).then((res) => res.statusCode)),
        )),
      );
    }
    const sent = delivered;
    console.info(`burst: 1000 requests, ${sent} codes sent, ${answers.filter((c) => c === 428).length} asked for a proof, ${answers.filter((c) => c === 429).length} refused by a limit`);
    expect(answers.filter((c) => c === 200)).toHaveLength(sent);
    // 50 addresses × 3 codes without a proof; no number got more than the minute's one.
    expect(sent).toBe(150);
    expect(answers.every((c) => c === 200 || c === 428 || c === 429)).toBe(true);
    // A person now: a fresh address, their own number, their code, signed in.
    expect((await s.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress: '203.0.113.7', payload: { mobile: '13812345678' } })).statusCode).toBe(200);
    const code = /(\d{6})/.exec(s.sms.sent.at(-1)!.text)![1];
    const login = await s.app.inject({ method: 'POST', url: '/api/auth/sms/login', headers: ZH_HOST, remoteAddress: '203.0.113.7', payload: { mobile: '13812345678', code } });
    expect(login.statusCode).toBe(200);
  });
});
