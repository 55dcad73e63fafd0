import { describe, expect, it } from 'vitest';
import type { TOutlinedDesign } from '../design';
import { handOutlined } from '../testing/outlined';
import { composeLogoParts, composeLogoSvg, logoAspect } from './compose';
import { clearSpaceUnit, layoutMinimum, letteringOf, LOCKUP_RULES, lockupCanvas, lockupHasSlogan, lockupLayout, lockupsOf, monogramText, SYMBOL_MINIMUM, TEXT_FLOOR } from './lockups';

const slogan = { d: 'M0 0L300 0L300 24L0 24Z', width: 300, height: 24, color: '#C8873A' };
const withSlogan = handOutlined({ slogan });
const { icon: _i, ...textOnly } = handOutlined({ layout: 'text-only', slogan });
const longName = handOutlined({ name: { d: 'M0 0L900 0L900 60L0 60Z', width: 900, height: 60, color: '#3B2A20' } });

/** The ink box of one placed part, in layout units. */
function box(d: TOutlinedDesign, layout: ReturnType<typeof lockupLayout>, part: 'icon' | 'name' | 'slogan') {
  const at = layout[part]!;
  const size = part === 'icon' ? { w: d.icon!.viewBox[0], h: d.icon!.viewBox[1] } : { w: d[part]!.width, h: d[part]!.height };
  return { x: at.x, y: at.y, w: size.w * at.scale, h: size.h * at.scale };
}

describe('lockupsOf', () => {
  it('gives a logo with an icon all six lockups', () => {
    expect(lockupsOf(withSlogan)).toEqual(['original', 'horizontal', 'stacked', 'square', 'wordmark', 'icon']);
  });

  it('gives a text-only logo the layouts that make sense without an icon', () => {
    // A long name and a slogan, no monogram: the name with its slogan on one line and stacked, and the wordmark.
    expect(lockupsOf(textOnly)).toEqual(['original', 'horizontal', 'stacked', 'wordmark']);
    // With its monogram, the compact square too; a short name is its own square.
    const monogram = { d: 'M0 0L110 0L110 60L0 60Z', width: 110, height: 60, color: '#3B2A20' };
    expect(lockupsOf({ ...textOnly, monogram })).toEqual(['original', 'horizontal', 'stacked', 'wordmark', 'square']);
    const short = { ...textOnly, slogan: undefined, name: { ...textOnly.name, width: 180 } };
    expect(lockupsOf(short)).toEqual(['original', 'wordmark', 'square']);
    expect(() => lockupLayout(short, 'horizontal', true)).toThrow(/no horizontal lockup/);
    expect(() => lockupLayout(textOnly, 'icon', true)).toThrow(/no icon lockup/);
  });

  it('sets a text-only logo\'s slogan beside the name, or under it at the name\'s width; the square as its monogram', () => {
    const wide = lockupLayout(textOnly, 'horizontal', true);
    const name = box(textOnly, wide, 'name');
    const tag = box(textOnly, wide, 'slogan');
    expect(tag.x).toBeCloseTo(name.x + name.w + LOCKUP_RULES.textHorizontalGap * 60, 6);
    expect(tag.h).toBeCloseTo(LOCKUP_RULES.textHorizontalSlogan * 60, 6);
    expect(tag.y + tag.h / 2).toBeCloseTo(name.y + name.h / 2, 6);
    const tall = lockupLayout(textOnly, 'stacked', true);
    const under = box(textOnly, tall, 'slogan');
    expect(under.y).toBeGreaterThan(box(textOnly, tall, 'name').y + 60);
    // The slogan spans the name (400) unless that makes it taller than its share of the name.
    expect(under.w).toBeCloseTo(Math.min(400, (LOCKUP_RULES.textStackedSloganMax * 60 * 300) / 24), 6);
    // Without the slogan they would be the wordmark: no "without slogan" version of them.
    expect(lockupHasSlogan(textOnly, 'horizontal')).toBe(false);
    expect(lockupHasSlogan(textOnly, 'wordmark')).toBe(true);
    const monogram = { d: 'M0 0L110 0L110 60L0 60Z', width: 110, height: 60, color: '#3B2A20' };
    const square = composeLogoParts({ ...textOnly, monogram }, { variant: 'main', lockup: 'square', width: 500, height: 500 });
    expect(square.parts.map((p) => [p.kind, p.paths[0]!.d])).toEqual([['name', monogram.d]]);
  });

  it('makes a monogram of the initials, at most three, an ampersand kept; two characters of a Chinese name', () => {
    expect(monogramText('Kettle & Co')).toBe('K&C');
    expect(monogramText('Northwind Coffee Roasters Guild')).toBe('NCR');
    expect(monogramText('brightwater')).toBe('B');
    expect(monogramText('青山茶舍文化')).toBe('青山');
    expect(monogramText('茶舍')).toBeNull();
  });

  it('says which lockups have a slogan to leave out', () => {
    expect(['original', 'horizontal', 'stacked', 'square', 'wordmark', 'icon'].filter((l) => lockupHasSlogan(withSlogan, l as never))).toEqual([
      'original',
      'horizontal',
      'stacked',
      'wordmark',
    ]);
    expect(lockupHasSlogan(handOutlined(), 'horizontal')).toBe(false);
  });
});

describe('lockupLayout', () => {
  it('horizontal: the text block beside the icon, centred on its middle, its height a share of the icon', () => {
    const l = lockupLayout(withSlogan, 'horizontal', true);
    const icon = box(withSlogan, l, 'icon');
    const name = box(withSlogan, l, 'name');
    const sl = box(withSlogan, l, 'slogan');
    expect(name.x).toBeCloseTo(icon.w + LOCKUP_RULES.horizontalGap * icon.h, 6);
    expect(sl.x).toBeCloseTo(name.x, 6);
    const blockTop = name.y;
    const blockBottom = sl.y + sl.h;
    expect(blockBottom - blockTop).toBeCloseTo(LOCKUP_RULES.horizontalText.withSlogan * icon.h, 6);
    expect((blockTop + blockBottom) / 2).toBeCloseTo(icon.y + icon.h / 2, 6);
    // Without the slogan the name alone is the block.
    const bare = lockupLayout(withSlogan, 'horizontal', false);
    expect(bare.slogan).toBeUndefined();
    expect(box(withSlogan, bare, 'name').h).toBeCloseTo(LOCKUP_RULES.horizontalText.name * icon.h, 6);
  });

  it('horizontal: a long name shrinks to keep the lockup within its widest shape, down to a floor', () => {
    const l = lockupLayout(longName, 'horizontal', true);
    expect(l.width / l.height).toBeLessThanOrEqual(LOCKUP_RULES.horizontalMaxAspect + 1e-9);
    const huge = handOutlined({ name: { d: 'M0 0L90000 0L90000 60L0 60Z', width: 90000, height: 60, color: '#3B2A20' } });
    const h = lockupLayout(huge, 'horizontal', true);
    const nameH = box(huge, h, 'name').h;
    expect(nameH).toBeCloseTo(LOCKUP_RULES.horizontalText.name * 100 * LOCKUP_RULES.shrinkFloor, 6);
  });

  it('stacked: icon above, the text centred under it, the name a share of the icon', () => {
    const l = lockupLayout(withSlogan, 'stacked', true);
    const icon = box(withSlogan, l, 'icon');
    const name = box(withSlogan, l, 'name');
    const sl = box(withSlogan, l, 'slogan');
    expect(icon.y).toBe(0);
    expect(name.y).toBeCloseTo(icon.h * (1 + LOCKUP_RULES.stackedGap), 6);
    expect(name.h).toBeCloseTo(LOCKUP_RULES.stackedName * icon.h, 6);
    for (const part of [icon, name, sl]) expect(part.x + part.w / 2).toBeCloseTo(l.width / 2, 6);
    expect(sl.y).toBeGreaterThan(name.y + name.h);
  });

  it('stacked: a long name stays within a few icon widths', () => {
    const l = lockupLayout(longName, 'stacked', true);
    expect(l.width).toBeLessThanOrEqual(LOCKUP_RULES.stackedMaxWidth * 100 + 1e-9);
  });

  it('square: icon over a short name, the icon alone when the name would make it wide', () => {
    const short = handOutlined({ name: { d: 'M0 0L200 0L200 60L0 60Z', width: 200, height: 60, color: '#3B2A20' } });
    const s = lockupLayout(short, 'square', true);
    expect(s.name).toBeDefined();
    expect(s.slogan).toBeUndefined();
    expect(s.width / s.height).toBeLessThanOrEqual(LOCKUP_RULES.squareMaxAspect);
    const l = lockupLayout(longName, 'square', true);
    expect(l.name).toBeUndefined();
    expect(l.icon).toBeDefined();
  });

  it('wordmark: the name and slogan as the design sets them, no icon', () => {
    const l = lockupLayout(withSlogan, 'wordmark', true);
    expect(l.icon).toBeUndefined();
    expect(l.name!.scale).toBe(1);
    expect(l.width).toBe(400);
    expect(lockupLayout(withSlogan, 'wordmark', false).slogan).toBeUndefined();
  });

  it('icon: the icon alone', () => {
    const l = lockupLayout(withSlogan, 'icon', true);
    expect(l.name).toBeUndefined();
    expect(l).toMatchObject({ width: 100, height: 100 });
  });
});

describe('clear space and minimum size of a lockup', () => {
  it('X is the placed name height, at most a quarter of the lockup, and a quarter of the icon alone', () => {
    const h = lockupLayout(withSlogan, 'horizontal', true);
    const x = clearSpaceUnit(withSlogan, h);
    expect(x.unit).toBeLessThanOrEqual(h.height / 4 + 1e-9);
    const icon = lockupLayout(withSlogan, 'icon', true);
    expect(clearSpaceUnit(withSlogan, icon)).toEqual({ unit: 25, capped: true });
    const stacked = lockupLayout(withSlogan, 'stacked', true);
    expect(clearSpaceUnit(withSlogan, stacked)).toEqual({ unit: box(withSlogan, stacked, 'name').h, capped: false });
  });

  it('the natural canvas holds the artwork and its clear space on every side', () => {
    const c = lockupCanvas(withSlogan, 'horizontal', true, 2400);
    const l = lockupLayout(withSlogan, 'horizontal', true);
    const X = clearSpaceUnit(withSlogan, l).unit;
    expect(Math.max(c.width, c.height)).toBe(2400);
    expect(c.width / c.height).toBeCloseTo((l.width + 2 * X) / (l.height + 2 * X), 2);
    expect(lockupCanvas(withSlogan, 'icon', true, 1000)).toEqual({ width: 1000, height: 1000 });
    expect(lockupCanvas(withSlogan, 'square', true, 512)).toEqual({ width: 512, height: 512 });
  });

  it('minimum width: the smallest lettering at its legible height, floors for lettering and the icon', () => {
    const latin = handOutlined({ name: { ...withSlogan.name, lettering: 'caps' }, slogan: { ...slogan, lettering: 'latin' } });
    const h = lockupLayout(latin, 'horizontal', true);
    const min = layoutMinimum(latin, h);
    const sloganInk = 24 * h.slogan!.scale;
    expect(min.mm).toBe(Math.max(TEXT_FLOOR.mm, Math.ceil((h.width / sloganInk) * 2)));
    expect(layoutMinimum(latin, lockupLayout(latin, 'icon', true))).toEqual(SYMBOL_MINIMUM);
    // Without the slogan, the name: Chinese characters need more room than Latin capitals.
    const bare = lockupLayout(latin, 'horizontal', false);
    const caps = layoutMinimum(latin, bare);
    const zh = handOutlined({ name: { ...withSlogan.name, lettering: 'cjk' } });
    const chinese = layoutMinimum(zh, lockupLayout(zh, 'horizontal', false));
    expect(caps.mm).toBe(Math.max(TEXT_FLOOR.mm, Math.ceil((bare.width / (60 * bare.name!.scale)) * 1.5)));
    expect(chinese.mm).toBe(Math.max(TEXT_FLOOR.mm, Math.ceil((bare.width / (60 * bare.name!.scale)) * 2.5)));
    // A design outlined before lettering was recorded reads as mixed-case Latin.
    expect(layoutMinimum(withSlogan, bare).mm).toBe(Math.max(TEXT_FLOOR.mm, Math.ceil((bare.width / (60 * bare.name!.scale)) * 2)));
  });

  it('classes lettering by what is set', () => {
    expect(letteringOf('NORTHWIND')).toBe('caps');
    expect(letteringOf('Northwind')).toBe('latin');
    expect(letteringOf('青山 Tea')).toBe('cjk');
  });
});

describe('composing a lockup', () => {
  it('fits the lockup with its clear space, centred, by default', () => {
    const parts = composeLogoParts(withSlogan, { variant: 'main', lockup: 'icon', width: 600, height: 600 });
    // The icon (100 units) with a quarter of it each side: 150 units in 600 px, scale 4.
    expect(parts.parts).toHaveLength(1);
    expect(parts.parts[0]!.matrix).toEqual([4, 0, 0, 4, 100, 100]);
  });

  it('colours each variant as the cards do, and leaves the slogan out of no-slogan', () => {
    const white = composeLogoSvg(withSlogan, { variant: 'white', lockup: 'horizontal', width: 1200, height: 400 });
    const fills = [...white.matchAll(/<path[^>]*fill="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(fills)).toEqual(new Set(['#FFFFFF']));
    const noSlogan = composeLogoParts(withSlogan, { variant: 'no-slogan', lockup: 'stacked', width: 800, height: 800 });
    expect(noSlogan.parts.map((p) => p.kind)).toEqual(['icon', 'name']);
    const original = composeLogoSvg(withSlogan, { variant: 'main', width: 800, height: 600 });
    expect(composeLogoSvg(withSlogan, { variant: 'main', lockup: 'original', width: 800, height: 600 })).toBe(original);
  });

  it('refuses the symbol variant of a lockup and a lockup the logo does not have', () => {
    expect(() => composeLogoSvg(withSlogan, { variant: 'symbol', lockup: 'horizontal' })).toThrow(/symbol variant has no lockups/);
    expect(() => composeLogoSvg(textOnly, { variant: 'main', lockup: 'icon' })).toThrow(/no icon lockup/);
  });

  it('gives the aspect of a lockup cut tight', () => {
    const l = lockupLayout(withSlogan, 'horizontal', true);
    expect(logoAspect(withSlogan, 'main', 'horizontal')).toBeCloseTo(l.width / l.height, 9);
  });
});
