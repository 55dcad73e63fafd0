import { describe, expect, it } from 'vitest';
import { DOWNLOAD_FORMATS, SIZE_PRESETS } from '../../../core/constants';
import type { Role } from '../../../core/permissions';
import { isVisitorSize } from '../../../core/visitors';
import {
  defaultSizeSettings,
  downloadAction,
  formatSize,
  isSizeRestricted,
  openingSettings,
  presetOrder,
  resolveSize,
  selectablePresets,
  sizeProblem,
  withSide,
  type SizeSettings,
} from './sizes';

const settings = (patch: Partial<SizeSettings> = {}): SizeSettings => ({ ...defaultSizeSettings(), ...patch });
const roles = (...list: Role[]) => new Set<Role>(list);

describe('resolveSize', () => {
  it('starts on the social preset, 1000×1000, with custom at 400×300 (spec 01 §9)', () => {
    expect(defaultSizeSettings()).toEqual({ preset: 'social', social: null, custom: { width: 400, height: 300 } });
    expect(resolveSize(defaultSizeSettings(), 'en')).toEqual({ width: 1000, height: 1000 });
  });

  it('gives each fixed preset its size whatever the custom size holds', () => {
    const custom = { width: 1234, height: 567 };
    expect(resolveSize(settings({ preset: 'website', custom }), 'en')).toEqual({ width: 800, height: 600 });
    expect(resolveSize(settings({ preset: 'high', custom }), 'zh')).toEqual({ width: 2000, height: 1500 });
    expect(resolveSize(settings({ preset: 'custom', custom }), 'en')).toEqual(custom);
  });

  it('gives a social platform of the site its size', () => {
    expect(resolveSize(settings({ social: 'FB Cover' }), 'en')).toEqual({ width: 1640, height: 624 });
    expect(resolveSize(settings({ social: 'Twitter Header' }), 'en')).toEqual({ width: 1500, height: 500 });
    expect(resolveSize(settings({ social: '微博' }), 'zh')).toEqual({ width: 720, height: 720 });
  });

  it('reads a platform of the other site (or an unknown one) as the square preset', () => {
    expect(resolveSize(settings({ social: '微博' }), 'en')).toEqual(SIZE_PRESETS.social);
    expect(resolveSize(settings({ social: 'MySpace' }), 'zh')).toEqual(SIZE_PRESETS.social);
  });

  it('ignores the platform outside the social preset', () => {
    expect(resolveSize(settings({ preset: 'high', social: 'FB Cover' }), 'en')).toEqual({ width: 2000, height: 1500 });
  });
});

describe("a layout's sizes: its own proportions", () => {
  const wide = 1000 / 250;
  const tall = 0.8;

  it('offers the website and high presets by their long side, and custom; no social platforms', () => {
    expect(presetOrder(wide)).toEqual(['website', 'high', 'custom']);
    expect(selectablePresets(false, false, wide)).toEqual(['website', 'high', 'custom']);
    expect(resolveSize(settings({ preset: 'website' }), 'en', wide)).toEqual({ width: 800, height: 200 });
    expect(resolveSize(settings({ preset: 'high' }), 'zh', wide)).toEqual({ width: 2000, height: 500 });
    expect(resolveSize(settings({ preset: 'high' }), 'zh', tall)).toEqual({ width: 1600, height: 2000 });
    // The logo in its own layout keeps the presets as they are.
    expect(presetOrder(null)).toEqual(['website', 'high', 'social', 'custom']);
  });

  it('opens on the high preset when the remembered one is social, and the custom width in the proportions', () => {
    const opened = openingSettings(defaultSizeSettings(), false, false, wide);
    expect(opened.preset).toBe('high');
    expect(opened.custom).toEqual({ width: 400, height: 100 });
    expect(openingSettings(settings({ preset: 'website' }), false, false, wide).preset).toBe('website');
  });

  it('keeps the ratio while a side is typed, and lets it go unlocked', () => {
    expect(withSide({ width: 400, height: 100 }, 'width', 1234, wide)).toEqual({ width: 1234, height: 309 });
    expect(withSide({ width: 400, height: 100 }, 'height', 300, wide)).toEqual({ width: 1200, height: 300 });
    expect(withSide({ width: 400, height: 100 }, 'height', 300, null)).toEqual({ width: 400, height: 300 });
    // An emptied field stays empty; the other side is left as it was.
    expect(withSide({ width: 400, height: 100 }, 'width', 0, wide)).toEqual({ width: 0, height: 100 });
    // A tall layout past the limit on its long side is refused like any other size.
    expect(sizeProblem(withSide({ width: 400, height: 500 }, 'width', 4500, tall))).toBe('limit');
  });
});

describe('sizeProblem (spec 01 §5)', () => {
  it('accepts sides up to 5000 px', () => {
    expect(sizeProblem({ width: 5000, height: 5000 })).toBeNull();
    expect(sizeProblem({ width: 1, height: 1 })).toBeNull();
  });

  it('refuses a width or a height above 5000 px with the width-limit problem', () => {
    expect(sizeProblem({ width: 5001, height: 300 })).toBe('limit');
    expect(sizeProblem({ width: 300, height: 5001 })).toBe('limit');
    expect(sizeProblem({ width: 99999, height: 99999 })).toBe('limit');
  });

  it('calls empty, zero, negative and fractional sides invalid', () => {
    expect(sizeProblem({ width: 0, height: 300 })).toBe('invalid');
    expect(sizeProblem({ width: 400, height: -3 })).toBe('invalid');
    expect(sizeProblem({ width: 400.5, height: 300 })).toBe('invalid');
    expect(sizeProblem({ width: Number.NaN, height: 300 })).toBe('invalid');
  });
});

describe('basic-package restriction (spec 01 §2)', () => {
  it('restricts the basic package, not admins and not the higher packages', () => {
    expect(isSizeRestricted('basic', roles('owner', 'bought'))).toBe(true);
    expect(isSizeRestricted('basic', roles())).toBe(true);
    expect(isSizeRestricted('basic', roles('admin', 'bought'))).toBe(false);
    expect(isSizeRestricted('professional', roles('owner', 'bought', 'upgrade'))).toBe(false);
    expect(isSizeRestricted('luxury', roles('owner'))).toBe(false);
    expect(isSizeRestricted(null, roles('admin'))).toBe(false);
  });

  it('leaves only the website preset selectable', () => {
    expect(selectablePresets(true)).toEqual(['website']);
    expect(selectablePresets(false)).toEqual(['website', 'high', 'social', 'custom']);
  });

  it('opens on the website size when restricted, keeping the remembered custom size', () => {
    const saved = settings({ preset: 'custom', custom: { width: 1200, height: 900 } });
    expect(openingSettings(saved, true)).toEqual({ ...saved, preset: 'website' });
    expect(openingSettings(saved, false)).toBe(saved);
  });

  it('offers a visitor of a shared logo the presets only, the sizes the server lets a visitor download', () => {
    expect(selectablePresets(false, true)).toEqual(['website', 'high', 'social']);
    const remembered = settings({ preset: 'custom', custom: { width: 1234, height: 777 } });
    expect(openingSettings(remembered, false, true).preset).toBe('website');
    for (const preset of selectablePresets(false, true)) {
      const size = resolveSize({ ...remembered, preset }, 'en');
      expect(isVisitorSize('en', size.width, size.height)).toBe(true);
    }
  });
});

describe('downloadAction (spec 01 §4 "Download action")', () => {
  it('sends every format of a logo not bought to the purchase dialog', () => {
    for (const format of DOWNLOAD_FORMATS) {
      expect(downloadAction(format, roles('owner', 'login'))).toBe('purchase');
      expect(downloadAction(format, roles())).toBe('purchase');
    }
  });

  it('opens the size dialog for the rasters and the PDF, and downloads the others at once', () => {
    const bought = roles('owner', 'bought');
    const sized = DOWNLOAD_FORMATS.filter((format) => downloadAction(format, bought) === 'size');
    expect(sized).toEqual(['jpg-low', 'jpg-high', 'png-low', 'png-high', 'pdf']);
    const direct = DOWNLOAD_FORMATS.filter((format) => downloadAction(format, bought) === 'direct');
    expect(direct).toEqual(['eps', 'eps-bg', 'svg', 'svg-nbg', 'ico']);
  });

  it('sends a lockup to the purchase (upgrade or sign-in) without the professional package or a sign-in', () => {
    const basic = roles('owner', 'login', 'bought');
    expect(downloadAction('svg', basic, 'horizontal')).toBe('purchase');
    expect(downloadAction('svg', basic, 'original')).toBe('direct');
    expect(downloadAction('svg', roles('shared', 'bought', 'upgrade'), 'stacked')).toBe('purchase');
    const pro = roles('owner', 'login', 'bought', 'upgrade');
    expect(downloadAction('svg', pro, 'horizontal')).toBe('direct');
    expect(downloadAction('png-high', pro, 'horizontal')).toBe('size');
  });
});

describe('formatSize', () => {
  it('writes width × height', () => {
    expect(formatSize({ width: 2000, height: 1500 })).toBe('2000 × 1500');
  });
});
