import { useRef } from 'react';
import type { TOutlinedDesign } from '../../../core/design';
import type { TMockupSummary } from '../../../core/mockups/api';
import type { SceneSvgOptions } from '../../../core/mockups/compose';
import { useMockupScene } from '../../api/mockups';
import { placeholderClass, useSeen } from '../../components/useInView';
import { useT } from '../../i18n';
import { useScenePreview } from './useScenePreview';

type LogoImage = NonNullable<SceneSvgOptions['logoImage']>;

/**
 * A preset with the designer's own picture in place of the design (the VI effects slider): composed in the
 * browser from the scene's art, fetched once the card comes near the view.
 */
export function ManualPresetCard({ item, design, image }: { item: TMockupSummary; design: TOutlinedDesign; image: LogoImage }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const scene = useMockupScene(item.id, item.version, seen);
  const preview = useScenePreview(design, scene.data, image);
  return (
    <figure ref={ref} className="vi-mockup" data-testid={`vi-mockup-${item.id}`} data-picture="manual">
      <div className="vi-mockup__picture" aria-busy={seen && !preview}>
        {preview === 'failed' || scene.isError ? (
          <span className="vi-mockup__failed">{t('vi.mockups.failed')}</span>
        ) : preview ? (
          <img src={preview} alt={item.label} decoding="async" style={{ objectPosition: `${item.focus ?? 50}% 50%` }} data-testid="vi-mockup-preview" />
        ) : (
          <span className={placeholderClass(seen)} aria-hidden />
        )}
      </div>
      <figcaption>{item.label}</figcaption>
    </figure>
  );
}
