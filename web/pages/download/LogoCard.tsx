import { useMemo, useState } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import type { TLogoDetails } from '../../../core/api';
import type { DownloadFormat } from '../../../core/constants';
import type { Role } from '../../../core/permissions';
import type { TLockup } from '../../../core/composer/lockups';
import { useT } from '../../i18n';
import { BackgroundPicker } from './BackgroundPicker';
import type { CardSpec } from './cards';
import { DownloadMenu } from './DownloadMenu';
import { PackageBadge } from './PackageBadge';
import { backgroundOptions, PREVIEW_SIZE, previewDataUrl } from './preview';
import type { SizeTarget } from './SizeDialog';

interface LogoCardProps {
  logo: TLogoDetails;
  card: CardSpec;
  /** The layout the page's switcher shows (the original by default). */
  lockup?: TLockup;
  formats: readonly DownloadFormat[];
  roles: ReadonlySet<Role>;
  /** A format needs the size dialog or (not bought) the purchase dialog; the page owns both. */
  onRequest: (target: SizeTarget, action: 'size' | 'purchase') => void;
  /** The preview finished loading (the page's "hollow callback", spec 01 §4). */
  onPreviewLoad?: () => void;
}

/**
 * One card of the download page — the same component for every variant
 * (main, inverse, white, black, no-slogan, symbol): a composer preview, the
 * variant's name, the package badge (main), the background picker (white,
 * black) and the Download menu.
 */
export function LogoCard({ logo, card, lockup = 'original', formats, roles, onRequest, onPreviewLoad }: LogoCardProps) {
  const t = useT();
  const { variant } = card;
  const options = useMemo(() => backgroundOptions(logo.design, variant), [logo.design, variant]);
  const [background, setBackground] = useState(options.initial);
  const preview = useMemo(() => previewDataUrl(logo.design, variant, background, lockup), [logo.design, variant, background, lockup]);
  const title = t(card.title);
  const headingId = `logo-card-title-${variant}`;

  return (
    <article className="logo-card" data-testid={`logo-card-${variant}`} aria-labelledby={headingId}>
      <div className="logo-card__preview" style={{ backgroundColor: background }}>
        {preview ? (
          <img
            src={preview}
            width={PREVIEW_SIZE.width}
            height={PREVIEW_SIZE.height}
            alt={t('download.previewAlt', { name: logo.logo_name, variant: title })}
            data-testid={`preview-${variant}`}
            onLoad={onPreviewLoad}
          />
        ) : (
          <div className="logo-card__no-preview" role="img" aria-label={t('download.previewUnavailable')}>
            <PictureOutlined />
            <span>{t('download.previewUnavailable')}</span>
          </div>
        )}
      </div>
      <div className="logo-card__footer">
        <div className="logo-card__heading">
          <h2 id={headingId}>{title}</h2>
          {card.badge && <PackageBadge tier={logo.package} />}
        </div>
        <div className="logo-card__actions">
          {card.pickable && (
            <BackgroundPicker variant={variant} value={background} choices={options.choices} onChange={setBackground} />
          )}
          <DownloadMenu
            faId={logo.fa_id}
            variant={variant}
            formats={formats}
            background={background}
            roles={roles}
            lockup={lockup}
            onRequest={(format, action) => onRequest({ variant, format, background, lockup }, action)}
          />
        </div>
      </div>
    </article>
  );
}
