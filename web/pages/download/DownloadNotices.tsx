import { DownloadOutlined } from '@ant-design/icons';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { TLogoDetails } from '../../../core/api';
import { can, RULES, type Role } from '../../../core/permissions';
import { isVisitor } from '../../../core/visitors';
import { useT } from '../../i18n';
import { site } from '../../site';
import { withKeptQuery } from '../../navigation/query';
import { useSaveFile } from './useSaveFile';

const MANUAL_FILES = [
  { key: 'png', ext: 'png', label: 'download.manual.png' },
  { key: 'jpg', ext: 'jpg', label: 'download.manual.jpg' },
  { key: 'icon', ext: 'png', label: 'download.manual.icon' },
] as const;

interface NoticesProps {
  logo: TLogoDetails;
  roles: ReadonlySet<Role>;
  /** Opens the packages (the purchase dialog) from the not-bought notice. */
  onBuy: () => void;
}

interface Notice {
  testId: string;
  type: 'info' | 'success' | 'warning';
  title: string;
  description: ReactNode;
  action?: ReactNode;
}

/**
 * Notices above the cards: for the owner of a logo not bought, that it is not
 * bought yet with the packages up front; for a visitor of a shared logo,
 * whose it is and an invitation to make one's own; the invoice alert (spec 01 §2/§6: English site,
 * owner or admin, bought, amount above 0) and the manual-modification tip
 * (designer assistant on and a manual png exists), with the designer's
 * files to download (the manual png, jpg and icon that exist).
 */
export function DownloadNotices({ logo, roles, onBuy }: NoticesProps) {
  const t = useT();
  const { search } = useLocation();
  const notices: Notice[] = [];

  if (roles.has('owner') && !logo.is_bought) {
    notices.push({
      testId: 'not-bought',
      type: 'warning',
      title: t('download.notBought.title'),
      description: t('download.notBought.text'),
      action: (
        <Button type="primary" onClick={onBuy} data-testid="not-bought-buy">
          {t('download.notBought.button')}
        </Button>
      ),
    });
  }
  if (isVisitor(roles) && logo.shareSetting) {
    notices.push({
      testId: 'shared-with-you',
      type: 'info',
      title: t('download.shared.title', { name: logo.logo_name }),
      description: t('download.shared.text'),
      action: (
        <Button href={site.editorUrl} data-testid="make-your-own">
          {t('download.shared.button')}
        </Button>
      ),
    });
  }
  if (can(RULES.invoiceAlert, roles) && logo.amount > 0) {
    notices.push({
      testId: 'invoice-alert',
      type: 'info',
      title: t('download.invoice.title'),
      description: (
        <>
          {t('download.invoice.text')}{' '}
          {/* spec 01 §2: the alert leads to a downloadable receipt PDF of the logo's payments. */}
          <a href={`/api/logo/${logo.fa_id}/receipt.pdf`} download data-testid="receipt-link">
            {t('download.invoice.link')}
          </a>
        </>
      ),
    });
  }
  if (roles.has('designerAssistant') && logo.manual.png !== null) {
    notices.push({
      testId: 'manual-tip',
      type: 'success',
      title: t('download.manual.title'),
      description: (
        <>
          {t('download.manual.text')}{' '}
          <Link className="download-notices__manual-link" to={withKeptQuery('/mod', search)}>
            {t('download.manual.link')}
          </Link>
          <ManualFiles logo={logo} />
        </>
      ),
    });
  }
  if (notices.length === 0) return null;

  return (
    <div className="download-notices">
      {notices.map(({ testId, ...notice }) => (
        <Alert key={testId} showIcon data-testid={testId} {...notice} />
      ))}
    </div>
  );
}

/** The designer's files that exist (manual png, jpg and icon), each a download. */
function ManualFiles({ logo }: { logo: TLogoDetails }) {
  const t = useT();
  const { onLinkClick } = useSaveFile();
  return (
    <div className="download-notices__manual-files">
      {MANUAL_FILES.map(({ key, ext, label }) => {
        const url = logo.manual[key];
        if (!url) return null;
        // The address's extension (before its ?v= version) is the current file's.
        const path = url.split('?')[0];
        const name = `${logo.logo_name}-designer${key === 'icon' ? '-icon' : ''}.${path.includes('.') ? path.split('.').pop() : ext}`;
        return (
          <Button
            key={key}
            size="small"
            icon={<DownloadOutlined />}
            href={url}
            download={name}
            onClick={(e) => onLinkClick(e, url, undefined, name)}
            data-testid={`manual-download-${key}`}
          >
            {t(label)}
          </Button>
        );
      })}
    </div>
  );
}
