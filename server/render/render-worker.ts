import { performance } from 'node:perf_hooks';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import pino from 'pino';
import type { TOutlinedDesign } from '../../core/design';
import { renderFormat, type RenderFormatRequest } from './formats';

/** A render job sent by the pool (pool.ts). */
export interface RenderJob {
  id: number;
  outlined: TOutlinedDesign;
  req: RenderFormatRequest;
  /** The request (or job) that asked for the render: in this worker's log lines. */
  requestId?: string;
}

/** The answer, with the worker's own time for the render (ms). */
export type RenderReply =
  | { id: number; ok: true; body: Uint8Array; contentType: string; ext: string; ms: number }
  | { id: number; ok: false; message: string; ms: number };

/** JSON lines like the server's (written straight to stdout, not through the main thread). */
const log = pino({ level: (workerData as { logLevel?: string } | null)?.logLevel ?? 'info', base: { pid: process.pid, thread: threadId, name: 'render-worker' } }, pino.destination({ fd: 1, sync: true }));

/**
 * The file's bytes in an ArrayBuffer of their own, so it can be transferred
 * (moved, not copied) to the main thread. sharp's output already owns its
 * buffer; small buffers that share Node's pool are copied.
 */
function own(body: Buffer): Uint8Array {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength) return new Uint8Array(body.buffer);
  return new Uint8Array(body);
}

parentPort?.on('message', async (job: RenderJob) => {
  let reply: RenderReply;
  const start = performance.now();
  const about = { reqId: job.requestId, format: job.req.format, width: job.req.width, height: job.req.height };
  try {
    const file = await renderFormat(job.outlined, job.req);
    const body = own(file.body);
    const ms = performance.now() - start;
    reply = { id: job.id, ok: true, body, contentType: file.contentType, ext: file.ext, ms };
    log.debug({ ...about, ms: Math.round(ms), bytes: body.byteLength }, 'rendered');
    parentPort?.postMessage(reply, [body.buffer as ArrayBuffer]);
  } catch (err) {
    const ms = performance.now() - start;
    reply = { id: job.id, ok: false, message: err instanceof Error ? err.message : String(err), ms };
    log.error({ ...about, err, ms: Math.round(ms) }, 'render failed');
    parentPort?.postMessage(reply);
  }
});
