import { useState, type CSSProperties, type ReactNode } from 'react';
import type { TOutlinedDesign } from '../../core/design';
import { placeholderClass } from './useInView';

/** Each design's fingerprint (FNV-1a of its JSON), once per design object. */
const prints = new WeakMap<TOutlinedDesign, string>();
/** The fingerprint of each logo's design when its first server picture was drawn on this page load. */
const firstPrint = new Map<number, string>();

/** A design's fingerprint: the same for equal designs, another once the logo has changed. */
export function designFingerprint(design: TOutlinedDesign): string {
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
 * it: ZDesignPrintQuery), since a browser shows a picture it has already shown on
 * this page for the same address, whatever its cache headers say.
 */
export function followingDesign(url: string, logoId: number, design: TOutlinedDesign): string {
  const print = designFingerprint(design);
  const first = firstPrint.get(logoId);
  if (first === undefined) firstPrint.set(logoId, print);
  return first === undefined || first === print ? url : `${url}${url.includes('?') ? '&' : '?'}d=${print}`;
}

interface Props {
  /** The picture's address; nothing is asked for until the card has been near the view (`seen`). */
  src: string;
  seen: boolean;
  alt: string;
  /** The box the picture fills: its class, and the placeholder's and the failure line's. */
  className: string;
  placeholderClassName: string;
  failed: ReactNode;
  width?: number;
  height?: number;
  style?: CSSProperties;
  testId: string;
}

/**
 * A picture the server draws from the logo (a mockup scene on the mockups
 * page and the brand identity page's presets, a business card's sample side):
 * grey bars until it has come, busy meanwhile, a line in its place if it
 * cannot come. Its address follows the logo (`followingDesign`).
 */
export function ServerPicture({ src, seen, alt, className, placeholderClassName, failed, width, height, style, testId }: Props) {
  const [shown, setShown] = useState<{ src: string; state: 'loaded' | 'failed' } | null>(null);
  const state = shown?.src === src ? shown.state : 'loading';
  return (
    // Before it is asked for, the box stands for the picture, named as the picture will be.
    <div className={className} aria-busy={seen && state === 'loading'} {...(seen ? {} : { role: 'img', 'aria-label': alt })}>
      {state === 'failed'
        ? failed
        : seen && (
            <img
              src={src}
              alt={alt}
              width={width}
              height={height}
              decoding="async"
              style={style}
              onLoad={() => setShown({ src, state: 'loaded' })}
              onError={() => setShown({ src, state: 'failed' })}
              data-testid={testId}
            />
          )}
      {state === 'loading' && <span className={placeholderClass(seen, placeholderClassName)} aria-hidden />}
    </div>
  );
}
