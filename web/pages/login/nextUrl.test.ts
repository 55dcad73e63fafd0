import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT, safeNext } from './nextUrl';

const origin = 'https://logo.example';

/** Where the browser goes when the page calls location.assign(next) on `origin`. */
const landsOn = (next: string) => new URL(next, origin).origin;

describe('safeNext', () => {
  it('returns same-origin paths with their query and hash', () => {
    expect(safeNext('/download/?logo=1001', origin)).toBe('/download/?logo=1001');
    expect(safeNext('/download/mod?logo=5#files', origin)).toBe('/download/mod?logo=5#files');
    expect(safeNext('/download/vi?logo=1001&next=%2Fdownload%2F', origin)).toBe('/download/vi?logo=1001&next=%2Fdownload%2F');
  });

  it('resolves harmless dot segments inside the site', () => {
    expect(safeNext('/download/mockup/../vi?logo=7', origin)).toBe('/download/vi?logo=7');
  });

  it('falls back to the download area when next is missing', () => {
    expect(safeNext(null, origin)).toBe(DEFAULT_NEXT);
    expect(safeNext('', origin)).toBe(DEFAULT_NEXT);
  });

  // Known open-redirect bypasses: each would take the browser to another host
  // if passed through (several did before the returned path was checked).
  const bypasses = [
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    '\\\\evil.test',
    '/download/../..//evil.test',
    '/download/../../evil.test/..//evil.test',
    '/.//evil.test',
    '/./\\evil.test',
    '/%2F%2Fevil.test',
    '/%2f/evil.test',
    '/%5Cevil.test',
    '/download/..%2F..%2F/evil.test',
    '/%2e%2e//evil.test',
    '/%2E//evil.test',
    '/\t/evil.test',
    '/\n/evil.test',
    '/\r\n/evil.test',
    '/\u0000/evil.test',
    'javascript:alert(1)',
    ' /download/',
    'download',
    'https:evil.test',
  ];
  it.each(bypasses)('refuses %j', (next) => {
    const out = safeNext(next, origin);
    expect(out).toBe(DEFAULT_NEXT);
    expect(landsOn(out)).toBe(origin);
  });

  it('never returns an address that leaves the site, whatever it is given', () => {
    const pieces = ['/', '//', '\\', '..', '.', '%2f', '%2e', '%5c', 'evil.test', '\t', '@', ':', '?', '#', 'download'];
    // Every string of up to four pieces: 15^4 ≈ 50 000 inputs.
    const all = (n: number): string[] => (n === 0 ? [''] : all(n - 1).flatMap((s) => pieces.map((p) => s + p)));
    for (const next of all(4)) {
      const out = safeNext(next, origin);
      expect(landsOn(out), next).toBe(origin);
      expect(out.startsWith('//') || out.startsWith('/\\'), next).toBe(false);
    }
  });
});
