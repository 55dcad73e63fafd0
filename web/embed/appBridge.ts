/**
 * The mobile app's `saveFile` bridge (spec 01 §7, docs/EMBEDDING.md). Inside
 * the app's web view a browser download goes nowhere, so the page hands the
 * file to the app instead: on Android through the `LogoApp` JavaScript
 * interface (`LogoApp.saveFile(json)`, strings only), on iOS through the
 * `saveFile` WKScriptMessageHandler (`webkit.messageHandlers.saveFile
 * .postMessage(object)`). The payload is the same object either way.
 */
export interface SaveFilePayload {
  /** Protocol version; the app ignores versions it does not know. */
  version: 1;
  /** File name with extension, as the server named it (may be Chinese). */
  name: string;
  /** MIME type: image/png, image/jpeg, application/pdf, image/svg+xml, image/x-icon, application/zip… */
  mimeType: string;
  /** Size in bytes of the decoded file. */
  size: number;
  /** The file's bytes, base64 (no data: prefix). */
  base64: string;
}

interface BridgeWindow {
  LogoApp?: { saveFile?: (json: string) => unknown };
  webkit?: { messageHandlers?: { saveFile?: { postMessage: (message: unknown) => void } } };
}

export type AppSaveFile = (payload: SaveFilePayload) => void;

/** The app's saveFile when the page runs inside the app, else null (a normal browser download). */
export function appSaveFile(win: unknown = typeof window === 'undefined' ? undefined : window): AppSaveFile | null {
  const w = win as BridgeWindow | undefined;
  const android = w?.LogoApp;
  if (android && typeof android.saveFile === 'function') return (p) => void android.saveFile!(JSON.stringify(p));
  const ios = w?.webkit?.messageHandlers?.saveFile;
  if (ios && typeof ios.postMessage === 'function') return (p) => ios.postMessage(p);
  return null;
}

/** Base64 of bytes, in chunks (a spread of a large array overflows the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Hands a downloaded file to the app. */
export async function saveThroughApp(save: AppSaveFile, blob: Blob, name: string): Promise<void> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  save({ version: 1, name, mimeType: blob.type || 'application/octet-stream', size: bytes.length, base64: toBase64(bytes) });
}
