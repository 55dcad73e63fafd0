import { describe, expect, it } from 'vitest';
import { handOutlined } from '../testing/outlined';
import {
  composeWatermarkSvg,
  isUploadSlot,
  sniffImage,
  watermarkDefaultOpacity,
  watermarkVariant,
  WATERMARK_LOGO_WIDTH,
  WATERMARK_OPACITY,
  WATERMARK_PER_ROW,
  WATERMARK_ROWS,
  WATERMARK_SLIDER_WIDTH,
} from './watermark';

const d = handOutlined();
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

describe('the watermark stage (spec 02 §5, §9)', () => {
  it('has 3 rows of 6 slots, every sixth an upload slot, the slider 160 wide from 0.1 to 1 in 0.01 steps', () => {
    expect(WATERMARK_ROWS * WATERMARK_PER_ROW).toBe(18);
    const uploads = Array.from({ length: 18 }, (_, i) => i).filter(isUploadSlot);
    expect(uploads).toEqual([5, 11, 17]);
    expect(WATERMARK_OPACITY).toEqual({ min: 0.1, max: 1, step: 0.01 });
    expect(WATERMARK_SLIDER_WIDTH).toBe(160);
  });

  it('shows the logo as it is on row 1 and white on rows 2 and 3, row 3 at 0.5 by default', () => {
    expect([0, 1, 2].map(watermarkVariant)).toEqual(['main', 'white', 'white']);
    expect([0, 1, 2].map(watermarkDefaultOpacity)).toEqual([1, 1, 0.5]);
    // The white logo: the design's brown lettering is painted white.
    const svg = composeWatermarkSvg(d, { index: 7, opacity: 1 });
    expect(svg).toContain('fill="#FFFFFF"');
    expect(svg).not.toContain('fill="#3B2A20"');
  });

  it('places the logo 59.26 % of the picture wide, centred, at the opacity asked (clamped to 0.1–1)', () => {
    expect(WATERMARK_LOGO_WIDTH).toBe(0.5926);
    const svg = composeWatermarkSvg(d, { index: 0, opacity: 0.37 });
    const box = /<g opacity="([\d.]+)"><svg x="([\d.]+)" y="([\d.]+)" width="(\d+)" height="(\d+)"/.exec(svg)!;
    expect(box[1]).toBe('0.37');
    expect(Number(box[4])).toBe(Math.round(1600 * 0.5926));
    expect(Number(box[2]) * 2 + Number(box[4])).toBeCloseTo(1600, 5);
    expect(composeWatermarkSvg(d, { index: 0, opacity: 0 })).toContain('<g opacity="0.10">');
    expect(composeWatermarkSvg(d, { index: 0, opacity: 3 })).toContain('<g opacity="1.00">');
  });

  it('draws a different background in each of the 15 art slots, and the output width asked', () => {
    const backgrounds = new Set(
      Array.from({ length: 18 }, (_, i) => i)
        .filter((i) => !isUploadSlot(i))
        .map((i) => composeWatermarkSvg(d, { index: i, opacity: 1, layer: 'background' })),
    );
    expect(backgrounds.size).toBe(15);
    expect(composeWatermarkSvg(d, { index: 3, opacity: 1, width: 480 })).toMatch(/^<svg [^>]*width="480" height="360" viewBox="0 0 1600 1200"/);
  });

  it('puts an uploaded picture behind the logo in an upload slot, and refuses anything but an image data URL', () => {
    expect(composeWatermarkSvg(d, { index: 5, opacity: 1, upload: JPEG })).toContain(`<image href="${JPEG}"`);
    expect(() => composeWatermarkSvg(d, { index: 5, opacity: 1, upload: 'https://example.test/a.jpg' })).toThrow(/data URL/);
    expect(() => composeWatermarkSvg(d, { index: 5, opacity: 1, upload: 'data:image/svg+xml;base64,PHN2Zz4=' })).toThrow(/data URL/);
    expect(() => composeWatermarkSvg(d, { index: 18, opacity: 1 })).toThrow(/out of range/);
  });

  it('exports in layers: the background without the logo or a picture, the logo alone at full strength', () => {
    const background = composeWatermarkSvg(d, { index: 5, opacity: 0.5, upload: JPEG, layer: 'background' });
    expect(background).not.toContain('<image');
    expect(background).not.toContain('<g opacity');
    const logo = composeWatermarkSvg(d, { index: 5, opacity: 0.5, upload: JPEG, layer: 'logo' });
    expect(logo).not.toContain('<image');
    expect(logo).toContain('<g opacity="1.00">');
  });
});

describe('sniffImage: pictures are known by their bytes, not their name', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['gif', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)],
    ['webp', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50)],
  ])('knows %s', (kind, b) => expect(sniffImage(b)).toBe(kind));

  it('refuses text, an SVG, a PDF and a RIFF that is not WebP', () => {
    expect(sniffImage(new TextEncoder().encode('not a picture at all'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImage(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20))).toBeNull();
  });
});
