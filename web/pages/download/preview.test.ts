import { describe, expect, it } from 'vitest';
import type { TOutlinedDesign } from '../../../core/design';
import { lockupCanvas } from '../../../core/composer/lockups';
import { handOutlined } from '../../../core/testing/outlined';
import { backgroundOptions, layoutPreview, previewDataUrl } from './preview';

function createDesign(overrides: Partial<TOutlinedDesign> = {}): TOutlinedDesign {
  return {
    width: 800,
    height: 600,
    background: '#FFFFFF',
    layout: 'text-only',
    iconSize: 160,
    name: { d: 'M0 0L100 0L100 20L0 20Z', width: 100, height: 20, color: '#1A3D7C' },
    colors: ['#1A3D7C', '#F2C14E'],
    ...overrides,
  };
}

describe('previewDataUrl', () => {
  it('returns the composed SVG as a data URL with the picked background', () => {
    const url = previewDataUrl(createDesign(), 'white', '#1A3D7C');
    expect(url).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = decodeURIComponent(url!.split(',')[1]);
    expect(svg).toContain('width="800" height="600"');
    expect(svg).toContain('fill="#1A3D7C"');
  });

  it('returns null instead of throwing when the variant cannot be composed', () => {
    expect(previewDataUrl(createDesign(), 'symbol', '#FFFFFF')).toBeNull();
  });
});

describe('layoutPreview', () => {
  it('is the picture the layout\'s file has: its own shape with its clear space, 800 px on its long side', () => {
    const design = handOutlined();
    const preview = layoutPreview(design, 'main', '#FFFFFF', 'horizontal')!;
    expect({ width: preview.width, height: preview.height }).toEqual(lockupCanvas(design, 'horizontal', true, 800));
    expect(preview.width).toBe(800);
    expect(preview.height).toBeLessThan(400);
    const svg = decodeURIComponent(preview.url.split(',')[1]!);
    expect(svg).toContain(`width="${preview.width}" height="${preview.height}"`);
    expect(svg).toContain('fill="#FFFFFF"');
  });

  it('is null for a layout the logo does not have', () => {
    const { icon: _icon, ...textOnly } = handOutlined({ layout: 'text-only' });
    expect(layoutPreview(textOnly, 'main', null, 'icon')).toBeNull();
  });
});

describe('backgroundOptions', () => {
  it('offers the dark brand colours for the white logo, default first', () => {
    const { initial, choices } = backgroundOptions(createDesign(), 'white');
    expect(initial).toBe('#1A3D7C');
    expect(choices[0]).toBe(initial);
  });

  it('offers white first for the black logo', () => {
    expect(backgroundOptions(createDesign(), 'black').choices[0]).toBe('#FFFFFF');
  });
});
