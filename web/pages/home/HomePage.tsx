import { lazy } from 'react';
import { useArea } from '../../area/AreaContext';
import { NoLogoPage } from './NoLogoPage';

const loadDownloadPage = () => import('../download/DownloadPage');
const DownloadPage = lazy(loadDownloadPage);

/**
 * Starts loading the download page's code at start-up when a logo is on the
 * page, so it arrives while the logo details are fetched rather than after.
 */
export function preloadHomePage(logoOnPage: boolean): void {
  if (logoOnPage) void loadDownloadPage();
}

/** '/': the logo download page when a logo is on the page, else the customise page (spec 01 §2). */
export default function HomePage() {
  const { logoId } = useArea();
  return logoId === null ? <NoLogoPage /> : <DownloadPage />;
}
