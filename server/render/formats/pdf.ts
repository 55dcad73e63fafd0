import PDFDocument from 'pdfkit';
import type { Segment } from '../../../core/path-data';
import type { Scene } from './scene';

/**
 * A true vector PDF of a scene, drawn with pdfkit path operators: no image
 * XObject, no font (the text is already outlines). The page is the requested
 * size with 1 px = 1 pt (72 dpi), so an 800×600 download is an 800×600 pt
 * page; the PDF scales without loss, so the pixel size only sets the aspect
 * and the nominal print size. Translucent shapes keep their real opacity
 * (PDF 1.4 transparency, still vector). pdfkit's default transform already
 * puts the origin top-left with y down, as in the SVG.
 *
 * The file is dated when it is made (Info CreationDate and the XMP CreateDate,
 * in whole seconds; pdfkit derives the file /ID from them): the render cache
 * keeps the first file made for a request, so every later download of it
 * carries the same bytes and the same true date. Otherwise deterministic: the
 * same request at the same second gives the same bytes.
 */

export interface PdfOptions {
  title: string;
  creator: string;
  /** When the file is made: now when absent. */
  date?: Date;
}

/** A PDF date holds whole seconds. */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => XML_ESCAPES[c]);

export function sceneToPdf(scene: Scene, opts: PdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [scene.width, scene.height],
    margin: 0,
    pdfVersion: '1.4',
    // No default font: nothing is written as text, so Helvetica's metrics need not be loaded.
    font: '',
    info: { Title: opts.title, Creator: opts.creator, Producer: opts.creator, CreationDate: wholeSeconds(opts.date ?? new Date()) },
  });
  // pdfkit 0.20 copies the title into its XMP packet without escaping it, so a
  // logo named "Kettle & Co" would make that XML invalid: escape it there only
  // (the Info dictionary, which viewers show, keeps the plain text).
  const appendXml = doc.appendXML.bind(doc);
  const rawTitle = `>${opts.title}<`;
  doc.appendXML = (xml, newLine) => appendXml(xml.split(rawTitle).join(`>${escapeXml(opts.title)}<`), newLine);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (scene.background) doc.rect(0, 0, scene.width, scene.height).fill(scene.background);
  drawSceneShapes(doc, scene);
  doc.end();
  return done;
}

/** Adds absolute M/L/C/Z segments to the document's current path (every PDF writer of composed shapes). */
export function tracePath(doc: PDFKit.PDFDocument, segments: readonly Segment[]): void {
  for (const g of segments) {
    if (g.op === 'M') doc.moveTo(g.x, g.y);
    else if (g.op === 'L') doc.lineTo(g.x, g.y);
    else if (g.op === 'C') doc.bezierCurveTo(g.x1, g.y1, g.x2, g.y2, g.x, g.y);
    else doc.closePath();
  }
}

/**
 * The scene's shapes as vector paths into any pdfkit document, in its
 * current transform (callers place a logo on a bigger page with
 * save/translate/scale/restore).
 */
export function drawSceneShapes(doc: PDFKit.PDFDocument, scene: Scene): void {
  for (const shape of scene.shapes) {
    if (shape.opacity <= 0 || shape.segments.length === 0) continue;
    tracePath(doc, shape.segments);
    // fillColor with an opacity sets the fill alpha through an ExtGState (ca); 1 resets it.
    doc.fillColor(shape.fill, shape.opacity).fill('non-zero');
  }
}
