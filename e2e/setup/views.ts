import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { LAYOUT } from '../../core/constants';
import { ADMIN, logoFor, OWNER, rendered } from './area-pages';
import { siteUrl, type Site } from './browser';

/**
 * Beyond each page's first view: the dialogs, popups and drawers open, other
 * viewers and other states (issue 30). The page sweep (setup/sweep.ts) checks
 * each with axe like a page and, on the same load, measures it at 400 % and
 * 200 % zoom and with text spacing, once what it opens is there. Nothing here
 * changes the demo data (a dialog is opened, never confirmed).
 */
export interface View {
  name: string;
  /** Where it is opened (path and query of the site). */
  path: string;
  viewer: string | null;
  sites?: readonly Site[];
  /**
   * What makes the view, once the page is there; it ends when what it opened is shown. It opens something over
   * the page (LAYERS), which the sweep measures alone (and fails when there is none).
   */
  open?: (page: Page) => Promise<void>;
  /** Only where the window is a phone's (the menu drawer): at most LAYOUT.mobileBreakpoint CSS px wide. */
  mobile?: true;
}

const shown = (page: Page, testId: string) => page.getByTestId(testId).first().waitFor();
const press = async (page: Page, testId: string, then: string) => {
  await page.getByTestId(testId).first().click();
  await shown(page, then);
};
const photo = sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d01010' } }).jpeg().toBuffer();

export const VIEWS: readonly View[] = [
  { name: 'purchase dialog (logo not bought)', path: '/download/?logo=1003', viewer: OWNER, sites: ['en'], open: (p) => press(p, 'purchase-button', 'offer-package_basic') },
  { name: 'purchase dialog (logo not bought)', path: '/download/?logo=1011', viewer: OWNER, sites: ['zh'], open: (p) => press(p, 'purchase-button', 'offer-package_basic') },
  { name: 'download menu', path: '/download/?logo={logo}', viewer: OWNER, open: (p) => press(p, 'download-main', 'download-main-svg') },
  {
    name: 'size dialog',
    path: '/download/?logo={logo}',
    viewer: OWNER,
    open: async (p) => {
      await press(p, 'download-main', 'download-main-png-high');
      await press(p, 'download-main-png-high', 'size-dialog-file');
    },
  },
  { name: 'background popover', path: '/download/?logo={logo}', viewer: OWNER, open: (p) => press(p, 'bg-picker-white', 'bg-swatch-white') },
  { name: 'business card details dialog', path: '/download/business-card?logo={logo}', viewer: OWNER, open: (p) => press(p, 'card-info-open', 'card-info-dialog') },
  // The Chinese site's trademark enquiry (the area's own dialog, components/Dialog), asked for without a logo.
  { name: 'trademark enquiry dialog', path: '/download/tm', viewer: null, sites: ['zh'], open: (p) => press(p, 'trademark-enquire', 'enquiry-submit') },
  // 1006: a logo no other journey on the shared server activates (once activated, the button goes to the partner's site).
  { name: 'activate modal', path: '/download/brand?logo=1006', viewer: OWNER, open: (p) => press(p, 'brand-activate', 'activate-title') },
  {
    name: 'avatar crop dialog',
    path: '/download/icon?logo={logo}',
    viewer: OWNER,
    open: async (p) => {
      await p.getByTestId('avatar-file').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo });
      await p.getByTestId('crop-viewport').locator('img').waitFor();
    },
  },
  {
    name: 'brand PPT: the confirmation of a slide\'s removal',
    path: '/download/brand-ppt?logo={logo}',
    viewer: OWNER,
    open: async (p) => {
      await p.getByTestId('ppt-remove').first().click();
      await p.locator('.popup[role="alertdialog"]').waitFor();
    },
  },
  {
    name: 'animation: the GIF made, before it is saved',
    path: '/download/animate?logo={logo}',
    viewer: OWNER,
    open: async (p) => {
      await p.getByTestId('animate-gif').click();
      await p.getByTestId('animate-result').waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'animation: the Lottie made, playing before it is saved',
    path: '/download/animate?logo={logo}',
    viewer: OWNER,
    open: async (p) => {
      await p.getByTestId('animate-lottie').click();
      await p.locator('[data-testid="animate-result"][data-ready="true"]').waitFor({ timeout: 60_000 });
    },
  },
  { name: 'designer fix under way (1008)', path: '/download/?logo=1008', viewer: OWNER },
  { name: 'the owner of a shared logo: its link', path: '/download/?logo=1005', viewer: OWNER },
  { name: 'a logo that does not exist: the error state', path: '/download/?logo=999999', viewer: OWNER },
  { name: 'visitor of a shared logo', path: '/download/?logo=1005', viewer: null },
  { name: 'visitor of a shared logo: brand identity', path: '/download/vi?logo=1005', viewer: null },
  { name: 'logo not bought', path: '/download/?logo=1003', viewer: OWNER, sites: ['en'] },
  { name: 'logo not bought: icons', path: '/download/icon?logo=1003', viewer: OWNER },
  { name: 'no logo: the user\'s logos', path: '/download/', viewer: OWNER },
  { name: 'the admin on a customer\'s logo', path: '/download/?logo=1001', viewer: ADMIN, sites: ['en'] },
  { name: 'menu drawer', path: '/download/?logo={logo}', viewer: OWNER, mobile: true, open: (p) => press(p, 'menu-button', 'menu-drawer') },
];

/** The views of `site` in a window `width` CSS px wide. */
export const viewsFor = (site: Site, width: number): View[] =>
  VIEWS.filter((v) => (!v.sites || v.sites.includes(site)) && (!v.mobile || width <= LAYOUT.mobileBreakpoint));

/**
 * What a view opens over the page (antd's modals, drawers, popovers and
 * confirmations, components/Popup): where the reader is while it is open.
 */
export const LAYERS = 'dialog[open], .ant-modal-wrap, .ant-drawer, .ant-popover, .popup';


/** Goes to the view's page on `site`, waits for it to render and opens what the view opens; gives the page's path. */
export async function openView(page: Page, site: Site, view: View): Promise<string> {
  const address = view.path.replace('{logo}', String(logoFor('/', site)));
  await page.goto(siteUrl(site, address));
  const pathname = new URL(address, 'http://x').pathname;
  await rendered(page, pathname);
  await view.open?.(page);
  return pathname;
}
