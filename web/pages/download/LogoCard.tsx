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
import { backgroundOptions, layoutPreview, PREVIEW_SIZE, previewDataUrl } from './preview';
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
  // The logo in its own layout fills the card on its background; a layout shows the picture its file has,
  // clear space included, as a sheet on the card.
  const preview = useMemo(
    () =>
      lockup === 'original'
        ? { ...PREVIEW_SIZE, url: previewDataUrl(logo.design, variant, background), sheet: false }
        : { ...(layoutPreview(logo.design, variant, background, lockup) ?? { ...PREVIEW_SIZE, url: null }), sheet: true },
    [logo.design, variant, background, lockup],
  );
  const title = t(card.title);
  const headingId = `logo-card-title-${variant}`;
  // The sheet spans the card's width when it is wider than the card, else its height.
  const sheetStyle = preview.width / preview.height >= 4 / 3 ? { width: '84%' } : { height: '80%' };

  return (
    <article className="logo-card" data-testid={`logo-card-${variant}`} aria-labelledby={headingId}>
      <div
        className={preview.sheet ? 'logo-card__preview logo-card__preview--sheet' : 'logo-card__preview'}
        style={preview.sheet ? undefined : { backgroundColor: background }}
      >
        {preview.url ? (
          <img
            src={preview.url}
            width={preview.width}
            height={preview.height}
            style={preview.sheet ? sheetStyle : undefined}
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
