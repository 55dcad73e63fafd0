import { useLayoutEffect, useState } from 'react';

/**
 * An SVG string as a blob URL for an <img> (nothing in an image can run,
 * and a 100 KB picture stays out of the DOM's attributes); revoked when the
 * string changes or the component leaves. Null while there is no SVG.
 */
export function useSvgUrl(svg: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  // Before the paint: the picture's address is set in the same frame as the SVG arrives.
  useLayoutEffect(() => {
    if (svg === null) {
      setUrl(null);
      return;
    }
    const href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(href);
    return () => URL.revokeObjectURL(href);
  }, [svg]);
  return url;
}

/**
 * An SVG's own width and height (its viewBox, else its width and height
 * attributes), for the <img> that shows it: the page keeps the picture's
 * space from the first layout, so nothing below it moves when it decodes.
 */
export function svgSize(svg: string): { width: number; height: number } | null {
  const head = svg.slice(0, svg.indexOf('>') + 1);
  const box = /viewBox="[-\d.]+[ ,]+[-\d.]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(head);
  const w = box ? Number(box[1]) : Number(/\swidth="([\d.]+)/.exec(head)?.[1]);
  const h = box ? Number(box[2]) : Number(/\sheight="([\d.]+)/.exec(head)?.[1]);
  return w > 0 && h > 0 ? { width: w, height: h } : null;
}
