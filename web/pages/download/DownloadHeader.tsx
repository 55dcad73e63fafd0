import { EditOutlined, SmileOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/Button';
import type { TLogoDetails } from '../../../core/api';
import { can, RULES, type Role } from '../../../core/permissions';
import { useT } from '../../i18n';
import { keptQuery } from '../../navigation/query';
import { DesignerFixButton } from '../../purchase/DesignerFixButton';
import { PurchaseButton } from '../../purchase/PurchaseButton';
import { site, withLogoParam } from '../../site';
import { ShareControls } from './ShareControls';
import { Name } from '../../components/Name';

interface DownloadHeaderProps {
  logo: TLogoDetails;
  roles: ReadonlySet<Role>;
  /** The brand kit button: with the other actions, for every viewer. */
  kit: ReactNode;
}

/** Page title with the logo name and the actions: owner/admin outside a frame get Edit and Share (spec 01 §2); everyone the brand kit. */
export function DownloadHeader({ logo, roles, kit }: DownloadHeaderProps) {
  const t = useT();
  const manage = can(RULES.manageLogo, roles);
  const { search } = useLocation();
  return (
    <header className="download-header">
      <div className="download-header__titles">
        <p className="download-header__eyebrow">{t('download.eyebrow')}</p>
        <h1 className="download-header__title" data-testid="logo-title">
          <Name>{logo.logo_name}</Name>
        </h1>
        {logo.slogan_name && <p className="download-header__slogan"><Name>{logo.slogan_name}</Name></p>}
        <Link className="download-header__icons" to={{ pathname: '/icon', search: keptQuery(search) }} data-testid="icons-link">
          <SmileOutlined /> {t('download.iconsLink')}
        </Link>
      </div>
      <div className="download-header__manage">
        {manage && (
          <>
            <Button icon={<EditOutlined />} href={withLogoParam(site.editorUrl, logo.fa_id)} data-testid="edit-button">
              {t('download.edit')}
            </Button>
            <ShareControls logo={logo} />
            {roles.has('owner') && <DesignerFixButton logo={logo} />}
            {roles.has('owner') && <PurchaseButton logo={logo} />}
          </>
        )}
        {kit}
      </div>
    </header>
  );
}
