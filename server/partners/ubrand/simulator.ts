import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PARTNER_ACCENT } from '../../../core/constants';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import type { MailDriver } from '../../mail';
import type { SentTexts } from '../../sms';
import {
  UBRAND_PATHS,
  ZPartnerCreateAccount,
  ZPartnerCreateBrand,
  ZPartnerPutAsset,
  ZPartnerSendCode,
  verifySignature,
} from './contract';
import { ubrandSimAccounts, ubrandSimAssets, ubrandSimBrands, ubrandSimCodes } from './schema';

/**
 * A local partner brand site with the same HTTP contract as the real one
 * (contract.ts): accounts, verification codes (sent through this
 * installation's SMS and mail drivers), brands, logo assets and the SSO
 * landing page. `npm start` runs it on its own port unless UBRAND_BASE_URL
 * names a real partner. Its records live in the `ubrand_sim_*` tables.
 *
 * For tests it also takes faults (`POST /__sim/faults`): the next N calls of
 * a method and path answer 500, time out or answer garbage.
 */

export interface SimulatorOptions {
  db: Db;
  /** The partner's own text messages (its codes): a local stand-in, never our provider. */
  texts: Pick<SentTexts, 'send'>;
  mail: MailDriver;
  key: string;
  secret: string;
  logger?: boolean;
}

const CODE_TTL_SECONDS = 600;
const CODE_RESEND_SECONDS = 60;
const CODE_MAX_ATTEMPTS = 5;

const ZFault = z.object({
  method: z.string().regex(/^[A-Za-z]{3,7}$/).transform((m) => m.toUpperCase()),
  path: z.string().startsWith('/').max(200),
  kind: z.enum(['error', 'timeout', 'malformed']),
  times: z.number().int().min(1).max(100).default(1),
});
type Fault = z.infer<typeof ZFault>;

/** Faults are set from this machine only (the tests'), never from the network the simulator listens on. */
function fromLoopback(req: FastifyRequest): boolean {
  const a = req.socket.remoteAddress ?? '';
  return a === '127.0.0.1' || a === '::1' || a === '::ffff:127.0.0.1';
}

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function hashCode(contact: string, code: string): string {
  return createHash('sha256').update(`${contact}:${code}`).digest('hex');
}

function fail(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.status(status).send({ error, message });
}

const SHORT_LINK_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function shortLink(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += SHORT_LINK_ALPHABET[randomInt(SHORT_LINK_ALPHABET.length)];
  return s;
}


function iso(d: Date): string {
  return d.toISOString();
}

export async function buildUbrandSimulator(opts: SimulatorOptions): Promise<FastifyInstance> {
  const { db } = opts;
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 24 * 1024 * 1024 });
  const faults: Fault[] = [];
  const hanging = new Set<FastifyReply>();

  // The raw body is kept for the signature check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    (req as FastifyRequest & { rawBody?: string }).rawBody = body as string;
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(Object.assign(new Error('body is not JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    void fail(reply, status, status === 500 ? 'internal' : 'bad_request', err.message);
  });

  app.post('/__sim/faults', async (req, reply) => {
    if (!fromLoopback(req)) return fail(reply, 403, 'forbidden', 'faults are set from this machine only');
    const f = ZFault.safeParse(req.body);
    if (!f.success) return fail(reply, 400, 'bad_request', 'a fault is {method, path, kind: error|timeout|malformed, times}');
    faults.push(f.data);
    return { ok: true };
  });
  app.delete('/__sim/faults', async (req, reply) => {
    if (!fromLoopback(req)) return fail(reply, 403, 'forbidden', 'faults are set from this machine only');
    faults.length = 0;
    return { ok: true };
  });

  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0];
    const i = faults.findIndex((f) => f.method === req.method && path.startsWith(f.path));
    if (i < 0) return;
    const f = faults[i];
    if (--f.times <= 0) faults.splice(i, 1);
    if (f.kind === 'error') return fail(reply, 503, 'unavailable', 'the brand site is down for maintenance');
    if (f.kind === 'malformed') return reply.status(200).type('text/html').send('<html>502 Bad Gateway</html>');
    // 'timeout': never answer (the caller's time-out ends it); closed at shutdown.
    hanging.add(reply);
    return new Promise<void>(() => {});
  });
  app.addHook('onClose', async () => {
    for (const r of hanging) r.raw.destroy();
  });

  // Every open-API call is signed with the application's key and secret. Decided by the
  // route that matched (the router decodes the path: /%6Fpen/… is /open/…), not the raw URL.
  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.url?.startsWith('/open/')) return;
    const raw = (req as FastifyRequest & { rawBody?: string }).rawBody ?? '';
    const ok =
      req.headers['x-ubrand-key'] === opts.key &&
      verifySignature(
        opts.secret,
        { timestamp: req.headers['x-ubrand-timestamp'] as string, signature: req.headers['x-ubrand-signature'] as string },
        req.method,
        req.url,
        raw,
      );
    if (!ok) return fail(reply, 401, 'signature_invalid', 'the request signature is missing or wrong');
  });

  const presentAccount = (a: typeof ubrandSimAccounts.$inferSelect) => ({ id: a.id, secret: a.secret, email: a.email, mobile: a.mobile });
  const presentBrand = (b: typeof ubrandSimBrands.$inferSelect) => ({ id: b.id, short_link: b.short_link, owner_id: b.owner_id, name: b.name });

  async function accountBy(contact: { email?: string; mobile?: string }) {
    const where = contact.email ? eq(ubrandSimAccounts.email, contact.email.toLowerCase()) : eq(ubrandSimAccounts.mobile, contact.mobile ?? '');
    const [a] = await db.select().from(ubrandSimAccounts).where(where).limit(1);
    return a;
  }

  app.post(UBRAND_PATHS.codes, async (req, reply) => {
    const b = ZPartnerSendCode.safeParse(req.body);
    if (!b.success) return fail(reply, 400, 'bad_request', 'give an e-mail address or a mobile number');
    const contact = b.data.email?.toLowerCase() ?? (b.data.mobile as string);
    const [last] = await db
      .select()
      .from(ubrandSimCodes)
      .where(eq(ubrandSimCodes.contact, contact))
      .orderBy(desc(ubrandSimCodes.id))
      .limit(1);
    if (last && Date.now() - last.created_at.getTime() < CODE_RESEND_SECONDS * 1000) {
      return fail(reply, 429, 'rate_limited', `a code was sent less than ${CODE_RESEND_SECONDS} seconds ago`);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.insert(ubrandSimCodes).values({
      contact,
      code_hash: hashCode(contact, code),
      expires_at: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
    });
    if (b.data.mobile) {
      await opts.texts.send(b.data.mobile, `【品牌管理】您的验证码是 ${code}，${CODE_TTL_SECONDS / 60} 分钟内有效。`);
    } else {
      await opts.mail.send({
        to: contact,
        subject: `Your brand site code: ${code}`,
        text: `Your verification code is ${code}. It is valid for ${CODE_TTL_SECONDS / 60} minutes.\n\nIf you did not ask for it, ignore this message.`,
      });
    }
    return { sent: true, expires_in: CODE_TTL_SECONDS };
  });

  app.post(UBRAND_PATHS.accounts, async (req, reply) => {
    const b = ZPartnerCreateAccount.safeParse(req.body);
    if (!b.success) return fail(reply, 400, 'bad_request', b.error.issues[0]?.message ?? 'bad request');
    const contact = b.data.email?.toLowerCase() ?? (b.data.mobile as string);
    if (b.data.code) {
      // Only the newest code counts: sending a new one ends the older ones, and a used one stays used.
      const [c] = await db.select().from(ubrandSimCodes).where(eq(ubrandSimCodes.contact, contact)).orderBy(desc(ubrandSimCodes.id)).limit(1);
      if (!c || c.consumed_at !== null || c.expires_at.getTime() < Date.now()) {
        return fail(reply, 400, 'code_expired', 'the code has expired, ask for a new one');
      }
      if (c.attempts >= CODE_MAX_ATTEMPTS) return fail(reply, 400, 'code_expired', 'too many wrong codes, ask for a new one');
      if (c.code_hash !== hashCode(contact, b.data.code)) {
        await db.update(ubrandSimCodes).set({ attempts: sql`${ubrandSimCodes.attempts} + 1` }).where(eq(ubrandSimCodes.id, c.id));
        return fail(reply, 400, 'code_invalid', 'the code is wrong');
      }
      await db.update(ubrandSimCodes).set({ consumed_at: new Date() }).where(eq(ubrandSimCodes.id, c.id));
    }
    const existing = await accountBy(b.data);
    if (existing) return presentAccount(existing);
    const [created] = await db
      .insert(ubrandSimAccounts)
      .values({ email: b.data.email?.toLowerCase() ?? null, mobile: b.data.mobile ?? null, secret: randomBytes(24).toString('hex') })
      .onConflictDoNothing()
      .returning();
    return reply.status(201).send(presentAccount(created ?? (await accountBy(b.data))!));
  });

  app.get(UBRAND_PATHS.accounts, async (req, reply) => {
    const q = req.query as { email?: string; mobile?: string };
    if (!q.email && !q.mobile) return fail(reply, 400, 'bad_request', 'give an e-mail address or a mobile number');
    const a = await accountBy(q);
    return a ? presentAccount(a) : fail(reply, 404, 'not_found', 'no such account');
  });

  app.post(UBRAND_PATHS.brands, async (req, reply) => {
    const b = ZPartnerCreateBrand.safeParse(req.body);
    if (!b.success) return fail(reply, 400, 'bad_request', b.error.issues[0]?.message ?? 'bad request');
    const [owner] = await db.select().from(ubrandSimAccounts).where(eq(ubrandSimAccounts.id, b.data.owner_id)).limit(1);
    if (!owner) return fail(reply, 404, 'account_not_found', 'the owner account does not exist');
    const [existing] = await db.select().from(ubrandSimBrands).where(eq(ubrandSimBrands.external_id, b.data.external_id)).limit(1);
    if (existing) {
      if (existing.owner_id !== owner.id) return fail(reply, 409, 'brand_taken', 'this logo already belongs to another account’s brand');
      return presentBrand(existing);
    }
    const [created] = await db
      .insert(ubrandSimBrands)
      .values({ external_id: b.data.external_id, owner_id: owner.id, name: b.data.name, short_link: shortLink() })
      .onConflictDoNothing()
      .returning();
    if (!created) return fail(reply, 409, 'brand_taken', 'this logo already has a brand');
    return reply.status(201).send(presentBrand(created));
  });

  app.get(UBRAND_PATHS.brands, async (req, reply) => {
    const q = req.query as { external_id?: string };
    const [b] = await db.select().from(ubrandSimBrands).where(eq(ubrandSimBrands.external_id, q.external_id ?? '')).limit(1);
    return b ? presentBrand(b) : fail(reply, 404, 'not_found', 'no such brand');
  });

  async function presentAsset(a: typeof ubrandSimAssets.$inferSelect, ownerId: number) {
    const [o] = await db.select().from(ubrandSimAccounts).where(eq(ubrandSimAccounts.id, ownerId)).limit(1);
    return {
      id: a.id,
      brand_id: a.brand_id,
      external_id: a.external_id,
      creator: { email: o?.email ?? null, mobile: o?.mobile ?? null },
      updated_at: iso(a.updated_at),
    };
  }

  app.put('/open/v1/brands/:id/assets', async (req, reply) => {
    const brandId = Number((req.params as { id: string }).id);
    const b = ZPartnerPutAsset.safeParse(req.body);
    if (!b.success) return fail(reply, 400, 'bad_request', b.error.issues[0]?.message ?? 'bad request');
    const [brand] = await db.select().from(ubrandSimBrands).where(eq(ubrandSimBrands.id, brandId)).limit(1);
    if (!brand) return fail(reply, 404, 'brand_not_found', 'the brand does not exist');
    if (brand.owner_id !== b.data.owner_id) return fail(reply, 403, 'not_owner', 'only the brand’s owner adds its logo');
    const png = Buffer.from(b.data.png_base64, 'base64');
    if (png.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return fail(reply, 400, 'bad_image', 'png_base64 is not a PNG');
    const values = { brand_id: brand.id, external_id: b.data.external_id, name: b.data.name, png_base64: b.data.png_base64, colors: b.data.colors };
    const [a] = await db
      .insert(ubrandSimAssets)
      .values(values)
      .onConflictDoUpdate({ target: [ubrandSimAssets.brand_id, ubrandSimAssets.external_id], set: { ...values, updated_at: new Date() } })
      .returning();
    return presentAsset(a, brand.owner_id);
  });

  app.get('/open/v1/brands/:id/assets', async (req, reply) => {
    const brandId = Number((req.params as { id: string }).id);
    const q = req.query as { external_id?: string };
    const [brand] = await db.select().from(ubrandSimBrands).where(eq(ubrandSimBrands.id, brandId)).limit(1);
    if (!brand) return fail(reply, 404, 'not_found', 'no such brand');
    const [a] = await db
      .select()
      .from(ubrandSimAssets)
      .where(and(eq(ubrandSimAssets.brand_id, brandId), eq(ubrandSimAssets.external_id, q.external_id ?? '')))
      .limit(1);
    return a ? presentAsset(a, brand.owner_id) : fail(reply, 404, 'not_found', 'no such asset');
  });

  // The browser lands here from the logo site's "go" button.
  app.get(UBRAND_PATHS.sso, async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const userId = Number(q.user_id);
    const [account] = Number.isInteger(userId) && userId > 0
      ? await db.select().from(ubrandSimAccounts).where(eq(ubrandSimAccounts.id, userId)).limit(1)
      : [];
    const [brand] = q.short_link ? await db.select().from(ubrandSimBrands).where(eq(ubrandSimBrands.short_link, q.short_link)).limit(1) : [];
    reply.header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    reply.type('text/html; charset=utf-8');
    const valid = account && brand && sameSecret(q.secret, account.secret) && brand.owner_id === account.id && brand.external_id === q.logo_id;
    if (!valid) return reply.status(401).send(ssoPage({ ok: false }));
    const [asset] = await db.select().from(ubrandSimAssets).where(eq(ubrandSimAssets.brand_id, brand.id)).limit(1);
    return ssoPage({ ok: true, who: account.email ?? account.mobile ?? `#${account.id}`, brand: brand.name, shortLink: brand.short_link, asset });
  });

  app.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(ssoPage({ ok: false, home: true })));

  return app;
}

function ssoPage(p: {
  ok: boolean;
  home?: boolean;
  who?: string;
  brand?: string;
  shortLink?: string;
  asset?: typeof ubrandSimAssets.$inferSelect;
}): string {
  const body = p.ok
    ? `<p class="eyebrow">Signed in · 已登录</p>
       <h1 data-testid="sso-brand">${escapeHtml(p.brand ?? '')}</h1>
       <p class="who">Signed in as <strong data-testid="sso-user">${escapeHtml(p.who ?? '')}</strong></p>
       ${p.asset ? `<div class="logo"><img alt="${escapeHtml(p.asset.name)}" src="data:image/png;base64,${escapeHtml(p.asset.png_base64)}"></div>` : '<p>No logo yet.</p>'}
       ${p.asset ? `<div class="swatches">${p.asset.colors.map((c) => `<span style="background:${escapeHtml(c)}" title="${escapeHtml(c)}"></span>`).join('')}</div>` : ''}
       <p class="link">Brand page: <code data-testid="sso-short-link">/b/${escapeHtml(p.shortLink ?? '')}</code></p>`
    : p.home
      ? `<h1>Brand site (local simulator)</h1><p>Brands activated from the logo area sign in here through <code>/api/login/sso</code>.</p>`
      : `<h1 data-testid="sso-refused">This sign-in link is not valid</h1><p>Open the brand again from the logo area.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${p.ok ? `${escapeHtml(p.brand ?? '')} · ` : ''}Brand site</title>
<style>
body{margin:0;font:15px/1.5 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#1b2333;background:#f3f6fc}
header{background:${PARTNER_ACCENT};color:#fff;padding:14px 24px;font-weight:600;letter-spacing:.02em}
main{max-width:720px;margin:32px auto;padding:32px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(28,100,252,.12)}
.eyebrow{color:${PARTNER_ACCENT};font-weight:600;margin:0}
h1{margin:4px 0 8px;font-size:28px}
.logo{margin:20px 0;border:1px solid #e3e8f2;border-radius:12px;background:#fff;display:flex;justify-content:center}
.logo img{max-width:100%;height:auto;max-height:360px}
.swatches span{display:inline-block;width:36px;height:36px;border-radius:8px;margin-right:8px;border:1px solid #0001}
code{background:#eef3ff;padding:2px 6px;border-radius:6px}
</style></head><body><header>Brand site</header><main>${body}</main></body></html>`;
}
