import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { handOutlined } from '../testing/outlined';
import { parsePathData } from '../path-data';
import { findScenes, LATEST_TAG, mockupFileName, mockupTags } from './catalogue';
import { composeSceneSvg, mix, sceneColours } from './compose';
import { GRAIN_TILE, grainDataUrl } from './grain';
import { SCENES } from './library';
import { FINISHES, SCENE_HEIGHT, SCENE_WIDTH, type Scene, type ScenePlacement } from './scene';
import { squareToQuad, warpMap, warpSegments } from './warp';

const design = handOutlined;

function scene(placements: ScenePlacement[], layers?: string[]): Scene {
  return {
    id: 'test-scene',
    number: 1,
    label: { zh: '测试', en: 'Test' },
    tags: ['stationery'],
    keywords: { zh: [], en: [] },
    art: { defs: '<linearGradient id="g"/>', layers: layers ?? ['<rect fill="{brand}"/>', ...placements.map(() => '<rect fill="{onBrand}"/>')] },
    placements,
  };
}

const box = { left: 100, top: 200, width: 400, height: 300 };
const fills = (svg: string) => [...svg.matchAll(/<path[^>]* fill="(#[0-9A-Fa-f]{6}|url\([^)]+\))"/g)].map((m) => m[1]);
const close = (a: readonly number[], b: readonly number[]) => a.forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 6));

describe('warp', () => {
  it('quad: the box corners land on the four corners, the centre where the diagonals cross', () => {
    const corners = [[120, 180], [560, 230], [540, 520], [90, 470]] as const;
    const map = warpMap({ kind: 'quad', corners }, box);
    close(map(100, 200), corners[0]);
    close(map(500, 200), corners[1]);
    close(map(500, 500), corners[2]);
    close(map(100, 500), corners[3]);
    // The middle of the box goes to the crossing of the quad's diagonals (perspective, not an average).
    const [cx, cy] = map(300, 350);
    const cross = (p: readonly number[], q: readonly number[], r: readonly number[], s: readonly number[]) => {
      const d = (p[0]! - q[0]!) * (r[1]! - s[1]!) - (p[1]! - q[1]!) * (r[0]! - s[0]!);
      const a = p[0]! * q[1]! - p[1]! * q[0]!;
      const b = r[0]! * s[1]! - r[1]! * s[0]!;
      return [(a * (r[0]! - s[0]!) - (p[0]! - q[0]!) * b) / d, (a * (r[1]! - s[1]!) - (p[1]! - q[1]!) * b) / d];
    };
    close([cx, cy], cross(corners[0], corners[2], corners[1], corners[3]));
  });

  it('quad: a rectangle onto a rectangle is a plain scale (no perspective terms)', () => {
    const h = squareToQuad([[0, 0], [200, 0], [200, 100], [0, 100]]);
    expect(h.slice(6)).toEqual([0, 0, 1]);
    expect(() => squareToQuad([[0, 0], [1, 1], [2, 2], [3, 3]])).toThrow(/collinear/);
  });

  it('cylinder: the middle drops by the bow, the edges stay, and points crowd towards the edges', () => {
    const map = warpMap({ kind: 'cylinder', arc: 120, bow: 20 }, box);
    close(map(300, 200), [300, 220]);
    close(map(100, 200), [100, 200]);
    close(map(500, 250), [500, 250]);
    const quarter = map(200, 200)[0] - 100;
    expect(quarter).toBeGreaterThan(100 / 2); // the left quarter of the label takes less than a quarter of the width… seen from the front it is compressed at the edge
    expect(() => warpMap({ kind: 'cylinder', arc: 180, bow: 0 }, box)).toThrow(/arc/);
  });

  it('cylinder: straight edges are cut into pieces so they bend; the closing edge too', () => {
    const square = parsePathData('M100 200L500 200L500 500L100 500Z');
    const warped = warpSegments(square, { kind: 'cylinder', arc: 100, bow: 10 }, box);
    const lines = warped.filter((s) => s.op === 'L');
    expect(lines.length).toBeGreaterThan(40);
    expect(warped.at(-1)).toEqual({ op: 'Z' });
    const top = warped.filter((s) => s.op === 'L' && Math.abs(s.y - 200) < 11) as { x: number; y: number }[];
    expect(Math.max(...top.map((p) => p.y))).toBeGreaterThan(205); // the top edge sags in the middle
  });
});

describe('sceneColours', () => {
  it('takes the brand colour from the design, skipping near-white colours', () => {
    const c = sceneColours(design({ colors: ['#FFFFFF', '#1F6B4A', '#F2C14E'] }));
    expect(c.brand).toBe('#1F6B4A');
    expect(c.accent).toBe('#F2C14E');
    expect(c.onBrand).toBe('#FFFFFF');
    expect(c.brandDark).toBe(mix('#1F6B4A', '#000000', 0.35));
    expect(sceneColours(design({ colors: ['#F2C14E'], name: { d: 'M0 0Z', width: 1, height: 1, color: '#F2C14E' } })).onBrand).toBe('#1A1A1A');
  });

  it('falls back to the default brand colour when every colour is near white', () => {
    const c = sceneColours(design({ colors: ['#FFFFFF'], name: { d: 'M0 0Z', width: 1, height: 1, color: '#FAFAFA' } }));
    expect(c.brand).toBe('#4384F5');
  });
});

describe('composeSceneSvg', () => {
  const d = design();

  it('draws the art layers with each placement between them and fills the colour tokens', () => {
    const svg = composeSceneSvg(d, scene([{ ...box }, { ...box, left: 600 }], ['<i id="L0" fill="{brand}"/>', '<i id="L1"/>', '<i id="L2" fill="{paper}"/>']));
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 2400 1800">`)).toBe(true);
    const order = ['L0', 'matrix(', 'L1', 'L2'].map((m) => svg.indexOf(m));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(svg).toContain('<i id="L0" fill="#3B2A20"/>');
    expect(svg).toContain('<i id="L2" fill="#F6EFE6"/>');
    expect(svg).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('scales the whole picture to the asked width, keeping 4:3 and the same art', () => {
    const svg = composeSceneSvg(d, scene([{ ...box }]), { width: 600 });
    expect(svg).toMatch(/^<svg [^>]*width="600" height="450" viewBox="0 0 2400 1800">/);
  });

  it('fits the logo inside its box without a margin, centred', () => {
    const svg = composeSceneSvg(d, scene([{ ...box, finish: 'flat' }]));
    // The icon (100) stacked over the name (60 high, 400 wide) fills the 400 px width exactly.
    const scales = [...svg.matchAll(/matrix\(([\d.]+) 0 0 [\d.]+ ([\d.]+) ([\d.]+)\)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
    // Two icon shapes and the name, each placed by its part's matrix.
    expect(scales.length).toBe(3);
    const [icon, , name] = scales as [number[], number[], number[]];
    expect(name[1]).toBeCloseTo(100, 1);
    expect(name[0]).toBeCloseTo(1, 3);
    // The icon is centred above the name: 100 wide at scale 1 → x = 100 + (400 − 100) / 2.
    expect(icon[1]).toBeCloseTo(250, 1);
  });

  it('paints the whole logo in one colour when the placement gives one (a token or #RRGGBB)', () => {
    const svg = composeSceneSvg(d, scene([{ ...box, colour: '{onBrand}', finish: 'flat' }]));
    expect(new Set(fills(svg))).toEqual(new Set(['#FFFFFF']));
    const black = composeSceneSvg(d, scene([{ ...box, variant: 'black', finish: 'flat' }]));
    expect(new Set(fills(black))).toEqual(new Set(['#000000']));
    expect(() => composeSceneSvg(d, scene([{ ...box, colour: 'red' }]))).toThrow();
    expect(() => composeSceneSvg(d, scene([{ ...box, colour: '{nope}' }]))).toThrow(/unknown colour token/);
  });

  it('paints a logo that would not show on its surface in a colour that does', () => {
    const light = design({ name: { d: 'M0 0L400 0L400 60L0 60Z', width: 400, height: 60, color: '#F9FAFB' }, colors: ['#FF6B35', '#111827'] });
    const svg = composeSceneSvg(light, scene([{ ...box, finish: 'flat', surface: '#FBFAF7' }]));
    expect(new Set(fills(svg))).toEqual(new Set(['#FF6B35']));
    // Where the lettering shows, the logo keeps its colours.
    expect(fills(composeSceneSvg(light, scene([{ ...box, finish: 'flat', surface: '#16181D' }])))).toContain('#F9FAFB');
    expect(fills(composeSceneSvg(d, scene([{ ...box, finish: 'flat', surface: '#FBFAF7' }])))).toEqual(['#3B2A20', '#C8873A', '#3B2A20']);
  });

  it('shows the symbol alone, or the whole logo for a design without an icon', () => {
    const symbol = composeSceneSvg(d, scene([{ ...box, variant: 'symbol', finish: 'flat' }]));
    expect(fills(symbol)).toEqual(['#3B2A20', '#C8873A']);
    const { icon: _icon, ...textOnly } = design({ layout: 'text-only' });
    const fallback = composeSceneSvg(textOnly, scene([{ ...box, variant: 'symbol', finish: 'flat' }]));
    expect(fills(fallback)).toEqual(['#3B2A20']);
  });

  it('clips, fades and blends the placement as asked', () => {
    const svg = composeSceneSvg(d, scene([{ ...box, clipPath: 'M0 0H10V10Z', opacity: 0.5, blend: 'screen', finish: 'print' }]));
    expect(svg).toContain('<clipPath id="clip0"><path d="M0 0H10V10Z"/></clipPath>');
    expect(svg).toContain('<g clip-path="url(#clip0)" opacity="0.5">');
    expect(svg).toContain('style="mix-blend-mode:screen"');
  });

  it('applies a transform to the placed logo, but a warp replaces it with bent path data', () => {
    const rotated = composeSceneSvg(d, scene([{ ...box, transform: 'rotate(-8 300 350)', finish: 'flat' }]));
    expect(rotated).toContain('<g transform="rotate(-8 300 350)">');
    const warped = composeSceneSvg(d, scene([{ ...box, transform: 'rotate(-8 300 350)', warp: { kind: 'cylinder', arc: 90, bow: 8 }, finish: 'flat' }]));
    expect(warped).not.toContain('rotate(');
    expect(warped).not.toContain('matrix(');
    expect(fills(warped).length).toBe(3);
  });

  it('gives every finish its light and shadow layers, with defs for the ones that need them', () => {
    for (const finish of FINISHES) {
      const svg = composeSceneSvg(d, scene([{ ...box, finish, surface: '#D8C8B0' }]));
      const paths = (svg.match(/<path /g) ?? []).length;
      expect(paths, finish).toBeGreaterThanOrEqual(3);
      if (finish === 'foil-gold') expect(svg).toContain('fill="url(#foil0)"');
      if (finish === 'glow') expect(svg).toMatch(/stroke-width="[\d.]+" stroke-linejoin="round"/);
      if (finish === 'emboss' || finish === 'deboss' || finish === 'raised' || finish === 'stitch' || finish === 'glow') expect(paths, finish).toBeGreaterThan(3);
    }
  });

  it('refuses a scene whose layers do not match its placements', () => {
    expect(() => composeSceneSvg(d, scene([{ ...box }], ['<i/>']))).toThrow(/art layers/);
  });
});

describe('grain tile', () => {
  it('is a real PNG of the tile size, the same bytes on every call', async () => {
    const url = grainDataUrl();
    expect(url).toBe(grainDataUrl());
    const png = Buffer.from(url.replace('data:image/png;base64,', ''), 'base64');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', GRAIN_TILE, GRAIN_TILE, 2]);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    // sharp hands the pixels over as RGBA.
    const alphas = data.filter((_, i) => i % 4 === 3);
    const mean = alphas.reduce((a, b) => a + b, 0) / alphas.length;
    expect(mean).toBeGreaterThan(10);
    expect(mean).toBeLessThan(32);
  });
});

describe('catalogue', () => {
  const a = scene([]);
  const lib: Scene[] = [
    { ...a, id: 'mug', number: 3, label: { zh: '马克杯', en: 'Ceramic mug' }, tags: ['merchandise'], keywords: { zh: ['杯子'], en: ['cup'] } },
    { ...a, id: 'cards', number: 1, label: { zh: '名片', en: 'Business cards' }, tags: ['stationery'], keywords: { zh: [], en: ['print'] } },
    { ...a, id: 'sign', number: 2, label: { zh: '门头招牌', en: 'Shop sign' }, tags: ['signage'], keywords: { zh: [], en: [] } },
  ];

  it("orders 'Latest' newest first and lists only the tags in use", () => {
    expect(findScenes(lib, { tag: LATEST_TAG }).map((s) => s.id)).toEqual(['mug', 'sign', 'cards']);
    expect(mockupTags(lib)).toEqual(['latest', 'stationery', 'signage', 'merchandise']);
  });

  it('filters by tag, and a keyword (any language, any case, full-width folded) wins over the tag', () => {
    expect(findScenes(lib, { tag: 'signage' }).map((s) => s.id)).toEqual(['sign']);
    expect(findScenes(lib, { tag: 'signage', keyword: 'CUP' }).map((s) => s.id)).toEqual(['mug']);
    expect(findScenes(lib, { keyword: '杯' }).map((s) => s.id)).toEqual(['mug']);
    expect(findScenes(lib, { keyword: 'ｓｈｏｐ' }).map((s) => s.id)).toEqual(['sign']);
    expect(findScenes(lib, { keyword: 'stationery' }).map((s) => s.id)).toEqual(['cards']);
    expect(findScenes(lib, { keyword: 'business print' }).map((s) => s.id)).toEqual(['cards']);
    expect(findScenes(lib, { keyword: 'business mug' })).toEqual([]);
    expect(findScenes(lib, { keyword: '   ' }).length).toBe(3);
  });

  it('names the download site text + logo name + label + index, without characters a file system refuses', () => {
    expect(mockupFileName('en', 'Northwind Coffee', lib[0]!)).toBe('Logo Maker-Northwind Coffee-Ceramic mug-3.jpg');
    expect(mockupFileName('zh', '青山/茶舍', lib[0]!)).toBe('Logo设计-青山 茶舍-马克杯-3.jpg');
  });
});

describe('the scene library', () => {
  it('holds scenes with unique ids and numbers, labels in both languages and layers that match their placements', () => {
    expect(new Set(SCENES.map((s) => s.id)).size).toBe(SCENES.length);
    expect(new Set(SCENES.map((s) => s.number)).size).toBe(SCENES.length);
    for (const s of SCENES) {
      expect(s.label.zh && s.label.en, s.id).toBeTruthy();
      expect(s.art.layers.length, s.id).toBe(s.placements.length + 1);
      expect(s.placements.length, s.id).toBeGreaterThan(0);
      expect(composeSceneSvg(design(), s), s.id).toMatch(/^<svg /);
    }
  });

  it('marks distinct VI presets', () => {
    const presets = SCENES.flatMap((s) => (s.preset === undefined ? [] : [s.preset]));
    expect(new Set(presets).size).toBe(presets.length);
  });
});

describe('splitCubic', () => {
  it('cuts a curve into pieces that meet end to end and lie on the curve', async () => {
    const { splitCubic } = await import('./warp');
    const c = [0, 0, 30, 90, 70, 90, 100, 0] as [number, number, number, number, number, number, number, number];
    const at = (t: number) => {
      const u = 1 - t;
      return [u * u * u * c[0] + 3 * u * u * t * c[2] + 3 * u * t * t * c[4] + t * t * t * c[6], u * u * u * c[1] + 3 * u * u * t * c[3] + 3 * u * t * t * c[5] + t * t * t * c[7]];
    };
    const pieces = splitCubic(c, 4);
    expect(pieces.length).toBe(4);
    pieces.forEach((p, i) => {
      close([p[0], p[1]], at(i / 4));
      close([p[6], p[7]], at((i + 1) / 4));
    });
  });
});

describe('composeSceneSvg with a picture of the logo (a manual png)', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgo=';
  const image = { href: PNG, width: 400, height: 200 };

  it('places the picture in each box, fitted and centred, instead of the design’s paths', () => {
    const svg = composeSceneSvg(design(), scene([{ left: 100, top: 100, width: 400, height: 400 }]), { logoImage: image });
    expect(svg).toContain(`<image href="${PNG}" x="100" y="200" width="400" height="200"`);
    expect(svg).not.toContain('M0 60L100 60');
    // Print finish by default: multiplied onto the surface.
    expect(svg).toContain('mix-blend-mode:multiply');
  });

  it('paints a white or one-colour placement through the picture’s alpha', () => {
    const svg = composeSceneSvg(design(), scene([{ left: 0, top: 0, width: 400, height: 200, variant: 'white', finish: 'flat' }, { left: 0, top: 300, width: 400, height: 200, colour: '{brand}', finish: 'flat' }]), { logoImage: image });
    expect(svg).toContain('<filter id="paint0" color-interpolation-filters="sRGB"><feFlood flood-color="#FFFFFF"/>');
    expect(svg).toContain('<feFlood flood-color="#3B2A20"/>');
    expect(svg).toContain('filter="url(#paint1)"');
  });

  it('follows a perspective warp by the affine map of its corners', () => {
    const warp = { kind: 'quad' as const, corners: [[200, 100], [600, 140], [600, 340], [200, 300]] as const };
    const svg = composeSceneSvg(design(), scene([{ left: 0, top: 0, width: 400, height: 200, warp }]), { logoImage: image });
    expect(svg).toMatch(/<image [^>]*transform="matrix\(1 0\.1 0 1 200 100\)"/);
  });

  it('refuses a picture that is not an image data URL', () => {
    expect(() => composeSceneSvg(design(), scene([{ left: 0, top: 0, width: 10, height: 10 }]), { logoImage: { ...image, href: 'https://example.test/x.png' } })).toThrow(/data URL/);
  });
});
