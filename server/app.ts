import { portalRoutes } from './modules/portal/routes';
import { logRequest } from './lib/log-redact';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { siteForHost, type Config } from './config';
import type { AppContext } from './context';
import { watchRowChanges } from './db/changes';
import type { Database, Db } from './db/client';
import { installChangeMarks } from './http/change-marks';
import { installErrorHandler } from './http/errors';
import { BASE_HEADERS, installSecurityHeaders } from './http/headers';
import { serveHotRender } from './http/hot-renders';
import { hasAmbiguousHost, installInputGuard } from './http/input-guard';
import { installOriginGuard } from './http/origin-guard';
import { errorMessage } from './lib/errors';
import { installationSecret } from './lib/installation-secret';
import { pageRoutes } from './http/pages';
import './lib/request';
import { httpDuration } from './lib/metrics';
import { requestIdFrom } from './lib/request-context';
import { opsRoutes } from './modules/ops/routes';
import { authRoutes, SESSION_COOKIE } from './modules/auth/routes';
import { sessionUser } from './modules/auth/service';
import { fileRoutes } from './modules/files/routes';
import { invoiceRoutes } from './modules/invoice/routes';
import { avatarRoutes } from './modules/avatar/routes';
import { designerRoutes } from './modules/designer/routes';
import { mockupRoutes } from './modules/mockups/routes';
import { cardRoutes } from './modules/cards/routes';
import { socialRoutes } from './modules/social/routes';
import { printRoutes } from './modules/print/routes';
import { animateRoutes } from './modules/animate/routes';
import { kitRoutes } from './modules/kit/routes';
import { guidelinesRoutes } from './modules/guidelines/routes';
import { templateRoutes } from './modules/templates/routes';
import { brandPptRoutes } from './modules/brand-ppt/routes';
import { logoRoutes } from './modules/logo/routes';
import { createPayments } from './payments';
import type { PaymentDriver, ProviderName } from './payments/types';
import { paymentRoutes } from './modules/payments/routes';
import { trademarkRoutes } from './modules/trademark/routes';
import { viRoutes } from './modules/vi/routes';
import { ubrandRoutes } from './modules/ubrand/routes';
import { signatureRoutes } from './modules/signature/routes';
import { startUbrand } from './partners/ubrand';
import { createMail, type MailDriver } from './mail';
import { outboxPage } from './mail/outbox-page';
import { logSms, smsDriverFor, type SentTexts, type SmsDriver } from './sms';
import { configureRenderPool } from './render/pool';
import { createStorage, type Storage } from './storage';
import { createJobQueue } from './jobs';

export interface BuildOptions {
  config: Config;
  database: Database;
  storage?: Storage;
  sms?: SmsDriver;
  /** Where the local partner simulator's texts go (its own codes); the server log by default. */
  partnerTexts?: SentTexts;
  mail?: MailDriver;
  /** Real payment drivers (wechat, stripe); the sandbox is always there. */
  paymentDrivers?: Partial<Record<ProviderName, PaymentDriver>>;
  /** Fastify logger setting; tests pass false. */
  logger?: boolean | object;
}

/** The sandbox's signing secret: none in production (no sandbox there), else SANDBOX_SECRET or the installation's own. */
export async function sandboxSecret(config: Config, db: Db): Promise<string | null> {
  if (config.env === 'production') return null;
  return config.payments.sandboxSecret ?? (await installationSecret(db, 'sandbox'));
}

/** A registered route: method and path pattern as Fastify holds them. */
export interface RouteEntry {
  method: string;
  url: string;
}

/** How long an idle connection stays open: longer than a proxy keeps its idle upstream connections (nginx: 60 s). */
export const KEEP_ALIVE_MS = 65_000;

/** Content types worth compressing on the way out: text and JSON, SVG and PostScript; never a stream of events or a binary. */
export const COMPRESSIBLE_ANSWERS = /^(text\/(?!event-stream)|application\/(json|javascript|postscript|xml)|image\/svg\+xml|[^;]*\+json)/;

/** Builds the app (routes, hooks, error handling) without listening: main.ts and tests use it. */
export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext; routes: RouteEntry[] }> {
  const { config } = opts;
  const app = Fastify({
    // A portal link's token is a secret of its address: never in a log line (lib/log-redact.ts).
    logger: opts.logger ?? { level: config.logLevel, serializers: { req: logRequest } },
    // A hop count trusts that many proxies in front of us.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One id per request, the proxy's X-Request-Id when it sends a plain one: in every log line, the answer's header, render workers and jobs.
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    // Content-addressed renders in memory are answered before the framework (http/hot-renders.ts).
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        if (hasAmbiguousHost(req)) {
          const body = JSON.stringify({ code: 400, error: 'BAD_REQUEST', msg: errorMessage('BAD_REQUEST', config.defaultLocale) });
          res.writeHead(400, { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', connection: 'close' }).end(body);
          return;
        }
        if (!serveHotRender(req, res)) handler(req, res);
      });
      // An idle connection outlives the proxy's: nginx keeps idle upstream connections 60 s and Node's default closes
      // them after 5 s, so a request nginx sent on one Node was closing got a 502 (never retried for a POST: a sign-in).
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1000;
      return server;
    },
  });
  // Routes parse JSON, or say what else they take (multipart, raw notifications, the sandbox's forms):
  // a text/plain body (what a cross-site form can send without a preflight) is a 415.
  app.removeContentTypeParser('text/plain');
  // Every route as registered (tests walk them all with hostile input).
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifyCookie);
  // Answers in text (JSON, the card and social previews' SVG, HTML, EPS) go out compressed when the
  // browser accepts it: a phone on 1.6 Mbit/s waited 6 s for the cards' 1.2 MB of SVG. Brotli at
  // quality 4 (~10× smaller SVG for a few ms); built assets are precompressed and sent as they are.
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_ANSWERS,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  app.addHook('onRequest', (req, reply, done) => {
    // The id goes on by hand to the renders and jobs the request starts (lib/request-context.ts).
    reply.header('x-request-id', req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    httpDuration.observe({ method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  // Signs the local driver's links to private files (storage/links.ts); the same for every process of the installation.
  const linkSecret = await installationSecret(opts.database.db, 'file-links');
  const storage = opts.storage ?? createStorage(config, linkSecret);
  configureRenderPool(config.renderWorkers, { logLevel: config.logLevel });
  const sms = opts.sms ?? smsDriverFor(config.sms, app.log);
  const mail = opts.mail ?? createMail(config, opts.database.db);
  const ubrand = await startUbrand(config, { db: opts.database.db, texts: opts.partnerTexts ?? logSms(app.log), mail });
  if (ubrand) app.addHook('onClose', () => ubrand.close());
  const jobs = await createJobQueue(config, app.log);
  // Closing the app stops taking jobs and waits for the running ones (SIGTERM: server/main.ts).
  app.addHook('onClose', () => jobs.stop());
  const changes = await watchRowChanges(opts.database);
  app.addHook('onClose', () => changes.close());
  const ctx: AppContext = {
    config,
    db: opts.database.db,
    changes,
    storage,
    sms,
    mail,
    payments: createPayments(config, storage, await sandboxSecret(config, opts.database.db), opts.paymentDrivers),
    ubrand,
    jobs,
  };

  installSecurityHeaders(app, config);
  app.decorateRequest('site', 'en');
  app.decorateRequest('user', null);
  app.addHook('onRequest', (req, _reply, done) => {
    req.site = siteForHost(config, req.headers.host);
    done();
  });
  // Refused before the session is looked up.
  installOriginGuard(app, config);
  // A request that may have written answers once this process has heard its changes (db/changes.ts sync), and
  // the client's next request, on whichever process, reads nothing cached from before them (http/change-marks.ts).
  // These hooks run on every request: callback hooks, so a read without a session or a write costs no promise.
  installChangeMarks(app, changes, await installationSecret(opts.database.db, 'change-marks'));
  app.addHook('onRequest', (req, _reply, done) => {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) {
      req.user = null;
      done();
      return;
    }
    sessionUser(ctx, token).then((user) => {
      req.user = user ?? null;
      done();
    }, done);
  });

  installErrorHandler(app);
  installInputGuard(app);
  await opsRoutes(app, ctx);
  await authRoutes(app, ctx);
  await logoRoutes(app, ctx);
  await avatarRoutes(app, ctx);
  await kitRoutes(app, ctx);
  await guidelinesRoutes(app, ctx);
  await templateRoutes(app, ctx);
  await brandPptRoutes(app, ctx);
  await mockupRoutes(app, ctx);
  await cardRoutes(app, ctx);
  await socialRoutes(app, ctx);
  await printRoutes(app, ctx);
  await animateRoutes(app, ctx);
  await designerRoutes(app, ctx);
  await outboxPage(app, ctx);
  await fileRoutes(app, ctx, linkSecret);
  await invoiceRoutes(app, ctx);
  await paymentRoutes(app, ctx);
  await trademarkRoutes(app, ctx);
  await viRoutes(app, ctx);
  await ubrandRoutes(app, ctx);
  await signatureRoutes(app, ctx);
  await portalRoutes(app, ctx);
  await pageRoutes(app, config, { partnerUrl: ubrand?.publicUrl ?? null });
  return { app, ctx, routes };
}
