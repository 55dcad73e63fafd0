import { createHash } from 'node:crypto';
import { CMYK_PROFILE } from '../../render/cmyk';
import { logoFileKey } from '../../render/logo-files';
import { sceneVersion } from '../../render/scene-version';
import { ensureStored, storedOnce, type StoredOnce } from '../../lib/stored-once';
import type { Storage } from '../../storage';
import { guidelinesPdf, type GuidelinesInput } from './guidelines-pdf';
import { bookScenes } from './pages-images';
import { bookDate } from './strings';

/**
 * The brand guidelines PDF through a storage cache. A build takes 0.4–0.7 s
 * on the demo logos (three mockup renders, the legibility pixels, a few
 * hundred vector shapes, font subsets), so the PDF is stored under a key of
 * everything it shows and built once per key: the same logo asked again —
 * by the download route or the brand kit — is read, not built. Its date is
 * the day the logo was made (its edition), so one logo is one file per language.
 */

/** Bump when the book's pages change (part of the key). */
const GUIDELINES_VERSION = 2;

export interface GuidelinesFile {
  body: Buffer;
  /** The content key: a strong ETag. */
  etag: string;
}

/**
 * Everything the book depends on: its own version; the key of the logo's
 * vector PDF (logo-files.ts), which already covers the renderers' version,
 * the font files and the whole design; the name, the language and the edition
 * date on the cover; the CMYK profile; the mockup scenes' versions; the spot names of the colours.
 */
export function guidelinesKey(input: GuidelinesInput): string {
  const logo = logoFileKey(input.design, { variant: 'main', format: 'pdf', width: 1, height: 1 });
  const scenes = bookScenes().map((s) => sceneVersion(s.id));
  return createHash('sha256')
    .update(JSON.stringify([GUIDELINES_VERSION, logo, input.logoName, input.site, bookDate(input.date, input.site), CMYK_PROFILE, scenes, [...(input.spots ?? [])].sort(([a], [b]) => a.localeCompare(b))]))
    .digest('hex');
}

/** Where a book is stored: private (not under `renders/`, which /oss serves to anyone with the address). */
export const guidelinesStorageKey = (key: string) => `guidelines/${key.slice(0, 2)}/${key}.pdf`;

/** The logo's brand guidelines, from storage or built (then stored). */
export async function guidelinesFile(storage: Storage, input: GuidelinesInput): Promise<GuidelinesFile> {
  const key = guidelinesKey(input);
  return { body: await storedOnce(guidelinesStored(storage, input, key)), etag: key };
}

/** The guidelines made sure of in storage (built when missing), for a link to them: their storage key. */
export async function storedGuidelines(storage: Storage, input: GuidelinesInput): Promise<string> {
  const o = guidelinesStored(storage, input, guidelinesKey(input));
  await ensureStored(o);
  return o.storageKey;
}

function guidelinesStored(storage: Storage, input: GuidelinesInput, key: string): StoredOnce {
  return { cache: 'guidelines', storage, storageKey: guidelinesStorageKey(key), contentType: 'application/pdf', build: () => guidelinesPdf(input) };
}
