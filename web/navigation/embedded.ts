import { EMBED_QUERY_KEY } from '../../core/constants';

/** What embedded-mode detection needs to know about the window. */
export interface EmbedProbe {
  self: unknown;
  top: unknown;
  search: string;
}

/**
 * Embedded mode (spec 01 §1): the area runs inside a host page's iframe, or the
 * query forces it with `?embed=1` (also `true`). The browser adds the
 * 'embedded' role itself; the server never knows about it.
 */
export function detectEmbedded(probe: EmbedProbe): boolean {
  if (probe.self !== probe.top) return true;
  const forced = new URLSearchParams(probe.search).get(EMBED_QUERY_KEY);
  return forced === '1' || forced === 'true';
}

function probeWindow(): EmbedProbe | null {
  if (typeof window === 'undefined') return null;
  let top: unknown;
  try {
    top = window.top;
  } catch {
    // A cross-origin parent can make `top` throw in old browsers: we are framed.
    top = null;
  }
  return { self: window.self, top, search: window.location.search };
}

/** Decided once at start; `embed` is kept in the query, so it stays true while navigating. */
export const isEmbedded: boolean = (() => {
  const probe = probeWindow();
  return probe ? detectEmbedded(probe) : false;
})();
