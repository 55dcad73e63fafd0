/** Where the sign-in page goes when `next` is missing or unsafe. */
export const DEFAULT_NEXT = '/download/';

/**
 * The `next` address to return to after sign-in: only a same-origin path
 * starting with '/' (no `//host`, no `/\host`, no scheme), so the sign-in page
 * cannot be used to send users to another site.
 */
export function safeNext(raw: string | null, origin: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_NEXT;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return DEFAULT_NEXT;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_NEXT;
  }
}
