/** Where the sign-in page goes when `next` is missing or unsafe. */
export const DEFAULT_NEXT = '/download/';

/** A base no real page has: a path that keeps it when resolved against it names no host of its own. */
const PROBE_ORIGIN = 'https://next.invalid';

/**
 * True when `path` is a path of the page's own site whatever it is resolved
 * against: it starts with one '/', and no parser reads a host into it.
 */
function isLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The `next` address to return to after sign-in: only a path of this site,
 * so the sign-in page cannot be used to send a freshly signed-in user to
 * another site.
 *
 * What is returned is checked, not only what came in: `/download/../..//evil`
 * starts with one '/' but resolves to `//evil`, which the browser reads as
 * another host. Refused outright: control characters (browsers drop tabs and
 * newlines from addresses, so `/\t/evil` is `//evil`), and in the path
 * backslashes (read as '/') and encoded slashes or backslashes (no page of
 * ours has them, and a server that decodes them would see `//host`).
 */
export function safeNext(raw: string | null, origin: string): string {
  if (!raw || !isLocalPath(raw)) return DEFAULT_NEXT;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw) || /\\|%(2f|5c)/i.test(raw.split(/[?#]/)[0])) return DEFAULT_NEXT;
  let resolved: URL;
  try {
    resolved = new URL(raw, origin);
  } catch {
    return DEFAULT_NEXT;
  }
  if (resolved.origin !== new URL(origin).origin) return DEFAULT_NEXT;
  const next = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return isLocalPath(next) ? next : DEFAULT_NEXT;
}
