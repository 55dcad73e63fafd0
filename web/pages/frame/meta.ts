import type { TKey } from '../../i18n';

/**
 * A frame page's route meta (spec 01 §2 "Frame pages"): the page of the main
 * site it shows, whether the logo goes with the query, and the upgrade
 * message of its mask.
 */
export interface FrameMeta {
  /** Path on the main site, e.g. /design/social. */
  source: string;
  /** The logo parameter is passed on (false: dropped from the query). */
  logo: boolean;
  title: TKey;
  /** The mask's message when the logo is not bought. */
  upgrade: TKey;
  /** A page of the area shown as a link under the title (the social graphics page leads to the social media kit). */
  related?: { path: string; label: TKey };
}

/** The framed address: the source with the page's query passed on (the logo dropped when the meta says so). */
export function framedAddress(meta: FrameMeta, search: string): string {
  const q = new URLSearchParams(search);
  if (!meta.logo) q.delete('logo');
  const s = q.toString();
  return s ? `${meta.source}?${s}` : meta.source;
}
