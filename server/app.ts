import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { siteForHost, type Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { installErrorHandler } from './http/errors';
import { serveHotRender } from './http/hot-renders';
import { pageRoutes } from './http/pages';
import './lib/request';
import { authRoutes, SESSION_COOKIE } from './modules/auth/routes';
import { sessionUser } from './modules/auth/service';
import { fileRoutes } from './modules/files/routes';
import { invoiceRoutes } from './modules/invoice/routes';
import { avatarRoutes } from './modules/avatar/routes';
import { designerRoutes } from './modules/designer/routes';
import { kitRoutes } from './modules/kit/routes';
import { logoRoutes } from './modules/logo/routes';
import { createPayments } from './payments';
import type { PaymentDriver, ProviderName } from './payments/types';
import { paymentRoutes } from './modules/payments/routes';
import { trademarkRoutes } from './modules/trademark/routes';
import { createMail, type MailDriver } from './mail';
import { outboxPage } from './mail/outbox-page';
import { logSms, type SmsDriver } from './sms';
import { configureRenderPool } from './render/pool';
import { createStorage, type Storage } from './storage';

export interface BuildOptions {
  config: Config;
  database: Database;
  storage?: Storage;
  sms?: SmsDriver;
  mail?: MailDriver;
  /** Real payment drivers (wechat, stripe); the sandbox is always there. */
  paymentDrivers?: Partial<Record<ProviderName, PaymentDriver>>;
  /** Fastify logger setting; tests pass false. */
  logger?: boolean | object;
}

/** Builds the app (routes, hooks, error handling) without listening: main.ts and tests use it. */
export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    // A hop count trusts that many proxies in front of us.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Content-addressed renders in memory are answered before the framework (http/hot-renders.ts).
    serverFactory: (handler) =>
      createServer((req, res) => {
        if (!serveHotRender(req, res)) handler(req, res);
      }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifyCookie);

  const storage = opts.storage ?? createStorage(config);
  configureRenderPool(config.renderWorkers);
  const ctx: AppContext = {
    config,
    db: opts.database.db,
    storage,
    sms: opts.sms ?? logSms(app.log),
    mail: opts.mail ?? createMail(config, opts.database.db),
    payments: createPayments(config, storage, opts.paymentDrivers),
  };

  app.decorateRequest('site', 'en');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    req.site = siteForHost(config, req.headers.host);
    const token = req.cookies[SESSION_COOKIE];
    req.user = token ? ((await sessionUser(ctx, token)) ?? null) : null;
  });

  installErrorHandler(app);
  await authRoutes(app, ctx);
  await logoRoutes(app, ctx);
  await avatarRoutes(app, ctx);
  await kitRoutes(app, ctx);
  await designerRoutes(app, ctx);
  await outboxPage(app, ctx);
  await fileRoutes(app, ctx);
  await invoiceRoutes(app, ctx);
  await paymentRoutes(app, ctx);
  await trademarkRoutes(app, ctx);
  await pageRoutes(app, config);
  return { app, ctx };
}
