import { logoAspect } from '../composer/compose';
import { layoutLogo } from '../composer/layout';
import { lockupLayout, lockupsOf, type TLockup } from '../composer/lockups';
import { ZOutlinedDesign, type TOutlinedDesign } from '../design';
import type { Locale } from '../constants';
import { BLEED_MM, PRINT_ITEM_NAMES, type TPrintSpec } from './items';
import type { CardPainter } from '../cards/compose';
import { MUTED, painter, paperVariant, type ComposedPrint, type PrintInput } from './paint';

/**
 * The shop sign (门头, issue 47): the logo's horizontal layout on a board of
 * the size the customer gives (up to 12 m), proportions kept, vector. A
 * board wider than a PDF page may be (200 in, 5.08 m) is drawn at 1:10, as
 * large-format printers take it; the file says so. A second page, A4 across,
 * is the proof: the board drawn to scale, its letters' heights, the distance
 * they read best from, and whether they are large enough for the distance
 * the customer gave.
 */

type SignSpec = Extract<TPrintSpec, { item: 'sign' }>;

/** Letter height per reading distance: 1 in for every 10 ft (25.4 mm per 3 048 mm), the sign trade's rule of thumb. */
export const READING_RATIO = 3048 / 25.4;
/** The largest page a PDF reader draws at full size (200 in), in mm. */
const PDF_PAGE_MAX = 200 * 25.4;

export interface SignFacts {
  /** Board size (mm) and the file's scale (1 or 10). */
  width: number;
  height: number;
  scale: number;
  /** The name's and the slogan's letters on the board (mm), null where the logo has none. */
  nameHeight: number | null;
  sloganHeight: number | null;
  /** The letters the customer's reading distance needs (mm). */
  needed: number;
}

/**
 * The height of the name's line and of the slogan's as shares of the
 * artwork's height in a lockup (multiply by the height the logo is drawn at),
 * null for a part it does not show.
 */
function textHeightShares(design: TOutlinedDesign, lockup: TLockup): { name: number | null; slogan: number | null } {
  const d = ZOutlinedDesign.parse(design);
  const layout = lockup === 'original' ? layoutLogo(d, d.layout, true) : lockupLayout(d, lockup, true);
  const share = (height: number | undefined, scale: number | undefined) => (height !== undefined && scale !== undefined && !layout.monogram ? (height * scale) / layout.height : null);
  return { name: share(d.name.height, layout.name?.scale), slogan: share(d.slogan?.height, layout.slogan?.scale) };
}

/** The lockup a sign shows: the logo's horizontal one where it has it. */
function signLockup(input: PrintInput): TLockup {
  return lockupsOf(input.design).includes('horizontal') ? 'horizontal' : 'original';
}

/** Where the logo goes on a board of w × h (any unit): inside margins of 15 % of the height and 6 % of the width, centred. */
function logoBox(aspect: number, w: number, h: number) {
  const room = { w: w * 0.88, h: h * 0.7 };
  const bw = Math.min(room.w, room.h * aspect);
  const bh = bw / aspect;
  return { x: (w - bw) / 2, y: (h - bh) / 2, w: bw, h: bh };
}

export function signFacts(input: PrintInput, spec: SignSpec): SignFacts {
  const width = spec.width * 1000;
  const height = spec.height * 1000;
  const lockup = signLockup(input);
  const box = logoBox(logoAspect(input.design, 'main', lockup), width, height);
  const shares = textHeightShares(input.design, lockup);
  const round = (v: number | null) => (v === null ? null : Math.round(v));
  return {
    width,
    height,
    scale: width + 2 * BLEED_MM.mm > PDF_PAGE_MAX ? 10 : 1,
    nameHeight: round(shares.name === null ? null : shares.name * box.h),
    sloganHeight: round(shares.slogan === null ? null : shares.slogan * box.h),
    needed: Math.ceil((spec.distance * 1000) / READING_RATIO),
  };
}

const grouped = (v: number) => String(Math.round(v)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const metresText = (mm: number) => `${Math.round(mm / 100) / 10} m`;

/** The proof's lines, per site. */
function proofLines(site: Locale, facts: SignFacts, spec: SignSpec): { title: string; lines: string[]; verdict: string; ok: boolean } {
  const size = `${grouped(facts.width)} × ${grouped(facts.height)} mm`;
  const reads = (h: number) => metresText(h * READING_RATIO);
  const ok = facts.nameHeight !== null && facts.nameHeight >= facts.needed;
  if (site === 'zh') {
    return {
      title: '门头招牌校样',
      lines: [
        `成品尺寸：${size}${facts.scale === 10 ? '（文件按 1:10 制作，所有尺寸 ×10 输出）' : '（文件按 1:1 制作）'}`,
        `出血：四边各 3 mm（按成品尺寸）· 颜色：CMYK，矢量`,
        ...(facts.nameHeight !== null ? [`名称字高：${facts.nameHeight} mm，最佳识别距离约 ${reads(facts.nameHeight)}`] : []),
        ...(facts.sloganHeight !== null ? [`标语字高：${facts.sloganHeight} mm，最佳识别距离约 ${reads(facts.sloganHeight)}`] : []),
        `规则：每 3 米识别距离需要约 25 mm 字高（每 10 英尺 1 英寸）`,
      ],
      verdict: ok ? `在 ${spec.distance} 米外识别，字高至少需 ${facts.needed} mm：名称字高足够。` : `在 ${spec.distance} 米外识别，字高至少需 ${facts.needed} mm：名称字高不足，请加大招牌高度或缩短识别距离。`,
      ok,
    };
  }
  return {
    title: 'Shop sign proof',
    lines: [
      `Size: ${size}${facts.scale === 10 ? ' (file drawn at 1:10: output every measure ×10)' : ' (file at 1:1)'}`,
      'Bleed: 3 mm each side at full size · Colour: CMYK, vector',
      ...(facts.nameHeight !== null ? [`Name letters: ${facts.nameHeight} mm high, read best from up to ${reads(facts.nameHeight)}`] : []),
      ...(facts.sloganHeight !== null ? [`Slogan letters: ${facts.sloganHeight} mm high, read best from up to ${reads(facts.sloganHeight)}`] : []),
      'Rule: 25 mm of letter height for every 3 m of reading distance (1 in per 10 ft)',
    ],
    verdict: ok
      ? `To be read from ${spec.distance} m, letters need at least ${facts.needed} mm: the name is large enough.`
      : `To be read from ${spec.distance} m, letters need at least ${facts.needed} mm: the name is too small. Make the sign taller, or plan for a shorter distance.`,
    ok,
  };
}

/** The board: the brand's colour with the logo in its light version, or white with the logo in its colours. */
function board(input: PrintInput, spec: SignSpec, p: CardPainter, at: { x: number; y: number; w: number; h: number; bleed: number }): void {
  const lockup = signLockup(input);
  const b = logoBox(logoAspect(input.design, 'main', lockup), at.w, at.h);
  const box = { ...b, x: at.x + b.x, y: at.y + b.y };
  const ground = spec.ground === 'brand' ? p.c.brand! : '#FFFFFF';
  p.rect(at.x - at.bleed, at.y - at.bleed, at.w + 2 * at.bleed, at.h + 2 * at.bleed, ground);
  if (spec.ground === 'brand') p.logo(box, 'white', p.c.onBrand, 1, lockup);
  else p.logo(box, paperVariant(input.design), undefined, 1, lockup);
}

export function sign(input: PrintInput, spec: SignSpec): ComposedPrint {
  const facts = signFacts(input, spec);
  const k = 1 / facts.scale;
  const bleed = BLEED_MM.mm * k;
  const label = `${PRINT_ITEM_NAMES.sign[input.site]} ${grouped(facts.width)} × ${grouped(facts.height)} mm${facts.scale === 10 ? ' (1:10)' : ''}`;
  const signPainter = painter(input, { width: facts.width * k, height: facts.height * k, bleed, safe: 0, label: '' });
  board(input, spec, signPainter, { x: 0, y: 0, w: facts.width * k, h: facts.height * k, bleed });
  const art = signPainter.markup();

  // The proof: A4 across, the board to scale in a frame, its measures, the reading distances.
  const proofFormat = { width: 297, height: 210, bleed: 0, safe: 15, label: 'A4' };
  const p = painter(input, proofFormat);
  const text = proofLines(input.site, facts, spec);
  p.fill('#FFFFFF');
  p.text(`${text.title} · ${input.brandName}`, 15, 22, 267, { role: 'strong', size: 6, colour: '#1A1A1A' });
  const room = { w: 267, h: 80 };
  const s = Math.min(room.w / facts.width, room.h / facts.height);
  const [bw, bh] = [facts.width * s, facts.height * s];
  const [bx, by] = [15 + (room.w - bw) / 2, 32];
  p.rect(bx - 0.4, by - 0.4, bw + 0.8, bh + 0.8, '#9AA0A6');
  board(input, spec, p, { x: bx, y: by, w: bw, h: bh, bleed: 0 });
  p.rect(bx, by + bh + 3, bw, 0.3, MUTED);
  p.text(`${grouped(facts.width)} mm`, bx + bw / 2, by + bh + 8, bw, { role: 'body', size: 3.2, colour: MUTED, align: 'center' });
  let y = by + bh + 20;
  for (const line of text.lines) y = p.text(line, 15, y, 267, { role: 'body', size: 3.6, colour: '#1A1A1A' }) + 1;
  p.rect(15, y - 2, 267, 0.3, '#D9DCE3');
  p.text(text.verdict, 15, y + 5, 267, { role: 'strong', size: 3.8, colour: text.ok ? '#1E7F4F' : '#B42318', maxLines: 2 });
  return {
    format: { width: facts.width * k, height: facts.height * k, bleed, safe: 0, label },
    pages: [
      { markup: art, cuts: [] },
      { markup: p.markup(), cuts: [], format: proofFormat },
    ],
    label,
    outlined: false,
  };
}
