import type { TLogoDetails } from '../../core/api';

/**
 * The embedded `downloadInfo` protocol (spec 01 §7, docs/EMBEDDING.md): a host
 * page that frames the download area asks for the logo's files with
 * `{type: 'getDownloadInfo'}`; the area answers the asking window, at the
 * asking origin only, once the page has signalled load (the featured images
 * exist). Hosts outside the configured origins get no answer at all.
 */
export const DOWNLOAD_INFO_REQUEST = 'getDownloadInfo';
export const DOWNLOAD_INFO = 'downloadInfo';

/** Absolute addresses of the logo's files (public, no cookie needed). */
export interface DownloadInfoData {
  icon_png: string;
  jpg: string;
  main_png: string;
  png: string;
  logo: { fa_id: number; logo_name: string; slogan_name: string | null; background_color: string; colors: string[] };
}

export type DownloadInfoMessage =
  | { type: typeof DOWNLOAD_INFO; logoId: number; data: DownloadInfoData }
  | { type: typeof DOWNLOAD_INFO; logoId: number | null; error: 'NO_LOGO' | 'NOT_READY' };

/** What the page provides: the files, a failure, or nothing (no logo on the page). */
export type PageInfo = { logoId: number; data: DownloadInfoData } | { logoId: number; error: 'NOT_READY' } | null;

interface Asker {
  source: { postMessage(message: unknown, targetOrigin: string): void };
  origin: string;
}

/** The featured columns and logo fields as the protocol's data, with absolute addresses. */
export function downloadInfoData(
  logo: Pick<TLogoDetails, 'fa_id' | 'logo_name' | 'slogan_name' | 'background_color' | 'colors' | 'icon_png' | 'featured_jpg' | 'logo_main_png' | 'featured_png'>,
  base: string,
): DownloadInfoData | null {
  const { icon_png, featured_jpg, logo_main_png, featured_png } = logo;
  if (!icon_png || !featured_jpg || !logo_main_png || !featured_png) return null;
  const abs = (path: string) => new URL(path, base).href;
  return {
    icon_png: abs(icon_png),
    jpg: abs(featured_jpg),
    main_png: abs(logo_main_png),
    png: abs(featured_png),
    logo: {
      fa_id: logo.fa_id,
      logo_name: logo.logo_name,
      slogan_name: logo.slogan_name,
      background_color: logo.background_color,
      colors: logo.colors,
    },
  };
}

/**
 * The responder: `receive` is the window's message listener; `provide` is
 * called by the download page when it has signalled load (or failed), and with
 * null when it goes away. Requests that come before the page is ready are
 * answered when it is; a page without a logo answers NO_LOGO once the app has
 * started (`settle`).
 */
export function createDownloadInfoResponder(allowedOrigins: readonly string[], ownOrigin: string) {
  const allowed = new Set([...allowedOrigins, ownOrigin]);
  let info: PageInfo | undefined;
  let waiting: Asker[] = [];

  const answer = (asker: Asker, page: PageInfo) => {
    const message: DownloadInfoMessage = !page
      ? { type: DOWNLOAD_INFO, logoId: null, error: 'NO_LOGO' }
      : 'data' in page
        ? { type: DOWNLOAD_INFO, logoId: page.logoId, data: page.data }
        : { type: DOWNLOAD_INFO, logoId: page.logoId, error: page.error };
    asker.source.postMessage(message, asker.origin);
  };

  return {
    receive(event: { data: unknown; origin: string; source: unknown }): boolean {
      const data = event.data as { type?: unknown } | null;
      if (!data || typeof data !== 'object' || data.type !== DOWNLOAD_INFO_REQUEST) return false;
      if (!allowed.has(event.origin)) return false;
      const source = event.source as Asker['source'] | null;
      if (!source || typeof source.postMessage !== 'function') return false;
      const asker = { source, origin: event.origin };
      if (info === undefined) waiting.push(asker);
      else answer(asker, info);
      return true;
    },
    provide(page: PageInfo | undefined): void {
      info = page;
      if (page === undefined) return;
      const askers = waiting;
      waiting = [];
      for (const asker of askers) answer(asker, page);
    },
  };
}

let responder: ReturnType<typeof createDownloadInfoResponder> | null = null;

/** Starts listening (app start, before the first render, so no early request is lost). */
export function installDownloadInfoResponder(allowedOrigins: readonly string[]): void {
  if (responder || typeof window === 'undefined') return;
  const r = createDownloadInfoResponder(allowedOrigins, window.location.origin);
  responder = r;
  window.addEventListener('message', (event) => {
    r.receive(event);
  });
}

/** The page's state for the protocol: see createDownloadInfoResponder's provide. */
export function provideDownloadInfo(page: PageInfo | undefined): void {
  responder?.provide(page);
}
