import type { TOutlinedDesign } from '../../core/design';

/** Each design's fingerprint (FNV-1a of its JSON), once per design object. */
const prints = new WeakMap<TOutlinedDesign, string>();
/** The fingerprint of each logo's design when its first server picture was drawn on this page load. */
const firstPrint = new Map<number, string>();

function fingerprint(design: TOutlinedDesign): string {
  let print = prints.get(design);
  if (print === undefined) {
    const text = JSON.stringify(design);
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    print = (h >>> 0).toString(16);
    prints.set(design, print);
  }
  return print;
}

/**
 * The address of a picture the server draws from a logo (a mockup scene's
 * preview, a business card's sample side) as the logo is now: the plain
 * address — the one the page's HTML preloads — for the design the page opened
 * with; once the logo has changed while the area is open (a designer's fix),
 * the new design's fingerprint is added as `d` (the server's schema allows
 * it: ZDesignPrint), since a browser shows a picture it has already shown on
 * this page for the same address, whatever its cache headers say.
 */
export function followingDesign(url: string, logoId: number, design: TOutlinedDesign): string {
  const print = fingerprint(design);
  const first = firstPrint.get(logoId);
  if (first === undefined) firstPrint.set(logoId, print);
  return first === undefined || first === print ? url : `${url}${url.includes('?') ? '&' : '?'}d=${print}`;
}
