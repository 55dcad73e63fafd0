import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT, safeNext } from './nextUrl';

const origin = 'https://logo.example';

describe('safeNext', () => {
  it('returns same-origin paths with their query', () => {
    expect(safeNext('/download/?logo=1001', origin)).toBe('/download/?logo=1001');
    expect(safeNext('/download/mod?logo=5#files', origin)).toBe('/download/mod?logo=5#files');
  });

  it('falls back to the download area when next is missing', () => {
    expect(safeNext(null, origin)).toBe(DEFAULT_NEXT);
    expect(safeNext('', origin)).toBe(DEFAULT_NEXT);
  });

  it('refuses other origins, protocol-relative and backslash tricks', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'download']) {
      expect(safeNext(next, origin)).toBe(DEFAULT_NEXT);
    }
  });
});
