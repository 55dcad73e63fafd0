/**
 * Content addresses of rendered files: where a render is stored and the
 * public, immutable address it is served at (server/modules/files/routes.ts,
 * server/http/hot-renders.ts), bare or with the file name it is saved under.
 */

/** Where a render is stored: `renders/{first two hex}/{key}.{ext}` (served at /oss/renders/…). */
export function renderStorageKey(key: string, ext: string): string {
  return `renders/${key.slice(0, 2)}/${key}.${ext}`;
}

/** The longest file name a content address carries, in characters (a longer one keeps its end: the extension). */
const MAX_NAME = 200;

/**
 * A render's content address with the file name it is saved under:
 * `/oss/renders/{2 hex}/{hash}.{ext}/{name}`. Public and immutable like the
 * bare address (the name is part of the path, so a CDN keeps one copy a name);
 * it answers with `Content-Disposition: attachment` under that name.
 */
export function namedContentAddress(file: { etag: string; ext: string }, name: string): string {
  const kept = name.length <= MAX_NAME ? name : [...name].slice(-MAX_NAME).join('');
  return `/oss/${renderStorageKey(file.etag, file.ext)}/${encodeURIComponent(kept)}`;
}

/** The file name of a named content address's last segment, or null when it is not a name a file may have. */
export function contentAddressName(segment: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || [...name].length > MAX_NAME || /[\u0000-\u001f\u007f/\\]/.test(name)) return null;
  return name;
}
