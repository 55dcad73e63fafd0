import { EMBED_QUERY_KEY, KEPT_QUERY_KEYS } from '../../core/constants';

/**
 * Query values carried across every navigation and redirect (spec 01 §2:
 * custom, logo and png). We also carry `embed`: when embedded mode is forced
 * with `?embed=1` (no iframe, e.g. a host's web view or a test), dropping it on
 * the first menu click would silently leave embedded mode and show the owner
 * controls the host asked us to hide. Inside a real iframe it is harmless.
 */
export const NAV_KEPT_QUERY_KEYS: readonly string[] = [...KEPT_QUERY_KEYS, EMBED_QUERY_KEY];

/** The kept part of a query string, as `?a=1&b=2`, or '' when nothing is kept. */
export function keptQuery(search: string | URLSearchParams): string {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const key of NAV_KEPT_QUERY_KEYS) {
    for (const value of from.getAll(key)) kept.append(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** A router location for `pathname` that keeps the kept query of `search`. */
export function withKeptQuery(pathname: string, search: string | URLSearchParams): { pathname: string; search: string } {
  return { pathname, search: keptQuery(search) };
}

/** The logo id of the query (`?logo=`), or null when absent or not a positive integer. */
export function logoIdFrom(search: string | URLSearchParams): number | null {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = from.get('logo');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
