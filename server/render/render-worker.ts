import { parentPort } from 'node:worker_threads';
import type { TOutlinedDesign } from '../../core/design';
import { renderFormat, type RenderFormatRequest } from './formats';

/** A render job sent by the pool (pool.ts). */
export interface RenderJob {
  id: number;
  outlined: TOutlinedDesign;
  req: RenderFormatRequest;
}

export type RenderReply =
  | { id: number; ok: true; body: Uint8Array; contentType: string; ext: string }
  | { id: number; ok: false; message: string };

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
  try {
    const file = await renderFormat(job.outlined, job.req);
    const body = own(file.body);
    reply = { id: job.id, ok: true, body, contentType: file.contentType, ext: file.ext };
    parentPort?.postMessage(reply, [body.buffer as ArrayBuffer]);
  } catch (err) {
    reply = { id: job.id, ok: false, message: err instanceof Error ? err.message : String(err) };
    parentPort?.postMessage(reply);
  }
});
