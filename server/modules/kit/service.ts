import { outlinedDesign } from '../../render/outlined';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { zipSync, type Zippable } from 'fflate';
import { applicableVariants } from '../../../core/composer/variants';
import { composeFaviconSvg } from '../../../core/composer/favicon';
import type { TDesign } from '../../../core/design';
import type { TKitState } from '../../../core/api';
import { KIT_DOCUMENTS, kitDocuments, kitIsFull, kitRenders, type KitDocument } from '../../../core/kit';
import type { Locale, PackageTier } from '../../../core/constants';
import type { AppContext } from '../../context';
import { reportQueue } from '../../lib/metrics';
import { RENDERERS_VERSION } from '../../render/formats';
import { renderLogoFile } from '../../render/logo-files';
import { guidelinesFile } from '../guidelines/service';
import { brandColours } from '../../../core/vi/colours';
import { colourSheetPdf, designTokenFiles, faviconSnippet, webManifest } from './extras';
import { officeThemePackage } from '../../../core/office/theme';
import { zipParts } from '../templates/package';
import { officeBrand } from '../templates/service';

/**
 * Bump when the kit's contents change (part of its storage key). 4: the brand guidelines PDF; 5: the colour
 * sheet lists the brand colours by core/vi/colours' rule; 6: the design tokens (CSS, Tailwind, W3C JSON); 10: the
 * colour sheet and the guidelines name the spot colours.
 */
const KIT_VERSION = 10;
/** Renders of one kit at a time (the worker pool spreads them over the cores). */
const PARALLEL = 4;

export interface KitLogo {
  fa_id: number;
  logo_name: string;
  design: TDesign;
  tier: PackageTier | null;
  admin: boolean;
  /** The site's language: the brand guidelines are written in it. */
  site: Locale;
  /** When the logo was made: the brand guidelines' edition date (a share switch or a payment does not make a new edition). */
  edition: Date;
  /** The brand colours' spot names (HEX, name), sorted: the colour sheet and the guidelines list them. */
  spots: readonly (readonly [string, string])[];
}

/** The kit's storage key: everything its contents depend on. */
export function kitKey(logo: KitLogo): string {
  const full = kitIsFull(logo.tier, logo.admin);
  // The language matters only to the full kit's guidelines: a basic kit is one file for both sites.
  return createHash('sha256')
    .update(JSON.stringify([KIT_VERSION, RENDERERS_VERSION, logo.fa_id, logo.logo_name, logo.design, full, logo.admin, full ? logo.site : null, full ? logo.edition.getTime() : null, logo.spots]))
    .digest('hex');
}

export const kitZipKey = (key: string) => `kits/${key}.zip`;
const kitStateKey = (key: string) => `kits/${key}.json`;

/** Builds in this process, by app and key: progress is read from here while they run. */
const runningByApp = new WeakMap<AppContext, Map<string, TKitState>>();
function runningIn(ctx: AppContext): Map<string, TKitState> {
  let running = runningByApp.get(ctx);
  if (!running) runningByApp.set(ctx, (running = new Map()));
  return running;
}

/** The job queue's name (server/jobs). */
const KIT_QUEUE = 'brand-kit';
/** A building kit's stored progress is written at most this often (other processes read it). */
const PROGRESS_EVERY_MS = 1000;

/** What storage keeps of a kit: its state and when a builder last wrote it. */
type StoredKitState = TKitState & { updatedAt?: number };

/** A brand-kit job: the logo as the route saw it (the edition date as text). */
interface KitJob {
  logo: Omit<KitLogo, 'edition'> & { edition: string };
}

/** The state as the API gives it (nothing of the storage bookkeeping). */
function publicState(s: StoredKitState): TKitState {
  return { status: s.status, done: s.done, total: s.total, ...(s.size === undefined ? {} : { size: s.size }) };
}

/**
 * How long a stored "building" is believed without a word from its builder:
 * past this every attempt has died with its process (a durable queue gives a
 * dead process's job to another after JOB_EXPIRE_SECONDS, which then writes
 * progress again), and the kit counts as failed so it can be started again.
 */
function staleAfterMs(ctx: AppContext): number {
  return (ctx.config.jobs.expireSeconds + ctx.config.jobs.maintenanceSeconds + 60) * 1000;
}

/**
 * A kit said to be building whose ZIP is stored already is ready: a job given to another process after its
 * time ran out (a slow build, a busy machine) builds the same kit again and says "building" meanwhile, while
 * the first build has stored the ZIP — the ZIP's key is the kit's content, so the stored one is the kit.
 */
async function readyIfStored(ctx: AppContext, key: string, building: TKitState): Promise<TKitState> {
  const zip = await ctx.storage.stat(kitZipKey(key)).catch(() => null);
  return zip ? { status: 'ready', done: building.total, total: building.total, size: zip.size } : publicState(building);
}

/** The state of a kit: running here, else what storage says, else none; its ZIP stored, ready whatever a build says. */
export async function kitState(ctx: AppContext, logo: KitLogo): Promise<TKitState> {
  const key = kitKey(logo);
  const live = runningIn(ctx).get(key);
  if (live) return live.status === 'building' ? readyIfStored(ctx, key, live) : publicState(live);
  const stored = await ctx.storage.get(kitStateKey(key)).catch(() => null);
  if (stored) {
    const state = JSON.parse(stored.toString('utf8')) as StoredKitState;
    if (state.status === 'building') {
      const ready = await readyIfStored(ctx, key, state);
      if (ready.status === 'ready') return ready;
      // Its job is waiting or running (or will be retried); else it died with its process, and only a fresh word from a builder says otherwise.
      const alive = (await ctx.jobs.pending(KIT_QUEUE, key)) || (ctx.jobs.durable && Date.now() - (state.updatedAt ?? 0) <= staleAfterMs(ctx));
      return publicState(alive ? state : { ...state, status: 'failed' });
    }
    if (state.status === 'ready' && !(await ctx.storage.stat(kitZipKey(key)).catch(() => null))) return { status: 'none', done: 0, total: 0 };
    return publicState(state);
  }
  return { status: 'none', done: 0, total: 0 };
}

/** One of the kit's documents; the guidelines come through their own cache, so the download and the kit share a build. */
async function kitDocument(ctx: AppContext, logo: KitLogo, doc: KitDocument, requestId: string): Promise<Buffer> {
  // The brand colours by the one rule of core/vi/colours (the colour specification's and the book's).
  const spots = new Map(logo.spots);
  if (doc === 'colours') return colourSheetPdf(logo.logo_name, brandColours(logo.design, logo.site).map((c) => c.hex), spots);
  const file = await guidelinesFile(ctx.storage, { design: logo.design, logoName: logo.logo_name, site: logo.site, date: logo.edition, requestId, spots });
  return file.body;
}

function kitPlan(logo: KitLogo) {
  const full = kitIsFull(logo.tier, logo.admin);
  const renders = kitRenders(applicableVariants(logo.design), logo.design.icon !== undefined, full, logo.admin, outlinedDesign(logo.design));
  return { renders, documents: kitDocuments(full) };
}

const saveState = (ctx: AppContext, key: string, s: TKitState) =>
  ctx.storage.put(kitStateKey(key), Buffer.from(JSON.stringify({ ...s, updatedAt: Date.now() } satisfies StoredKitState)), 'application/json');

/**
 * Starts building the kit unless it is ready or building: marks it building
 * and hands it to the job queue, whichever process then builds it (renders
 * every file through the render cache, adds the favicon pack's manifest and
 * snippet, the colour sheet and, for the full kit, the brand guidelines,
 * stores the ZIP, marks it ready). Answers at once with the state.
 */
export async function startKit(ctx: AppContext, logo: KitLogo, requestId?: string): Promise<TKitState> {
  const state = await kitState(ctx, logo);
  if (state.status === 'ready' || state.status === 'building') return state;
  const key = kitKey(logo);
  const plan = kitPlan(logo);
  const queued: TKitState = { status: 'building', done: 0, total: plan.renders.length + plan.documents.length };
  await saveState(ctx, key, queued);
  const job: KitJob = { logo: { ...logo, edition: logo.edition.toISOString() } };
  await ctx.jobs.send(KIT_QUEUE, job, key, requestId);
  return queued;
}

/** This process's workers of the brand-kit queue (one build at a time: each spreads its renders over the pool). */
export async function defineKitJobs(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  await ctx.jobs.define<KitJob>(KIT_QUEUE, { concurrency: 1, retries: 2, retryDelaySeconds: 2 }, async (data, job) => {
    const logo: KitLogo = { ...data.logo, edition: new Date(data.logo.edition) };
    const key = kitKey(logo);
    // A job delivered again after its kit was made (a retry after a lost answer) changes nothing.
    if ((await kitState(ctx, logo)).status === 'ready') return;
    const plan = kitPlan(logo);
    const live: TKitState = { status: 'building', done: 0, total: plan.renders.length + plan.documents.length };
    runningIn(ctx).set(key, live);
    log.info({ fa_id: logo.fa_id, attempt: job.attempt, reqId: job.requestId }, 'brand kit build started');
    try {
      await build(ctx, logo, key, plan, live, job.requestId);
    } catch (err) {
      log.error({ err, fa_id: logo.fa_id, attempt: job.attempt, reqId: job.requestId }, job.last ? 'brand kit build failed' : 'brand kit build failed: retrying');
      // Until the last attempt the kit stays "building": the queue tries again.
      if (job.last) await saveState(ctx, key, { ...live, status: 'failed' }).catch(() => undefined);
      throw err;
    } finally {
      runningIn(ctx).delete(key);
    }
  });
  reportQueue(KIT_QUEUE, () => ctx.jobs.depth(KIT_QUEUE));
}

async function build(ctx: AppContext, logo: KitLogo, key: string, plan: ReturnType<typeof kitPlan>, live: TKitState, requestId: string): Promise<void> {
  let saved = 0;
  /** Progress for other processes, at most once a second. */
  const progress = async () => {
    if (Date.now() - saved < PROGRESS_EVERY_MS) return;
    saved = Date.now();
    await saveState(ctx, key, live);
  };
  await saveState(ctx, key, live);
  const files: Zippable = {};
  const queue = [...plan.renders];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { path, ...req } = job;
      const file = await renderLogoFile(ctx.storage, logo.design, req, requestId);
      // Bitmaps are compressed already; text formats are worth deflating.
      files[path] = [new Uint8Array(file.body), { level: /\.(png|jpg|ico)$/.test(path) ? 0 : 6 }];
      live.done += 1;
      await progress();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const brand = logo.design.colors[0] ?? logo.design.name.color;
  files['favicon/site.webmanifest'] = new TextEncoder().encode(webManifest(logo.logo_name, brand, logo.design.background));
  files['favicon/favicon-snippet.html'] = new TextEncoder().encode(faviconSnippet(brand));
  files['favicon/favicon.svg'] = new TextEncoder().encode(composeFaviconSvg(outlinedDesign(logo.design)));
  for (const [path, text] of Object.entries(designTokenFiles(logo.logo_name, logo.design))) files[path] = new TextEncoder().encode(text);
  // The Office theme: the brand's colours and fonts for any Word or PowerPoint file (no language in it).
  const office = officeBrand({ design: logo.design, logo_name: logo.logo_name, slogan_name: logo.design.slogan?.text ?? null }, 'en');
  files['design-tokens/office-theme.thmx'] = new Uint8Array(zipParts(officeThemePackage(office)));
  for (const doc of plan.documents) {
    files[KIT_DOCUMENTS[doc]] = new Uint8Array(await kitDocument(ctx, logo, doc, requestId));
    live.done += 1;
    await progress();
  }
  const zip = Buffer.from(zipSync(files));
  await ctx.storage.put(kitZipKey(key), zip, 'application/zip');
  Object.assign(live, { status: 'ready', size: zip.length });
  await saveState(ctx, key, live);
}

