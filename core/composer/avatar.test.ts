import { describe, expect, it } from 'vitest';
import type { TOutlinedDesign } from '../design';
import { avatarBackground, avatarFormat, avatarStyles, composeAvatarSvg } from './avatar';

const design: TOutlinedDesign = {
  width: 800,
  height: 600,
  background: '#F4EFE6',
  layout: 'icon-top',
  icon: { viewBox: [100, 100], shapes: [{ d: 'M10 10H90V90H10Z', fill: '#3B2A20' }] },
  iconSize: 160,
  name: { d: 'M0 0H100V20H0Z', width: 100, height: 20, color: '#3B2A20' },
  colors: ['#3B2A20', '#C98A3E'],
};
const textOnly: TOutlinedDesign = { ...design, layout: 'text-only', icon: undefined };

describe('avatar styles', () => {
  it('offers the bare symbol only when the logo has one', () => {
    expect(avatarStyles(design)).toContain('symbol');
    expect(avatarStyles(textOnly)).not.toContain('symbol');
    expect(avatarStyles(textOnly)).toHaveLength(5);
  });

  it('is PNG where transparent and JPG on a full square, flattened on its colour', () => {
    expect(avatarFormat('circle-brand')).toBe('png');
    expect(avatarFormat('square-brand')).toBe('jpg');
    expect(avatarBackground(design, 'square-brand')).toBe('#3B2A20');
    expect(avatarBackground(design, 'square-logo')).toBe('#F4EFE6');
    expect(avatarBackground(design, 'circle-brand')).toBeNull();
  });

  it('paints the mark white on a dark brand colour, and the brand circle behind it', () => {
    const svg = composeAvatarSvg(design, 'circle-brand', 512);
    expect(svg).toContain('<circle cx="256" cy="256" r="256" fill="#3B2A20"/>');
    expect(svg).toContain('fill="#FFFFFF"');
    expect(svg).not.toContain('fill="#3B2A20"/></g>');
  });

  it('paints the mark dark on a light brand colour', () => {
    const light = { ...design, colors: ['#F5E6A0'] };
    expect(composeAvatarSvg(light, 'square-brand', 256)).toContain('fill="#1F2430"');
  });

  it('keeps the maskable icon\'s mark inside the safe zone (the middle circle of 80 % of the side), on the brand colour', () => {
    const side = 512;
    const svg = composeAvatarSvg(design, 'maskable', side);
    expect(svg).toContain(`<rect width="${side}" height="${side}" fill="#3B2A20"/>`);
    expect(avatarBackground(design, 'maskable')).toBe('#3B2A20');
    const offset = Number(/translate\(([\d.]+) /.exec(svg)![1]);
    const [s, , , , tx, ty] = /matrix\(([^)]+)\)/.exec(svg)![1].split(' ').map(Number);
    // The icon's square runs 10…90 in its viewBox: each corner is within 40 % of the side from the centre.
    for (const [x, y] of [[10, 10], [90, 10], [90, 90], [10, 90]]) {
      const dx = offset + tx + s * x - side / 2;
      const dy = offset + ty + s * y - side / 2;
      expect(Math.hypot(dx, dy)).toBeLessThanOrEqual(0.4 * side);
    }
    // The mark still fills most of the safe zone: no tiny icon in a big field.
    expect(s * 80).toBeGreaterThan(0.3 * side);
    // Files only: the icon page does not list it.
    expect(avatarStyles(design)).not.toContain('maskable');
  });

  it('refuses an unknown style or a bad side', () => {
    expect(() => composeAvatarSvg(design, 'hexagon' as never, 256)).toThrow(/avatar style/);
    expect(() => composeAvatarSvg(design, 'symbol', 0)).toThrow(/side/);
  });
});

describe('the logo square', () => {
  it('stacks the icon over the name, so a wide logo fills the square instead of a thin band across it', () => {
    const wide: TOutlinedDesign = { ...design, layout: 'icon-left' };
    const svg = composeAvatarSvg(wide, 'square-logo', 1000);
    // Whatever the design's own layout, the square is the stacked logo.
    expect(svg).toBe(composeAvatarSvg({ ...wide, layout: 'icon-top' }, 'square-logo', 1000));
    // The icon's drawn height: its viewBox (100) times the scale of its group's matrix.
    const scale = Number(/<g transform="matrix\(([\d.]+) /.exec(svg.split('<g transform="translate')[1])?.[1]);
    const iconShare = (100 * scale) / 1000;
    expect(iconShare).toBeGreaterThan(0.3);
  });
});
