import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { loginAs, sessionCookie, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in with e-mail and password and sets an httpOnly session cookie', async () => {
    const u = await createUser(t.ctx.db, { email: 'login-ok@example.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Login-OK@example.test ', password: 'pw-123456' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, user: { id: u.id, email: 'login-ok@example.test', is_admin: false } });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().user.id).toBe(u.id);
  });

  it('refuses a wrong password and an unknown e-mail with the same error', async () => {
    await createUser(t.ctx.db, { email: 'login-bad@example.test' });
    for (const payload of [
      { email: 'login-bad@example.test', password: 'wrong' },
      { email: 'nobody@example.test', password: 'pw-123456' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'INVALID_CREDENTIALS', msg: 'Wrong e-mail or password.' });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
  });

  it('holds an e-mail back after five failed sign-ins, even for the right password', async () => {
    await createUser(t.ctx.db, { email: 'guessed@example.test' });
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'guessed@example.test', password: `guess-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'guessed@example.test', password: 'pw-123456' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('TOO_MANY_REQUESTS');
    // Another account from another address is not affected.
    await createUser(t.ctx.db, { email: 'unrelated@example.test' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.9.9',
      payload: { email: 'unrelated@example.test', password: 'pw-123456' },
    });
    expect(other.statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined],
    ['not an e-mail', { email: 'nope', password: 'x' }],
    ['empty password', { email: 'a@b.test', password: '' }],
    ['wrong types', { email: 1, password: 2 }],
  ])('answers 400 BAD_REQUEST for %s', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('BAD_REQUEST');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('BAD_REQUEST');
  });
});

describe('GET /api/me and POST /api/auth/logout', () => {
  it('is null when signed out, and after logout the old cookie no longer works', async () => {
    expect((await t.app.inject({ url: '/api/me' })).json()).toEqual({ code: 200, user: null });
    await createUser(t.ctx.db, { email: 'logout@example.test' });
    const cookie = await loginAs(t.app, 'logout@example.test');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json().user).toBeNull();
  });

  it('ignores a forged session cookie', async () => {
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: 'sid=forged-token' } });
    expect(me.json().user).toBeNull();
  });

  it('reports the designer flag', async () => {
    await createUser(t.ctx.db, { email: 'des@example.test', designer: true });
    const cookie = await loginAs(t.app, 'des@example.test');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ is_designer: true, is_admin: false });
  });
});

describe('SMS sign-in (Chinese site)', () => {
  const codeFromLog = (mobile: string) => {
    const last = [...t.sms.sent].reverse().find((m) => m.mobile === mobile);
    return /(\d{6})/.exec(last?.text ?? '')?.[1] ?? '';
  };

  it('sends a code through the SMS driver and signs in with it once', async () => {
    const u = await createUser(t.ctx.db, { mobile: '13900000001' });
    const send = await t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress: '10.30.0.1', payload: { mobile: '13900000001' } });
    expect(send.statusCode).toBe(200);
    const code = codeFromLog('13900000001');
    expect(code).toMatch(/^\d{6}$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sms/login',
      headers: ZH_HOST,
      payload: { mobile: '13900000001', code },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(u.id);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sms/login',
      headers: ZH_HOST,
      payload: { mobile: '13900000001', code },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'INVALID_SMS_CODE', msg: '验证码错误或已过期' });
  });

  it('creates an account on a first sign-in with a new number', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress: '10.30.0.2', payload: { mobile: '13900000002' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sms/login',
      headers: ZH_HOST,
      payload: { mobile: '13900000002', code: codeFromLog('13900000002') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ mobile: '13900000002', email: null });
  });

  it('refuses a wrong code, and locks the code after five wrong tries', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress: '10.30.0.3', payload: { mobile: '13900000003' } });
    const good = codeFromLog('13900000003');
    const wrong = good === '000000' ? '111111' : '000000';
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sms/login',
        headers: ZH_HOST,
        payload: { mobile: '13900000003', code: wrong },
      });
      expect(res.statusCode).toBe(401);
      errors.push(res.json().error);
    }
    // The fifth wrong try says a new code is needed.
    expect(errors).toEqual(['INVALID_SMS_CODE', 'INVALID_SMS_CODE', 'INVALID_SMS_CODE', 'INVALID_SMS_CODE', 'SMS_CODE_ATTEMPTS']);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sms/login',
      headers: ZH_HOST,
      payload: { mobile: '13900000003', code: good },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ error: 'SMS_CODE_ATTEMPTS', msg: '验证码错误次数过多，请重新获取验证码' });
  });

  it('allows one code a minute per number', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress: '10.30.0.4', payload: { mobile: '13900000004' } });
    expect((await send()).statusCode).toBe(200);
    const second = await send();
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toBe('TOO_MANY_REQUESTS');
  });

  it('is refused on the English site', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sms/send', payload: { mobile: '13900000005' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('SMS_NOT_AVAILABLE');
    expect(t.sms.sent.some((m) => m.mobile === '13900000005')).toBe(false);
  });

  it.each([['12345'], ['23800000000'], ['1380000000a'], ['138000000001']])('refuses the mobile %s with the field’s own message, on sending and signing in', async (mobile) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, payload: { mobile } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, error: 'MOBILE_INVALID', msg: '请输入正确的手机号' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/sms/login', headers: ZH_HOST, payload: { mobile, code: '123456' } });
    expect(login.json()).toMatchObject({ code: 400, error: 'MOBILE_INVALID', msg: '请输入正确的手机号' });
  });

  it.each([['12038389438'], ['12838389438']])('refuses %s (a range no operator issues) and sends nothing', async (mobile) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, payload: { mobile } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('MOBILE_INVALID');
    expect(t.sms.sent.some((m) => m.mobile === mobile)).toBe(false);
  });

  it('a missing mobile is a bad request; a wrong one beside another bad field still names the mobile', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, payload: {} });
    expect(none.json().error).toBe('BAD_REQUEST');
    const both = await t.app.inject({ method: 'POST', url: '/api/auth/sms/login', headers: ZH_HOST, payload: { mobile: '123', code: 'x' } });
    expect(both.json().error).toBe('MOBILE_INVALID');
  });

  it('sends to the virtual operators’ numbers by default; with SMS_REFUSE_VIRTUAL refuses them, counting and sending nothing', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress: '10.71.0.1', payload: { mobile: '17012345678' } })).statusCode).toBe(200);
    t.ctx.config.sms.refuseVirtual = true;
    try {
      for (const mobile of ['17112345678', '16212345678', '16512345678', '16712345678']) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress: '10.71.0.2', payload: { mobile } });
        expect(res.json(), mobile).toMatchObject({ code: 400, error: 'SMS_VIRTUAL_REFUSED', msg: '暂不支持虚拟运营商号码，请使用其他手机号' });
        expect(t.sms.sent.some((m) => m.mobile === mobile), mobile).toBe(false);
      }
      // Nothing was counted: the address still has its three free codes, for operators' own numbers.
      for (const mobile of ['13812340001', '15912340002', '18612340003']) {
        expect((await t.app.inject({ method: 'POST', url: '/api/auth/sms/send', headers: ZH_HOST, remoteAddress: '10.71.0.2', payload: { mobile } })).statusCode, mobile).toBe(200);
      }
    } finally {
      t.ctx.config.sms.refuseVirtual = false;
    }
  });

  it('refuses a code that is not 6 digits', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sms/login',
      headers: ZH_HOST,
      payload: { mobile: '13900000001', code: '12345' },
    });
    expect(res.statusCode).toBe(400);
  });
});
