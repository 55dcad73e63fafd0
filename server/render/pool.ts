import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TOutlinedDesign } from '../../core/design';
import { renderDuration, reportQueue } from '../lib/metrics';
import { PROJECT_ROOT } from '../lib/paths';
import { renderFormat, type RenderedFile, type RenderFormatRequest } from './formats';
import type { RenderJob, RenderReply } from './render-worker';

/**
 * Renders off the event loop: a pool of worker threads, one job at a time
 * each, sized to the cores (RENDER_WORKERS overrides; 0 renders in-process,
 * which the route tests use to skip the workers' start-up). Composing the
 * SVG, reading it back for PDF/EPS and the ICO entries all run in the
 * worker, so a 5000 px render never stalls other requests. Workers start on
 * the first render and are unref'd: an idle pool never keeps a process alive.
 */
export interface RenderPool {
  readonly size: number;
  /** Worker threads running now (started on demand, or by the warm-up at server start: warm.ts). */
  readonly running: number;
  /** `requestId`: the request (or job) the render is for, in the worker's log lines. */
  render(outlined: TOutlinedDesign, req: RenderFormatRequest, requestId?: string): Promise<RenderedFile>;
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

interface Pending {
  job: RenderJob;
  resolve: (file: RenderedFile) => void;
  reject: (err: Error) => void;
}

/** Defined (true) by the server's build (scripts/build.mjs); absent when the sources run through tsx. */
declare const __COMPILED_SERVER__: boolean | undefined;

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./render-worker.ts', import.meta.url).href;

/** The compiled server starts the compiled worker; the sources start the TypeScript worker through the tsx boot. */
function startWorker(logLevel: string): Worker {
  const workerData = { entry: ENTRY, logLevel };
  if (typeof __COMPILED_SERVER__ !== 'undefined') return new Worker(join(PROJECT_ROOT, 'dist/server/render-worker.mjs'), { workerData });
  return new Worker(BOOT, { workerData });
}

/** How a pool's workers log (JSON lines on stdout, like the server's, with the request id of each job). */
export interface PoolOptions {
  logLevel?: string;
}

/** Records a render's duration by format (the worker's own time, or the in-process render's). */
function timed(format: string, work: Promise<RenderedFile>): Promise<RenderedFile> {
  const end = renderDuration.startTimer({ format });
  return work.then((file) => (end(), file));
}

export function createRenderPool(size: number, opts: PoolOptions = {}): RenderPool {
  if (size <= 0) {
    return { size: 0, running: 0, render: (outlined, req) => timed(req.format, renderFormat(outlined, req)), close: async () => {} };
  }
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  const running = new Map<number, Pending>();
  /** Which worker runs each job: a crashed worker fails only its own. */
  const pendingSlot = new Map<number, Slot>();
  let nextId = 1;

  function spawn(): Slot {
    const worker = startWorker(opts.logLevel ?? 'info');
    worker.unref();
    const slot: Slot = { worker, busy: false };
    worker.on('message', (reply: RenderReply) => {
      const pending = running.get(reply.id);
      running.delete(reply.id);
      slot.busy = false;
      if (pending) {
        renderDuration.observe({ format: pending.job.req.format }, reply.ms / 1000);
        if (reply.ok) {
          const body = Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength);
          pending.resolve({ body, contentType: reply.contentType, ext: reply.ext as RenderedFile['ext'] });
        } else pending.reject(new Error(reply.message));
      }
      pump();
    });
    // A crashed worker fails its job and is replaced; the queue goes on.
    worker.on('error', (err) => {
      for (const [id, pending] of running) {
        if (pendingSlot.get(id) === slot) {
          running.delete(id);
          pending.reject(err);
        }
      }
      slots.splice(slots.indexOf(slot), 1);
      pump();
    });
    slots.push(slot);
    return slot;
  }

  function pump(): void {
    while (queue.length > 0) {
      let slot = slots.find((s) => !s.busy);
      if (!slot && slots.length < size) slot = spawn();
      if (!slot) return;
      const next = queue.shift() as Pending;
      slot.busy = true;
      running.set(next.job.id, next);
      pendingSlot.set(next.job.id, slot);
      slot.worker.ref();
      slot.worker.postMessage(next.job);
    }
    // Idle workers must not keep the process alive.
    for (const s of slots) if (!s.busy) s.worker.unref();
  }

  depth = { waiting: () => queue.length, running: () => running.size };
  return {
    size,
    get running() {
      return slots.length;
    },
    render(outlined, req, requestId) {
      return new Promise<RenderedFile>((resolve, reject) => {
        const id = nextId++;
        queue.push({
          job: { id, outlined, req, requestId },
          resolve: (f) => (pendingSlot.delete(id), resolve(f)),
          reject: (e) => (pendingSlot.delete(id), reject(e)),
        });
        pump();
      });
    },
    async close() {
      const all = slots.splice(0);
      await Promise.all(all.map((s) => s.worker.terminate()));
      for (const p of queue.splice(0)) p.reject(new Error('render pool closed'));
      for (const p of running.values()) p.reject(new Error('render pool closed'));
      running.clear();
    },
  };
}

let shared: RenderPool | undefined;
/** Renders waiting for a worker and running, for the queue-depth metric. */
let depth = { waiting: () => 0, running: () => 0 };
reportQueue('render', () => ({ waiting: depth.waiting(), running: depth.running() }));

/** The process's pool, sized once (server start: configureRenderPool). */
export function renderPool(): RenderPool {
  shared ??= createRenderPool(availableParallelism());
  return shared;
}

/** Sets the process's pool size (RENDER_WORKERS); a pool already running is closed. */
export function configureRenderPool(size: number, opts: PoolOptions = {}): RenderPool {
  void shared?.close();
  shared = createRenderPool(size, opts);
  return shared;
}
