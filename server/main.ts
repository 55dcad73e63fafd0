import { join } from 'node:path';
import { buildApp } from './app';
import { serveControl } from './backup';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './demo/seed';
import { renderPool } from './render/pool';
import { ffmpegReady } from './render/animate-video';
import { warmRenderers } from './render/warm';

/** Starts the server: config, database (migrated), demo data on first start, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dir: join(config.dataDir, 'db') });
  const { app, ctx } = await buildApp({ config, database });
  // `npm run backup` asks this process for the embedded database's snapshot (server/backup).
  const closeControl = await serveControl(config.dataDir, database);
  if (config.env === 'production' && config.trustProxy === false) {
    // Behind a proxy every client would share its address (sign-in and SMS limits per address).
    app.log.warn('TRUST_PROXY is off: if a proxy or load balancer is in front of this server, set TRUST_PROXY to its hop count or address');
  }
  // Fonts parsed and render workers started (while the demo data is written) before the server says it is ready.
  const warming = warmRenderers();
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(ctx.db, ctx.storage);
    if (seeded) app.log.info('demo data created (see README: demo users and logos)');
  }
  let stopping = false;
  // SIGTERM (an orchestrator or a deploy): stop accepting, finish the requests in flight and the work they started, then exit.
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections; finishing requests, renders and background work');
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'stop timed out: exiting with work unfinished');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // A connection kept alive closes once its request is answered: idle, it would hold the stop for KEEP_ALIVE_MS (65 s).
    app.server.keepAliveTimeout = 1;
    try {
      // Waits for the requests in flight, then (its close hook) for the jobs this process is running.
      await app.close();
      await closeControl();
      await renderPool().close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'stop failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  app.log.info({ renderers: await warming }, 'renderers warm');
  // The one program the server runs (the animation page's MP4 for browsers that cannot encode it): said at start, asked by /readyz.
  if (config.ffmpeg) {
    await ffmpegReady(config.ffmpeg).then(
      () => app.log.info({ ffmpeg: config.ffmpeg }, 'ffmpeg ready (server-made MP4)'),
      (err: Error) => app.log.error({ ffmpeg: config.ffmpeg, reason: err.message }, 'ffmpeg missing: /readyz fails until it is installed (scripts/setup-server.sh), or set FFMPEG=off'),
    );
  }
  await app.listen({ host: config.host, port: config.port });
  const port = (app.server.address() as { port: number }).port;
  const lines = [
    '',
    'Logo download area is running:',
    `  English site: http://localhost:${port}/download/?logo=1001`,
    `  Chinese site: http://zh.localhost:${port}/download/?logo=1001`,
    `  Sign in:      http://localhost:${port}/login${config.seedDemo ? '   (demo: owner@demo.test / demo1234)' : ''}`,
    ...(ctx.ubrand?.simulatorUrl ? [`  Brand site:   ${ctx.ubrand.publicUrl}   (local partner simulator)`] : []),
    `  Database:     ${database.kind}${database.kind === 'pglite' ? ` (${join(config.dataDir, 'db')})` : ''}`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
