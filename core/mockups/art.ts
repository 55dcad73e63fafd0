import { SCENE_HEIGHT, SCENE_WIDTH, type SceneArt } from './scene';

/**
 * Building blocks of the scene library's art: gradients, soft shadows,
 * grain, highlights. Each scene makes one `Art`, draws with it, calls
 * `art.logo()` where each of its placements goes (in order) and ends with
 * `art.done()`, which gives the plain data a Scene holds.
 *
 * Shadows are stacks of widening, fading copies of a shape (or radial
 * gradients), not blur filters: a Gaussian blur over a large area costs
 * 400–600 ms at 2400 px in librsvg and resvg here, a stack of eight shapes
 * almost nothing (docs/MOCKUPS.md). Small blurs (a glow around a logo) are fine.
 */

export type Stop = readonly [offset: number, colour: string, opacity?: number];

function n(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${n(a)}"`}/>`)
    .join('');
}

/** A rounded rectangle as path data (scene units). */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  const q = Math.max(0, Math.min(r, w / 2, h / 2));
  if (q === 0) return `M${n(x)} ${n(y)}H${n(x + w)}V${n(y + h)}H${n(x)}Z`;
  const k = q * 0.5523;
  return (
    `M${n(x + q)} ${n(y)}H${n(x + w - q)}C${n(x + w - q + k)} ${n(y)} ${n(x + w)} ${n(y + q - k)} ${n(x + w)} ${n(y + q)}` +
    `V${n(y + h - q)}C${n(x + w)} ${n(y + h - q + k)} ${n(x + w - q + k)} ${n(y + h)} ${n(x + w - q)} ${n(y + h)}` +
    `H${n(x + q)}C${n(x + q - k)} ${n(y + h)} ${n(x)} ${n(y + h - q + k)} ${n(x)} ${n(y + h - q)}` +
    `V${n(y + q)}C${n(x)} ${n(y + q - k)} ${n(x + q - k)} ${n(y)} ${n(x + q)} ${n(y)}Z`
  );
}

/** A polygon as path data. */
export function poly(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('') + 'Z';
}

/** An ellipse as path data. */
export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  const k = 0.5523;
  return (
    `M${n(cx - rx)} ${n(cy)}C${n(cx - rx)} ${n(cy - ry * k)} ${n(cx - rx * k)} ${n(cy - ry)} ${n(cx)} ${n(cy - ry)}` +
    `C${n(cx + rx * k)} ${n(cy - ry)} ${n(cx + rx)} ${n(cy - ry * k)} ${n(cx + rx)} ${n(cy)}` +
    `C${n(cx + rx)} ${n(cy + ry * k)} ${n(cx + rx * k)} ${n(cy + ry)} ${n(cx)} ${n(cy + ry)}` +
    `C${n(cx - rx * k)} ${n(cy + ry)} ${n(cx - rx)} ${n(cy + ry * k)} ${n(cx - rx)} ${n(cy)}Z`
  );
}

export class Art {
  private readonly defs: string[] = [];
  private readonly layers: string[][] = [[]];
  private next = 0;

  private id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  /** The scene's next placement goes here: what is drawn after this call lies over that logo. */
  logo(): this {
    this.layers.push([]);
    return this;
  }

  /** Raw markup on the current layer. */
  draw(markup: string): this {
    this.layers[this.layers.length - 1]!.push(markup);
    return this;
  }

  /** Raw defs (filters, patterns); their ids are the caller's to keep unique. */
  def(markup: string): this {
    this.defs.push(markup);
    return this;
  }

  /** A linear gradient in scene units from (x1, y1) to (x2, y2); returns `url(#…)`. */
  linear(x1: number, y1: number, x2: number, y2: number, list: readonly Stop[]): string {
    const id = this.id('l');
    this.defs.push(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A radial gradient in scene units (an ellipse when ry differs from r); returns `url(#…)`. */
  radial(cx: number, cy: number, r: number, list: readonly Stop[], ry = r): string {
    const id = this.id('r');
    const t = ry === r ? '' : ` gradientTransform="translate(${n(cx)} ${n(cy)}) scale(1 ${n(ry / r)}) translate(${n(-cx)} ${n(-cy)})"`;
    this.defs.push(`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${t}>${stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A filled path. `extra` holds further attributes (opacity, stroke, transform). */
  path(d: string, paint: string, extra = ''): this {
    return this.draw(`<path d="${d}" fill="${paint}"${extra ? ` ${extra}` : ''}/>`);
  }

  /** The whole canvas in one paint. */
  fillAll(paint: string, extra = ''): this {
    return this.draw(`<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${paint}"${extra ? ` ${extra}` : ''}/>`);
  }

  /**
   * A soft shadow of a rounded rectangle: `steps` copies growing by
   * `spread` in all, each faint, so together they fall off like a blur.
   * (dx, dy) moves it away from the light.
   */
  softShadow(x: number, y: number, w: number, h: number, r: number, o: { spread: number; opacity: number; dx?: number; dy?: number; steps?: number; colour?: string }): this {
    const steps = o.steps ?? 10;
    const dx = o.dx ?? 0;
    const dy = o.dy ?? 0;
    const each = 1 - Math.pow(1 - o.opacity, 1 / steps);
    const parts: string[] = [];
    for (let i = steps; i >= 1; i--) {
      const g = (o.spread * i) / steps;
      parts.push(`<path d="${roundRect(x + dx - g, y + dy - g, w + 2 * g, h + 2 * g, r + g)}"/>`);
    }
    return this.draw(`<g fill="${o.colour ?? '#000000'}" fill-opacity="${n(each)}">${parts.join('')}</g>`);
  }

  /** A soft shadow of any shape (path data): copies moved outwards in a ring, for shapes that are not rectangles. */
  shapeShadow(d: string, o: { spread: number; opacity: number; dx?: number; dy?: number; steps?: number; colour?: string }): this {
    const steps = o.steps ?? 8;
    const each = 1 - Math.pow(1 - o.opacity, 1 / steps);
    const parts: string[] = [];
    for (let i = 0; i < steps; i++) {
      const a = (i / steps) * Math.PI * 2;
      parts.push(`<path transform="translate(${n((o.dx ?? 0) + Math.cos(a) * o.spread * 0.6)} ${n((o.dy ?? 0) + Math.sin(a) * o.spread * 0.6)})" d="${d}"/>`);
    }
    return this.draw(`<g fill="${o.colour ?? '#000000'}" fill-opacity="${n(each)}">${parts.join('')}</g>`);
  }

  /** A contact shadow: a dark ellipse fading out (under a mug, a bottle, a phone). */
  contactShadow(cx: number, cy: number, rx: number, ry: number, opacity: number): this {
    const g = this.radial(cx, cy, rx, [
      [0, '#000000', opacity],
      [0.55, '#000000', opacity * 0.45],
      [1, '#000000', 0],
    ], ry);
    return this.path(ellipse(cx, cy, rx, ry), g);
  }

  /** The grain tile over `d` (or the whole canvas): paper, fabric, plaster. */
  grain(opacity: number, d?: string, scale = 1): this {
    const id = this.id('g');
    const side = 128 * scale;
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(side)}" height="${n(side)}"><image href="{grain}" width="${n(side)}" height="${n(side)}"/></pattern>`,
    );
    const shape = d ?? `M0 0H${SCENE_WIDTH}V${SCENE_HEIGHT}H0Z`;
    // fill-opacity, not opacity: an opacity makes librsvg paint the path on a layer of its own (tens of ms).
    return this.path(shape, `url(#${id})`, `fill-opacity="${n(opacity)}"`);
  }

  /** Light falling from one side across the canvas: a wide, faint gradient (vignette-like falloff). */
  light(x1: number, y1: number, x2: number, y2: number, strength: number): this {
    const g = this.linear(x1, y1, x2, y2, [
      [0, '#FFFFFF', strength],
      [0.5, '#FFFFFF', 0],
      [1, '#000000', strength * 0.8],
    ]);
    return this.fillAll(g);
  }

  /** A vignette: the corners a little darker, as a lens sees them. */
  vignette(strength: number): this {
    const g = this.radial(SCENE_WIDTH / 2, SCENE_HEIGHT / 2, SCENE_WIDTH * 0.75, [
      [0.55, '#000000', 0],
      [1, '#000000', strength],
    ], SCENE_HEIGHT * 0.75);
    return this.fillAll(g);
  }

  /** The art as a Scene holds it: one layer more than `logo()` was called. */
  done(): SceneArt {
    const layers = this.layers.map((l) => l.join(''));
    return this.defs.length > 0 ? { defs: this.defs.join(''), layers } : { layers };
  }
}
