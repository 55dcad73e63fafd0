/**
 * Decodes a picked file in the browser before the crop dialog opens: a file
 * named .png that is not a picture (or is cut off) must fail here with the
 * spec's message (spec 01 §5 上传头像失败), not open an empty crop viewport.
 * Resolves with the decoded image (its `src` is an object URL the caller
 * revokes), or null when the browser cannot decode it.
 */
export async function decodePicture(file: Blob): Promise<HTMLImageElement | null> {
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
    if (img.naturalWidth > 0 && img.naturalHeight > 0) return img;
  } catch {
    // Not a picture the browser can read: answered below like an empty one.
  }
  URL.revokeObjectURL(url);
  return null;
}
