import { composeLogoParts, placeLogo } from '../composer/compose';
import { contrast, hexColour, luminance } from '../composer/colour';
import type { TOutlinedDesign } from '../design';
import { segmentBounds, transformSegments, unionBounds, type Bounds } from '../geometry';
import { Art } from '../mockups/art';
import { mix } from '../mockups/compose';
import { grainDataUrl } from '../mockups/grain';
import { random } from '../mockups/library/props';
import { SCENE_HEIGHT, SCENE_WIDTH } from '../mockups/scene';
import { formatNumber as n, parsePathData, segmentsToPathData } from '../path-data';
import { brickWall, grainPattern, leather, night, slate } from './backdrops';
import { chroma, hueDistance, liftOn, neonColour, neonOf } from './effect-colours';

/**
 * The four logo special effects of the brand-identity page (spec 02 §2 "Four
 * special-effect cards (golden, silver, neon, glow), each downloadable as jpg
 * or png"; §9 "Logo effect presets"). Isomorphic and pure like the mockup
 * scenes: the page shows this SVG string as an image and the server
 * rasterises the very same string for the downloads (server/render/formats:
 * JPG = on the backdrop, PNG = `backdrop: false`, the effect logo cut out).
 *
 * Each effect repaints the logo's own paths (the main variant, placed with
 * the composer's `placeLogo` and written in picture units), it is not a tint:
 * - golden / silver: metal foil — per part (icon, name, slogan) a banded
 *   metal gradient (a two-tone icon in two tones of it), a bevel (a light
 *   copy up-left and a dark copy down-right under the face), a sheen band
 *   and the foil's grain (silver brushed too); on black leather / dark slate;
 * - neon: the outlines as glass tubes (rounded strokes in a luminous colour
 *   of the logo, a white-hot core) with a halo of widening faint strokes
 *   (preset "glow 0": no blur filter) and the letters faintly lit; a
 *   slogan's small letters lit solid; on a brick wall the sign lights;
 * - glow: the logo filled (its colours lifted to read on the night), a
 *   blurred halo behind it (the preset's blur, the only filter of these
 *   pictures, applied part by part) and a cyan outline of the preset's
 *   width; on a night-blue backdrop.
 *
 * Drawn in a 2400×1800 space (4:3, like the mockup scenes); the output's
 * size only scales it. Cost (docs/MOCKUPS.md): no group opacity, no blend
 * layers, one full-canvas radial a backdrop, the grain once. Neon's masks
 * and glow's blur are cheap in resvg and several times dearer in librsvg at
 * 2400 px, so the server rasterises the effects with resvg
 * (server/render/formats `EFFECT_RASTER_ENGINE`); scripts/effect-sheet.ts
 * prints each render's time.
 */

export const EFFECTS = ['golden', 'silver', 'neon', 'glow'] as const;
export type EffectId = (typeof EFFECTS)[number];

/**
 * Bump when any effect draws differently (this file, or what it uses: the
 * composer's placeLogo, the mockup art kit and grain): it is part of the
 * server's render cache key (server/render/logo-files.ts).
 */
export const EFFECT_VERSION = 1;

/** The preset numbers below are in the units of the page's 800×600 preview card. */
export const EFFECT_PRESET_WIDTH = 800;

/** A metal: its face gradient (offset, colour), the bevel's light and dark rims, the colour its recesses take. */
interface MetalPreset {
  stops: readonly (readonly [number, string])[];
  light: string;
  dark: string;
  recess: string;
}

/**
 * Spec 02 §9 "Logo effect presets: golden, silver, neon (glow 0), glow (blur
 * 7.5, stroke cyan, width 1)", as data the drawing uses. blur and
 * strokeWidth are in preview-card units (EFFECT_PRESET_WIDTH), scaled with
 * the picture; `glow` of neon is its blur (0: the halo is strokes, no filter).
 */
export const EFFECT_PRESETS = {
  golden: {
    metal: {
      stops: [
        [0, '#5C3D0C'],
        [0.14, '#8F6419'],
        [0.3, '#E9C566'],
        [0.4, '#FFF3C4'],
        [0.48, '#F3D27A'],
        [0.6, '#B8872E'],
        [0.74, '#8A5F17'],
        [0.88, '#D7AE50'],
        [1, '#F2D488'],
      ],
      light: '#FFF0B8',
      dark: '#2E1C03',
      recess: '#4A3108',
    },
  },
  silver: {
    metal: {
      stops: [
        [0, '#4A525B'],
        [0.14, '#7D8791'],
        [0.3, '#D9DFE5'],
        [0.4, '#FFFFFF'],
        [0.48, '#E2E7EC'],
        [0.6, '#9BA4AE'],
        [0.74, '#646D77'],
        [0.88, '#BCC4CC'],
        [1, '#E6EBEF'],
      ],
      light: '#FFFFFF',
      dark: '#15191E',
      recess: '#2F353C',
    },
  },
  neon: { glow: 0 },
  glow: { blur: 7.5, stroke: 'cyan', strokeWidth: 1 },
} as const satisfies Record<EffectId, object> & { golden: { metal: MetalPreset }; silver: { metal: MetalPreset } };

/** The colour names the presets use, as the SVG gets them. */
const NAMED: Record<string, string> = { cyan: '#00FFFF' };

export interface EffectSvgOptions {
  /** Output width in px (the height is width × 3/4); default 2400. */
  width?: number;
  /** true (default): on the effect's backdrop; false: the effect logo alone on transparency (the PNG download). */
  backdrop?: boolean;
}

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;
/** Below this size (picture units, the smaller side of a part) neon lights letters solid instead of outlining them; a slogan always. */
const SMALL_TEXT = 75;
/** The glow's night (its backdrop's middle tone): what its colours must read on. */
const NIGHT = '#07142A';
/** Preset units → picture units. */
const UNIT = W / EFFECT_PRESET_WIDTH;
/** The box the logo is fitted into (centred, aspect kept). */
const LOGO_BOX = { left: 360, top: 380, width: 1680, height: 1040 };


// ---------------------------------------------------------------------------
// The logo as paths in picture units

/** One path of the logo, in picture units, defined once as `<path id>` and drawn with `<use>`. */
interface FxPath {
  id: string;
  fill: string;
  opacity: number;
  /** Index into FxLogo.parts. */
  part: number;
  /** Painted in the design's background colour (a cut-out drawn as a shape): the effects draw it as a recess. */
  knockout: boolean;
}

/** A part of the logo (the icon, the name, the slogan): its box in picture units and its smaller side. */
interface FxPart {
  kind: 'icon' | 'name' | 'slogan';
  box: Bounds;
  size: number;
}

interface FxLogo {
  defs: string;
  paths: FxPath[];
  parts: FxPart[];
  box: Bounds;
}


/** The main variant fitted into LOGO_BOX, its paths in picture units (the composer's matrices applied), grouped by part. */
function logoPaths(design: TOutlinedDesign): FxLogo {
  const placed = placeLogo(design, LOGO_BOX, { variant: 'main' });
  // placeLogo lays out the composer's parts in order: the kind of each placed path.
  const kinds = composeLogoParts(design, { variant: 'main', background: null, width: LOGO_BOX.width, height: LOGO_BOX.height, margin: 0 }).parts.flatMap(
    (part) => part.paths.map(() => part.kind),
  );
  const background = hexColour(design.background, 'background');
  const partOf = new Map<string, number>();
  const boxes: Bounds[] = [];
  const partKinds: FxPart['kind'][] = [];
  const paths: FxPath[] = [];
  const defs: string[] = [];
  let all: Bounds | undefined;
  for (const [j, p] of placed.entries()) {
    const segments = transformSegments(parsePathData(p.d), p.matrix);
    const b = segmentBounds(segments);
    if (!b) continue;
    // The paths of one part share the part's matrix.
    const key = p.matrix.join(',');
    let part = partOf.get(key);
    if (part === undefined) {
      part = boxes.length;
      partOf.set(key, part);
      boxes.push({ ...b });
      partKinds.push(kinds[j] ?? 'icon');
    } else boxes[part] = unionBounds(boxes[part], b);
    all = unionBounds(all, b);
    const id = `fxp${paths.length}`;
    defs.push(`<path id="${id}" d="${segmentsToPathData(segments)}"/>`);
    const fill = hexColour(p.fill, 'logo colour');
    paths.push({ id, fill, opacity: p.opacity ?? 1, part, knockout: placed.length > 1 && contrast(fill, background) < 1.2 });
  }
  if (!all) throw new Error('the logo draws nothing');
  const parts = boxes.map((box, i) => ({ kind: partKinds[i]!, box, size: Math.min(box.maxX - box.minX, box.maxY - box.minY) }));
  return { defs: defs.join(''), paths, parts, box: all };
}

/** `<use>` of a logo path with further attributes. */
function use(p: FxPath, attrs: string): string {
  return `<use href="#${p.id}" ${attrs}/>`;
}

function fillOpacity(a: number): string {
  return a >= 1 ? '' : ` fill-opacity="${n(Math.max(0, a))}"`;
}

// ---------------------------------------------------------------------------
// The effects

interface Drawn {
  defs: string;
  body: string;
}

/**
 * Tone of each icon colour for the metals (−1 … 1): the icon's colours ranked
 * by lightness, so a two-tone icon stays two-tone in the metal. The lettering
 * is the metal itself (tone 0).
 */
function tones(logo: FxLogo): Map<string, number> {
  const icon = logo.paths.filter((p) => !p.knockout && logo.parts[p.part]!.kind === 'icon');
  const fills = [...new Set(icon.map((p) => p.fill))].sort((a, b) => luminance(a) - luminance(b));
  const out = new Map<string, number>();
  fills.forEach((f, i) => out.set(f, fills.length === 1 ? 0 : (i / (fills.length - 1)) * 2 - 1));
  return out;
}

function metal(logo: FxLogo, preset: MetalPreset, backdrop: boolean, shade: 'warm' | 'cool'): Drawn {
  const defs: string[] = [];
  const body: string[] = [];
  const toneOf = tones(logo);
  const toneIds = new Map<string, string>();
  // A face gradient per part and tone: top to bottom of the part (each text line gets the whole sweep), tilted a little.
  const face = (p: FxPath): string => {
    const t = logo.parts[p.part]!.kind === 'icon' ? Math.round((toneOf.get(p.fill) ?? 0) * 2) / 2 : 0;
    const key = `${p.part}:${t}`;
    let id = toneIds.get(key);
    if (id === undefined) {
      id = `fxm${toneIds.size}`;
      toneIds.set(key, id);
      const { box } = logo.parts[p.part]!;
      const w = box.maxX - box.minX;
      const h = box.maxY - box.minY;
      const tilt = 0.18 * h * Math.min(1, h / Math.max(w, 1));
      const toward = t < 0 ? preset.dark : '#FFFFFF';
      const stops = preset.stops
        .map(([o, c]) => `<stop offset="${n(o)}" stop-color="${mix(c, toward, Math.abs(t) * (t < 0 ? 0.22 : 0.28))}"/>`)
        .join('');
      defs.push(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(box.minX - tilt)}" y1="${n(box.minY)}" x2="${n(box.minX + tilt)}" y2="${n(box.maxY)}">${stops}</linearGradient>`,
      );
    }
    return `url(#${id})`;
  };

  const { box } = logo;
  const lw = box.maxX - box.minX;
  // Reflections over the whole logo: soft light and dark bands along it, one sharper sheen band across.
  defs.push(
    `<linearGradient id="fxsheen" gradientUnits="userSpaceOnUse" x1="${n(box.minX)}" y1="${n(box.minY)}" x2="${n(box.maxX)}" y2="${n(box.maxY + lw * 0.25)}">` +
      `<stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="0.2" stop-color="#FFFFFF" stop-opacity="0.1"/>` +
      `<stop offset="0.3" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="0.38" stop-color="#FFFFFF" stop-opacity="0.05"/>` +
      `<stop offset="0.42" stop-color="#FFFFFF" stop-opacity="0.42"/><stop offset="0.46" stop-color="#FFFFFF" stop-opacity="0.05"/>` +
      `<stop offset="0.55" stop-color="#000000" stop-opacity="0.08"/><stop offset="0.75" stop-color="#FFFFFF" stop-opacity="0.12"/>` +
      `<stop offset="1" stop-color="#000000" stop-opacity="0.2"/></linearGradient>`,
    grainPattern('fxfoil', 1),
  );
  if (shade === 'cool') {
    // Brushed metal: fine horizontal lines of slightly different light.
    const rnd = random(31);
    const lines: string[] = [];
    for (let y = 0; y < 64; y += 2) lines.push(`<rect y="${y}" width="400" height="1" fill="${rnd() > 0.5 ? '#FFFFFF' : '#000000'}" fill-opacity="${n(0.04 + rnd() * 0.1)}"/>`);
    defs.push(`<pattern id="fxbrush" patternUnits="userSpaceOnUse" width="400" height="64">${lines.join('')}</pattern>`);
  }

  // The bevel and shadow scale with each part (a slogan's thin letters get a thin rim).
  const bevel = (p: FxPath) => Math.max(0.8, Math.min(5, logo.parts[p.part]!.size * 0.018));
  if (backdrop) {
    // Pressed into the leather: a tight dark shadow and a wide faint one, away from the light.
    for (const p of logo.paths) {
      const b = bevel(p);
      body.push(use(p, `fill="#000000" fill-opacity="0.55" transform="translate(${n(b * 0.8)} ${n(b * 1.4)})"`));
    }
    for (const [k, a] of [[6, 0.07], [3.5, 0.1]] as const) {
      for (const p of logo.paths) {
        const b = bevel(p);
        body.push(use(p, `fill="#000000" fill-opacity="${a}" stroke="#000000" stroke-opacity="${a}" stroke-width="${n(b * k)}" stroke-linejoin="round" transform="translate(${n(b * 1.5)} ${n(b * 2.5)})"`));
      }
    }
  }
  for (const p of logo.paths) {
    const b = bevel(p);
    const o = fillOpacity(p.opacity);
    if (p.knockout) {
      // A recess in the metal: dark, lit on its lower edge.
      body.push(use(p, `fill="${preset.light}" fill-opacity="${n(0.5 * p.opacity)}" transform="translate(${n(b * 0.5)} ${n(b * 0.5)})"`));
      body.push(use(p, `fill="${preset.recess}"${o}`));
      continue;
    }
    body.push(use(p, `fill="${preset.dark}"${o} transform="translate(${n(b)} ${n(b)})"`));
    body.push(use(p, `fill="${preset.light}"${o} transform="translate(${n(-b * 0.7)} ${n(-b * 0.7)})"`));
    body.push(use(p, `fill="${face(p)}"${o}`));
    body.push(use(p, `fill="url(#fxsheen)"${o}`));
    if (shade === 'cool') body.push(use(p, `fill="url(#fxbrush)"${o}`));
    body.push(use(p, `fill="url(#fxfoil)" fill-opacity="${n(0.6 * p.opacity)}"`));
  }
  return { defs: defs.join(''), body: body.join('') };
}

function neon(logo: FxLogo, design: TOutlinedDesign, backdrop: boolean): { drawn: Drawn; colour: string } {
  const main = neonColour(design);
  const preset = EFFECT_PRESETS.neon;
  // Icon shapes of another clear colour keep their own neon (a two-colour sign); the rest take the main one.
  const colourOf = (p: FxPath) => (chroma(p.fill) >= 0.3 && hueDistance(p.fill, main) > 25 ? neonOf(p.fill) : main);
  // The tube's thickness follows the part's size: thin tubes for a slogan.
  const tube = (p: FxPath) => Math.max(2, Math.min(9, logo.parts[p.part]!.size * 0.035));
  const round = 'fill="none" stroke-linejoin="round" stroke-linecap="round"';
  const defs: string[] = [];
  const body: string[] = [];
  if (preset.glow > 0) defs.push(`<filter id="fxneonblur"><feGaussianBlur stdDeviation="${n(preset.glow * UNIT)}"/></filter>`);
  // Glyphs are drawn as overlapping contours (an R's leg crosses its bowl): stroked as they are, the crossings
  // would light up inside the letters. The tubes run just outside the letters instead: each part drawn through
  // a mask that hides its letters' insides, so only their true outlines glow. One mask a part, each over the
  // part's own box (a mask costs its area).
  const haloRings = (paths: readonly FxPath[]) => {
    // Rings of widening, fainter strokes that add up towards the tube (preset glow 0: no blur).
    const halo: string[] = [];
    for (const [k, a] of [[30, 0.018], [22, 0.035], [15, 0.055], [9.5, 0.085], [5.5, 0.13], [3.2, 0.2]] as const) {
      for (const p of paths) halo.push(use(p, `${round} stroke="${colourOf(p)}" stroke-opacity="${a}" stroke-width="${n(tube(p) * k)}"`));
    }
    return preset.glow > 0 ? `<g filter="url(#fxneonblur)">${halo.join('')}</g>` : halo.join('');
  };
  logo.parts.forEach((part, i) => {
    const paths = logo.paths.filter((p) => p.part === i);
    if (part.kind === 'slogan' || part.size < SMALL_TEXT) {
      // Small lettering (a slogan): outlines would crowd it, so its letters are lit solid — the gas colour at
      // their rim, hot inside — with the same halo. The opaque fill covers the halo's crossings inside them.
      if (backdrop) for (const p of paths) body.push(use(p, `fill="#000000" fill-opacity="0.4" transform="translate(${n(tube(p) * 1.2)} ${n(tube(p) * 2.2)})"`));
      body.push(haloRings(paths));
      for (const p of paths) body.push(use(p, `fill="none" stroke="${colourOf(p)}" stroke-width="${n(tube(p) * 1.6)}" stroke-linejoin="round"`));
      for (const p of paths) body.push(use(p, `fill="${mix(colourOf(p), '#FFFFFF', 0.6)}"${fillOpacity(p.opacity)}`));
      return;
    }
    // Glyphs are drawn as overlapping contours (an R's leg crosses its bowl): stroked as they are, the crossings
    // would light up inside the letters. The tubes run just outside the letters instead: each part drawn through
    // a mask that hides its letters' insides, so only their true outlines glow. One mask a part, each over the
    // part's own box (a mask costs its area).
    const t = Math.max(...paths.map(tube));
    const reach = t * 17;
    const [mx, my, mw, mh] = [part.box.minX - reach, part.box.minY - reach, part.box.maxX - part.box.minX + 2 * reach, part.box.maxY - part.box.minY + 2 * reach];
    defs.push(
      `<mask id="fxout${i}" maskUnits="userSpaceOnUse" x="${n(mx)}" y="${n(my)}" width="${n(mw)}" height="${n(mh)}">` +
        `<rect x="${n(mx)}" y="${n(my)}" width="${n(mw)}" height="${n(mh)}" fill="#FFFFFF"/>${paths.map((p) => use(p, 'fill="#000000"')).join('')}</mask>`,
    );
    const lit: string[] = [];
    if (backdrop) {
      // The tubes' shadows on the wall (they stand off it on clips), from the room's light.
      for (const p of paths) lit.push(use(p, `${round} stroke="#000000" stroke-opacity="0.4" stroke-width="${n(tube(p) * 2.2)}" transform="translate(${n(tube(p) * 1.2)} ${n(tube(p) * 2.2)})"`));
    }
    lit.push(haloRings(paths));
    // The tube, a band of width t outside the outline (strokes of 2t, half hidden by the mask): the gas colour
    // at its edges, the white-hot core in its middle.
    for (const [k, tone] of [[2, 0], [1.4, 0.8], [0.7, 0]] as const) {
      for (const p of paths) lit.push(use(p, `${round} stroke="${mix(colourOf(p), '#FFFFFF', tone)}" stroke-width="${n(tube(p) * k)}"`));
    }
    body.push(`<g mask="url(#fxout${i})">${lit.join('')}</g>`);
    // The letters faintly lit by their own tubes, so the text reads as filled.
    for (const p of paths) body.push(use(p, `fill="${colourOf(p)}" fill-opacity="${n(0.13 * p.opacity)}"`));
  });
  return { drawn: { defs: defs.join(''), body: body.join('') }, colour: main };
}

function glow(logo: FxLogo): Drawn {
  const preset = EFFECT_PRESETS.glow;
  const cyan = NAMED[preset.stroke] ?? preset.stroke;
  const blur = preset.blur * UNIT;
  const stroke = preset.strokeWidth * UNIT;
  // The halo: the logo in the glow's colour, thickened (so the blur keeps more light near the edges), blurred.
  // The blur costs its region's area,
  // so each part (icon, name, slogan) is blurred within its own box and 3σ around it.
  const m = blur * 3;
  let defs = '';
  const body: string[] = [];
  logo.parts.forEach((part, i) => {
    const { box } = part;
    defs +=
      `<filter id="fxhalo${i}" filterUnits="userSpaceOnUse" x="${n(box.minX - m)}" y="${n(box.minY - m)}" width="${n(box.maxX - box.minX + 2 * m)}" height="${n(box.maxY - box.minY + 2 * m)}" color-interpolation-filters="sRGB">` +
      `<feGaussianBlur stdDeviation="${n(blur)}"/></filter>`;
    const paths = logo.paths.filter((p) => p.part === i);
    body.push(`<g filter="url(#fxhalo${i})">${paths.map((p) => use(p, `fill="${cyan}" stroke="${cyan}" stroke-width="${n(stroke * 5)}" stroke-linejoin="round"`)).join('')}</g>`);
  });
  // The outline, the preset's width outside the paths: a stroke of twice the width under the fill (a stroke over
  // it would also trace the glyphs' overlapping contours inside the letters).
  for (const p of logo.paths) body.push(use(p, `fill="none" stroke="${cyan}" stroke-width="${n(stroke * 2)}" stroke-linejoin="round"`));
  // The logo filled in its own colours, lifted where they would not read on the night.
  for (const p of logo.paths) {
    const fill = p.knockout ? NIGHT : liftOn(p.fill, NIGHT, 4.5);
    body.push(use(p, `fill="${fill}"${fillOpacity(p.opacity)}`));
  }
  return { defs, body: body.join('') };
}

/** An effect picture in pieces: its defs, the backdrop's markup ('' without one) and the logo's. */
export interface EffectLayers {
  defs: string;
  backdrop: string;
  logo: string;
}

/** composeEffectSvg's picture before it is wrapped: what scripts/effect-sheet.ts times piece by piece. */
export function composeEffectLayers(design: TOutlinedDesign, effect: EffectId, backdrop = true): EffectLayers {
  if (!EFFECTS.includes(effect)) throw new Error(`unknown effect ${JSON.stringify(effect)}`);
  const logo = logoPaths(design);
  const art = new Art();
  let drawn: Drawn;
  switch (effect) {
    case 'golden':
      if (backdrop) leather(art, logo.box);
      drawn = metal(logo, EFFECT_PRESETS.golden.metal, backdrop, 'warm');
      break;
    case 'silver':
      if (backdrop) slate(art, logo.box);
      drawn = metal(logo, EFFECT_PRESETS.silver.metal, backdrop, 'cool');
      break;
    case 'neon': {
      const lit = neon(logo, design, backdrop);
      if (backdrop) brickWall(art, lit.colour, logo.box);
      drawn = lit.drawn;
      break;
    }
    case 'glow':
      if (backdrop) night(art, logo.box);
      drawn = glow(logo);
      break;
  }
  const back = art.done();
  const backDefs = (back.defs ?? '').replaceAll('{grain}', grainDataUrl());
  return { defs: logo.defs + backDefs + drawn.defs, backdrop: back.layers.join(''), logo: drawn.body };
}

/**
 * The effect picture of a logo: 4:3, `width` px wide (default 2400). With
 * `backdrop` (default) on the effect's surface, else the effect logo alone
 * on transparency. Paths, gradients, patterns, one filter (glow) and the
 * grain's data URL only: no text, no outside reference. Throws on an invalid
 * design or effect.
 */
export function composeEffectSvg(design: TOutlinedDesign, effect: EffectId, opts: EffectSvgOptions = {}): string {
  const width = opts.width ?? W;
  if (!Number.isFinite(width) || width <= 0) throw new Error(`effect width must be a positive number, got ${width}`);
  const { defs, backdrop, logo } = composeEffectLayers(design, effect, opts.backdrop ?? true);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n((width * H) / W)}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs}</defs>${backdrop}${logo}</svg>`
  );
}
