import { useEffect, useMemo, useState } from 'react';
import type { TOutlinedDesign } from '../../../core/design';
import { composeSceneSvg } from '../../../core/mockups/compose';
import type { Scene } from '../../../core/mockups/scene';

/**
 * The preview of a scene with the logo: the scene engine's SVG — the very
 * string the server rasterises for the download — as a blob URL for an
 * <img> (nothing in it can run; a blob keeps a 100 KB SVG out of the DOM's
 * attributes). Null while there is no scene yet; 'failed' when it cannot be
 * composed.
 */
export function useScenePreview(design: TOutlinedDesign, scene: Scene | undefined): string | null | 'failed' {
  const svg = useMemo(() => {
    if (!scene) return null;
    try {
      return composeSceneSvg(design, scene);
    } catch {
      return 'failed' as const;
    }
  }, [design, scene]);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (svg === null || svg === 'failed') {
      setUrl(null);
      return;
    }
    const href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(href);
    return () => URL.revokeObjectURL(href);
  }, [svg]);
  return svg === 'failed' ? 'failed' : url;
}
