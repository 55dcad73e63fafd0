import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '../../../core/constants';
import type { TProduct } from '../../../core/products';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../lib/html';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/request';
import { findOrder, type OrderRow } from './repo';
import { ZIdParams } from '../../../core/ids';

const PRODUCT_NAMES: Record<TProduct, Record<Locale, string>> = {
  package_basic: { zh: '基础版', en: 'Basic package' },
  package_professional: { zh: '专业版', en: 'Professional package' },
  package_luxury: { zh: '豪华版', en: 'Luxury package' },
  upgrade_professional: { zh: '升级到专业版', en: 'Upgrade to Professional' },
  upgrade_luxury: { zh: '升级到豪华版', en: 'Upgrade to Luxury' },
  office_package: { zh: '办公套件', en: 'Office templates package' },
  designer_fix: { zh: '设计师修改', en: 'Designer fix' },
  brand_register: { zh: '商标注册', en: 'Trademark registration' },
};

const TEXT = {
  zh: { title: '沙盒支付', note: '本地沙盒收银台：不会产生真实扣款。', pay: '确认支付', cancel: '取消', order: '订单号', paid: '该订单已处理。' },
  en: { title: 'Sandbox checkout', note: 'Local sandbox checkout: no real money moves.', pay: 'Pay now', cancel: 'Cancel', order: 'Order', paid: 'This order has already been handled.' },
} as const;

function page(site: Locale, order: OrderRow, pending: boolean): string {
  const t = TEXT[site];
  const amount = (order.amount_minor / 100).toFixed(2);
  const symbol = order.currency === 'CNY' ? '¥' : '$';
  const action = (a: string) => `/pay/sandbox/${encodeURIComponent(order.order_no)}/${a}`;
  return `<!doctype html><html lang="${site === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,"Noto Sans SC",sans-serif;background:#f5f7fb;margin:0;color:#1f2937}
main{max-width:420px;margin:10vh auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 8px 30px rgba(15,23,42,.08)}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:36px;font-weight:700;margin:18px 0}.muted{color:#6b7280;font-size:14px}
.row{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:12px;border-radius:8px;border:0;font-size:16px;font-weight:600;cursor:pointer}
.pay{background:#4384f5;color:#fff}.cancel{background:#eef2f7;color:#374151}button:focus-visible{outline:3px solid #93c5fd}</style></head>
<body><main><h1>${t.title}</h1><p class="muted">${t.note}</p>
<p>${escapeHtml(PRODUCT_NAMES[order.product as TProduct]?.[site] ?? order.product)}</p>
<div class="amount" data-testid="sandbox-amount">${symbol}${amount}</div>
<p class="muted">${t.order}: ${escapeHtml(order.order_no)}</p>
${
  pending
    ? `<div class="row"><form method="post" action="${action('cancel')}" style="flex:1;display:flex"><button class="cancel" data-testid="sandbox-cancel">${t.cancel}</button></form>
<form method="post" action="${action('pay')}" style="flex:1;display:flex"><button class="pay" data-testid="sandbox-pay" autofocus>${t.pay}</button></form></div>`
    : `<p>${t.paid}</p>`
}
</main></body></html>`;
}

const ZParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/) });

/** The sandbox provider's checkout page, and the brand-registration success address. */
export async function sandboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scoped) => {
    // The checkout page's buttons are plain HTML forms with no fields.
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
    await checkoutRoutes(scoped, app, ctx);
  });
}

/** `root` delivers the sandbox's notification to the notify route, exactly as a provider's call arrives. */
async function checkoutRoutes(app: FastifyInstance, root: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // No checkout page where there is no sandbox (production).
  const sandbox = ctx.payments.sandbox;
  if (sandbox) {
    const live = sandbox;
    async function buyersOrder(req: Parameters<typeof requireUser>[0], orderNo: string) {
      const user = requireUser(req);
      const order = await findOrder(ctx.db, orderNo);
      if (!order || order.user_id !== user.id || order.provider !== 'sandbox') throw new AppError('NOT_FOUND');
      return order;
    }

    /**
     * Whether the checkout still takes this order's money. The sandbox stands
     * in for a provider that is not told when the product cancels an order
     * (WeChat's and Stripe's drivers have no close call): a checkout tab left
     * open on an order another payment made stale can still pay it, and
     * crediting then refunds it. One the customer paid or cancelled here is done.
     */
    async function payable(order: OrderRow): Promise<boolean> {
      if (order.status === 'pending') return true;
      return order.status === 'cancelled' && !(await live.isSettled(order.order_no));
    }

    r.get('/pay/sandbox/:orderNo', { schema: { params: ZParams } }, async (req, reply) => {
      const order = await buyersOrder(req, req.params.orderNo);
      const html = page(req.site, order, await payable(order));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });

    r.post(
      '/pay/sandbox/:orderNo/:action',
      { schema: { params: ZParams.extend({ action: z.enum(['pay', 'cancel']) }) } },
      async (req, reply) => {
        const order = await buyersOrder(req, req.params.orderNo);
        if (await payable(order)) {
          const paid = req.params.action === 'pay';
          const note = await live.settle(
            { orderNo: order.order_no, amountMinor: order.amount_minor, currency: order.currency },
            paid,
          );
          // Delivered like a provider's call, through the same notify route.
          const res = await root.inject({ method: 'POST', url: '/api/payments/notify/sandbox', headers: note.headers, payload: note.body });
          if (res.statusCode !== 200) req.log.error({ status: res.statusCode, body: res.body }, 'sandbox notification refused');
        }
        const back = req.params.action === 'pay' ? order.return_url : `/download/?logo=${order.fa_id}`;
        return reply.redirect(back, 303);
      },
    );
  }

  // spec 01 §4: success redirect of the brand registration payment.
  // The order number, when given, lets the page say what the payment did.
  r.get(
    '/success/brand-register/:id',
    {
      schema: {
        params: ZIdParams,
        querystring: z.object({ order: ZParams.shape.orderNo.optional() }),
      },
    },
    (req, reply) => {
      const order = req.query.order ? `&order=${req.query.order}` : '';
      return reply.redirect(`/download/?logo=${req.params.id}&payment=1&product=brand_register${order}`, 302);
    },
  );
}
