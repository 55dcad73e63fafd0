import { createHash } from 'node:crypto';
import { outlineDesign } from '../../core/composer/outline';
import { ZDesign, type TDesign, type TOutlinedDesign } from '../../core/design';
import { serverFontSource } from './fonts';

const cache = new Map<string, TOutlinedDesign>();
const MAX_ENTRIES = 500;

/** A stable hash of a design (its JSON), used for caches. */
export function designHash(design: TDesign): string {
  return createHash('sha256').update(JSON.stringify(design)).digest('hex');
}

/**
 * The design with its text turned into paths. Outlining reads font files, so
 * results are kept in a small in-process cache keyed by the design's hash (a
 * cache only: any process recomputes the same value).
 */
export function outlinedDesign(design: TDesign): TOutlinedDesign {
  const parsed = ZDesign.parse(design);
  const key = designHash(parsed);
  const hit = cache.get(key);
  if (hit) return hit;
  const out = outlineDesign(parsed, serverFontSource);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, out);
  return out;
}
