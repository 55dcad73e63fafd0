import { Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LAYOUT } from '../../core/constants';
import { can, RULES } from '../../core/permissions';
import { lazyInAntdScope } from '../app/antdScoped';
import { useArea } from '../area/AreaContext';
import { AreaProvider } from '../area/AreaProvider';
import { PageStart } from '../area/PageStart';
import type { DrawerProps } from 'antd';
import { lazyDialog } from '../components/lazyDialog';
import { PageSkeleton } from '../components/PageSkeleton';
import { useT } from '../i18n';
import { ScrollManager } from '../navigation/ScrollManager';
import { Header } from './Header';
import { visibleMenu } from './menu';
import { SideMenu } from './SideMenu';
import { DrawerAccount } from './UserBox';
import { useLayoutMode } from './useLayoutMode';

/** The phone layout's menu drawer: its code loads the first time it opens. */
const MenuDrawer = lazyDialog<DrawerProps & { open: boolean }>(() => import('antd/es/drawer').then((m) => m.default));
import './layout.css';

/**
 * spec 01 §4: the font authorisation dialog after a page transition. Its code
 * (a form, the mobile ranges: ~100 KB) loads only for whoever may see it, and
 * only once the customer has changed page — never with the area's first page.
 */
const FontAuthPrompt = lazyInAntdScope(() => import('../pages/vi/FontAuthPrompt').then((m) => m.default));

interface AppLayoutProps {
  /** Paths (and aliases) of the route table; menu entries of other paths stay hidden. */
  availableRoutes: ReadonlySet<string>;
}

/** Root element of the area: viewer and logo state, header, side menu, page. */
export function AppLayout({ availableRoutes }: AppLayoutProps) {
  return (
    <AreaProvider>
      <Shell availableRoutes={availableRoutes} />
    </AreaProvider>
  );
}

function Shell({ availableRoutes }: AppLayoutProps) {
  const t = useT();
  const mode = useLayoutMode();
  const { roles, embedded, details } = useArea();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const entries = visibleMenu(roles, availableRoutes);
  // Inside a host's frame a menu of one entry leads nowhere: the page takes the whole width.
  const sider = mode !== 'mobile' && !(embedded && entries.length <= 1);
  // Embedded, the host's page is the frame: the area keeps to the 70 px menu.
  const compact = mode === 'narrow' || embedded;

  // A navigation closes the mobile drawer; so does growing out of the mobile layout.
  useEffect(() => setDrawerOpen(false), [location.pathname, mode]);

  // Whether the customer has changed page since the area opened: counted here, not in the
  // (lazily loaded) prompt, so a change made before its code or the logo arrived still counts.
  const firstPath = useRef(location.pathname);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (location.pathname !== firstPath.current) setMoved(true);
  }, [location.pathname]);

  const style = {
    '--menu-width': `${compact ? LAYOUT.menuCollapsedWidth : LAYOUT.menuWidth}px`,
  } as CSSProperties;

  return (
    <div className={`area area--${mode}${sider ? '' : ' area--no-sider'}`} style={style} data-layout={mode}>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header mode={mode} onOpenMenu={() => setDrawerOpen(true)} />
      <div className="area__frame">
        {sider && (
          <aside className="area__sider" data-testid="side-menu">
            <SideMenu entries={entries} compact={compact} />
          </aside>
        )}
        <main id="main" className="area__main" tabIndex={-1}>
          <PageStart>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </PageStart>
        </main>
      </div>
      {mode === 'mobile' && (
        <MenuDrawer
          open={drawerOpen}
          placement="left"
          size={LAYOUT.menuWidth}
          onClose={() => setDrawerOpen(false)}
          title={t('app.name')}
          styles={{ body: { padding: 8 } }}
          data-testid="menu-drawer"
        >
          <SideMenu entries={entries} compact={false} onNavigate={() => setDrawerOpen(false)} />
          <DrawerAccount />
        </MenuDrawer>
      )}
      <ScrollManager />
      {moved && details && !embedded && can(RULES.fontAuthorization, roles) && (
        <Suspense fallback={null}>
          <FontAuthPrompt logoId={details.fa_id} moved={moved} />
        </Suspense>
      )}
    </div>
  );
}
