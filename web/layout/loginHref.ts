/** The sign-in page (served at /login, outside /download/) returning to `current` afterwards. */
export function loginHref(current: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `/login?next=${encodeURIComponent(`${current.pathname}${current.search}${current.hash}`)}`;
}
