import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { logoIdFrom } from './navigation/query';
import { RULES, type Rule } from '../core/permissions';
import { loadPageMessages, type PageMessages } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { Guard, KeptRedirect } from './navigation/Guard';
import type { FrameMeta } from './pages/frame/meta';

/**
 * THE route table of the download area (spec 01 §2, spec 02 §2): every page,
 * alias and redirect lives here. History mode under /download/. Every link and
 * redirect keeps the query values custom, logo and png (navigation/query.ts).
 */

/**
 * With the trailing slash, links to '/' read /download/?logo=… (the address
 * the server serves) rather than /download?logo=…, which costs a redirect.
 */
export const BASENAME = '/download/';

/** A page whose code loads when it is first shown, or before, when `preload` is called (startRoute). */
type PageComponent = ComponentType<PageProps> & { preload?: () => Promise<unknown> };

/**
 * A page of its own chunk. Once its code has arrived (preloaded as the area
 * opened on it), it is shown straight away: React.lazy would still suspend
 * once, and a Suspense boundary that showed its fallback reveals the page no
 * sooner than 300 ms later — a third of a second added to every first visit.
 * Every page draws with the area's own controls and comes without antd's
 * scope: what draws with antd (dialogs, the sign-in page) loads it when it is
 * shown (app/antdScoped.ts; scripts/check-budgets.ts fails a page that loads antd).
 */
function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): PageComponent {
  let loaded: ComponentType<PageProps> | null = null;
  let loading: Promise<{ default: ComponentType<PageProps> }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m.default;
        return { default: loaded };
      },
      (error: unknown) => {
        // A failed load may be tried again (the next visit of the page).
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Page(props: PageProps) {
    // Chosen once per mount: switching from Lazy to the page itself would mount the page again.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload: () => start() });
}

/** A page's code with its own texts (web/i18n PAGE_MESSAGES), both loaded before it is shown. */
function withMessages<M>(page: PageMessages, code: Promise<M>): Promise<M> {
  return Promise.all([code, loadPageMessages(page)]).then(([loaded]) => loaded);
}

export interface AreaRoute {
  path: string;
  /** Same page under other paths (the address bar keeps the alias). */
  aliases?: readonly string[];
  /** Page guard: while it does not hold, the viewer goes to '/' with the kept query. */
  rule: Rule;
  Page: PageComponent;
  /** A frame page's meta (spec 01 §2): the main-site page it shows. */
  frame?: FrameMeta;
  /**
   * The page's first calls, started when the area opens on its route or its
   * route is entered — while its code still loads — instead of after (the
   * mockups page: its list; the social kit: its first previews).
   */
  prefetch?: (client: QueryClient, logoId: number | null) => Promise<unknown> | undefined;
}

export interface PageProps {
  frame?: FrameMeta;
}

export interface AreaRedirect {
  from: string;
  to: string;
}

const HomePage = lazyPage(() => import('./pages/home/HomePage'));
const InvoicePage = lazyPage(() => import('./pages/invoice/InvoicePage'));
const AdminInvoicesPage = lazyPage(() => import('./pages/admin-invoices/AdminInvoicesPage'));
const TrademarkPage = lazyPage(() => import('./pages/trademark/TrademarkPage'));
const IconPage = lazyPage(() => import('./pages/icon/IconPage'));
const ModPage = lazyPage(() => import('./pages/mod/ModPage'));
const MockupsPage = lazyPage(() => import('./pages/mockup/MockupsPage'));
const BusinessCardPage = lazyPage(() => import('./pages/business-card/BusinessCardPage'));
const VIPage = lazyPage(() => import('./pages/vi/VIPage'));
const BrandPage = lazyPage(() => import('./pages/brand/BrandPage'));
const FramePage = lazyPage(() => import('./pages/frame/FramePage'));
const DesignPage = lazyPage(() => import('./pages/design/DesignPage'));
const AnimatePage = lazyPage(() => import('./pages/animate/AnimatePage'));
const ProfilePage = lazyPage(() => import('./pages/profile/ProfilePage'));
const SignaturePage = lazyPage(() => import('./pages/signature/SignaturePage'));
const PortalPage = lazyPage(() => withMessages('portal', import('./pages/portal/PortalPage')));
const BrandPptPage = lazyPage(() => import('./pages/brand-ppt/BrandPptPage'));
const SocialPage = lazyPage(() => import('./pages/social/SocialPage'));
const PrintPage = lazyPage(() => withMessages('print', import('./pages/print/PrintPage')));
const WordTemplatesPage = lazyPage(() => import('./pages/templates/TemplatesPage').then((m) => ({ default: m.WordTemplatesPage })));
const PptTemplatesPage = lazyPage(() => import('./pages/templates/TemplatesPage').then((m) => ({ default: m.PptTemplatesPage })));

/** Built pages. '/' is the logo download page with a logo, the customise page without. */
export const AREA_ROUTES: readonly AreaRoute[] = [
  // The download page (or the customise page) in a chunk of its own: the other pages do not carry it.
  { path: '/', rule: [], Page: HomePage },
  { path: '/invoice', rule: RULES.invoiceMenu, Page: InvoicePage },
  // Not a spec route: where admins review invoice applications (approve with the PDF, reject).
  { path: '/admin/invoices', rule: RULES.invoiceAdmin, Page: AdminInvoicesPage },
  // Trademark registration: Chinese site, no logo needed (spec 01 §2).
  { path: '/tm', rule: [['zh']], Page: TrademarkPage },
  // Avatars and icons of the logo (/head and /avatar redirect here).
  { path: '/icon', rule: [['logo']], Page: IconPage },
  // Designer fix: the page itself shows the sign-in prompt to a visitor (web/navigation/signInFirst.ts).
  { path: '/mod', aliases: ['/modify', '/logo/modify'], rule: [], Page: ModPage },
  // Mockups: every viewer of the logo sees the previews; downloads and load-more need the
  // professional package (spec 02 §6), and so does the menu entry (layout/menu.ts).
  {
    path: '/mockup',
    rule: [['logo']],
    Page: MockupsPage,
    prefetch: (client, logoId) => (logoId === null ? undefined : import('./api/mockups').then((m) => m.prefetchMockups(client, logoId))),
  },
  // Business cards: previews for every viewer, downloads with the professional package (same rule as mockups).
  { path: '/business-card', rule: [['logo']], Page: BusinessCardPage },
  // Brand identity: a logo or a manual png (spec 01 §2, spec 02 §2); /spec redirects here.
  { path: '/vi', rule: RULES.brandIdentity, Page: VIPage },
  // Brand package: tiles to the brand's tools and the partner activation (spec 02 §2, §4); /brand/center redirects here.
  { path: '/brand', rule: RULES.brandPackagePage, Page: BrandPage },
  // Social graphics: a frame page of the main site's social media kit, with the upgrade hint (spec 01 §2, spec 02 §2).
  {
    path: '/photo',
    rule: [['logo']],
    Page: FramePage,
    frame: { source: '/design/social', logo: true, title: 'frame.photo.title', upgrade: 'frame.photo.upgrade', related: { path: '/social', label: 'frame.photo.kitLink' } },
  },
  // The social media kit: every viewer of the logo sees the previews; files need the professional package
  // (the rule of mockups), and so does the menu entry (layout/menu.ts).
  {
    path: '/social',
    rule: [['logo']],
    Page: SocialPage,
    prefetch: (client, logoId) => (logoId === null ? undefined : import('./api/social').then((m) => m.prefetchSocial(client, logoId))),
  },
  // The print shop (issue 47): previews for every viewer of the logo; files need the professional package (the rule
  // of mockups), and so does the menu entry (layout/menu.ts).
  {
    path: '/print',
    rule: [['logo']],
    Page: PrintPage,
    prefetch: (client, logoId) => (logoId === null ? undefined : import('./api/print').then((m) => m.prefetchPrint(client, logoId))),
  },
  // The design hub: designs that start with the logo, and the AI image tools (spec 02 §2).
  { path: '/design', rule: RULES.designHub, Page: DesignPage },
  // The signed-in user's profile picture (spec 02 §2).
  { path: '/profile', rule: [['login']], Page: ProfilePage },
  // Logo animations: previews for every viewer of the logo; downloads need the professional package
  // (spec 02 §6), and so does the menu entry (layout/menu.ts).
  { path: '/animate', rule: [['logo']], Page: AnimatePage },
  // Not a spec route: the e-mail signature the hub and the brand package lead to.
  { path: '/email-signature', rule: [['logo']], Page: SignaturePage },
  // Not a spec route: the brand portal's settings and links (issue 46).
  { path: '/portal', rule: RULES.portalPage, Page: PortalPage },
  // Word and PPT templates: previews for every viewer of the logo; downloads need the office package (spec 02 §4, §6).
  { path: '/word', rule: [['logo']], Page: WordTemplatesPage },
  { path: '/ppt', rule: [['logo']], Page: PptTemplatesPage },
  // The brand PPT: initialising, then the editor (spec 01 §2, §4); the professional package.
  { path: '/brand-ppt', rule: RULES.professional, Page: BrandPptPage },
];

/** Redirects of both specs; the query is kept. */
export const REDIRECTS: readonly AreaRedirect[] = [
  { from: '/head', to: '/icon' },
  { from: '/avatar', to: '/icon' },
  { from: '/spec', to: '/vi' },
  { from: '/brand/center', to: '/brand' },
  { from: '/mockups', to: '/mockup' },
  { from: '/bizcard', to: '/business-card' },
];

/** Every path the table answers with a page (menu entries of other paths are hidden). */
export const AVAILABLE_ROUTES: ReadonlySet<string> = new Set(
  AREA_ROUTES.flatMap((route) => [route.path, ...(route.aliases ?? [])]),
);

/** The first page's start: its code, and its own first calls (each settles when it has come or failed). */
export interface RouteStart {
  code: Promise<unknown>;
  calls: Promise<unknown>;
}

/**
 * The first page's code and first calls, started before the area's first
 * render (main.tsx), so that they load while the area's own code starts
 * rather than after it. `pathname` is the address's, under BASENAME.
 */
export function startRoute(client: QueryClient, pathname: string, search: string): RouteStart {
  const under = `/${pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) : ''}`.replace(/(.)\/+$/, '$1');
  const path = REDIRECTS.find((r) => r.from === under)?.to ?? under;
  const route = AREA_ROUTES.find((r) => r.path === path || r.aliases?.includes(path));
  if (!route) return { code: Promise.resolve(), calls: Promise.resolve() };
  return { code: Promise.resolve(route.Page.preload?.()), calls: Promise.resolve(route.prefetch?.(client, logoIdFrom(search))) };
}

/** Starts a page's first calls once, when its route is first rendered (a page reached in the area). */
function Prefetch({ run }: { run: NonNullable<AreaRoute['prefetch']> }) {
  const client = useQueryClient();
  const { search } = useLocation();
  const logoId = logoIdFrom(search);
  useEffect(() => {
    void run(client, logoId)?.catch(() => undefined);
  }, [run, client, logoId]);
  return null;
}

function pageRoutes(route: AreaRoute): RouteObject[] {
  const { Page, rule, prefetch, frame } = route;
  const element = (
    <>
      {prefetch && <Prefetch run={prefetch} />}
      <Guard rule={rule}>
        <Page frame={frame} />
      </Guard>
    </>
  );
  return [route.path, ...(route.aliases ?? [])].map((path) =>
    path === '/' ? { index: true, element } : { path: path.slice(1), element },
  );
}

const ROUTE_OBJECTS: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout availableRoutes={AVAILABLE_ROUTES} />,
    children: [
      ...AREA_ROUTES.flatMap(pageRoutes),
      ...REDIRECTS.map(({ from, to }) => ({ path: from.slice(1), element: <KeptRedirect to={to} /> })),
      // Any other path (including the planned pages until they are built) → '/'.
      { path: '*', element: <KeptRedirect to="/" /> },
    ],
  },
];

/**
 * The pages of the area, inside main.tsx's declarative BrowserRouter (the
 * data router's loaders and actions are not used: pages fetch through
 * TanStack Query, and scrolling is ScrollManager's).
 */
export function AreaRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
