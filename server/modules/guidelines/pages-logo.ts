import { contrast, luminance } from '../../../core/composer/colour';
import { applicableVariants, variantBackground } from '../../../core/composer/variants';
import type { TLogoVariant } from '../../../core/design';
import { LOCKUP_LABELS, LOCKUP_USES } from '../../../core/composer/lockup-names';
import { layoutMinimum, lockupLayout, lockupsOf, type TLockup } from '../../../core/composer/lockups';
import { CONTENT, drawLogo, fit, frame, H, INK, label, M, measure, MUTED, needsFrame, PAPER, RULE, sectionPage, two, W, write, type Book, type Box, type Section } from './book';
import { brandColours } from '../../../core/vi/colours';
import { say, STRINGS } from './strings';

/** The cover, the contents, the logo's versions, and the back cover. */

/** The cover's text panel: the darkest brand colour that carries white text and stands apart from the logo's background; else ink or paper. */
function coverPanel(book: Book): { fill: string; text: string } {
  const d = book.design;
  const bg = d.background.toUpperCase();
  const candidates = [...new Set([...d.colors, d.name.color].map((c) => c.toUpperCase()))].sort((a, b) => luminance(a) - luminance(b));
  const dark = candidates.find((c) => contrast(c, PAPER) >= 4.5 && contrast(c, bg) >= 1.6);
  if (dark) return { fill: dark, text: PAPER };
  return luminance(bg) < 0.2 ? { fill: PAPER, text: INK } : { fill: INK, text: PAPER };
}

export function coverPage(book: Book): void {
  const { doc, site } = book;
  doc.addPage({ size: [W, H], margin: 0 });
  const split = Math.round(W * 0.6);
  // Left: the logo large on its own background.
  doc.rect(0, 0, split, H).fill(book.design.background);
  const pad = 72;
  drawLogo(book, { x: pad, y: pad, w: split - 2 * pad, h: H - 2 * pad }, { variant: 'main', background: null, margin: 0.04 });
  // Right: the title panel.
  const panel = coverPanel(book);
  doc.rect(split, 0, W - split, H).fill(panel.fill);
  const x = split + 44;
  const width = W - split - 44 - M;
  label(book, book.logoName, x, 64, panel.text, width);
  doc.rect(x, 150, 28, 3).fill(panel.text);
  let y = 170;
  y += write(book, STRINGS.brandGuidelines[site], x, y, { size: site === 'zh' ? 30 : 32, bold: true, colour: panel.text, width, lineGap: 2 });
  write(book, STRINGS.coverLine[site], x, y + 10, { size: 10, colour: panel.text, width });
  // The palette as chips, then the edition and date at the foot.
  const chips = brandColours(book.design, site);
  chips.forEach((c, i) => {
    doc.rect(x + i * 26, H - 138, 20, 20).fill(c.hex);
    if (contrast(c.hex, panel.fill) < 1.3) doc.rect(x + i * 26 + 0.25, H - 137.75, 19.5, 19.5).lineWidth(0.5).strokeColor(panel.text, 0.6).stroke();
  });
  doc.strokeOpacity(1);
  write(book, fit(book, book.logoName, { size: 11, bold: true }, width), x, H - 96, { size: 11, bold: true, colour: panel.text });
  write(book, say(STRINGS.edition, site, { date: book.dateText }), x, H - 78, { size: 8.5, colour: panel.text, width });
}

export function contentsPage(book: Book, sections: readonly (Section & { page: number })[]): void {
  const { doc, site } = book;
  doc.addPage({ size: [W, H], margin: 0 });
  // Left half: the brand's background with the logo, like a divider page.
  const half = Math.round(W * 0.38);
  doc.rect(0, 0, half, H).fill(book.design.background);
  const icon = book.design.icon !== undefined;
  drawLogo(book, { x: 56, y: 120, w: half - 112, h: H - 240 }, { variant: icon ? 'symbol' : 'main', background: null, margin: 0.05 });
  const x = half + 56;
  const width = W - x - M;
  doc.rect(x, 70, 22, 2.5).fill(book.accent);
  write(book, STRINGS.contents[site], x, 84, { size: 25, bold: true, colour: INK });
  write(book, say(STRINGS.contentsIntro, site, { name: book.logoName }), x, 126, { size: 9.5, colour: MUTED, width, lineGap: 3.5 });
  let y = 236;
  for (const s of sections) {
    doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor(RULE, 1).stroke();
    write(book, two(s.number), x, y + 12, { size: 10, bold: true, colour: book.accent });
    write(book, s.title, x + 40, y + 11, { size: 12, bold: true, colour: INK });
    const p = two(s.page);
    write(book, p, x + width - measure(book, p, { size: 10 }), y + 12, { size: 10, colour: MUTED });
    y += 38;
  }
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor(RULE, 1).stroke();
  write(book, say(STRINGS.copyright, site, { year: book.year, name: book.logoName }), x, H - 34, { size: 7.5, colour: MUTED });
}

/** The order of the versions page: the full logos, then the reduced ones. */
const VERSION_ORDER: readonly TLogoVariant[] = ['main', 'inverse', 'white', 'black', 'symbol', 'no-slogan'];

export function versionsPage(book: Book, page: number, section: Section): void {
  sectionPage(book, page, section);
  const variants = VERSION_ORDER.filter((v) => applicableVariants(book.design).includes(v));
  const cols = variants.length > 4 ? 3 : 2;
  const rows = Math.ceil(variants.length / cols);
  const gap = 16;
  const caption = 40;
  const w = (CONTENT.width - gap * (cols - 1)) / cols;
  const h = (CONTENT.bottom - CONTENT.top - gap * (rows - 1)) / rows - caption;
  variants.forEach((variant, i) => {
    const box: Box = { x: CONTENT.left + (i % cols) * (w + gap), y: CONTENT.top + Math.floor(i / cols) * (h + caption + gap), w, h };
    const bg = variantBackground(book.design, variant);
    drawLogo(book, box, { variant, margin: variant === 'symbol' ? 0.2 : 0.16 });
    if (needsFrame(bg)) frame(book, box);
    label(book, STRINGS.variant[variant][book.site], box.x, box.y + h + 10, INK);
    write(book, STRINGS.variantUse[variant][book.site], box.x, box.y + h + 22, { size: 8, colour: MUTED, width: w });
  });
}

/** The lockups the layouts page shows: every one the logo has beside its original layout (the versions page shows that). */
export function bookLockups(d: Book['design']): TLockup[] {
  return lockupsOf(d).filter((l) => l !== 'original');
}

/**
 * The logo's layouts (core/composer/lockups.ts): each drawn with its clear
 * space on the logo's background, named, with when to use it and its
 * minimum width — the download page's switcher says the same.
 */
export function layoutsPage(book: Book, page: number, section: Section): void {
  sectionPage(book, page, section);
  const d = book.design;
  const lockups = bookLockups(d);
  const cols = lockups.length > 4 ? 3 : 2;
  const rows = Math.ceil(lockups.length / cols);
  const gap = 16;
  const caption = 52;
  const w = (CONTENT.width - gap * (cols - 1)) / cols;
  const h = (CONTENT.bottom - CONTENT.top - gap * (rows - 1)) / rows - caption;
  lockups.forEach((lockup, i) => {
    const box: Box = { x: CONTENT.left + (i % cols) * (w + gap), y: CONTENT.top + Math.floor(i / cols) * (h + caption + gap), w, h };
    drawLogo(book, box, { variant: 'main', lockup });
    if (needsFrame(d.background)) frame(book, box);
    const min = layoutMinimum(d, lockupLayout(d, lockup, true));
    label(book, LOCKUP_LABELS[lockup][book.site], box.x, box.y + h + 10, INK);
    const used = write(book, LOCKUP_USES[lockup][book.site], box.x, box.y + h + 22, { size: 8, colour: MUTED, width: w });
    write(book, say(STRINGS.layoutMinimum, book.site, { mm: min.mm, px: min.px }), box.x, box.y + h + 24 + used, { size: 7.5, colour: MUTED, width: w });
  });
}

export function backCover(book: Book): void {
  const { doc, site } = book;
  doc.addPage({ size: [W, H], margin: 0 });
  const bg = variantBackground(book.design, 'white');
  doc.rect(0, 0, W, H).fill(bg);
  drawLogo(book, { x: W / 2 - 150, y: H / 2 - 110, w: 300, h: 200 }, { variant: 'white', background: null, margin: 0.05 });
  const note = STRINGS.backNote[site];
  write(book, note, M, H - 62, { size: 8.5, colour: PAPER, width: W - 2 * M, align: 'center' });
  const foot = `${book.logoName}  ·  ${STRINGS.brandGuidelines[site]}  ·  ${book.dateText}`;
  write(book, foot, M, H - 44, { size: 7.5, colour: PAPER, width: W - 2 * M, align: 'center' });
}
