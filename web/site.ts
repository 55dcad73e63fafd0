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
