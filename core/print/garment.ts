import { logoAspect, placeLogo, placedPathsMarkup } from '../composer/compose';
import { hexColour } from '../composer/colour';
import type { TLogoVariant } from '../design';
import { EMBROIDERY_MAX_COLOURS, EMBROIDERY_WIDTH, PRINT_ITEM_NAMES, SHIRT_AREAS, type TGarment, type TPrintSpec } from './items';
import { painter, paperVariant, type ComposedPrint, type PrintInput } from './paint';

/**
 * What goes on clothes (issue 47): the shirt print — the logo alone at its
 * print size, nothing around it (the garment is the ground), for a left
 * chest or a full front — and the embroidery mark: the logo at 10 cm wide in
 * at most six flat colours (a thread each). Both as vector files; the page
 * shows them on a shirt of the garment's colour (`scene`, a preview only).
 */

/** The logo's version for a garment: its own colours on a light shirt, white on a dark one. */
function garmentVariant(input: PrintInput, garment: TGarment): { variant: TLogoVariant; mono?: string } {
  return garment === 'dark' ? { variant: 'white', mono: '#FFFFFF' } : { variant: paperVariant(input.design) };
}

/** A box of the logo's aspect at most w × h. */
function fit(aspect: number, w: number, h: number) {
  const bw = Math.min(w, h * aspect);
  return { w: bw, h: bw / aspect };
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
/** How far apart two colours look (weighted RGB, "redmean"): enough to merge threads (and choose inks) by. */
export function colourDistance(a: string, b: string): number {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const r = (r1! + r2!) / 2;
  return Math.sqrt((2 + r / 256) * (r1! - r2!) ** 2 + 4 * (g1! - g2!) ** 2 + (2 + (255 - r) / 256) * (b1! - b2!) ** 2);
}

/**
 * The thread colours: the logo's fills, the closest two merged (into the one
 * more paths use) until at most `max` are left. Returns each fill's thread.
 */
export function threadColours(fills: readonly string[], max = EMBROIDERY_MAX_COLOURS): Map<string, string> {
  const uses = new Map<string, number>();
  for (const f of fills) uses.set(f, (uses.get(f) ?? 0) + 1);
  const thread = new Map<string, string>([...uses.keys()].map((f) => [f, f]));
  const live = [...uses.keys()];
  while (live.length > max) {
    let best: [number, number] = [0, 1];
    let bestD = Infinity;
    for (let i = 0; i < live.length; i++) for (let j = i + 1; j < live.length; j++) {
      const d = colourDistance(live[i]!, live[j]!);
      if (d < bestD) [bestD, best] = [d, [i, j]];
    }
    const [a, b] = best.map((i) => live[i]!) as [string, string];
    const [keep, drop] = (uses.get(a) ?? 0) >= (uses.get(b) ?? 0) ? [a, b] : [b, a];
    uses.set(keep, (uses.get(keep) ?? 0) + (uses.get(drop) ?? 0));
    for (const [f, t] of thread) if (t === drop) thread.set(f, keep);
    live.splice(live.indexOf(drop), 1);
  }
  return thread;
}

/** A T-shirt of the garment's colour, 560 × 640 mm (a men's L laid flat), for the page's picture. */
function shirtScene(garment: TGarment, print: string, at: { x: number; y: number }): string {
  const body = garment === 'dark' ? '#23262B' : '#F3F2EE';
  const shade = garment === 'dark' ? '#1B1D21' : '#E2E0DA';
  const tee = 'M200 30C230 55 330 55 360 30L470 70L560 200L480 250L450 205L450 640L110 640L110 205L80 250L0 200L90 70Z';
  const collar = 'M200 30C230 55 330 55 360 30L372 36C340 80 220 80 188 36Z';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="640" viewBox="0 0 560 640">` +
    `<path d="${tee}" fill="${body}" stroke="${shade}" stroke-width="3"/><path d="${collar}" fill="${shade}"/>` +
    `<g transform="translate(${at.x} ${at.y})">${print}</g></svg>`
  );
}

export function shirt(input: PrintInput, spec: Extract<TPrintSpec, { item: 'shirt' }>): ComposedPrint {
  const area = SHIRT_AREAS[input.site][spec.placement];
  const box = fit(logoAspect(input.design, 'main'), area.width, area.height);
  const p = painter(input, { width: box.w, height: box.h, bleed: 0, safe: 0, label: '' });
  const { variant, mono } = garmentVariant(input, spec.garment);
  p.logo({ x: 0, y: 0, w: box.w, h: box.h }, variant, mono);
  const label = `${PRINT_ITEM_NAMES.shirt[input.site]} ${area.label}`;
  // On the shirt: a left-chest print on the wearer's left (the picture's right), a full front centred below the collar.
  const at = spec.placement === 'chest' ? { x: 340 - box.w / 2, y: 150 } : { x: 280 - box.w / 2, y: 130 };
  return {
    format: { width: box.w, height: box.h, bleed: 0, safe: 0, label },
    pages: [{ markup: p.markup(), cuts: [] }],
    label,
    outlined: false,
    scene: shirtScene(spec.garment, p.markup(), at),
  };
}

export function embroidery(input: PrintInput, spec: Extract<TPrintSpec, { item: 'embroidery' }>): ComposedPrint {
  const aspect = logoAspect(input.design, 'main');
  const w = EMBROIDERY_WIDTH;
  const h = w / aspect;
  const { variant, mono } = garmentVariant(input, spec.garment);
  const paths = placeLogo(input.design, { left: 0, top: 0, width: w, height: h }, { variant, ...(mono ? { monochrome: mono } : {}) });
  const threads = threadColours(paths.map((path) => hexColour(path.fill, 'logo colour').toUpperCase()));
  // Flat threads: every part at full strength in its thread's colour.
  const sewn = paths.map((path) => ({ matrix: path.matrix, d: path.d, fill: threads.get(hexColour(path.fill, 'logo colour').toUpperCase())! }));
  const markup = placedPathsMarkup(sewn);
  const label = `${PRINT_ITEM_NAMES.embroidery[input.site]} ${w / 10} cm`;
  return {
    format: { width: w, height: h, bleed: 0, safe: 0, label },
    pages: [{ markup, cuts: [] }],
    label,
    outlined: false,
    scene: shirtScene(spec.garment, markup, { x: 340 - w / 2, y: 150 }),
    threads: [...new Set(threads.values())],
  };
}
