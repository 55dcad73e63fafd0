import { describe, expect, it } from 'vitest';
import { DOWNLOAD_FORMATS } from '../../../core/constants';
import { cardFormats, downloadUrl, FORMAT_LABELS, lockupFormats } from './formats';

describe('cardFormats', () => {
  it('offers the rendered formats in the spec order', () => {
    expect(cardFormats(['owner', 'en'])).toEqual(['jpg-low', 'jpg-high', 'png-low', 'png-high', 'pdf', 'svg', 'svg-nbg', 'ico']);
  });

  it('widens with the rendered list, keeping the spec order', () => {
    expect(cardFormats(['owner'], ['ico', 'jpg-low', 'pdf'])).toEqual(['jpg-low', 'pdf', 'ico']);
  });

  it('offers both EPS files to admins only', () => {
    expect(cardFormats(['owner'], DOWNLOAD_FORMATS)).not.toContain('eps');
    expect(cardFormats(['owner'], DOWNLOAD_FORMATS)).not.toContain('eps-bg');
    expect(cardFormats(['admin'], DOWNLOAD_FORMATS)).toEqual([...DOWNLOAD_FORMATS]);
  });

  it('has a label for every format', () => {
    expect(Object.keys(FORMAT_LABELS).sort()).toEqual([...DOWNLOAD_FORMATS].sort());
  });
});

describe('downloadUrl', () => {
  it('builds the download address without bg for coloured variants', () => {
    expect(downloadUrl({ faId: 1001, variant: 'main', format: 'svg', background: '#FFFFFF' })).toBe(
      '/api/logo/1001/download?variant=main&format=svg',
    );
  });

  it('sends the chosen size', () => {
    expect(downloadUrl({ faId: 1001, variant: 'main', format: 'png-high', size: { width: 1640, height: 624 } })).toBe(
      '/api/logo/1001/download?variant=main&format=png-high&width=1640&height=624',
    );
  });

  it('sends the picked background without # for white and black', () => {
    expect(downloadUrl({ faId: 7, variant: 'white', format: 'png-high', background: '#1A2B3C' })).toBe(
      '/api/logo/7/download?variant=white&format=png-high&bg=1A2B3C',
    );
    expect(downloadUrl({ faId: 7, variant: 'black', format: 'svg-nbg', background: null })).toBe(
      '/api/logo/7/download?variant=black&format=svg-nbg',
    );
  });
});

describe('lockups in the download address and menu', () => {
  it('names the layout only when it is not the original', () => {
    expect(downloadUrl({ faId: 7, variant: 'main', format: 'svg', lockup: 'horizontal' })).toBe('/api/logo/7/download?variant=main&format=svg&layout=horizontal');
    expect(downloadUrl({ faId: 7, variant: 'main', format: 'svg', lockup: 'original' })).toBe('/api/logo/7/download?variant=main&format=svg');
  });

  it('offers the favicon for the original, square and icon layouts only', () => {
    const all = cardFormats(['owner']);
    expect(lockupFormats(all, 'square')).toContain('ico');
    expect(lockupFormats(all, 'icon')).toContain('ico');
    expect(lockupFormats(all, 'original')).toEqual(all);
    expect(lockupFormats(all, 'horizontal')).toEqual(all.filter((f) => f !== 'ico'));
  });
});
