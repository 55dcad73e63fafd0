import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_ROUTES } from '../web/routes';
import { areaPath, logoFor, OWNER, rendered, SITES, viewerFor } from './setup/area-pages';
import { axeViolations, describeViolation, expectAccessible, failing, type AxeViolation } from './setup/axe';
import { closeBrowser, launchBrowser, siteUrl, type Site } from './setup/browser';
import { holdRequests } from './setup/hold';
import { inContext, people } from './setup/people';
import { openView, viewsFor } from './setup/views';

/**
 * Accessibility (issue 30, docs/ACCESSIBILITY.md): every page of the route
 * table — read from web/routes.tsx, so a page added later is checked too — on
 * both sites at 1280 and 390 px, as the demo owner (an admin for the pages
 * only an admin sees), once the page has rendered its content; axe-core on the
 * WCAG 2.0/2.1/2.2 A and AA rules finds no critical or serious violation.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const { contextFor } = people(() => browser);

const WIDTHS = [1280, 390] as const;

/**
 * Serious or critical violations still open, by rule and page (docs/ACCESSIBILITY.md
 * "Open"): each is tolerated on its page only, so any other one fails.
 */
const OPEN: ReadonlyArray<{ rule: string; path: string; why: string }> = [];

interface PageResult {
  path: string;
  site: Site;
  width: number;
  viewer: string;
  violations: AxeViolation[];
}
const results: PageResult[] = [];

/** Checks the page open at `pathname` once rendered; fails on a serious or critical violation not OPEN on `page`. */
async function check(page: Page, pathname: string, key: string, site: Site, width: number, viewer: string): Promise<void> {
  await rendered(page, pathname);
  let byImpact = await axeViolations(page);
  // A colour caught mid-change (a button enabled after the page had settled fades from grey to blue) is no
  // state a reader stays in: once the page has settled again the check runs again, and what is still there counts.
  for (let again = 0; again < 2 && byImpact.critical.length + byImpact.serious.length > 0; again++) {
    await rendered(page, pathname);
    byImpact = await axeViolations(page);
  }
  // Still the page asked for: a page that went on elsewhere while axe ran (the trademark page goes to an order's
  // page on the trademark site) would have had another site's page checked in its name.
  expect(new URL(page.url()).pathname, `${key} (${site}, ${width} px) left for another page while checked`).toBe(pathname);
  // Serious and critical violations of any rule, and the structure a screen-reader user moves by whatever axe's impact.
  const violations = failing(byImpact);
  results.push({ path: key, site, width, viewer, violations });
  const where = `${key} (${site}, ${width} px, ${viewer})`;
  const unexpected = violations.filter((v) => !OPEN.some((o) => o.rule === v.rule && o.path === key));
  expect(unexpected.map((v) => describeViolation(v, where)).join('\n'), `axe on ${where}`).toBe('');
  expect(await spokenStructure(page), `page language and current page on ${where}`).toEqual({
    lang: site === 'zh' ? 'zh-CN' : 'en',
    titled: true,
    currentLinks: 'each link to this page marked current, no other',
  });
}

/**
 * What a screen reader announces before the content: the page's language (the
 * site's), a title of its own, and in the navigation the link to the page the
 * reader is on marked `aria-current="page"` (only that one).
 */
async function spokenStructure(page: Page): Promise<{ lang: string; titled: boolean; currentLinks: string }> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('nav a[href]')];
    const here = (a: HTMLAnchorElement) => new URL(a.href).pathname === location.pathname;
    const wrong = links.filter((a) => here(a) !== (a.getAttribute('aria-current') === 'page'));
    return {
      lang: document.documentElement.lang,
      titled: document.title.trim().length > 0,
      currentLinks: wrong.length ? `wrong: ${wrong.map((a) => `${a.textContent?.trim()} (${a.getAttribute('href')})`).join(', ')}` : 'each link to this page marked current, no other',
    };
  });
}

for (const site of SITES) {
  for (const width of WIDTHS) {
    describe(`${site} at ${width} px`, () => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      const contextOf = (email: string) => {
        if (!contexts.has(email)) contexts.set(email, contextFor(site, email, width, width < 600 ? 844 : 900));
        return contexts.get(email)!;
      };
      afterAll(async () => {
        for (const ctx of contexts.values()) await (await ctx).close();
      });

      for (const route of AREA_ROUTES) {
        const viewer = viewerFor(route.rule, site);
        it.skipIf(viewer === null)(`${route.path}: no critical or serious axe violation`, async () => {
          const ctx = await contextOf(viewer!);
          const page = await ctx.newPage();
          try {
            const logo = logoFor(route.path, site);
            await page.goto(siteUrl(site, `${areaPath(route.path)}?logo=${logo}`));
            await check(page, areaPath(route.path), route.path, site, width, viewer!);
          } finally {
            await page.close();
          }
        });
      }

      // The sign-in page is a page of its own (web/login.html), outside the route table; signed out.
      it('/login: no critical or serious axe violation', async () => {
        await inContext(contextFor(site, null, width, width < 600 ? 844 : 900), async (page) => {
          await page.goto(siteUrl(site, '/login'));
          await check(page, '/login', '/login', site, width, 'signed out');
        });
      });
    });
  }
}

for (const site of SITES) {
  for (const width of WIDTHS) {
    describe(`${site} at ${width} px: dialogs, viewers and states`, () => {
      for (const view of viewsFor(site, width)) {
        it(`${view.name}: no critical or serious axe violation`, async () => {
          await inContext(contextFor(site, view.viewer, width, width < 600 ? 844 : 900), async (page) => {
            const pathname = await openView(page, site, view);
            await check(page, pathname, `${pathname} · ${view.name}`, site, width, view.viewer ?? 'signed out');
          });
        });
      }
      // While the logo's details are on their way: the page's loading state (checked as it stands, not waited out).
      it('the download page while its logo loads: no critical or serious axe violation', async () => {
        await inContext(contextFor(site, OWNER, width, width < 600 ? 844 : 900), async (page) => {
          const release = await holdRequests(page, /\/api\/logo\/details\?/);
          try {
            await page.goto(siteUrl(site, `/download/?logo=${logoFor('/', site)}`));
            await page.getByTestId('page-loading').waitFor();
            await expectAccessible(page, `/download/ · loading (${site}, ${width} px)`);
          } finally {
            release();
          }
          await page.getByTestId('page-loading').waitFor({ state: 'detached' });
        });
      });
    });
  }
}

afterAll(() => {
  // The table docs/ACCESSIBILITY.md shows: page × site × width → violations and elements.
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/a11y-results.json', JSON.stringify(results, null, 2));
  const rows = results.map((r) => `${r.path}\t${r.site}\t${r.width}\t${r.violations.length}\t${r.violations.reduce((n, v) => n + v.targets.length, 0)}\t${[...new Set(r.violations.map((v) => v.rule))].join(',')}`);
  console.log(`page\tsite\twidth\trules\telements\tids\n${rows.join('\n')}`);
});
