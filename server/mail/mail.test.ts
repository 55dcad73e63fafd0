import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { mailOutbox } from '../db/schema';
import { createUser } from '../test/factories';
import { loginAs, startTestApp, type TestApp } from '../test/harness';
import { outboxMail, sendQuietly, smtpMail, type MailDriver } from './index';

describe('smtpMail', () => {
  let server: SMTPServer;
  let port = 0;
  const received: Array<{ from: string; to: string[]; data: string; user?: string }> = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, cb) {
        if (auth.username === 'mailer' && auth.password === 's3cret') cb(null, { user: auth.username });
        else cb(new Error('bad credentials'));
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (d: Buffer) => chunks.push(d));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through a real SMTP conversation with the credentials of the address', async () => {
    const mail = smtpMail(`smtp://mailer:s3cret@127.0.0.1:${port}`, 'Logo Studio <no-reply@logo.test>');
    await mail.send({ to: 'designer@logo.test', subject: '新的设计师修改需求：Northwind', text: 'Line one\nhttp://x/download/mod?logo=1' });
    const got = received.at(-1);
    expect(got).toMatchObject({ from: 'no-reply@logo.test', to: ['designer@logo.test'], user: 'mailer' });
    expect(got?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(got?.data).toContain('http://x/download/mod?logo=1');
  });

  it('fails on refused credentials, and sendQuietly logs it instead of throwing', async () => {
    const mail = smtpMail(`smtp://mailer:wrong@127.0.0.1:${port}`, 'no-reply@logo.test');
    await expect(mail.send({ to: 'a@logo.test', subject: 's', text: 't' })).rejects.toThrow();
    const errors: unknown[] = [];
    const log = { error: (...a: unknown[]) => errors.push(a) } as never;
    await sendQuietly(mail, log, [{ to: 'a@logo.test', subject: 's', text: 't' }]);
    expect(errors).toHaveLength(1);
  });
});

describe('outboxMail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps each mail as the RFC 5322 text the SMTP driver would send', async () => {
    const mail: MailDriver = outboxMail(t.ctx.db, 'Logo Studio <no-reply@logo.test>');
    expect(mail.name).toBe('outbox');
    await mail.send({ to: 'owner@logo.test', subject: 'New files from your designer: Northwind', text: 'Hello' });
    const [row] = await t.ctx.db.select().from(mailOutbox);
    expect(row).toMatchObject({ to: 'owner@logo.test', subject: 'New files from your designer: Northwind', text: 'Hello' });
    expect(row.raw).toMatch(/^From: Logo Studio <no-reply@logo\.test>$/m);
    expect(row.raw).toMatch(/^Message-ID: </m);
    expect(row.raw).toMatch(/\n\nHello\n?$/);
  });
});

describe('/admin/mail (the outbox page)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await createUser(t.ctx.db, { email: 'admin@outbox.test', is_admin: true });
    await createUser(t.ctx.db, { email: 'someone@outbox.test' });
    await t.ctx.mail.send({ to: 'a@outbox.test', subject: 'First <b>mail</b>', text: 'Hello <script>x</script>' });
    await t.ctx.mail.send({ to: 'b@outbox.test', subject: 'Second', text: 'World' });
  });
  afterAll(() => t.close());

  it('shows admins the mails, newest first, escaped, and one address with ?to=', async () => {
    const cookie = await loginAs(t.app, 'admin@outbox.test');
    const all = await t.app.inject({ url: '/admin/mail', headers: { cookie } });
    expect(all.statusCode).toBe(200);
    expect(all.body.indexOf('Second')).toBeLessThan(all.body.indexOf('First'));
    expect(all.body).toContain('First &lt;b&gt;mail&lt;/b&gt;');
    expect(all.body).not.toContain('<script>x');
    const one = await t.app.inject({ url: '/admin/mail?to=b%40outbox.test', headers: { cookie } });
    expect(one.body).toContain('Second');
    expect(one.body).not.toContain('First');
  });

  it('sends a visitor to sign in and refuses other users', async () => {
    const visitor = await t.app.inject({ url: '/admin/mail' });
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe('/login?next=%2Fadmin%2Fmail');
    const cookie = await loginAs(t.app, 'someone@outbox.test');
    expect((await t.app.inject({ url: '/admin/mail', headers: { cookie } })).statusCode).toBe(403);
  });

  it('does not exist with the SMTP driver', async () => {
    const smtp = await startTestApp({ MAIL_DRIVER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect((await smtp.app.inject({ url: '/admin/mail' })).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});

describe('mail configuration', () => {
  it('is the outbox by default and needs an smtp(s) address for SMTP', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mail).toEqual({ driver: 'outbox', from: 'Logo Studio <no-reply@logo.localhost>' });
    expect(loadConfig({ NODE_ENV: 'test', MAIL_DRIVER: 'smtp', SMTP_URL: 'smtps://u:p@mail.example:465' }).mail).toMatchObject({ driver: 'smtp', url: 'smtps://u:p@mail.example:465' });
    expect(() => loadConfig({ NODE_ENV: 'test', MAIL_DRIVER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', MAIL_DRIVER: 'smtp', SMTP_URL: 'https://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('links mails to each site\'s public origin: localhost by default, PUBLIC_ORIGINS when set', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '8080' }).publicOrigins).toEqual({ en: 'http://localhost:8080', zh: 'http://zh.localhost:8080' });
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGINS: 'zh=https://cn.example.com, en=https://www.example.com/' }).publicOrigins).toEqual({
      en: 'https://www.example.com',
      zh: 'https://cn.example.com',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGINS: 'fr=https://fr.example.com' })).toThrow(/PUBLIC_ORIGINS/);
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGINS: 'en=https://www.example.com/download' })).toThrow(/PUBLIC_ORIGINS/);
  });
});
