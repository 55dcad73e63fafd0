import sharp from 'sharp';
import { contrast, luminance } from '../../../core/composer/colour';
import { composeLogoSvg } from '../../../core/composer/compose';
import { variantBackground } from '../../../core/composer/variants';
import type { Locale } from '../../../core/constants';
import type { TOutlinedDesign } from '../../../core/design';
import { SCENES } from '../../../core/mockups/library';
import { SCENE_HEIGHT, SCENE_WIDTH, type Scene } from '../../../core/mockups/scene';
import { encodePng, rasterise } from '../../render/formats/bitmap';
import { renderPool } from '../../render/pool';
import { CONTENT, frame, INK, label, measure, MUTED, needsFrame, PAPER, sectionPage, write, type Book, type Section } from './book';
import { say, STRINGS } from './strings';

/**
 * The two pages made of pictures: the logo rasterised at favicon sizes
 * (actual size and enlarged with hard pixels), and the first three preset
 * mockups. Their images are made before the document is written.
 */

export const LEGIBILITY_SIZES = [16, 32, 48] as const;
/** Width of the mockups' JPGs: sharp at the page's largest frame (≈ 490 pt, 175 dpi). */
export const MOCKUP_WIDTH = 1200;
/** Between the enlarged pixels and the actual size. */
const PAIR_GAP = 30;
/** Side, in pixels, the enlarged pictures reach at least (nearest-neighbour, whole factors). */
const ENLARGED_SIDE = 128;

export interface SmallRender {
  size: number;
  tone: 'light' | 'dark';
  background: string;
  width: number;
  height: number;
  actual: Buffer;
  factor: number;
  enlarged: Buffer;
}

export interface Mockup {
  label: string;
  jpg: Buffer;
}

/** The background and paint of each tone: the logo's own colours where its background is of that tone, else one colour that reads. */
function tones(d: TOutlinedDesign): Record<SmallRender['tone'], { background: string; monochrome?: string }> {
  const bg = d.background.toUpperCase();
  const darkest = [...d.colors, d.name.color].map((c) => c.toUpperCase()).sort((a, b) => luminance(a) - luminance(b))[0]!;
  const light = contrast(bg, PAPER) < 1.5 ? { background: bg } : { background: PAPER, monochrome: contrast(darkest, PAPER) >= 3 ? darkest : '#000000' };
  const dark = contrast(bg, PAPER) >= 3 ? { background: bg } : { background: variantBackground(d, 'white'), monochrome: PAPER };
  return { light, dark };
}

/**
 * The favicon at each legibility size, as the brand kit's favicon pack
 * composes it (core/kit.ts: the symbol, or the logo without one, square),
 * opaque on each tone, and the same pixels enlarged by a whole factor with
 * nearest-neighbour so each pixel stays a hard square.
 */
export async function smallRenders(d: TOutlinedDesign): Promise<SmallRender[]> {
  const variant = d.icon ? 'symbol' : 'main';
  const out: SmallRender[] = [];
  for (const size of LEGIBILITY_SIZES) {
    for (const [tone, paint] of Object.entries(tones(d)) as [SmallRender['tone'], ReturnType<typeof tones>['light']][]) {
      const width = size;
      const svg = composeLogoSvg(d, { variant, width, height: size, background: paint.background, ...(paint.monochrome ? { monochrome: paint.monochrome } : {}) });
      const actual = await encodePng(await rasterise(svg), 'high', true);
      const factor = Math.ceil(ENLARGED_SIDE / size);
      const enlarged = await sharp(actual).resize(width * factor, size * factor, { kernel: 'nearest' }).png({ compressionLevel: 9 }).toBuffer();
      out.push({ size, tone, background: paint.background, width, height: size, actual, factor, enlarged });
    }
  }
  return out;
}

/** The scenes of the mockups page: the VI page's first three presets (spec 02 §9). */
export function bookScenes(): Scene[] {
  return SCENES.filter((s) => s.preset !== undefined)
    .sort((a, b) => a.preset! - b.preset!)
    .slice(0, 3);
}

/** The book's mockups, rendered as the mockups page's JPG is (the render pool, off this thread). */
export async function mockups(d: TOutlinedDesign, site: Locale, title: string, requestId?: string): Promise<Mockup[]> {
  const scenes = bookScenes();
  const height = Math.round((MOCKUP_WIDTH * SCENE_HEIGHT) / SCENE_WIDTH);
  return Promise.all(
    scenes.map(async (scene) => {
      const file = await renderPool().render(d, { variant: 'main', format: 'jpg-high', width: MOCKUP_WIDTH, height, scene: scene.id, title }, requestId);
      return { label: scene.label[site], jpg: file.body };
    }),
  );
}

export function legibilityPage(book: Book, page: number, section: Section, renders: readonly SmallRender[]): void {
  sectionPage(book, page, section);
  const { doc, site } = book;
  const rowLabel = 74;
  const gap = 14;
  const head = 22;
  const cols = LEGIBILITY_SIZES.length;
  const w = (CONTENT.width - rowLabel - gap * (cols - 1)) / cols;
  const h = (CONTENT.bottom - CONTENT.top - head - gap) / 2;
  LEGIBILITY_SIZES.forEach((size, c) => label(book, say(STRINGS.pixels, site, { n: size }), CONTENT.left + rowLabel + c * (w + gap), CONTENT.top, INK));
  (['light', 'dark'] as const).forEach((tone, r) => {
    const y = CONTENT.top + head + r * (h + gap);
    label(book, (tone === 'light' ? STRINGS.onLight : STRINGS.onDark)[site], CONTENT.left, y + 4);
    LEGIBILITY_SIZES.forEach((size, c) => {
      const img = renders.find((x) => x.size === size && x.tone === tone)!;
      const x = CONTENT.left + rowLabel + c * (w + gap);
      doc.rect(x, y, w, h).fill(img.background);
      if (needsFrame(img.background)) frame(book, { x, y, w, h });
      const text = contrast(img.background, PAPER) >= 3 ? PAPER : MUTED;
      // The enlarged pixels and, beside them, the actual size (1 px = 1 pt), centred together in the cell.
      const side = Math.min(h - 50, (w * 0.56 * img.height) / img.width);
      const ew = (side * img.width) / img.height;
      const ex = x + (w - ew - PAIR_GAP - img.width) / 2;
      const ax = ex + ew + PAIR_GAP;
      const top = y + (h - 24 - side) / 2;
      doc.image(img.enlarged, ex, top, { width: ew, height: side });
      doc.image(img.actual, ax, top + side / 2 - img.height / 2, { width: img.width, height: img.height });
      write(book, say(STRINGS.enlarged, site, { n: img.factor }), ex, y + h - 22, { size: 7, colour: text });
      write(book, STRINGS.actualSize[site], ax, y + h - 22, { size: 7, colour: text });
    });
  });
}

export function mockupsPage(book: Book, page: number, section: Section, shots: readonly Mockup[]): void {
  sectionPage(book, page, section);
  const { doc } = book;
  const gap = 14;
  const bigW = 492;
  const big = { x: CONTENT.left, y: CONTENT.top, w: bigW, h: (bigW * SCENE_HEIGHT) / SCENE_WIDTH };
  const smallW = CONTENT.width - bigW - gap;
  const smallH = (big.h - gap) / 2;
  const frames = [big, { x: big.x + bigW + gap, y: big.y, w: smallW, h: smallH }, { x: big.x + bigW + gap, y: big.y + smallH + gap, w: smallW, h: smallH }];
  shots.forEach((shot, i) => {
    const f = frames[i]!;
    // The small frames are a little wider than 4:3: cover them, centred, clipped.
    const scale = Math.max(f.w / SCENE_WIDTH, f.h / SCENE_HEIGHT);
    const iw = SCENE_WIDTH * scale;
    const ih = SCENE_HEIGHT * scale;
    doc.save().rect(f.x, f.y, f.w, f.h).clip();
    doc.image(shot.jpg, f.x + (f.w - iw) / 2, f.y + (f.h - ih) / 2, { width: iw, height: ih });
    doc.restore();
    // The scene's name on a white tab in the frame's corner.
    const text = book.site === 'zh' ? shot.label : shot.label.toUpperCase();
    const tw = measure(book, text, { size: 7, bold: true, tracking: book.site === 'zh' ? 0.5 : 1.1 });
    doc.rect(f.x, f.y + f.h - 22, tw + 20, 22).fill(PAPER);
    label(book, shot.label, f.x + 10, f.y + f.h - 14.5, INK);
  });
}
