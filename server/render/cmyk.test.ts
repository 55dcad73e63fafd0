import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CMYK_PROFILE, toCmyk } from './cmyk';

/**
 * The CMYK numbers against an independent conversion through the same ICC
 * profile: Ghostscript renders a page of each colour with its own colour
 * management (default sRGB → Artifex SWOP, relative colorimetric with black
 * point compensation) and its ink_cov device reports the inks in percent.
 */
function ghostscriptInks(hexes: readonly string[]): number[][] {
  const pages = hexes
    .map((hex) => {
      const v = Number.parseInt(hex.slice(1), 16);
      const rgb = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => (c / 255).toFixed(6)).join(' ');
      return `${rgb} setrgbcolor 0 0 8 8 rectfill showpage`;
    })
    .join('\n');
  const out = execFileSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=ink_cov', '-r72', '-o', '-', '-'], {
    input: `%!PS\n<< /PageSize [8 8] >> setpagedevice\n${pages}\n`,
  }).toString();
  return out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).slice(0, 4).map(Number));
}

// Brand colours of every kind: the spec's default blue, the demo logos' browns, greens and reds, greys, pure primaries.
const COLOURS = ['#4384F5', '#3B2A20', '#A8672C', '#1F3A32', '#5E7A6B', '#881337', '#BE123C', '#F5A623', '#0B2545', '#1C64FC', '#808080', '#FFFFFF', '#000000', '#FF0000', '#00FF00', '#0000FF'];

describe('sRGB → CMYK', () => {
  it('names the profile the numbers come from', () => {
    expect(CMYK_PROFILE.name).toBe('Artifex CMYK SWOP Profile');
  });

  it('gives the inks Ghostscript gives through the same profile (within 1.5 points: its pipeline is 8-bit)', async () => {
    const ours = await toCmyk(COLOURS);
    const theirs = ghostscriptInks(COLOURS);
    COLOURS.forEach((hex, i) => {
      const mine = ours.get(hex)!;
      theirs[i]!.forEach((ink, c) => expect(Math.abs(mine[c]! - ink), `${hex} channel ${'CMYK'[c]}: ${mine} vs ${theirs[i]}`).toBeLessThanOrEqual(1.5));
    });
  });

  it('puts no ink on white and a rich black (not K alone) on black', async () => {
    const m = await toCmyk(['#ffffff', '#000000']);
    expect(m.get('#FFFFFF')).toEqual([0, 0, 0, 0]);
    const black = m.get('#000000')!;
    expect(black[3]).toBeGreaterThan(80);
    expect(black[0]).toBeGreaterThan(50);
  });
});
