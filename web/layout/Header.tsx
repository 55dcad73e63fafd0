import { MenuOutlined } from '@ant-design/icons';
import { Button } from '../components/Button';
import { BrandMark } from '../components/BrandMark';
import { useT } from '../i18n';
import { site } from '../site';
import type { LayoutMode } from './useLayoutMode';
import { UserBox } from './UserBox';

interface HeaderProps {
  mode: LayoutMode;
  onOpenMenu: () => void;
}

/** Top bar: menu button (mobile), product name, user. */
export function Header({ mode, onOpenMenu }: HeaderProps) {
  const t = useT();
  return (
    <header className="area-header">
      {mode === 'mobile' && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('layout.openMenu')}
          data-testid="menu-button"
          onClick={onOpenMenu}
        />
      )}
      <a className="area-header__brand" href={site.siteRoot} data-testid="app-name">
        <BrandMark size={28} />
        <span>{t('app.name')}</span>
      </a>
      <span className="area-header__section">{t('app.section')}</span>
      <div className="area-header__spacer" />
      <UserBox compact={mode === 'mobile'} />
    </header>
  );
}
