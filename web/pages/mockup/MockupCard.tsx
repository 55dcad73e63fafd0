import { DownloadOutlined, LockOutlined, PictureOutlined } from '@ant-design/icons';
import { Button } from '../../components/Button';
import { memo, useRef } from 'react';
import type { TMockupSummary } from '../../../core/mockups/api';
import { useT } from '../../i18n';
import { useSeen } from '../../components/useInView';
import { ServerPicture } from '../../components/ServerPicture';

interface Props {
  item: TMockupSummary;
  /** Its preview's address (core/mockups/api.ts `mockupPreviewUrl`, following the logo: components/ServerPicture.tsx `followingDesign`). */
  src: string;
  locked: boolean;
  busy: boolean;
  onDownload: (item: TMockupSummary) => void;
}

/**
 * One mockup: its preview — the server's picture of the scene with the logo
 * (core/mockups/api.ts `mockupPreviewUrl`), asked for once the card comes
 * near the viewport —, its name, the download.
 */
export const MockupCard = memo(function MockupCard({ item, src, locked, busy, onDownload }: Props) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);

  return (
    <article ref={ref} className="mockup-card" data-testid={`mockup-${item.id}`} data-number={item.number}>
      <ServerPicture
        src={src}
        seen={seen}
        alt={item.label}
        className="mockup-card__preview"
        placeholderClassName="mockup-card__placeholder"
        failed={
          <span className="mockup-card__failed">
            <PictureOutlined aria-hidden /> {t('mockups.previewFailed')}
          </span>
        }
        width={480}
        height={360}
        testId="mockup-preview"
      />
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
