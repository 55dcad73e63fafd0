import { mix } from '../../../core/mockups/compose';
import { CONTENT, drawLogo, frame, INK, needsFrame, PAPER, sectionPage, write, type Book, type Box, type Section } from './book';
import { STRINGS } from './strings';

/**
 * The do's and don'ts page: the logo as supplied, then each common misuse
 * generated from the logo itself (its own shapes stretched, recoloured,
 * rotated, set on a busy pattern, crowded, shadowed, outlined), every one
 * vector, with a red cross beside its caption.
 */

const RED = '#D92D20';
const GREEN = '#12A150';
/** Colours no brand would pick together: the recoloured misuse. */
const CLASHING = ['#FF2D95', '#00B8F0', '#FFD400', '#7ED321', '#8A2BE2', '#FF7A00'];
/** The busy background: stripes and dots of a loud print. */
const BUSY = ['#F2C94C', '#EB5757', '#2F80ED', '#27AE60', '#9B51E0', '#F2994A'];

type Misuse = keyof typeof STRINGS.misuse;
const MISUSES: readonly Misuse[] = ['stretch', 'recolour', 'rotate', 'busy', 'crowd', 'shadow', 'outline'];

/** Gives each colour of the logo, in order of appearance, the next of the clashing colours. */
function clashingPaint(): (fill: string) => string {
  const given = new Map<string, string>();
  return (fill) => {
    let colour = given.get(fill);
    if (colour === undefined) {
      colour = CLASHING[given.size % CLASHING.length]!;
      given.set(fill, colour);
    }
    return colour;
  };
}

/** Draws `body` with the current transform turned about the tile's centre, clipped to the tile. */
function aboutCentre(book: Book, b: Box, turn: (doc: PDFKit.PDFDocument) => void, body: () => void): void {
  const { doc } = book;
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  doc.save().rect(b.x, b.y, b.w, b.h).clip().translate(cx, cy);
  turn(doc);
  doc.translate(-cx, -cy);
  body();
  doc.restore();
}

function drawMisuse(book: Book, b: Box, misuse: Misuse): void {
  const { doc } = book;
  const logo = { variant: 'main' as const, background: null, margin: 0.2 };
  switch (misuse) {
    case 'stretch':
      return aboutCentre(book, b, (d) => d.scale(1.45, 0.68), () => drawLogo(book, b, logo));
    case 'rotate':
      return aboutCentre(book, b, (d) => d.rotate(-22), () => drawLogo(book, b, logo));
    case 'recolour':
      return drawLogo(book, b, logo, { paint: clashingPaint() });
    case 'busy': {
      doc.save().rect(b.x, b.y, b.w, b.h).clip();
      const step = 14;
      for (let i = -Math.ceil(b.h / step); i * step < b.w + b.h; i++) {
        const x0 = b.x + i * step;
        doc.polygon([x0, b.y], [x0 + step, b.y], [x0 + step + b.h, b.y + b.h], [x0 + b.h, b.y + b.h]).fill(BUSY[(i + 60) % BUSY.length]!);
      }
      for (let k = 0; k < 14; k++) doc.circle(b.x + ((k * 53) % b.w), b.y + ((k * 37) % b.h), 6 + (k % 4) * 4).fill(BUSY[(k * 2 + 1) % BUSY.length]!);
      doc.restore();
      return drawLogo(book, b, logo);
    }
    case 'crowd': {
      // Copy and a photo pressed into the clear space of a logo set too small.
      const small = { x: b.x + b.w * 0.3, y: b.y + b.h * 0.3, w: b.w * 0.4, h: b.h * 0.4 };
      const grey = mix(book.design.background, INK, 0.35);
      doc.rect(b.x + 10, b.y + 12, b.w - 20, 5).fill(grey);
      doc.rect(b.x + 10, b.y + 21, b.w * 0.62, 5).fill(grey);
      doc.rect(small.x - 28, small.y + 2, 26, small.h - 4).fill(mix(book.accent, PAPER, 0.55));
      drawLogo(book, small, { variant: 'main', background: null, margin: 0 });
      for (let line = 0; line < 4; line++) doc.rect(b.x + 10, small.y + small.h + 3 + line * 8, b.w - 20 - (line % 2) * 30, 4).fill(grey);
      return;
    }
    case 'shadow':
      // A soft shadow: the logo's own shapes, offset and faded in steps.
      for (const [o, a] of [
        [5, 0.06],
        [4, 0.08],
        [3, 0.1],
      ] as const) {
        doc.save().translate(o, o);
        drawLogo(book, b, logo, { paint: () => '#000000', opacity: a });
        doc.restore();
      }
      return drawLogo(book, b, logo);
    case 'outline':
      return drawLogo(book, b, logo, { stroke: { colour: '#FFC400', width: 3.2 } });
  }
}

/** The round mark before a caption: a green tick or a red cross. */
function mark(book: Book, x: number, y: number, ok: boolean): void {
  const { doc } = book;
  const r = 6.5;
  doc.circle(x + r, y + r, r).fill(ok ? GREEN : RED);
  doc.save().lineWidth(1.4).lineCap('round').strokeColor(PAPER, 1);
  if (ok) doc.moveTo(x + r - 3, y + r + 0.2).lineTo(x + r - 0.8, y + r + 2.4).lineTo(x + r + 3.2, y + r - 2.4).stroke();
  else doc.moveTo(x + r - 2.6, y + r - 2.6).lineTo(x + r + 2.6, y + r + 2.6).moveTo(x + r + 2.6, y + r - 2.6).lineTo(x + r - 2.6, y + r + 2.6).stroke();
  doc.restore();
}

export function usagePage(book: Book, page: number, section: Section): void {
  sectionPage(book, page, section);
  const { doc, site } = book;
  const cols = 4;
  const gap = 14;
  const caption = 32;
  const w = (CONTENT.width - gap * (cols - 1)) / cols;
  const h = (CONTENT.bottom - CONTENT.top - gap - 2 * caption) / 2;
  const tiles: (Misuse | 'correct')[] = ['correct', ...MISUSES];
  tiles.forEach((tile, i) => {
    const b: Box = { x: CONTENT.left + (i % cols) * (w + gap), y: CONTENT.top + Math.floor(i / cols) * (h + caption + gap), w, h };
    doc.rect(b.x, b.y, b.w, b.h).fill(book.design.background);
    if (tile === 'correct') drawLogo(book, b, { variant: 'main', background: null, margin: 0.2 });
    else drawMisuse(book, b, tile);
    if (needsFrame(book.design.background)) frame(book, b);
    // A green rule under the right way, a red one under each misuse.
    doc.rect(b.x, b.y + b.h - 2.5, b.w, 2.5).fill(tile === 'correct' ? GREEN : RED);
    mark(book, b.x, b.y + b.h + 10, tile === 'correct');
    const text = tile === 'correct' ? STRINGS.correct[site] : STRINGS.misuse[tile][site];
    write(book, text, b.x + 19, b.y + b.h + 10.5, { size: 8.5, bold: tile === 'correct', colour: INK, width: b.w - 19 });
  });
}
