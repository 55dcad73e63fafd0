import PDFDocument from 'pdfkit';
import type { TCardMarks } from '../../../core/cards/api';
import type { CardFormat } from '../../../core/cards/format';
import { PT_PER_MM } from '../../../core/cards/format';
import { CMYK_PROFILE, cmykProfileBytes, toCmyk, type Cmyk } from '../cmyk';
import { makePdfX4 } from './pdfx';
import { sceneFromSvg } from './scene';

/**
 * The print PDF of a business card, a PDF/X-4 file (pdfx.ts): one page per
 * side. The card is the trim plus the bleed (the art runs to the bleed's
 * edge and is cut there), with TrimBox and BleedBox. Without marks — what
 * most print shops' uploads ask for — the page is the bleed. With crop
 * marks, the page reaches a slug beyond the bleed, where the marks stand on
 * the trim lines: 1 mm clear of the bleed (so further from the trim than the
 * bleed is wide, never over the art), 5 mm long, 0.25 pt, in the
 * registration colour (Separation /All: every plate). Everything is vector
 * paths (text already outlines: no fonts, no images), every colour
 * DeviceCMYK: brand colours converted through the named ICC profile
 * (cmyk.ts), which the output intent embeds; neutral text greys in black ink
 * only. Nothing is stored (the card holds a person's details): the file's
 * dates are when it was made.
 */

export interface CardPdfOptions {
  format: CardFormat;
  title: string;
  creator: string;
  /** Crop marks in a slug beyond the bleed, or none (the default). */
  marks?: TCardMarks;
  /** When the file is made (its dates); now by default. */
  now?: Date;
}

/** Crop marks: their distance beyond the bleed, their length and width. */
const MARK_CLEAR_OF_BLEED_MM = 1;
const MARK_LENGTH_MM = 5;
const MARK_WIDTH_PT = 0.25;
/** The registration colour: a Separation named All prints on every plate (tint 1: all inks). */
const REGISTRATION = 'All';

/**
 * The inks of each colour: the profile's CMYK, except neutral greys and black
 * (R = G = B: the cards' text), which print in black ink alone — small text
 * in four inks would blur with the slightest misregistration.
 */
function printColours(profiled: Map<string, Cmyk>): Map<string, Cmyk> {
  const out = new Map<string, Cmyk>();
  for (const [hex, cmyk] of profiled) {
    const r = hex.slice(1, 3);
    const neutral = r === hex.slice(3, 5) && r === hex.slice(5, 7);
    out.set(hex, neutral ? [0, 0, 0, Math.round((1 - Number.parseInt(r, 16) / 255) * 100)] : cmyk);
  }
  return out;
}

/** `sides`: the card's sides as composeCardSvg made them with the bleed, in points. */
export async function cardToPdf(sides: readonly string[], opts: CardPdfOptions): Promise<Buffer> {
  const scenes = sides.map((svg) => sceneFromSvg(svg));
  const colours = printColours(await toCmyk(scenes.flatMap((s) => [...(s.background ? [s.background] : []), ...s.shapes.map((sh) => sh.fill)])));
  const marks = opts.marks ?? 'none';
  const now = opts.now ?? new Date();
  const b = opts.format.bleed * PT_PER_MM;
  const tw = opts.format.width * PT_PER_MM;
  const th = opts.format.height * PT_PER_MM;
  // The bleed's size, and the slug around it (the crop marks' room).
  const bw = tw + 2 * b;
  const bh = th + 2 * b;
  const slug = marks === 'crop' ? (MARK_CLEAR_OF_BLEED_MM + MARK_LENGTH_MM) * PT_PER_MM : 0;
  const W = bw + 2 * slug;
  const H = bh + 2 * slug;

  const info = {
    title: opts.title,
    subject: `Business card ${opts.format.label}, ${opts.format.bleed} mm bleed, ${marks === 'crop' ? 'crop marks' : 'no marks'}; CMYK: ${CMYK_PROFILE.name}`,
    keywords: `print, CMYK, PDF/X-4, ${CMYK_PROFILE.name}`,
    creator: opts.creator,
  };
  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    pdfVersion: '1.6',
    font: '',
    autoFirstPage: false,
    info: { Title: info.title, Creator: info.creator, Producer: info.creator, CreationDate: now },
  });
  makePdfX4(doc, { ...info, date: now, profile: await cmykProfileBytes(), profileName: CMYK_PROFILE.name });
  if (marks === 'crop') (doc as unknown as { addSpotColor(name: string, c: number, m: number, y: number, k: number): void }).addSpotColor(REGISTRATION, 100, 100, 100, 100);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const box = (x1: number, y1: number, x2: number, y2: number) => [x1, y1, x2, y2].map((v) => Math.round(v * 1000) / 1000);

  for (const scene of scenes) {
    doc.addPage({ size: [W, H], margin: 0 });
    // PDF boxes are in default user space (origin bottom-left); the page is symmetric about its boxes.
    const page = doc.page.dictionary.data as Record<string, unknown>;
    page.BleedBox = box(slug, slug, slug + bw, slug + bh);
    page.TrimBox = box(slug + b, slug + b, slug + b + tw, slug + b + th);
    // The art, cut at the bleed's edge (a watermark logo may reach beyond it).
    doc.save().translate(slug, slug).rect(0, 0, bw, bh).clip();
    if (scene.background) doc.rect(0, 0, bw, bh).fillColor([...colours.get(scene.background)!]).fill();
    for (const shape of scene.shapes) {
      if (shape.opacity <= 0 || shape.segments.length === 0) continue;
      for (const g of shape.segments) {
        if (g.op === 'M') doc.moveTo(g.x, g.y);
        else if (g.op === 'L') doc.lineTo(g.x, g.y);
        else if (g.op === 'C') doc.bezierCurveTo(g.x1, g.y1, g.x2, g.y2, g.x, g.y);
        else doc.closePath();
      }
      doc.fillColor([...colours.get(shape.fill)!], shape.opacity).fill('non-zero');
    }
    doc.restore();
    if (marks === 'crop') {
      // On each trim line, from the page's edge to 1 mm short of the bleed.
      const length = MARK_LENGTH_MM * PT_PER_MM;
      doc.save().lineWidth(MARK_WIDTH_PT).strokeColor(REGISTRATION, 1);
      for (const x of [slug + b, slug + b + tw]) doc.moveTo(x, 0).lineTo(x, length).moveTo(x, H).lineTo(x, H - length);
      for (const y of [slug + b, slug + b + th]) doc.moveTo(0, y).lineTo(length, y).moveTo(W, y).lineTo(W - length, y);
      doc.stroke().restore();
    }
  }
  doc.end();
  return done;
}
