import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { mailOutbox } from '../db/schema';
import { escapeHtml } from '../lib/html';

/**
 * /admin/mail: the local mail driver's inbox (MAIL_DRIVER=outbox), newest
 * first, `?to=` for one address. Admins only: the mails are other people's.
 */
export async function outboxPage(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.mail.name !== 'outbox') return;
  app.get<{ Querystring: { to?: string } }>('/admin/mail', async (req, reply) => {
    if (!req.user) return reply.redirect(`/login?next=${encodeURIComponent(req.url)}`, 303);
    if (!req.user.is_admin) return reply.code(403).type('text/plain; charset=utf-8').send('No premission');
    const to = typeof req.query.to === 'string' && req.query.to ? req.query.to : null;
    const rows = await ctx.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(100);
    const items = rows
      .map(
        (m) => `<article data-testid="mail"><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <a href="?to=${encodeURIComponent(m.to)}">${escapeHtml(m.to)}</a> · ${m.created_at.toISOString().replace('T', ' ').slice(0, 19)} UTC</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail outbox</title><style>body{font-family:system-ui,"Noto Sans SC",sans-serif;background:#f5f7fb;margin:0;color:#1f2937}
main{max-width:760px;margin:32px auto;padding:0 16px}article{background:#fff;border-radius:12px;padding:16px 20px;margin:12px 0;box-shadow:0 4px 16px rgba(15,23,42,.06)}
h1{font-size:22px}h2{font-size:17px;margin:0 0 4px}.meta{color:#6b7280;font-size:13px;margin:0 0 8px}pre{white-space:pre-wrap;font:inherit;margin:0}</style></head>
<body><main><h1>Mail outbox${to ? ` — ${escapeHtml(to)} <a href="/admin/mail">(all)</a>` : ''}</h1>
<p class="meta">The local mail driver keeps mails here instead of sending them (MAIL_DRIVER=outbox).</p>
${items || '<p data-testid="no-mail">No mail yet.</p>'}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
