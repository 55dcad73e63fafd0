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
