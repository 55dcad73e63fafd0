import { describe, expect, it } from 'vitest';
import { LOGO_VARIANTS, type TOutlinedDesign } from '../design';
import { composeLogoSvg } from './compose';
import { applicableVariants, variantBackground, variantBackgroundChoices } from './variants';

/** An outlined design built by hand (no fonts needed): boxes stand in for text. */
function buildOutlined(over: Partial<TOutlinedDesign> = {}): TOutlinedDesign {
  return {
    width: 800,
    height: 600,
    background: '#F6EFE6',
    layout: 'icon-top',
    icon: {
      viewBox: [100, 100],
      shapes: [
        { d: 'M0 0L100 0L100 50L0 50Z', fill: '#3B2A20' },
        { d: 'M0 60L100 60L100 100L0 100Z', fill: '#F6EFE6', opacity: 0.8 },
      ],
    },
    iconSize: 160,
    name: { d: 'M0 0L400 0L400 60L0 60Z', width: 400, height: 60, color: '#3B2A20' },
    slogan: { d: 'M0 0L200 0L200 20L0 20Z', width: 200, height: 20, color: '#C8873A' },
    colors: ['#3B2A20', '#F2C14E', '#F6EFE6'],
    ...over,
  };
}

const withIconAndSlogan = buildOutlined();
const { slogan: _s, ...withIconOnly } = buildOutlined();
const { icon: _i, ...textOnly } = buildOutlined({ layout: 'text-only' });
const { icon: _j, slogan: _k, ...nameOnly } = buildOutlined({ layout: 'text-only' });
const DESIGNS: Record<string, TOutlinedDesign> = { withIconAndSlogan, withIconOnly, textOnly, nameOnly };

const fills = (svg: string) => [...svg.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]);
const rectFill = (svg: string) => /<rect [^>]*fill="([^"]+)"/.exec(svg)?.[1];

describe('composeLogoSvg', () => {
  for (const [label, design] of Object.entries(DESIGNS)) {
    for (const variant of LOGO_VARIANTS) {
      it(`${variant} of a design ${label}`, () => {
        if (variant === 'symbol' && !design.icon) {
          expect(() => composeLogoSvg(design, { variant })).toThrow(/symbol.*icon/);
          return;
        }
        const svg = composeLogoSvg(design, { variant });
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600">/);
        expect(svg).not.toContain('<text');
        expect(rectFill(svg)).toBe(variantBackground(design, variant));
        const nbg = composeLogoSvg(design, { variant, background: null, width: 1640, height: 624 });
        expect(nbg).not.toContain('<rect');
        expect(nbg).toContain('width="1640" height="624" viewBox="0 0 1640 624"');
        const sloganShown = svg.includes(design.slogan?.d ?? '\u0000');
        expect(sloganShown).toBe(Boolean(design.slogan) && variant !== 'no-slogan' && variant !== 'symbol');
        expect(svg.includes(design.name.d)).toBe(variant !== 'symbol');
      });
    }
  }

  it('paints every shape of the white variant white, on the first dark brand colour', () => {
    const svg = composeLogoSvg(withIconAndSlogan, { variant: 'white' });
    const [bg, ...rest] = fills(svg);
    expect(bg).toBe('#3B2A20');
    expect(rest.length).toBe(4);
    expect(new Set(rest)).toEqual(new Set(['#FFFFFF']));
  });

  it('paints every shape of the black variant black, on white by default', () => {
    const [bg, ...rest] = fills(composeLogoSvg(withIconAndSlogan, { variant: 'black' }));
    expect(bg).toBe('#FFFFFF');
    expect(new Set(rest)).toEqual(new Set(['#000000']));
  });

  it('inverts: name colour behind, background colour in front, vanishing icon shapes swapped', () => {
    const svg = composeLogoSvg(withIconAndSlogan, { variant: 'inverse' });
    // rect, icon shape 1 (same as new bg → old bg), icon shape 2 (kept), name, slogan
    expect(fills(svg)).toEqual(['#3B2A20', '#F6EFE6', '#F6EFE6', '#F6EFE6', '#F6EFE6']);
    const contrasting = buildOutlined({
      icon: { viewBox: [10, 10], shapes: [{ d: 'M0 0L10 0L10 10Z', fill: '#C8873A' }] },
    });
    expect(fills(composeLogoSvg(contrasting, { variant: 'inverse' }))[1]).toBe('#C8873A');
  });

  it('uses an explicit background and upper-cases it', () => {
    expect(rectFill(composeLogoSvg(withIconAndSlogan, { variant: 'white', background: '#c8873a' }))).toBe('#C8873A');
  });

  it('refuses bad colours and markup in the design or the options', () => {
    for (const background of ['red', '#fff', '#FFFFFF" onload="alert(1)', '']) {
      expect(() => composeLogoSvg(withIconAndSlogan, { variant: 'main', background })).toThrow();
    }
    const badName = buildOutlined({ name: { ...withIconAndSlogan.name, color: '#12345G' } });
    expect(() => composeLogoSvg(badName, { variant: 'main' })).toThrow();
    const badPath = buildOutlined({
      icon: { viewBox: [1, 1], shapes: [{ d: 'M0 0"/><script>alert(1)</script><path d="', fill: '#000000' }] },
    });
    expect(() => composeLogoSvg(badPath, { variant: 'main' })).toThrow();
    expect(() => composeLogoSvg(withIconAndSlogan, { variant: 'main', width: -5 })).toThrow(/width/);
  });

  it('fits the logo inside a 12% margin, centred, keeping its aspect', () => {
    for (const [W, H] of [
      [800, 600],
      [1000, 1000],
      [1640, 624],
      [5000, 3750],
    ]) {
      const svg = composeLogoSvg(textOnly, { variant: 'main', width: W, height: H });
      const m = [...svg.matchAll(/matrix\(([-\d.]+) 0 0 ([-\d.]+) ([-\d.]+) ([-\d.]+)\)/g)].map((x) => x.slice(1).map(Number));
      const [nameM, sloganM] = m;
      const margin = Math.min(W, H) * 0.12;
      const s = nameM[0];
      const top = nameM[3];
      const bottom = sloganM[3] + 20 * s;
      const left = Math.min(nameM[2], sloganM[2]);
      const right = Math.max(nameM[2] + 400 * s, sloganM[2] + 200 * s);
      expect(top).toBeGreaterThanOrEqual(margin - 0.5);
      expect(left).toBeGreaterThanOrEqual(margin - 0.5);
      expect(bottom).toBeLessThanOrEqual(H - margin + 0.5);
      expect(right).toBeLessThanOrEqual(W - margin + 0.5);
      expect(Math.abs(top - (H - bottom))).toBeLessThan(1);
      expect(Math.abs(left - (W - right))).toBeLessThan(1);
    }
  });
});

describe('variant colours', () => {
  it('offers the dark brand colours for white, #222222 when there is none', () => {
    expect(variantBackgroundChoices(withIconAndSlogan, 'white')).toEqual(['#3B2A20']);
    const pale = buildOutlined({ colors: ['#FFE7D6', '#F6EFE6'] });
    expect(variantBackground(pale, 'white')).toBe('#222222');
    expect(variantBackgroundChoices(pale, 'white')).toEqual(['#222222']);
  });

  it('offers white and the light brand colours for black', () => {
    expect(variantBackgroundChoices(withIconAndSlogan, 'black')).toEqual(['#FFFFFF', '#F2C14E', '#F6EFE6']);
  });

  it('lists the variants a design can have', () => {
    expect(applicableVariants(withIconAndSlogan)).toEqual([...LOGO_VARIANTS]);
    expect(applicableVariants(nameOnly)).toEqual(['main', 'inverse', 'white', 'black']);
  });
});
