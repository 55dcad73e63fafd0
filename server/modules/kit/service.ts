import { createHash } from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';
import { applicableVariants } from '../../../core/composer/variants';
import type { TDesign } from '../../../core/design';
import type { TKitState } from '../../../core/api';
import { KIT_DOCUMENTS, kitDocuments, kitIsFull, kitRenders, type KitDocument } from '../../../core/kit';
import type { Locale, PackageTier } from '../../../core/constants';
import type { AppContext } from '../../context';
import { background } from '../../lib/background';
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
 * sheet lists the brand colours by core/vi/colours' rule; 6: the design tokens (CSS, Tailwind, W3C JSON).
 */
const KIT_VERSION = 7;
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
}

/** The kit's storage key: everything its contents depend on. */
export function kitKey(logo: KitLogo): string {
  const full = kitIsFull(logo.tier, logo.admin);
  // The language matters only to the full kit's guidelines: a basic kit is one file for both sites.
  return createHash('sha256')
    .update(JSON.stringify([KIT_VERSION, RENDERERS_VERSION, logo.fa_id, logo.logo_name, logo.design, full, logo.admin, full ? logo.site : null, full ? logo.edition.getTime() : null]))
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

/** One of the kit's documents; the guidelines come through their own cache, so the download and the kit share a build. */
async function kitDocument(ctx: AppContext, logo: KitLogo, doc: KitDocument): Promise<Buffer> {
  // The brand colours by the one rule of core/vi/colours (the colour specification's and the book's).
  if (doc === 'colours') return colourSheetPdf(logo.logo_name, brandColours(logo.design, logo.site).map((c) => c.hex));
  const file = await guidelinesFile(ctx.storage, { design: logo.design, logoName: logo.logo_name, site: logo.site, date: logo.edition });
  return file.body;
}

/**
 * Starts building the kit unless it is ready or building: renders every file
 * (through the render cache), adds the favicon pack's manifest and snippet,
 * the colour sheet and (full kit) the brand guidelines, stores the ZIP, then
 * marks it ready. Answers at once with the state; the build goes on in the
 * background.
 */
export async function startKit(ctx: AppContext, logo: KitLogo, onError: (err: unknown) => void): Promise<TKitState> {
  const state = await kitState(ctx, logo);
  if (state.status === 'ready' || state.status === 'building') return state;
  const key = kitKey(logo);
  const full = kitIsFull(logo.tier, logo.admin);
  const renders = kitRenders(applicableVariants(logo.design), logo.design.icon !== undefined, full, logo.admin);
  const documents = kitDocuments(full);
  const live: TKitState = { status: 'building', done: 0, total: renders.length + documents.length };
  running.set(key, live);
  // Tracked, so a graceful shutdown finishes it; it keeps the id of the request that started it.
  void background(build(ctx, logo, key, { renders, documents }, live, onError).finally(() => running.delete(key)));
  return { ...live };
}

async function build(
  ctx: AppContext,
  logo: KitLogo,
  key: string,
  plan: { renders: ReturnType<typeof kitRenders>; documents: KitDocument[] },
  live: TKitState,
  onError: (err: unknown) => void,
): Promise<void> {
  const save = (s: TKitState) => ctx.storage.put(kitStateKey(key), Buffer.from(JSON.stringify(s)), 'application/json');
  try {
    await save(live);
    const files: Zippable = {};
    const queue = [...plan.renders];
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
    for (const [path, text] of Object.entries(designTokenFiles(logo.logo_name, logo.design))) files[path] = new TextEncoder().encode(text);
    // The Office theme: the brand's colours and fonts for any Word or PowerPoint file (no language in it).
    const office = officeBrand({ design: logo.design, logo_name: logo.logo_name, slogan_name: logo.design.slogan?.text ?? null }, 'en');
    files['design-tokens/office-theme.thmx'] = new Uint8Array(zipParts(officeThemePackage(office)));
    for (const doc of plan.documents) {
      files[KIT_DOCUMENTS[doc]] = new Uint8Array(await kitDocument(ctx, logo, doc));
      live.done += 1;
    }
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

