import { CARD_NAMES, type CardId } from './catalogue';
import type { CardDesign, CardPainter, TextStyle } from './compose';

/**
 * The business-card designs: ten layouts, each a front (the person) and a
 * back (the brand), drawn from the logo, its colours ({brand}, {brandDark},
 * {brandLight}, {accent}, {ink}, {paper}, {onBrand} of core/mockups) and the
 * site's fonts. Every text sits inside the safe area and shrinks or wraps
 * to stay there (compose.ts `fit`). Text greys are neutral (R = G = B), so
 * the print PDF sets them in black ink alone.
 */

/** A design's id and name (catalogue.ts). */
function named(id: CardId): Pick<CardDesign, 'id' | 'label'> {
  return CARD_NAMES.find((c) => c.id === id)!;
}

const NAME = 3.9;
const TITLE = 2.5;
const BODY = 2.45;

function person(p: CardPainter, x: number, y: number, maxWidth: number, colour: string, muted: string, align: TextStyle['align'] = 'left'): number {
  // A long name takes two lines before it gets small; the title follows the name at the size it was set.
  const next = p.info.name.trim() === '' ? y : p.text(p.info.name, x, y, maxWidth, { role: 'strong', size: NAME, colour, align, maxLines: 2 }) - p.lastSize * 0.25;
  return p.text(p.info.title, x, next, maxWidth, { role: 'body', size: TITLE, colour: muted, align, maxLines: 2 });
}

function contacts(p: CardPainter, x: number, y: number, maxWidth: number, colour: string, marker?: string, align: TextStyle['align'] = 'left'): number {
  return p.contactBlock(x, y, maxWidth, { role: 'body', size: BODY, colour, align }, marker);
}

/** Lines the contact block will take (the address counted as two when it is long). */
function contactLines(p: CardPainter): number {
  return p.contacts().reduce((sum, c) => sum + (c.field === 'address' && c.value.length > 28 ? 2 : 1), 0);
}

/** The baseline to start a block of `lines` lines so it ends on the safe bottom edge. */
function bottomStart(p: CardPainter, lines: number, size = BODY): number {
  return p.H - p.safe - size * 0.3 - (lines - 1) * size * 1.38;
}

const classic: CardDesign = {
  ...named('classic'),
  front(p) {
    p.fill('#FFFFFF');
    p.logo({ x: p.safe + 1, y: p.safe + 1, w: p.W * 0.36, h: p.H * 0.26 }, 'main');
    person(p, p.safe + 1, p.H * 0.62, p.W * 0.4, p.c.ink!, '#6E6E6E');
    contacts(p, p.W - p.safe - 1, bottomStart(p, contactLines(p)), p.W * 0.44, '#3A3A3A', p.c.brand, 'right');
    p.rect(-p.bleed, p.H - 1.2, p.W + 2 * p.bleed, 1.2 + p.bleed, p.c.brand!);
  },
  back(p) {
    p.fill(p.c.brand!);
    p.logo({ x: p.W * 0.22, y: p.H * 0.24, w: p.W * 0.56, h: p.H * 0.52 }, 'white', p.c.onBrand);
  },
};

const sidebar: CardDesign = {
  ...named('sidebar'),
  front(p) {
    p.fill('#FFFFFF');
    const bar = p.W * 0.3;
    p.rect(-p.bleed, -p.bleed, bar + p.bleed, p.H + 2 * p.bleed, p.c.brand!);
    p.logo({ x: p.safe, y: p.H * 0.3, w: bar - 2 * p.safe, h: p.H * 0.4 }, 'symbol', p.c.onBrand);
    const x = bar + 5;
    const next = person(p, x, p.safe + 6, p.W - x - p.safe, p.c.ink!, p.c.brand!);
    contacts(p, x, Math.max(next + 2.5, bottomStart(p, contactLines(p))), p.W - x - p.safe, '#3A3A3A');
  },
  back(p) {
    p.fill('#FFFFFF');
    p.logo({ x: p.W * 0.2, y: p.H * 0.22, w: p.W * 0.6, h: p.H * 0.56 }, 'main');
    p.rect(-p.bleed, -p.bleed, p.W * 0.04 + p.bleed, p.H + 2 * p.bleed, p.c.brand!);
  },
};

const band: CardDesign = {
  ...named('band'),
  front(p) {
    p.fill('#FFFFFF');
    const bandTop = p.H * 0.74;
    p.rect(-p.bleed, bandTop, p.W + 2 * p.bleed, p.H - bandTop + p.bleed, p.c.brandDark!);
    p.logo({ x: p.W - p.safe - p.W * 0.3, y: p.safe + 1, w: p.W * 0.3, h: p.H * 0.24 }, 'main');
    const next = person(p, p.safe + 1, p.safe + 6, p.W * 0.52, p.c.ink!, '#6E6E6E');
    const rows = p.contacts().filter((c) => c.field !== 'website').length;
    p.contactBlock(p.safe + 1, Math.max(next + 2, bandTop - 2.2 - (rows - 1) * BODY * 1.38), p.W - 2 * p.safe - 2, { role: 'body', size: BODY, colour: '#3A3A3A' }, undefined, bandTop - 1.5, 'website');
    p.text(p.info.website, p.W / 2, bandTop + (p.H - bandTop) / 2 + BODY * 0.36, p.W - 2 * p.safe, { role: 'strong', size: BODY, colour: '#FFFFFF', align: 'center', letterSpacing: 0.06 });
  },
  back(p) {
    p.fill(p.c.brandDark!);
    p.logo({ x: p.W * 0.2, y: p.H * 0.24, w: p.W * 0.6, h: p.H * 0.52 }, 'white', '#FFFFFF');
  },
};

const corner: CardDesign = {
  ...named('corner'),
  front(p) {
    p.fill('#FFFFFF');
    const r = p.H * 0.62;
    p.path(`M${p.W + p.bleed} ${-p.bleed}V${r}C${p.W - r * 0.2} ${r * 0.55} ${p.W - r * 0.9} ${r * 0.1} ${p.W - r * 1.15} ${-p.bleed}Z`, p.c.brand!);
    p.path(`M${p.W + p.bleed} ${r + 2}C${p.W - r * 0.25} ${r * 0.6} ${p.W - r * 1.0} ${r * 0.15} ${p.W - r * 1.3} ${-p.bleed}H${p.W - r * 1.15}C${p.W - r * 0.9} ${r * 0.1} ${p.W - r * 0.2} ${r * 0.55} ${p.W + p.bleed} ${r}Z`, p.c.accent!, 0.55);
    p.logo({ x: p.W - p.safe - p.H * 0.2, y: p.safe, w: p.H * 0.2, h: p.H * 0.2 }, 'symbol', p.c.onBrand);
    const next = person(p, p.safe + 1, p.safe + 7, p.W * 0.5, p.c.ink!, p.c.brand!);
    contacts(p, p.safe + 1, Math.max(next + 3, bottomStart(p, contactLines(p))), p.W * 0.62, '#3A3A3A', p.c.brand);
  },
  back(p) {
    p.fill('#FFFFFF');
    const r = p.H * 0.5;
    p.path(`M${-p.bleed} ${p.H + p.bleed}V${p.H - r}C${r * 0.5} ${p.H - r * 0.6} ${r * 0.9} ${p.H - r * 0.15} ${r * 1.2} ${p.H + p.bleed}Z`, p.c.brand!);
    p.logo({ x: p.W * 0.24, y: p.H * 0.2, w: p.W * 0.52, h: p.H * 0.5 }, 'main');
  },
};

const midnight: CardDesign = {
  ...named('midnight'),
  front(p) {
    p.fill('#16181D');
    p.logo({ x: p.safe + 1, y: p.safe + 1, w: p.W * 0.3, h: p.H * 0.22 }, 'white', '#FFFFFF');
    p.rect(p.safe + 1, p.H * 0.5 - 3.2, 8, 0.5, p.c.brand!);
    person(p, p.safe + 1, p.H * 0.5 + 2, p.W * 0.4, '#FFFFFF', '#A6A6A6');
    contacts(p, p.W - p.safe - 1, bottomStart(p, contactLines(p)), p.W * 0.44, '#D9D9D9', p.c.accent, 'right');
  },
  back(p) {
    p.fill('#16181D');
    p.logo({ x: p.W * 0.24, y: p.H * 0.26, w: p.W * 0.52, h: p.H * 0.48 }, 'white', '#FFFFFF');
    p.rect(p.W / 2 - 4, p.H - p.safe - 2, 8, 0.5, p.c.brand!);
  },
};

const centred: CardDesign = {
  ...named('centred'),
  front(p) {
    p.fill('#FFFFFF');
    p.rect(-p.bleed, -p.bleed, p.W + 2 * p.bleed, 1.4 + p.bleed, p.c.brand!);
    const next = person(p, p.W / 2, p.H * 0.3, p.W - 2 * p.safe - 4, p.c.ink!, p.c.brand!, 'center');
    p.rect(p.W / 2 - 5, next - 1.2, 10, 0.35, '#D4D4D4');
    contacts(p, p.W / 2, Math.max(next + 3.4, bottomStart(p, contactLines(p))), p.W - 2 * p.safe - 4, '#505050', undefined, 'center');
  },
  back(p) {
    p.fill(p.c.brandLight!);
    p.logo({ x: p.W * 0.2, y: p.H * 0.2, w: p.W * 0.6, h: p.H * 0.6 }, 'main');
  },
};

const diagonal: CardDesign = {
  ...named('diagonal'),
  front(p) {
    p.fill('#FFFFFF');
    p.path(`M${p.W * 0.72} ${-p.bleed}H${p.W + p.bleed}V${p.H + p.bleed}H${p.W * 0.52}Z`, p.c.brand!);
    p.path(`M${p.W * 0.68} ${-p.bleed}H${p.W * 0.72}L${p.W * 0.52} ${p.H + p.bleed}H${p.W * 0.48}Z`, p.c.accent!);
    p.logo({ x: p.W * 0.74, y: p.H * 0.34, w: p.W * 0.22, h: p.H * 0.32 }, 'symbol', p.c.onBrand);
    const next = person(p, p.safe + 1, p.safe + 6, p.W * 0.42, p.c.ink!, '#6E6E6E');
    contacts(p, p.safe + 1, Math.max(next + 3, bottomStart(p, contactLines(p))), p.W * 0.42 - p.safe, '#3A3A3A', p.c.brand);
  },
  back(p) {
    p.fill(p.c.brand!);
    p.path(`M${-p.bleed} ${p.H * 0.72}L${p.W + p.bleed} ${p.H * 0.42}V${p.H + p.bleed}H${-p.bleed}Z`, p.c.brandDark!, 0.55);
    p.logo({ x: p.W * 0.22, y: p.H * 0.2, w: p.W * 0.56, h: p.H * 0.5 }, 'white', p.c.onBrand);
  },
};

/** A thin brand-coloured frame 3.2 mm inside the trim. */
function frameLines(p: CardPainter): void {
  const m = 3.2;
  const t = 0.3;
  p.rect(m, m, p.W - 2 * m, t, p.c.brand!).rect(m, p.H - m - t, p.W - 2 * m, t, p.c.brand!);
  p.rect(m, m, t, p.H - 2 * m, p.c.brand!).rect(p.W - m - t, m, t, p.H - 2 * m, p.c.brand!);
}

const frame: CardDesign = {
  ...named('frame'),
  front(p) {
    p.fill(p.c.paper!);
    frameLines(p);
    p.logo({ x: p.W / 2 - p.W * 0.12, y: p.safe + 3, w: p.W * 0.24, h: p.H * 0.18 }, 'main');
    const next = person(p, p.W / 2, p.H * 0.52, p.W - 2 * p.safe - 6, p.c.ink!, p.c.brand!, 'center');
    contacts(p, p.W / 2, Math.max(next + 1.5, bottomStart(p, contactLines(p)) - 2.6), p.W - 2 * p.safe - 8, '#505050', undefined, 'center');
  },
  back(p) {
    p.fill(p.c.paper!);
    frameLines(p);
    p.logo({ x: p.W * 0.22, y: p.H * 0.22, w: p.W * 0.56, h: p.H * 0.56 }, 'main');
  },
};

const monogram: CardDesign = {
  ...named('monogram'),
  front(p) {
    p.fill('#FFFFFF');
    p.logo({ x: -p.H * 0.15, y: p.H * 0.18, w: p.H * 0.9, h: p.H * 0.9 }, 'symbol', p.c.brand, 0.08);
    p.logo({ x: p.safe + 1, y: p.safe + 1, w: p.H * 0.26, h: p.H * 0.26 }, 'symbol');
    const x = p.W - p.safe - 1;
    const next = person(p, x, p.safe + 6, p.W * 0.56, p.c.ink!, p.c.brand!, 'right');
    contacts(p, x, Math.max(next + 3, bottomStart(p, contactLines(p))), p.W * 0.6, '#3A3A3A', p.c.brand, 'right');
  },
  back(p) {
    p.fill(p.c.brandDark!);
    p.logo({ x: p.W * 0.45, y: -p.H * 0.2, w: p.W * 0.75, h: p.H * 1.3 }, 'symbol', '#FFFFFF', 0.07);
    p.logo({ x: p.W * 0.2, y: p.H * 0.24, w: p.W * 0.6, h: p.H * 0.52 }, 'white', '#FFFFFF');
  },
};

const stripe: CardDesign = {
  ...named('stripe'),
  front(p) {
    p.fill('#FFFFFF');
    const top = p.H * 0.36;
    p.rect(-p.bleed, -p.bleed, p.W + 2 * p.bleed, top + p.bleed, p.c.brand!);
    p.rect(-p.bleed, top, p.W + 2 * p.bleed, 0.9, p.c.accent!);
    p.logo({ x: p.safe + 1, y: p.safe, w: p.W * 0.4, h: top - p.safe - 2 }, 'white', p.c.onBrand);
    person(p, p.safe + 1, top + 7, p.W * 0.38, p.c.ink!, '#6E6E6E');
    contacts(p, p.W - p.safe - 1, Math.max(top + 5.5, bottomStart(p, contactLines(p))), p.W * 0.5, '#3A3A3A', p.c.brand, 'right');
  },
  back(p) {
    p.fill('#FFFFFF');
    p.rect(-p.bleed, p.H * 0.84, p.W + 2 * p.bleed, p.H * 0.16 + p.bleed, p.c.brand!);
    p.rect(-p.bleed, p.H * 0.84 - 0.9, p.W + 2 * p.bleed, 0.9, p.c.accent!);
    p.logo({ x: p.W * 0.22, y: p.H * 0.16, w: p.W * 0.56, h: p.H * 0.52 }, 'main');
  },
};

/** Every design, in the order the page shows them. */
export const CARD_DESIGNS: readonly CardDesign[] = [classic, sidebar, band, corner, midnight, centred, diagonal, frame, monogram, stripe];

export function cardDesignById(id: string): CardDesign | undefined {
  return CARD_DESIGNS.find((d) => d.id === id);
}
