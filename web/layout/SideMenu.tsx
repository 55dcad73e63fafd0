import { CheckCircleFilled } from '@ant-design/icons';
import { NavLink, useLocation } from 'react-router';
import { useArea } from '../area/AreaContext';
import { useT } from '../i18n';
import { keptQuery } from '../navigation/query';
import { site } from '../site';
import { menuLabels, type MenuEntry } from './menu';
import { MENU_ICONS } from './menuIcons';

interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** 70 px menu: icon above a short label. */
  compact: boolean;
  /** Called after a click (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The area's side menu; entries come from visibleMenu() (menu.ts). */
export function SideMenu({ entries, compact, onNavigate }: SideMenuProps) {
  const t = useT();
  const { roles, logoId } = useArea();
  const { search } = useLocation();
  const kept = keptQuery(search);

  return (
    <nav className={compact ? 'side-menu side-menu--compact' : 'side-menu'} aria-label={t('layout.menuLabel')}>
      <ul>
        {entries.map((entry) => {
          const Icon = MENU_ICONS[entry.id];
          const labels = menuLabels(entry, logoId !== null);
          const marked = entry.markWhen !== undefined && roles.has(entry.markWhen);
          const body = (
            <>
              <span className="side-menu__icon" aria-hidden>
                <Icon />
              </span>
              <span className="side-menu__label">{t(compact ? labels.short : labels.long)}</span>
              {marked && (
                <CheckCircleFilled className="side-menu__mark" aria-label={t('menu.designerAssistantOn')} role="img" />
              )}
            </>
          );
          const common = {
            className: 'side-menu__link',
            'data-testid': `menu-${entry.id}`,
            title: compact ? t(labels.long) : undefined,
            onClick: onNavigate,
          };
          return (
            <li key={entry.id}>
              {entry.target.kind === 'route' ? (
                <NavLink to={{ pathname: entry.target.path, search: kept }} end {...common}>
                  {body}
                </NavLink>
              ) : (
                <a
                  href={site[entry.target.siteUrl]}
                  {...common}
                  {...(entry.target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
