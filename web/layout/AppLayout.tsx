import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LAYOUT } from '../../core/constants';
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
import { useLayoutMode } from './useLayoutMode';

/** The phone layout's menu drawer: its code loads the first time it opens. */
const MenuDrawer = lazyDialog<DrawerProps & { open: boolean }>(() => import('antd/es/drawer').then((m) => m.default));
import './layout.css';

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
  const { roles } = useArea();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const entries = visibleMenu(roles, availableRoutes);

  // A navigation closes the mobile drawer; so does growing out of the mobile layout.
  useEffect(() => setDrawerOpen(false), [location.pathname, mode]);

  const style = {
    '--menu-width': `${mode === 'narrow' ? LAYOUT.menuCollapsedWidth : LAYOUT.menuWidth}px`,
  } as CSSProperties;

  return (
    <div className={`area area--${mode}`} style={style} data-layout={mode}>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header mode={mode} onOpenMenu={() => setDrawerOpen(true)} />
      <div className="area__frame">
        {mode !== 'mobile' && (
          <aside className="area__sider" data-testid="side-menu">
            <SideMenu entries={entries} compact={mode === 'narrow'} />
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
        </MenuDrawer>
      )}
      <ScrollManager />
    </div>
  );
}
