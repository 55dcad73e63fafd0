import PDFDocument from 'pdfkit';
import type { CardFormat } from '../../../core/cards/format';
import { PT_PER_MM } from '../../../core/cards/format';
import { CMYK_PROFILE, toCmyk, type Cmyk } from '../cmyk';
import { sceneFromSvg } from './scene';

/**
 * The print PDF of a business card: one page per side, each the trim plus
 * the bleed (the art runs to the page edge), TrimBox and BleedBox set, crop
 * marks in the corners of the bleed on the trim lines (1 mm clear of the
 * trim, in registration black: all four inks) — the page is trim + bleed, as
 * print shops' upload checks want, so the marks sit in the bleed, which is
 * cut away. Everything is vector paths (text already outlines: no fonts, no
 * images), every colour DeviceCMYK: brand colours converted through the
 * named ICC profile (cmyk.ts), which the document's Info names; neutral text
 * greys in black ink only. Deterministic bytes (fixed dates, as pdf.ts).
 */

export interface CardPdfOptions {
  format: CardFormat;
  title: string;
  creator: string;
}

const FIXED_DATE = new Date(0);
const REGISTRATION: Cmyk = [100, 100, 100, 100];
/** Gap between the trim corner and a crop mark. */
const MARK_GAP_MM = 1;

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
  const b = opts.format.bleed * PT_PER_MM;
  const tw = opts.format.width * PT_PER_MM;
  const th = opts.format.height * PT_PER_MM;
  const W = tw + 2 * b;
  const H = th + 2 * b;

  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    pdfVersion: '1.4',
    font: '',
    autoFirstPage: false,
    info: {
      Title: opts.title,
      Subject: `Business card ${opts.format.label}, ${opts.format.bleed} mm bleed; CMYK: ${CMYK_PROFILE.name}`,
      Keywords: `print, CMYK, ${CMYK_PROFILE.name}`,
      Creator: opts.creator,
      Producer: opts.creator,
      CreationDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const box = (x1: number, y1: number, x2: number, y2: number) => [x1, y1, x2, y2].map((v) => Math.round(v * 1000) / 1000);

  for (const scene of scenes) {
    doc.addPage({ size: [W, H], margin: 0 });
    // PDF boxes are in default user space (origin bottom-left).
    const page = doc.page.dictionary.data as Record<string, unknown>;
    page.BleedBox = box(0, 0, W, H);
    page.TrimBox = box(b, b, b + tw, b + th);
    if (scene.background) doc.rect(0, 0, W, H).fillColor([...colours.get(scene.background)!]).fill();
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
    // Crop marks: on each trim line, from the page edge to 1 mm short of the trim.
    const gap = MARK_GAP_MM * PT_PER_MM;
    doc.save().lineWidth(0.25).strokeColor([...REGISTRATION], 1);
    for (const x of [b, b + tw]) {
      doc.moveTo(x, 0).lineTo(x, b - gap).moveTo(x, H).lineTo(x, b + th + gap);
    }
    for (const y of [b, b + th]) {
      doc.moveTo(0, y).lineTo(b - gap, y).moveTo(W, y).lineTo(b + tw + gap, y);
    }
    doc.stroke().restore();
  }
  doc.end();
  return done;
}
