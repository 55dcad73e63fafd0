import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../core/api';
import en from './en.json';
import { ERROR_MESSAGES } from './errors';
import zh from './zh.json';
import { loadI18n, loadPageMessages, translate } from './index';
import portalEn from './pages/portal.en.json';
import portalZh from './pages/portal.zh.json';
import printEn from './pages/print.en.json';
import printZh from './pages/print.zh.json';

/** Each page's own catalogue in both languages (web/i18n PAGE_MESSAGES). */
const PAGE_CATALOGUES = [
  { page: 'portal', en: portalEn, zh: portalZh },
  { page: 'print', en: printEn, zh: printZh },
] as const;

/** Flattens a catalogue to { 'a.b.c': 'text' }. */
function flatten(tree: object, prefix = ''): Record<string, unknown> {
  return Object.entries(tree).reduce<Record<string, unknown>>((out, [key, value]) => {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object') return { ...out, ...flatten(value, `${path}.`) };
    return { ...out, [path]: value };
  }, {});
}

const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('i18n catalogues', () => {
  const flatEn = flatten(en);
  const flatZh = flatten(zh);

  it('have identical key sets', () => {
    expect(Object.keys(flatZh).sort()).toEqual(Object.keys(flatEn).sort());
  });

  it('hold only non-empty strings', () => {
    for (const [key, value] of Object.entries({ ...flatEn, ...flatZh })) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation values in both languages', () => {
    for (const key of Object.keys(flatEn)) {
      expect(placeholders(flatZh[key]), key).toEqual(placeholders(flatEn[key]));
    }
  });

  it('use the spec wordings verbatim', () => {
    expect(flatZh['share.copied']).toBe('链接已成功复制到剪贴板');
    expect(flatEn['share.ajaxError']).toBe('Ajax Error');
    expect(flatZh['share.ajaxError']).toBe('Ajax Error');
    expect(flatZh['login.sms.mobileInvalid']).toBe('请输入正确的手机号');
    expect(flatZh['errors.FORBIDDEN']).toBe('您无权限操作');
  });

  it('keep each page\'s own texts in its two languages alike, under the page\'s key, and nowhere else', () => {
    for (const { page, en: pageEn, zh: pageZh } of PAGE_CATALOGUES) {
      expect(Object.keys(pageEn), page).toEqual([page]);
      const flatPageEn = flatten(pageEn);
      const flatPageZh = flatten(pageZh);
      expect(Object.keys(flatPageZh).sort(), page).toEqual(Object.keys(flatPageEn).sort());
      for (const key of Object.keys(flatPageEn)) {
        expect(String(flatPageZh[key]).trim(), key).not.toBe('');
        expect(placeholders(flatPageZh[key]), key).toEqual(placeholders(flatPageEn[key]));
      }
      expect(page in en, page).toBe(false);
    }
  });

  it('have a message for every server error code', () => {
    for (const code of ERROR_CODES) expect(flatEn[ERROR_MESSAGES[code]], code).toBeTypeOf('string');
  });
});

describe('translate', () => {
  it('reads a page\'s own texts once they are loaded, in the site\'s language', async () => {
    await loadI18n('zh');
    expect(translate('portal.title')).toBe('portal.title');
    await loadPageMessages('portal');
    expect(translate('portal.title')).toBe(portalZh.portal.title);
    expect(translate('share.copied')).toBe('链接已成功复制到剪贴板');
    await loadI18n('en');
    await loadPageMessages('portal');
    expect(translate('portal.title')).toBe(portalEn.portal.title);
  });

  it('reads the site\'s catalogue and fills {{values}}, leaving unknown ones as written', async () => {
    await loadI18n('zh');
    expect(translate('share.copied')).toBe('链接已成功复制到剪贴板');
    expect(translate('mod.admin.activeLogos', { count: 3 })).toBe(zh.mod.admin.activeLogos.replace(/{{\s*count\s*}}/, '3'));
    await loadI18n('en');
    expect(translate('mod.admin.activeLogos', { count: 3 })).toBe('3 in progress');
    expect(translate('mod.admin.activeLogos')).toBe('{{count}} in progress');
    expect(translate('mod.admin.activeLogos', { other: 1 })).toBe('{{count}} in progress');
  });
});
