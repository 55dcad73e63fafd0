import { lazy } from 'react';
import { useLocation } from 'react-router';
import { lazyInAntdScope } from '../../app/antdScoped';
import { useArea } from '../../area/AreaContext';

// The download page is the area's first page: its code comes with this page's
// chunk, preloaded from the HTML like every page's (server/http/pages.ts), so
// the other pages do not carry it; its dialogs load when opened.
import DownloadPage from '../download/DownloadPage';

// The customise page draws with the area's own controls (its confirmations load antd's scope when asked).
const CustomisePage = lazy(() => import('../mod/CustomisePage'));
const NoLogoPage = lazyInAntdScope(() => import('./NoLogoPage').then((m) => m.NoLogoPage));

/**
 * '/': the logo download page when a logo is on the page, else the customise
 * page of `?custom={id}` (spec 01 §2), else what to do without a logo.
 */
export default function HomePage() {
  const { logoId } = useArea();
  const { search } = useLocation();
  if (logoId !== null) return <DownloadPage />;
  const custom = Number(new URLSearchParams(search).get('custom'));
  return Number.isInteger(custom) && custom > 0 ? <CustomisePage key={custom} customId={custom} /> : <NoLogoPage />;
}
