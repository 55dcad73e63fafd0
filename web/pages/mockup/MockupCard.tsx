import { DownloadOutlined, LockOutlined, PictureOutlined } from '@ant-design/icons';
import { Button } from '../../components/Button';
import { memo, useRef, useState } from 'react';
import { mockupPreviewUrl, type TMockupSummary } from '../../../core/mockups/api';
import { useT } from '../../i18n';
import { placeholderClass, useSeen } from '../../components/useInView';

interface Props {
  item: TMockupSummary;
  logoId: number;
  locked: boolean;
  busy: boolean;
  onDownload: (item: TMockupSummary) => void;
}

/**
 * One mockup: its preview — the server's picture of the scene with the logo
 * (core/mockups/api.ts `mockupPreviewUrl`), asked for once the card comes
 * near the viewport —, its name, the download.
 */
export const MockupCard = memo(function MockupCard({ item, logoId, locked, busy, onDownload }: Props) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const [shown, setShown] = useState<'loading' | 'loaded' | 'failed'>('loading');

  return (
    <article ref={ref} className="mockup-card" data-testid={`mockup-${item.id}`} data-number={item.number}>
      <div className="mockup-card__preview" aria-busy={shown === 'loading'}>
        {shown === 'failed' ? (
          <span className="mockup-card__failed">
            <PictureOutlined aria-hidden /> {t('mockups.previewFailed')}
          </span>
        ) : (
          seen && (
            <img
              src={mockupPreviewUrl(logoId, item.id, item.version)}
              alt={item.label}
              width={480}
              height={360}
              decoding="async"
              onLoad={() => setShown('loaded')}
              onError={() => setShown('failed')}
              data-testid="mockup-preview"
            />
          )
        )}
        {shown === 'loading' && <span className={placeholderClass(seen, 'mockup-card__placeholder')} aria-hidden />}
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
