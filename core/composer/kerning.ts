/**
 * Pair kerning read straight from a font's GPOS table.
 *
 * Why this exists: opentype.js 1.3.4 (the only version that works with our
 * fonts, see LIBRARIES.md) does not follow GPOS extension lookups (type 9),
 * and Inter, Montserrat and Playfair Display keep all their kerning behind
 * them, so `font.getKerningValue` returns 0 for "AV" or "To". This reader
 * answers one question — how much to add to the advance of `left` when `right`
 * follows — from the raw bytes, lazily (binary searches, no pre-built tables),
 * and works in Node and in the browser (DataView only).
 */

/** Kerning of a glyph pair in font units (negative = closer). */
export type PairKerning = (left: number, right: number) => number;

const NO_KERNING: PairKerning = () => 0;

/** Number of bytes of a GPOS ValueRecord with this format (every field is 2 bytes). */
function valueRecordSize(format: number): number {
  let n = 0;
  for (let bit = format & 0xff; bit; bit >>= 1) n += bit & 1;
  return n * 2;
}

/** xAdvance of the ValueRecord at `at`, or 0 when the format has none. */
function xAdvanceAt(v: DataView, at: number, format: number): number {
  if (!(format & 0x4)) return 0;
  const skip = (format & 0x1 ? 2 : 0) + (format & 0x2 ? 2 : 0);
  return v.getInt16(at + skip);
}

/** Coverage index of `glyph` in the Coverage table at `at`, or -1. */
function coverageIndex(v: DataView, at: number, glyph: number): number {
  const format = v.getUint16(at);
  const count = v.getUint16(at + 2);
  let lo = 0;
  let hi = count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (format === 1) {
      const g = v.getUint16(at + 4 + mid * 2);
      if (g === glyph) return mid;
      if (g < glyph) lo = mid + 1;
      else hi = mid - 1;
    } else {
      const rec = at + 4 + mid * 6;
      const start = v.getUint16(rec);
      const end = v.getUint16(rec + 2);
      if (glyph < start) hi = mid - 1;
      else if (glyph > end) lo = mid + 1;
      else return v.getUint16(rec + 4) + glyph - start;
    }
  }
  return -1;
}

/** Class of `glyph` in the ClassDef table at `at` (0 when not listed). */
function glyphClass(v: DataView, at: number, glyph: number): number {
  const format = v.getUint16(at);
  if (format === 1) {
    const start = v.getUint16(at + 2);
    const count = v.getUint16(at + 4);
    const i = glyph - start;
    return i >= 0 && i < count ? v.getUint16(at + 6 + i * 2) : 0;
  }
  const count = v.getUint16(at + 2);
  let lo = 0;
  let hi = count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const rec = at + 4 + mid * 6;
    if (glyph < v.getUint16(rec)) hi = mid - 1;
    else if (glyph > v.getUint16(rec + 2)) lo = mid + 1;
    else return v.getUint16(rec + 4);
  }
  return 0;
}

/**
 * Kerning from one PairPos subtable, or `null` when the subtable does not
 * apply to this pair (so the next subtable of the lookup is tried).
 */
function pairPos(v: DataView, at: number, left: number, right: number): number | null {
  const format = v.getUint16(at);
  const cov = coverageIndex(v, at + v.getUint16(at + 2), left);
  if (cov < 0) return null;
  const vf1 = v.getUint16(at + 4);
  const vf2 = v.getUint16(at + 6);
  const recSize = 2 + valueRecordSize(vf1) + valueRecordSize(vf2);
  if (format === 1) {
    const set = at + v.getUint16(at + 10 + cov * 2);
    let lo = 0;
    let hi = v.getUint16(set) - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const rec = set + 2 + mid * recSize;
      const second = v.getUint16(rec);
      if (second === right) return xAdvanceAt(v, rec + 2, vf1);
      if (second < right) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }
  if (format === 2) {
    const c1 = glyphClass(v, at + v.getUint16(at + 8), left);
    const c2 = glyphClass(v, at + v.getUint16(at + 10), right);
    const class1Count = v.getUint16(at + 12);
    const class2Count = v.getUint16(at + 14);
    if (c1 >= class1Count || c2 >= class2Count) return null;
    const cellSize = recSize - 2;
    return xAdvanceAt(v, at + 16 + (c1 * class2Count + c2) * cellSize, vf1);
  }
  return null;
}

/** Offset of the table `tag` in the sfnt at byte 0, or -1. */
function tableOffset(v: DataView, tag: string): number {
  const numTables = v.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    let t = '';
    for (let k = 0; k < 4; k++) t += String.fromCharCode(v.getUint8(rec + k));
    if (t === tag) return v.getUint32(rec + 8);
  }
  return -1;
}

function tagAt(v: DataView, at: number): string {
  let t = '';
  for (let k = 0; k < 4; k++) t += String.fromCharCode(v.getUint8(at + k));
  return t;
}

/**
 * Lookup indices of the 'kern' feature for Latin (else the default script,
 * else any script): logo text is Latin or Chinese, and Chinese fonts carry
 * their proportional kerning under the same lookups.
 */
function kernLookupIndices(v: DataView, gpos: number): number[] {
  const scriptList = gpos + v.getUint16(gpos + 4);
  const featureList = gpos + v.getUint16(gpos + 6);
  const scripts = new Map<string, number>();
  for (let i = 0; i < v.getUint16(scriptList); i++) {
    const rec = scriptList + 2 + i * 6;
    scripts.set(tagAt(v, rec), scriptList + v.getUint16(rec + 4));
  }
  const script = scripts.get('latn') ?? scripts.get('DFLT') ?? scripts.values().next().value;
  if (script === undefined) return [];
  const langSysOffset = v.getUint16(script);
  if (!langSysOffset) return [];
  const langSys = script + langSysOffset;
  const out = new Set<number>();
  for (let i = 0; i < v.getUint16(langSys + 4); i++) {
    const featureIndex = v.getUint16(langSys + 6 + i * 2);
    const rec = featureList + 2 + featureIndex * 6;
    if (tagAt(v, rec) !== 'kern') continue;
    const feature = featureList + v.getUint16(rec + 4);
    for (let k = 0; k < v.getUint16(feature + 2); k++) out.add(v.getUint16(feature + 4 + k * 2));
  }
  return [...out].sort((a, b) => a - b);
}

/** Absolute offsets of the PairPos subtables of one lookup (extensions resolved). */
function pairSubtables(v: DataView, lookup: number): number[] {
  const type = v.getUint16(lookup);
  const out: number[] = [];
  for (let i = 0; i < v.getUint16(lookup + 4); i++) {
    const sub = lookup + v.getUint16(lookup + 6 + i * 2);
    if (type === 2) out.push(sub);
    else if (type === 9 && v.getUint16(sub + 2) === 2) out.push(sub + v.getUint32(sub + 4));
  }
  return out;
}

/**
 * Builds the pair-kerning function of a TrueType/OpenType font file. Fonts
 * without GPOS kerning get a function that always answers 0 (the caller may
 * then fall back to opentype.js, which reads the old 'kern' table).
 */
export function readPairKerning(buffer: ArrayBuffer): PairKerning {
  const v = new DataView(buffer);
  const gpos = tableOffset(v, 'GPOS');
  if (gpos < 0) return NO_KERNING;
  const lookupList = gpos + v.getUint16(gpos + 8);
  const lookups = kernLookupIndices(v, gpos).map((i) =>
    pairSubtables(v, lookupList + v.getUint16(lookupList + 2 + i * 2)),
  );
  if (lookups.length === 0) return NO_KERNING;
  // Each lookup of the feature adds its own adjustment; within a lookup the
  // first subtable that applies wins (OpenType spec, GPOS lookup processing).
  return (left, right) => {
    let total = 0;
    for (const subtables of lookups) {
      for (const sub of subtables) {
        const value = pairPos(v, sub, left, right);
        if (value !== null) {
          total += value;
          break;
        }
      }
    }
    return total;
  };
}
