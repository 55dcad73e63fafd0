import { describe, expect, it } from 'vitest';
import { FALLBACK_SITE, htmlLang, nameLang, readSiteInfo, withLogoParam } from './site';

describe('readSiteInfo', () => {
  it('accepts the injected site info', () => {
    const zh = { ...FALLBACK_SITE, locale: 'zh', siteRoot: 'https://example.cn/' };
    expect(readSiteInfo(zh)).toEqual(zh);
  });

  it('falls back when nothing or something malformed was injected', () => {
    expect(readSiteInfo(undefined)).toEqual(FALLBACK_SITE);
    expect(readSiteInfo({ locale: 'fr' })).toEqual(FALLBACK_SITE);
  });
});

describe('site helpers', () => {
  it('maps the locale to an html lang tag', () => {
    expect(htmlLang('zh')).toBe('zh-CN');
    expect(htmlLang('en')).toBe('en');
  });

  it('adds the logo id to configured URLs with or without a query', () => {
    expect(withLogoParam('/editor', 5)).toBe('/editor?logo=5');
    expect(withLogoParam('/editor?from=download', 5)).toBe('/editor?from=download&logo=5');
  });
});

describe('nameLang', () => {
  it('marks a Latin name on the Chinese site as English', () => {
    expect(nameLang('Summit Ventures', 'zh')).toBe('en');
    expect(nameLang('Café Noël 2', 'zh')).toBe('en');
  });

  it('marks a Chinese name on the English site as Chinese', () => {
    expect(nameLang('青山茶舍', 'en')).toBe('zh-CN');
  });

  it('leaves names in the page language, mixed names and names without letters unmarked', () => {
    expect(nameLang('青山茶舍', 'zh')).toBeUndefined();
    expect(nameLang('Northwind Coffee', 'en')).toBeUndefined();
    expect(nameLang('青山 Tea', 'zh')).toBeUndefined();
    expect(nameLang('青山 Tea', 'en')).toBeUndefined();
    expect(nameLang('3721', 'zh')).toBeUndefined();
  });
});
