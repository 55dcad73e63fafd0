import type { Page } from 'playwright-core';
import { can, type Role, type Rule } from '../../core/permissions';
import { BASENAME } from '../../web/routes';
import type { Site } from './browser';

/**
 * Visiting every page of the route table (AREA_ROUTES of web/routes.tsx) the
 * way a reader sees it: who may see each page on a site, the logo that shows
 * it fully, its address, and when it has rendered. Shared by the journeys that
 * go through every page (the page sweep, setup/sweep.ts), so a page added to the
 * table is visited by all of them alike.
 */

export const OWNER = 'owner@demo.test';
export const ADMIN = 'admin@demo.test';
export const SITES: readonly Site[] = ['en', 'zh'];

/** Roles the demo owner holds on the logos opened here (server/demo/seed.ts); an admin holds 'admin' too. */
const OWNER_ROLES: readonly Role[] = ['login', 'owner', 'bought', 'upgrade', 'vip', 'brandPackage', 'office', 'logo', 'invoice'];

/** Who sees a page on a site: the owner, else an admin, else nobody (a page of the other site). */
export function viewerFor(rule: Rule, site: Site): string | null {
  if (can(rule, [...OWNER_ROLES, site])) return OWNER;
  if (can(rule, [...OWNER_ROLES, site, 'admin'])) return ADMIN;
  return null;
}

/**
 * The logo each page is opened with: one that shows the page fully. The
 * brand package's page with the brand-package logo; the invoice with the logo
 * paid in yuan; the social graphics frame with a logo not bought (a bought
 * one leaves the area for the main site's page itself); the trademark page
 * with a logo whose registration no journey buys (1009's is bought by the
 * trademark journey, after which its page goes on to the order's page on the
 * trademark site).
 */
const DEFAULT_LOGO: Record<Site, number> = { en: 1001, zh: 1009 };
const LOGO_FOR: Readonly<Record<string, number>> = { '/brand': 1007, '/invoice': 1001, '/photo': 1003, '/tm': 1003 };

/** The logo a page of the route table is opened with on a site. */
export function logoFor(path: string, site: Site): number {
  return LOGO_FOR[path] ?? DEFAULT_LOGO[site];
}

/**
 * Pages that open a dialog over themselves on arrival, by the logo they are
 * opened with (LOGO_FOR), and what shows it is open: the trademark page offers
 * the registration's purchase to an owner who has not bought it (spec 01 §4).
 * A sweep waits for it, so the page is checked as the reader meets it, never
 * caught before the dialog comes.
 */
export const OWN_DIALOG: Readonly<Record<string, string>> = { '/tm': '[data-testid="purchase-pay"]' };

/** The address of a page of the route table. */
export function areaPath(path: string): string {
  return path === '/' ? BASENAME : BASENAME + path.slice(1);
}

/**
 * Waits until the page is its own (no guard sent the viewer away) and has drawn
 * what it loads: no skeleton, spinner or busy part in view (parts below it may
 * load only when scrolled to), no loading button, no transition under way,
 * fonts and pictures in view loaded.
 */
/**
 * A person starts using the page: a key (Shift, which moves nothing) pressed, as
 * the first scroll, tap or click would be; the parts of the page that load when
 * near the view or at the first interaction (components/lazyWhenNear) load.
 */
export async function startUsing(page: Page): Promise<void> {
  await page.waitForFunction(() => !!document.querySelector('main')?.textContent?.trim(), undefined, { timeout: 30_000 });
  await page.keyboard.press('Shift');
}

export async function rendered(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  for (const frame of page.frames()) await frame.waitForLoadState('load');
  // The whole page is checked, the parts below its first view too.
  await startUsing(page);
  try {
    // Asked every 50 ms rather than on every frame: the check reads the layout, and the page has its own work to do.
    await page.waitForFunction(unsettled, false, { timeout: 30_000, polling: 50 });
  } catch (error) {
    // Said on a timeout: what still kept the page from being rendered.
    const why = await page.evaluate(unsettled, true).catch(() => '(the page could not be asked)');
    throw new Error(`${pathname} never settled: ${why}`, { cause: error });
  }
}

/**
 * Run in the page: true (or, asked for the reason, '') once it has rendered; else
 * false (or what is still under way, named).
 */
function unsettled(reason: boolean): boolean | string {
  const main = document.querySelector('main');
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
  };
  const name = (el: Element | null | undefined) => (el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?');
  const why = (() => {
    if (!main || !main.textContent?.trim()) return 'no text in main';
    if (document.fonts.status !== 'loaded') return 'fonts loading';
    const busy = [...document.querySelectorAll('[aria-busy="true"], [data-testid="page-loading"], .ant-skeleton, .ant-spin-spinning')].find(inView);
    // A part that loads when wanted (components/lazyWhenNear), anywhere on the page, still on its way.
    const part = document.querySelector('.when-near');
    if (part) return `part loading: ${part.getAttribute('data-testid')}`;
    if (busy) return `busy in view: ${name(busy)}`;
    // A button still loading (antd fades it to 65 %) anywhere on the page: its work is not done.
    const loading = document.querySelector('.ant-btn-loading');
    if (loading) return `button loading: ${loading.textContent?.trim()}`;
    // Colours settled: no transition or finite animation under way (a button enabled a moment ago fades from grey to blue).
    const moving = document.getAnimations().find((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    if (moving) {
      const what = (moving as CSSAnimation).animationName ?? (moving as CSSTransition).transitionProperty;
      return `moving: ${what} on ${name((moving.effect as KeyframeEffect | null)?.target)}`;
    }
    const image = [...document.images].filter(inView).find((img) => !img.complete);
    if (image) return `image loading: ${image.currentSrc || image.src}`;
    return '';
  })();
  return reason ? why : why === '';
}
