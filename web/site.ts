import { ZSiteInfo, type TSiteInfo } from '../core/api';

declare global {
  interface Window {
    /** Injected by the server in place of `<!--site-info-->` (see index.html). */
    __SITE__?: unknown;
  }
}

/** Used in unit tests and in `vite` dev when no server injected the site info. */
export const FALLBACK_SITE: TSiteInfo = {
  locale: 'en',
  siteRoot: '/',
  editorUrl: '/editor',
  trademarkUrl: '/trademark',
  helpUrl: '/designhelp',
  invoiceEnabled: false,
  stripePublishableKey: null,
  embedOrigins: [],
  partnerUrl: null,
};

/** Validates what the server injected; anything malformed falls back to FALLBACK_SITE. */
export function readSiteInfo(raw: unknown): TSiteInfo {
  const parsed = ZSiteInfo.safeParse(raw);
  return parsed.success ? parsed.data : FALLBACK_SITE;
}

/** The site this page belongs to (zh or en). Language follows it; users cannot switch. */
export const site: TSiteInfo = readSiteInfo(typeof window === 'undefined' ? undefined : window.__SITE__);

/** BCP 47 tag for `<html lang>`. */
export function htmlLang(locale: TSiteInfo['locale']): string {
  return locale === 'zh' ? 'zh-CN' : 'en';
}

/** Appends `?logo={id}` (or `&logo=`) to a configured URL such as site.editorUrl. */
export function withLogoParam(url: string, logoId: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}logo=${logoId}`;
}

const HAN_OR_KANA = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;
const LATIN_LETTER = /[A-Za-z\u00c0-\u024f]/u;

/**
 * The language to mark on a name the customer wrote (a logo's name or slogan)
 * when it is not the page's: a Latin-only name on the Chinese site is English
 * to a screen reader (read letter by letter or in Chinese phonetics otherwise),
 * a Chinese name on the English site Chinese. Mixed or same-language names: none.
 */
export function nameLang(text: string, locale: TSiteInfo['locale']): 'en' | 'zh-CN' | undefined {
  const cjk = HAN_OR_KANA.test(text);
  const latin = LATIN_LETTER.test(text);
  if (locale === 'zh' && latin && !cjk) return 'en';
  if (locale === 'en' && cjk && !latin) return 'zh-CN';
  return undefined;
}
