import PDFDocument from 'pdfkit';
import type { CardFormat } from '../../../core/cards/format';
import { PT_PER_MM } from '../../../core/cards/format';
import { transformSegments, type Matrix } from '../../../core/geometry';
import { parsePathData, type Segment } from '../../../core/path-data';
import { CMYK_PROFILE, cmykProfileBytes, toCmyk, type Cmyk } from '../cmyk';
import { tracePath } from './pdf';
import { addSpotColour, makePdfX1a, makePdfX4 } from './pdfx';
import type { SpotInk } from '../../../core/vi/spot';
import { sceneFromSvg, type Scene, type SceneShape } from './scene';

/**
 * The print PDF of a composed piece (a business card's sides, an item of the
 * print shop): one page per side, the trim plus the bleed (the art runs to
 * the bleed's edge and is cut there), with TrimBox and BleedBox. Without
 * marks — what most print shops' uploads ask for — the page is the bleed.
 * With crop marks, the page reaches a slug beyond the bleed, where the marks
 * stand on the trim lines: 1 mm clear of the bleed (so further from the trim
 * than the bleed is wide, never over the art), 5 mm long, 0.25 pt, in the
 * registration colour (Separation /All: every plate). Everything is vector
 * paths (text already outlines: no fonts, no images), every colour
 * DeviceCMYK: brand colours converted through the named ICC profile
 * (cmyk.ts), which the output intent embeds; neutral greys in black ink only.
 *
 * Two standards: PDF/X-4 (PDF 1.6, live transparency) and PDF/X-1a:2001
 * (PDF 1.3, no transparency). For X-1a a translucent shape is flattened:
 * painted opaque in its mix with the paper, then once more inside each
 * shape painted before it that it overlaps (clipped to it) in its mix with
 * that shape's colour — the same result, since CMYK compositing of flat
 * colours is linear.
 *
 * Brand colours with a spot name (`spots`) print as that spot ink: a
 * /Separation colour space of the name, the profile's CMYK its alternate (what
 * a digital press or a proof shows), on a plate of its own — white excepted,
 * which is the paper.
 *
 * Die lines (`cuts`: a sticker's outline, a window, a slot) are stroked in
 * the spot colour `CutContour` — its own plate, which cutting plotters
 * follow and presses leave blank — set to overprint, so the line knocks
 * nothing out of the art under it.
 */

export type PrintStandard = 'x4' | 'x1a';

export interface PrintPdfPage {
  /** The page as the composer drew it with the bleed, in points. */
  svg: string;
  /** Die lines: SVG path data in mm, origin at the trim's top-left corner. */
  cuts?: readonly string[];
  /** A page of its own size, bleed and no marks (a sign's proof); the file's format otherwise. */
  format?: CardFormat;
}

export interface PrintPdfOptions {
  format: CardFormat;
  standard: PrintStandard;
  title: string;
  /** What the piece is, for the file's subject (its size, bleed and marks follow). */
  what: string;
  creator: string;
  /** Crop marks in a slug beyond the bleed, or none (the default). */
  marks?: 'none' | 'crop';
  /** When the file is made (its dates); now by default. */
  now?: Date;
  /** The brand colours' spot names (uppercase HEX → name, core/vi/spot.ts): those fills print as that spot ink. */
  spots?: ReadonlyMap<string, string>;
}

/** Crop marks: their distance beyond the bleed, their length and width. */
const MARK_CLEAR_OF_BLEED_MM = 1;
const MARK_LENGTH_MM = 5;
const MARK_WIDTH_PT = 0.25;
/** The registration colour: a Separation named All prints on every plate (tint 1: all inks). */
const REGISTRATION = 'All';
/** The die line's spot colour (the name cutting plotters read), its stand-in ink (magenta) and width. */
export const DIE_LINE_SPOT = 'CutContour';
const DIE_LINE_ALTERNATE: Cmyk = [0, 100, 0, 0];
const DIE_LINE_WIDTH_PT = 0.25;

/**
 * The inks of a file's colours: each colour's process CMYK — the profile's,
 * except neutral greys and black (R = G = B), which print in black ink alone
 * (small text in four inks would blur with the slightest misregistration) —
 * and the named brand colours among them (`spots`, by uppercase HEX) as spot
 * inks of that name, that CMYK their alternate. Shared by the print PDFs and
 * the printer's EPS (eps.ts).
 */
export async function printInks(fills: readonly string[], spots: ReadonlyMap<string, string> = new Map()): Promise<{ process: Map<string, Cmyk>; spots: SpotInk[] }> {
  const process = new Map<string, Cmyk>();
  for (const [hex, cmyk] of await toCmyk(fills)) {
    const r = hex.slice(1, 3);
    const neutral = r === hex.slice(3, 5) && r === hex.slice(5, 7);
    process.set(hex, neutral ? [0, 0, 0, Math.round((1 - Number.parseInt(r, 16) / 255) * 100)] : cmyk);
  }
  // White is the paper: the stationery's and the cards' grounds are painted in it, and a spot ink there would flood the page.
  const named = [...process].flatMap(([hex, cmyk]) => {
    const name = hex.toUpperCase() === PAPER_WHITE ? undefined : spots.get(hex.toUpperCase());
    return name ? [{ hex, name, cmyk }] : [];
  });
  return { process, spots: named };
}

const PAPER: Cmyk = [0, 0, 0, 0];
const PAPER_WHITE = '#FFFFFF';
const mix = (top: Cmyk, under: Cmyk, a: number): Cmyk => [0, 1, 2, 3].map((i) => Math.round((top[i]! * a + under[i]! * (1 - a)) * 100) / 100) as unknown as Cmyk;


interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

function boundsOf(segments: readonly Segment[]): Box {
  const b = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (const g of segments) {
    if (g.op === 'Z') continue;
    const xs = g.op === 'C' ? [g.x1, g.x2, g.x] : [g.x];
    const ys = g.op === 'C' ? [g.y1, g.y2, g.y] : [g.y];
    for (const x of xs) [b.x1, b.x2] = [Math.min(b.x1, x), Math.max(b.x2, x)];
    for (const y of ys) [b.y1, b.y2] = [Math.min(b.y1, y), Math.max(b.y2, y)];
  }
  return b;
}

const contains = (outer: Box, inner: Box) => outer.x1 <= inner.x1 && outer.y1 <= inner.y1 && outer.x2 >= inner.x2 && outer.y2 >= inner.y2;

/** Whether a path is one axis-aligned rectangle (it covers its bounds). */
function isRect(segments: readonly Segment[]): boolean {
  const points = segments.filter((g) => g.op !== 'Z');
  if (points.some((g) => g.op === 'C') || points.length < 4 || points.length > 5 || points.slice(1).some((g) => g.op === 'M')) return false;
  const b = boundsOf(segments);
  const onCorner = (g: Exclude<Segment, { op: 'Z' }>) => (g.x === b.x1 || g.x === b.x2) && (g.y === b.y1 || g.y === b.y2);
  return points.every(onCorner) && new Set(points.slice(0, 4).map((g) => `${g.x},${g.y}`)).size === 4;
}

const overlap = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/**
 * Paints a scene's shapes: live opacity, or every shape opaque with translucent ones flattened (X-1a). `inks`
 * names the spot colour of a fill that has one (pdfkit's key); a translucent spot fill flattened is the spot at a tint
 * over bare paper, and its mix in process ink with what is under elsewhere (a spot's tint over another ink is no ink a
 * press has).
 */
function paintScene(doc: PDFKit.PDFDocument, scene: Scene, colours: Map<string, Cmyk>, inks: ReadonlyMap<string, string>, flatten: boolean): void {
  const ground = scene.background ? colours.get(scene.background)! : PAPER;
  /** What is painted so far, for flattening: each shape's path, bounds and the (opaque) colour it left. */
  const painted: { shape: SceneShape; box: Box; colour: Cmyk; rect: boolean }[] = [];
  for (const shape of scene.shapes) {
    if (shape.opacity <= 0 || shape.segments.length === 0) continue;
    const own = colours.get(shape.fill)!;
    if (!flatten || shape.opacity >= 1) {
      tracePath(doc, shape.segments);
      doc.fillColor(inks.get(shape.fill) ?? [...own], flatten ? 1 : shape.opacity).fill('non-zero');
      if (flatten) painted.push({ shape, box: boundsOf(shape.segments), colour: own, rect: isRect(shape.segments) });
      continue;
    }
    const a = shape.opacity;
    const box = boundsOf(shape.segments);
    // A spot ink over bare paper is that ink at a tint: its own plate still, not a process mix.
    const spot = inks.get(shape.fill);
    if (spot && !scene.background && !painted.some((p) => overlap(box, p.box))) {
      tracePath(doc, shape.segments);
      doc.fillColor(spot, 1);
      doc.addContent(`${Math.round(a * 1000) / 1000} scn`);
      doc.fill('non-zero');
      painted.push({ shape, box, colour: mix(own, PAPER, a), rect: false });
      continue;
    }
    // The last rectangle painted under the whole shape is its ground (a card's background): what lies under that is hidden.
    // (Only the part on the page counts: the art is cut at the bleed's edge.)
    const seen = { x1: Math.max(box.x1, 0), y1: Math.max(box.y1, 0), x2: Math.min(box.x2, scene.width), y2: Math.min(box.y2, scene.height) };
    const from = painted.findLastIndex((p) => p.rect && contains(p.box, seen));
    const under0 = from >= 0 ? painted[from]!.colour : ground;
    tracePath(doc, shape.segments);
    doc.fillColor([...mix(own, under0, a)], 1).fill('non-zero');
    for (const under of painted.slice(from + 1)) {
      if (!overlap(box, under.box)) continue;
      doc.save();
      tracePath(doc, under.shape.segments);
      doc.clip('non-zero');
      tracePath(doc, shape.segments);
      doc.fillColor([...mix(own, under.colour, a)], 1).fill('non-zero');
      doc.restore();
    }
    // What this shape left where nothing was under it: later translucent shapes over it mix with that.
    painted.push({ shape, box, colour: mix(own, under0, a), rect: false });
  }
}

/** An ExtGState that makes the die line overprint (/OP, /op, nonzero overprint mode). */
function overprintState(doc: PDFKit.PDFDocument): PDFKit.PDFKitReference {
  const state = doc.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 });
  // A dictionary with no stream: ended empty.
  (state as unknown as { end(): void }).end();
  return state;
}

/** A page's geometry in points: bleed, trim, the slug for crop marks, the page. */
function geometry(format: CardFormat, marks: 'none' | 'crop') {
  const b = format.bleed * PT_PER_MM;
  const tw = format.width * PT_PER_MM;
  const th = format.height * PT_PER_MM;
  // The bleed's size, and the slug around it (the crop marks' room).
  const bw = tw + 2 * b;
  const bh = th + 2 * b;
  const slug = marks === 'crop' ? (MARK_CLEAR_OF_BLEED_MM + MARK_LENGTH_MM) * PT_PER_MM : 0;
  return { b, tw, th, bw, bh, slug, W: bw + 2 * slug, H: bh + 2 * slug };
}

export async function printToPdf(pages: readonly PrintPdfPage[], opts: PrintPdfOptions): Promise<Buffer> {
  const scenes = pages.map((p) => sceneFromSvg(p.svg));
  const { process: colours, spots } = await printInks(scenes.flatMap((s) => [...(s.background ? [s.background] : []), ...s.shapes.map((sh) => sh.fill)]), opts.spots);
  const marks = opts.marks ?? 'none';
  const now = opts.now ?? new Date();
  const { format } = opts;
  const x1a = opts.standard === 'x1a';
  const name = x1a ? 'PDF/X-1a:2001' : 'PDF/X-4';
  const bleedText = Math.abs(format.bleed - 3.175) < 1e-6 ? '0.125 in' : `${format.bleed} mm`;

  const info = {
    title: opts.title,
    subject: `${opts.what}, ${bleedText} bleed, ${marks === 'crop' ? 'crop marks' : 'no marks'}; CMYK: ${CMYK_PROFILE.name}`,
    keywords: `print, CMYK, ${name}, ${CMYK_PROFILE.name}`,
    creator: opts.creator,
  };
  const first = geometry(format, marks);
  const doc = new PDFDocument({
    size: [first.W, first.H],
    margin: 0,
    pdfVersion: x1a ? '1.3' : '1.6',
    font: '',
    autoFirstPage: false,
    info: { Title: info.title, Creator: info.creator, Producer: info.creator, CreationDate: now },
  });
  const x = { ...info, date: now, profile: await cmykProfileBytes(), profileName: CMYK_PROFILE.name };
  if (x1a) makePdfX1a(doc, x);
  else makePdfX4(doc, x);
  const registration = marks === 'crop' ? addSpotColour(doc, REGISTRATION, [100, 100, 100, 100]) : null;
  const hasCuts = pages.some((p) => (p.cuts ?? []).length > 0);
  const dieLine = hasCuts ? addSpotColour(doc, DIE_LINE_SPOT, DIE_LINE_ALTERNATE) : null;
  // The named brand colours the file paints, each its own plate with the profile's CMYK as the alternate.
  const inks = new Map(spots.map((s) => [s.hex, addSpotColour(doc, s.name, s.cmyk)]));
  const overprint = hasCuts ? overprintState(doc) : null;
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const box = (x1: number, y1: number, x2: number, y2: number) => [x1, y1, x2, y2].map((v) => Math.round(v * 1000) / 1000);

  scenes.forEach((scene, i) => {
    // A page of its own size (a sign's proof) has no marks: it is read, not cut.
    const own = pages[i]!.format;
    const pageMarks = own ? 'none' : marks;
    const { b, tw, th, bw, bh, slug, W, H } = own ? geometry(own, 'none') : first;
    doc.addPage({ size: [W, H], margin: 0 });
    // PDF boxes are in default user space (origin bottom-left); the page is symmetric about its boxes.
    const page = doc.page.dictionary.data as Record<string, unknown>;
    page.BleedBox = box(slug, slug, slug + bw, slug + bh);
    page.TrimBox = box(slug + b, slug + b, slug + b + tw, slug + b + th);
    // The art, cut at the bleed's edge (a watermark logo may reach beyond it).
    doc.save().translate(slug, slug).rect(0, 0, bw, bh).clip();
    if (scene.background) doc.rect(0, 0, bw, bh).fillColor(inks.get(scene.background) ?? [...colours.get(scene.background)!]).fill();
    paintScene(doc, scene, colours, inks, x1a);
    doc.restore();
    const cuts = pages[i]!.cuts ?? [];
    if (cuts.length > 0 && overprint && dieLine) {
      const at: Matrix = [PT_PER_MM, 0, 0, PT_PER_MM, slug + b, slug + b];
      (doc.page as unknown as { ext_gstates: Record<string, unknown> }).ext_gstates.GsDieLine = overprint;
      doc.save();
      doc.addContent('/GsDieLine gs');
      for (const d of cuts) tracePath(doc, transformSegments(parsePathData(d), at));
      doc.lineWidth(DIE_LINE_WIDTH_PT).strokeColor(dieLine, 1).stroke();
      doc.restore();
    }
    if (pageMarks === 'crop' && registration) {
      // On each trim line, from the page's edge to 1 mm short of the bleed.
      const length = MARK_LENGTH_MM * PT_PER_MM;
      doc.save().lineWidth(MARK_WIDTH_PT).strokeColor(registration, 1);
      for (const mx of [slug + b, slug + b + tw]) doc.moveTo(mx, 0).lineTo(mx, length).moveTo(mx, H).lineTo(mx, H - length);
      for (const my of [slug + b, slug + b + th]) doc.moveTo(0, my).lineTo(length, my).moveTo(W, my).lineTo(W - length, my);
      doc.stroke().restore();
    }
  });
  doc.end();
  return done;
}
