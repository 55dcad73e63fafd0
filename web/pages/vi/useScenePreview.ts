import { useMemo } from 'react';
import type { TOutlinedDesign } from '../../../core/design';
import { composeSceneSvg, type SceneSvgOptions } from '../../../core/mockups/compose';
import type { Scene } from '../../../core/mockups/scene';
import { useSvgUrl } from '../../components/useSvgUrl';

/**
 * The preview of a scene with the logo: the scene engine's SVG — the very
 * string the server rasterises for the download — as a blob URL; with
 * `logoImage` (a designer's manual png) the picture instead of the design. Null while
 * there is no scene yet; 'failed' when it cannot be composed.
 */
export function useScenePreview(design: TOutlinedDesign, scene: Scene | undefined, logoImage?: SceneSvgOptions['logoImage']): string | null | 'failed' {
  const svg = useMemo(() => {
    if (!scene) return null;
    try {
      return composeSceneSvg(design, scene, logoImage ? { logoImage } : {});
    } catch {
      return 'failed' as const;
    }
  }, [design, scene, logoImage]);
  const url = useSvgUrl(svg === 'failed' ? null : svg);
  return svg === 'failed' ? 'failed' : url;
}
