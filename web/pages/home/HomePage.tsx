import { lazy } from 'react';
import { useLocation } from 'react-router';
import { useArea } from '../../area/AreaContext';
import { NoLogoPage } from './NoLogoPage';

const loadDownloadPage = () => import('../download/DownloadPage');
const DownloadPage = lazy(loadDownloadPage);
const CustomisePage = lazy(() => import('../mod/CustomisePage'));

/**
 * Starts loading the download page's code at start-up when a logo is on the
 * page, so it arrives while the logo details are fetched rather than after.
 */
export function preloadHomePage(logoOnPage: boolean): void {
  if (logoOnPage) void loadDownloadPage();
}

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
