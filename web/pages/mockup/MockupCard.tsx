import { DownloadOutlined, LockOutlined, PictureOutlined } from '@ant-design/icons';
import { Button } from '../../components/Button';
import { memo, useRef } from 'react';
import type { TOutlinedDesign } from '../../../core/design';
import type { TMockupSummary } from '../../../core/mockups/api';
import { useMockupScene } from '../../api/mockups';
import { useT } from '../../i18n';
import { placeholderClass, useSeen } from '../../components/useInView';
import { useScenePreview } from './useScenePreview';

interface Props {
  item: TMockupSummary;
  design: TOutlinedDesign;
  locked: boolean;
  busy: boolean;
  onDownload: (item: TMockupSummary) => void;
}

/**
 * One mockup: its preview composed in the browser once the card comes near
 * the viewport (the scene's art is fetched then), its name, the download.
 */
export const MockupCard = memo(function MockupCard({ item, design, locked, busy, onDownload }: Props) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const scene = useMockupScene(item.id, item.version, seen);
  const preview = useScenePreview(design, scene.data);
  const failed = preview === 'failed' || scene.isError;

  return (
    <article ref={ref} className="mockup-card" data-testid={`mockup-${item.id}`} data-number={item.number}>
      <div className="mockup-card__preview" aria-busy={!failed && !preview}>
        {failed ? (
          <span className="mockup-card__failed">
            <PictureOutlined aria-hidden /> {t('mockups.previewFailed')}
          </span>
        ) : preview ? (
          <img src={preview} alt={item.label} width={480} height={360} decoding="async" data-testid="mockup-preview" />
        ) : (
          <span className={placeholderClass(seen, 'mockup-card__placeholder')} aria-hidden />
        )}
      </div>
      <div className="mockup-card__footer">
        <div className="mockup-card__text">
          <h2>{item.label}</h2>
          <span className="mockup-card__format">{t('mockups.format')}</span>
        </div>
        <Button
          icon={locked ? <LockOutlined /> : <DownloadOutlined />}
          onClick={() => onDownload(item)}
          disabled={busy}
          aria-label={t('mockups.downloadNamed', { name: item.label })}
          data-testid="mockup-download"
        >
          {t('mockups.download')}
        </Button>
      </div>
    </article>
  );
});
