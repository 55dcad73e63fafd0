import { describe, expect, it } from 'vitest';
import { handOutlined } from '../testing/outlined';
import { composeLogoSvg } from './compose';
import { composeFaviconSvg, faviconNeedsDark } from './favicon';

describe('the SVG favicon', () => {
  it('draws the symbol, transparent; a dark mark gets a white version for browsers in dark mode', () => {
    const dark = handOutlined();
    expect(faviconNeedsDark(dark)).toBe(true);
    const svg = composeFaviconSvg(dark);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="64" height="64" viewBox="0 0 64 64">/);
    expect(svg).toContain('@media (prefers-color-scheme:dark){.light{display:none}.dark{display:inline}}');
    const [light, white] = svg.split('<g class="dark">');
    expect(light).toContain('fill="#3B2A20"');
    expect(white).toContain('fill="#FFFFFF"');
    expect(white).not.toContain('#3B2A20');
    // No background in either: a tab's own colour shows around the mark.
    expect(svg).not.toContain('<rect');
    // The symbol only: the name's box is not drawn.
    expect(svg).not.toContain('M0 0L400 0');
  });

  it('is the plain symbol when every colour reads on a dark tab', () => {
    const bright = handOutlined({
      icon: { viewBox: [100, 100], shapes: [{ d: 'M0 0L100 0L100 100L0 100Z', fill: '#F2C14E' }, { d: 'M20 20L80 20L80 80L20 80Z', fill: '#4FC3F7' }] },
    });
    expect(faviconNeedsDark(bright)).toBe(false);
    expect(composeFaviconSvg(bright)).toBe(composeLogoSvg(bright, { variant: 'symbol', background: null, width: 64, height: 64 }));
  });

  it('draws a text-only logo whole', () => {
    const text = handOutlined({ icon: undefined, layout: 'text-only' });
    const svg = composeFaviconSvg(text);
    expect(svg).toContain('M0 0L400 0');
    expect(svg).toContain('prefers-color-scheme:dark');
  });
});
