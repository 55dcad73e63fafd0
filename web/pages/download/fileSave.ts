import { ZErrorBody } from '../../../core/api';
import { ApiError } from '../../api/client';
import { appSaveFile, saveThroughApp } from '../../embed/appBridge';

/**
 * The file name of a `Content-Disposition: attachment` header: the UTF-8
 * `filename*` (RFC 5987, what the server sends for Chinese names) first, then
 * the plain `filename`. Null when there is none.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escapes: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name : null;
}

/** The ApiError of a refused download: the server's `{code, error, msg}`, or BAD_RESPONSE. */
export async function refusal(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = ZErrorBody.safeParse(body);
  return parsed.success
    ? new ApiError(response.status, parsed.data.error, parsed.data.msg)
    : new ApiError(response.status, 'BAD_RESPONSE', response.statusText);
}

/**
 * Downloads one file of the download route and hands it to the browser's
 * download manager under the server's file name. Throws ApiError when the
 * server refuses (NOT_BOUGHT, SIZE_NOT_IN_PACKAGE, SIZE_LIMIT, …) or the
 * network fails, so the page can show the mapped message — a bare
 * `<a download>` would only leave a failed entry in the browser's downloads.
 * Inside the mobile app the file goes to the app's saveFile bridge instead.
 * A file served without a name (a public `/oss/…` file) is saved as `fallbackName`.
 * `body`, when given, is POSTed as JSON (files made from what the user typed, e.g. business cards).
 */
export async function saveFile(url: string, fallbackName = 'logo', body?: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(
      url,
      body === undefined
        ? { credentials: 'same-origin' }
        : { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  } catch (cause) {
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'network error');
  }
  if (!response.ok) throw await refusal(response);
  const blob = await response.blob();
  const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  await saveBlob(blob, name);
}

/**
 * Saves bytes made in the page (an animation, a signature) under a name:
 * through the mobile app's saveFile bridge inside the app, else as a browser
 * download.
 */
export async function saveBlob(blob: Blob, name: string): Promise<void> {
  const app = appSaveFile();
  if (app) {
    await saveThroughApp(app, blob, name);
    return;
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Firefox reads the blob after click() returns: revoke a little later.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** True for a plain left click, which saveFile handles; modified clicks (new tab, save as…) stay the browser's. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
