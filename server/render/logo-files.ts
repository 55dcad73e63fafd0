import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import type { TIconStyle } from '../../core/composer/avatar';
import { LOCKUPS_VERSION, type TLockup } from '../../core/composer/lockups';
import type { DownloadFormat } from '../../core/constants';
import { FONT_IDS, type TDesign, type TLogoVariant } from '../../core/design';
import { EFFECT_VERSION, type EffectId } from '../../core/vi/effects';
import { renderStorageKey } from '../lib/content-address';
import { countLookup } from '../lib/metrics';
import type { Storage } from '../storage';
import { fontPath } from './fonts';
import { FORMAT_INFO, RENDERERS_VERSION, type FormatInfo } from './formats';
import { HotFiles } from './hot-files';
import { outlinedDesign } from './outlined';
import { renderPool } from './pool';
import { sceneVersion } from './scene-version';

export interface LogoFileRequest {
  variant: TLogoVariant;
  format: DownloadFormat;
  /**
   * Background ("#rrggbb"); undefined = the variant's; null = none
   * (transparent PNG/ICO; JPG still gets the variant's). See formats/index.ts.
   */
  background?: string | null;
  width: number;
  height: number;
  /** An avatar-style icon instead of the variant (formats/index.ts). */
  avatar?: TIconStyle;
  /** A mockup scene's id instead of the variant (formats/index.ts). */
  scene?: string;
  /** A logo effect of the brand-identity page instead of the variant (formats/index.ts). */
  effect?: EffectId;
  /** A lockup of the logo instead of its own layout (core/composer/lockups.ts); 'original' is the same file as none. */
  lockup?: TLockup;
}

export interface LogoFile {
  body: Buffer;
  contentType: string;
  ext: FormatInfo['ext'];
  /** The content hash the file is cached under: a strong ETag. */
  etag: string;
  /** True when this call (or one it joined) rendered the file; false when it came from a cache. */
  made?: boolean;
}

export interface RenderHooks {
  /** Runs before a render the caches cannot answer (a limit on renders may refuse it by throwing). */
  beforeRender?: () => Promise<void>;
}

/** Recently served files, so a popular download is not read from storage each time. */
const hot = new HotFiles(64 * 1024 * 1024, 8 * 1024 * 1024);
/** Renders in progress, by cache key: identical concurrent requests share one. */
const inFlight = new Map<string, Promise<LogoFile>>();

let fontsPrint: string | undefined;

/**
 * What the outlines depend on besides the design: the font files (size and
 * modification time of each), read once per process.
 */
function fontsFingerprint(): string {
  if (fontsPrint === undefined) {
    const h = createHash('sha256');
    for (const id of FONT_IDS) {
      const st = statSync(fontPath(id));
      h.update(`${id}:${st.size}:${st.mtimeMs};`);
    }
    fontsPrint = h.digest('hex');
  }
  return fontsPrint;
}

/**
 * Keys already computed for a frozen design (the cached logo rows every
 * request of a logo shares, server/lib/read-cache.ts: they never change), by
 * the rest of the request; a design's keys are forgotten with it.
 */
const keysOfFrozenDesign = new WeakMap<TDesign, Map<string, string>>();
/** Requests remembered a design at most (the sizes and formats of one logo's downloads). */
const KEYS_PER_DESIGN = 256;

/**
 * The cache key of a request: everything the picture depends on (renderers'
 * version, font files, the design, variant, format, size, background). Cheap
 * on purpose: it is computed on every download, so it hashes the design as
 * stored rather than outlining it.
 */
export function logoFileKey(design: TDesign, req: LogoFileRequest): string {
  // undefined (the variant's background) and null (none) are different pictures.
  const background = req.background === undefined ? 'variant' : req.background;
  // Hashed as the text JSON.stringify([RENDERERS_VERSION, fonts, design, ...rest]) writes.
  const rest = JSON.stringify([
    req.variant,
    req.format,
    req.width,
    req.height,
    background,
    req.avatar ?? null,
    // A scene is art in code: its content and the engine's version are part of the key, so a redrawn scene never serves an old picture.
    ...(req.scene === undefined ? [] : [sceneVersion(req.scene)]),
    // An effect is drawn in code too: its name and the drawing's version.
    ...(req.effect === undefined ? [] : ['effect', req.effect, EFFECT_VERSION]),
    // A lockup is laid out by rules in code: its name and their version (the original layout keeps its old keys).
    ...(req.lockup === undefined || req.lockup === 'original' ? [] : ['lockup', req.lockup, LOCKUPS_VERSION]),
  ]);
  const hash = () =>
    createHash('sha256')
      .update(`[${RENDERERS_VERSION},"${fontsFingerprint()}",${JSON.stringify(design)},${rest.slice(1)}`)
      .digest('hex');
  if (!Object.isFrozen(design)) return hash();
  let keys = keysOfFrozenDesign.get(design);
  if (!keys) keysOfFrozenDesign.set(design, (keys = new Map()));
  let key = keys.get(rest);
  if (key === undefined) {
    if (keys.size >= KEYS_PER_DESIGN) keys.clear();
    keys.set(rest, (key = hash()));
  }
  return key;
}

/**
 * Renders one logo file in any download format (server/render/formats). The
 * result is cached in storage under `logoFileKey`, so the same request
 * renders once and a change to a renderer or a font never serves a stale file. Renders
 * run in the worker pool (pool.ts); identical requests in flight at the same
 * time render once (other processes are covered by the storage cache).
 */
export async function renderLogoFile(storage: Storage, design: TDesign, req: LogoFileRequest, requestId?: string, hooks: RenderHooks = {}): Promise<LogoFile> {
  const { ext, contentType } = FORMAT_INFO[req.format];
  return cachedRender(storage, logoFileKey(design, req), { ext, contentType }, async () => {
    await hooks.beforeRender?.();
    return (await renderPool().render(outlinedDesign(design), { ...req, title: design.name.text }, requestId)).body;
  });
}

/**
 * A picture under a content key (everything it depends on, hashed): from the
 * hot cache, else storage, else made by `make` once — identical requests in
 * flight share one making — and kept in both. What every render of the area
 * goes through (logo files above, the business cards' previews).
 */
export async function cachedRender(storage: Storage, key: string, type: Pick<LogoFile, 'ext' | 'contentType'>, make: () => Promise<Buffer>): Promise<LogoFile> {
  const { ext, contentType } = type;
  const storageKey = renderStorageKey(key, ext);
  const warm = hot.get(storageKey);
  if (warm) {
    countLookup('renders', 'memory');
    return { body: warm, contentType, ext, etag: key };
  }
  const running = inFlight.get(key);
  if (running) return running;

  const job = (async (): Promise<LogoFile> => {
    const cached = await readRender(storage, storageKey);
    countLookup('renders', cached ? 'storage' : 'miss');
    if (cached) return { body: cached, contentType, ext, etag: key };
    const body = await make();
    await storage.put(storageKey, body, contentType);
    hot.set(storageKey, body);
    return { body, contentType, ext, etag: key, made: true };
  })();
  inFlight.set(key, job);
  // Settled either way: a failed render is retried by the next request.
  job.then(
    () => inFlight.delete(key),
    () => inFlight.delete(key),
  );
  return job;
}

/** True when a picture is kept under this content key (`cachedRender`): asking for it will not draw it. */
export async function isRendered(storage: Storage, key: string, ext: string): Promise<boolean> {
  const storageKey = renderStorageKey(key, ext);
  if (hot.get(storageKey)) return true;
  return (await storage.stat(storageKey).catch(() => null)) !== null;
}

/** A stored render's bytes if they are in the hot cache right now (no I/O); else undefined. */
export function hotRender(storageKey: string): Buffer | undefined {
  return hot.get(storageKey);
}

/**
 * A stored render's bytes, from the hot cache or storage (then kept hot).
 * Renders are content-addressed, so a cached copy can never be stale.
 */
export async function readRender(storage: Storage, storageKey: string): Promise<Buffer | null> {
  const warm = hot.get(storageKey);
  if (warm) return warm;
  const body = await storage.get(storageKey);
  if (body) hot.set(storageKey, body);
  return body;
}
