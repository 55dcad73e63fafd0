import { createHash } from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';
import { applicableVariants } from '../../../core/composer/variants';
import type { TDesign } from '../../../core/design';
import type { TKitState } from '../../../core/api';
import { kitIsFull, kitRenders } from '../../../core/kit';
import type { PackageTier } from '../../../core/constants';
import type { AppContext } from '../../context';
import { RENDERERS_VERSION } from '../../render/formats';
import { renderLogoFile } from '../../render/logo-files';
import { colourSheetPdf, faviconSnippet, webManifest } from './extras';

/** Bump when the kit's contents change (part of its storage key). */
const KIT_VERSION = 3;
/** Renders of one kit at a time (the worker pool spreads them over the cores). */
const PARALLEL = 4;

export interface KitLogo {
  fa_id: number;
  logo_name: string;
  design: TDesign;
  tier: PackageTier | null;
  admin: boolean;
}

/** The kit's storage key: everything its contents depend on. */
export function kitKey(logo: KitLogo): string {
  const full = kitIsFull(logo.tier, logo.admin);
  return createHash('sha256')
    .update(JSON.stringify([KIT_VERSION, RENDERERS_VERSION, logo.fa_id, logo.logo_name, logo.design, full, logo.admin]))
    .digest('hex');
}

export const kitZipKey = (key: string) => `kits/${key}.zip`;
const kitStateKey = (key: string) => `kits/${key}.json`;

/** Builds in this process, by key: progress is read from here while they run. */
const running = new Map<string, TKitState>();

/** The state of a kit: running here, else what storage says, else none. */
export async function kitState(ctx: AppContext, logo: KitLogo): Promise<TKitState> {
  const key = kitKey(logo);
  const live = running.get(key);
  if (live) return { ...live };
  const stored = await ctx.storage.get(kitStateKey(key)).catch(() => null);
  if (stored) {
    const state = JSON.parse(stored.toString('utf8')) as TKitState;
    // A build another process left unfinished (it stopped) counts as failed, so it can be started again.
    if (state.status === 'building') return { ...state, status: 'failed' };
    if (state.status === 'ready' && !(await ctx.storage.stat(kitZipKey(key)).catch(() => null))) return { status: 'none', done: 0, total: 0 };
    return state;
  }
  return { status: 'none', done: 0, total: 0 };
}

/**
 * Starts building the kit unless it is ready or building: renders every file
 * (through the render cache), adds the favicon pack's manifest and snippet and
 * the colour sheet, stores the ZIP, then marks it ready. Answers at once with
 * the state; the build goes on in the background.
 */
export async function startKit(ctx: AppContext, logo: KitLogo, onError: (err: unknown) => void): Promise<TKitState> {
  const state = await kitState(ctx, logo);
  if (state.status === 'ready' || state.status === 'building') return state;
  const key = kitKey(logo);
  const renders = kitRenders(applicableVariants(logo.design), logo.design.icon !== undefined, kitIsFull(logo.tier, logo.admin), logo.admin);
  const live: TKitState = { status: 'building', done: 0, total: renders.length + 1 };
  running.set(key, live);
  void build(ctx, logo, key, renders, live, onError).finally(() => running.delete(key));
  return { ...live };
}

async function build(
  ctx: AppContext,
  logo: KitLogo,
  key: string,
  renders: ReturnType<typeof kitRenders>,
  live: TKitState,
  onError: (err: unknown) => void,
): Promise<void> {
  const save = (s: TKitState) => ctx.storage.put(kitStateKey(key), Buffer.from(JSON.stringify(s)), 'application/json');
  try {
    await save(live);
    const files: Zippable = {};
    const queue = [...renders];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { path, ...req } = job;
        const file = await renderLogoFile(ctx.storage, logo.design, req);
        // Bitmaps are compressed already; text formats are worth deflating.
        files[path] = [new Uint8Array(file.body), { level: /\.(png|jpg|ico)$/.test(path) ? 0 : 6 }];
        live.done += 1;
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const brand = logo.design.colors[0] ?? logo.design.name.color;
    files['favicon/site.webmanifest'] = new TextEncoder().encode(webManifest(logo.logo_name, brand, logo.design.background));
    files['favicon/favicon-snippet.html'] = new TextEncoder().encode(faviconSnippet(brand));
    files['colours.pdf'] = new Uint8Array(await colourSheetPdf(logo.logo_name, logo.design.colors));
    live.done += 1;
    const zip = Buffer.from(zipSync(files));
    await ctx.storage.put(kitZipKey(key), zip, 'application/zip');
    Object.assign(live, { status: 'ready', size: zip.length });
    await save(live);
  } catch (err) {
    onError(err);
    live.status = 'failed';
    await save(live).catch(() => undefined);
  }
}

