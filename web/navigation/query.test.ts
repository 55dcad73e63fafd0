import { describe, expect, it } from 'vitest';
import { keptQuery, logoIdFrom, withKeptQuery } from './query';

describe('keptQuery', () => {
  it('keeps custom, logo and png and drops everything else', () => {
    expect(keptQuery('?logo=1001&payment=1&png=1&utm_source=x&custom=5')).toBe('?custom=5&logo=1001&png=1');
  });

  it('keeps embed so forced embedded mode survives navigation', () => {
    expect(keptQuery('?embed=1&logo=3')).toBe('?logo=3&embed=1');
  });

  it('returns an empty string when nothing is kept', () => {
    expect(keptQuery('?foo=bar')).toBe('');
    expect(keptQuery('')).toBe('');
  });

  it('accepts URLSearchParams and keeps encoded values intact', () => {
    expect(keptQuery(new URLSearchParams({ custom: 'a b&c' }))).toBe('?custom=a+b%26c');
  });

  it('builds a location for a path with the kept query', () => {
    expect(withKeptQuery('/icon', '?logo=9&tab=2')).toEqual({ pathname: '/icon', search: '?logo=9' });
  });
});

describe('logoIdFrom', () => {
  it('reads a positive integer logo id', () => {
    expect(logoIdFrom('?logo=1001')).toBe(1001);
  });

  it('rejects missing, zero, negative and non-numeric ids', () => {
    for (const search of ['', '?logo=', '?logo=0', '?logo=-4', '?logo=12abc', '?logo=1.5']) {
      expect(logoIdFrom(search)).toBeNull();
    }
  });
});
