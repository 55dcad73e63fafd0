import { useMemo } from 'react';
import type { TOutlinedDesign } from '../../../core/design';
import { composeSceneSvg } from '../../../core/mockups/compose';
import type { Scene } from '../../../core/mockups/scene';
import { useSvgUrl } from '../../components/useSvgUrl';

/**
 * The preview of a scene with the logo: the scene engine's SVG — the very
 * string the server rasterises for the download — as a blob URL. Null while
 * there is no scene yet; 'failed' when it cannot be composed.
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
  const url = useSvgUrl(svg === 'failed' ? null : svg);
  return svg === 'failed' ? 'failed' : url;
}
