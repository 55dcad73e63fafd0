import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { AREA_ROUTES } from '../web/routes';
import { areaPath, logoFor, rendered, SITES, viewerFor } from './setup/area-pages';
import { closeBrowser, launchBrowser, siteUrl, type Site } from './setup/browser';
import { people } from './setup/people';
import { listOffenders, measureReflow, REFLOW_WINDOWS as WINDOWS, withTextSpacing, type Allowed, type Offender, type ReflowWindow as View } from './setup/reflow';
import { LAYERS, openView, viewsFor } from './setup/views';

/**
 * Zoom and reflow (issue 30, docs/ACCESSIBILITY.md): every page of the route
 * table — read from web/routes.tsx, so a page added later is checked too — and
 * the sign-in page, on both sites, seen by the viewer and with the logo the
 * accessibility journey uses (setup/area-pages.ts):
 * - WCAG 1.4.10 reflow: at 320 × 720 nothing needs scrolling sideways (save
 *   the sliders the specs ask for, ALLOWED), and no text, control, picture or
 *   card is beyond the viewport's edge, cut off, or covered by another;
 * - WCAG 1.4.4 resize text: a 1280 × 900 window at 200 % zoom (640 × 450 CSS
 *   px at 2 device pixels each), the same;
 * - WCAG 1.4.12 text spacing: at 1280 px with the spacing of the WCAG test
 *   stylesheet, no element with text hides part of it (and the same as above).
 * Then the dialogs, popups and drawers the views of setup/views.ts open, and
 * the other states there, at 400 % zoom (a 1280 × 1024 window: 320 × 256 CSS
 * px, where a dialog taller than the window must scroll), at 200 % and with
 * text spacing: what is open over the page is measured, not the page under it.
 * A failure names each offending element by CSS selector.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const { contextFor } = people(() => browser);

/** Each page's first view. */
const VIEWS: readonly View[] = [WINDOWS.narrow, WINDOWS.zoom200, WINDOWS.spacing];
/** Dialogs, popups, drawers and states (setup/views.ts). */
const LAYER_VIEWS: readonly View[] = [WINDOWS.zoom400, WINDOWS.zoom200, WINDOWS.spacing];

/**
 * Parts allowed to scroll sideways (docs/ACCESSIBILITY.md lists them with their
 * reasons). Sliders the specs ask for: one moves through their slides, and each
 * slide must fit in the row's width (measured), so nothing in a slide needs
 * scrolling sideways; what is inside a slide is measured like the rest.
 */
const ALLOWED: readonly Allowed[] = [
  {
    selector: '.brand-mission__viewport',
    kind: 'slider',
    why: "the download page's brand mission carousel (spec 02 §2): one slide at a time, moved by its buttons, arrow keys or a swipe; the others inert",
  },
  { selector: '.vi-mockups', kind: 'slider', why: "the brand identity page's mockup stage (spec 02 §2: a slider of preset scenes); focusable, arrow keys move it" },
  { selector: '.vi-watermarks', kind: 'slider', why: "the brand identity page's background watermarks (spec 02 §2, §9: three sliders of six); each row focusable" },
  {
    selector: '.vi-word__row',
    kind: 'slider',
    why: "the brand identity page's Word templates, a row of cards like the sliders above it; the Word templates page it links to shows every one of them in rows that wrap (one column on a phone)",
  },
  {
    selector: '[data-testid="crop-viewport"]',
    kind: 'two-dimensional',
    why: "the avatar crop dialog's window on the photo: it shows the part that will be the avatar, the rest of the photo outside it on purpose, moved in by dragging or the arrow keys",
  },
  { selector: '.brand-tiles', kind: 'slider', why: "the brand package's tiles (spec 02 §2: horizontally scrolling tiles); focusable, arrow keys move it" },
];

interface PageResult {
  path: string;
  site: Site;
  view: string;
  viewer: string;
  offenders: Offender[];
  truncated: Offender[];
}
const results: PageResult[] = [];

/** Measures the page open at `pathname` once rendered; fails naming each offending element. `expect` is the test's own (the sites run side by side). */
async function check(expect: ExpectStatic, page: Page, pathname: string, key: string, site: Site, view: View, viewer: string, scope?: string): Promise<void> {
  await rendered(page, pathname);
  const { offenders, truncated } = await measureReflow(page, ALLOWED, scope);
  // A page still making what it shows (the brand PPT writes its deck on the first visit, behind a progress bar)
  // is measured as it is and again once done: both are pages a reader meets.
  if (await page.locator('.ant-progress-status-active').count()) {
    await page.waitForFunction(() => !document.querySelector('.ant-progress-status-active'), undefined, { timeout: 30_000 });
    await rendered(page, pathname);
    const done = await measureReflow(page, ALLOWED, scope);
    offenders.push(...done.offenders.filter((o) => !offenders.some((p) => p.selector === o.selector && p.problem === o.problem)));
    truncated.push(...done.truncated.filter((o) => !truncated.some((p) => p.selector === o.selector)));
  }
  const where = `${key} (${site}, ${view.name}, ${viewer})`;
  // Still the page asked for: one that went on elsewhere while measured would have had another page measured in its name.
  expect(new URL(page.url()).pathname, `${where} left for another page while measured`).toBe(pathname);
  results.push({ path: key, site, view: view.name, viewer, offenders, truncated });
  expect(listOffenders(offenders), `reflow on ${where}`).toBe('');
}

// The two sites side by side, each its pages one after another in its own contexts: the run takes about half as long.
describe.concurrent('reflow', () => {
  for (const site of SITES) {
    describe(site, () => {
      // One context per view and viewer, and one page in it that goes from page to page.
      const pages = new Map<string, Promise<Page>>();
      const open = (view: View, email: string | null): Promise<Page> => {
        const key = `${view.name} ${email ?? 'signed out'}`;
        if (!pages.has(key)) {
          const ctx = contextFor(site, email, view.width, view.height, { deviceScaleFactor: view.scale });
          pages.set(
            key,
            ctx.then(async (c) => {
              if (view.textSpacing) await withTextSpacing(c);
              return c.newPage();
            }),
          );
        }
        return pages.get(key)!;
      };
      afterAll(async () => {
        for (const page of pages.values()) await (await page).context().close();
      });

      for (const view of VIEWS) {
        for (const route of AREA_ROUTES) {
          const viewer = viewerFor(route.rule, site);
          // A page of the other site is skipped (its guard rule names that site).
          (viewer === null ? it.skip : it.sequential)(`${view.name}: ${route.path} has nothing to scroll sideways, cut off, clipped or covered`, async ({ expect }) => {
            const page = await open(view, viewer);
            await page.goto(siteUrl(site, `${areaPath(route.path)}?logo=${logoFor(route.path, site)}`));
            await check(expect, page, areaPath(route.path), route.path, site, view, viewer!);
          });
        }
        // The sign-in page is a page of its own (web/login.html), outside the route table; signed out.
        it.sequential(`${view.name}: /login has nothing to scroll sideways, cut off, clipped or covered`, async ({ expect }) => {
          const page = await open(view, null);
          await page.goto(siteUrl(site, '/login'));
          await check(expect, page, '/login', '/login', site, view, 'signed out');
        });
      }
      for (const size of LAYER_VIEWS) {
        for (const view of viewsFor(site, size.width)) {
          it.sequential(`${size.name}: ${view.path} · ${view.name} has nothing to scroll sideways, cut off, clipped or covered`, async ({ expect }) => {
            const page = await open(size, view.viewer);
            const pathname = await openView(page, site, view);
            // What a view opens is measured alone; a state of a page (no dialog) is the page.
            await check(expect, page, pathname, `${pathname} · ${view.name}`, site, size, view.viewer ?? 'signed out', view.open ? LAYERS : undefined);
          });
        }
      }
    });
  }
});

afterAll(() => {
  // The table docs/ACCESSIBILITY.md shows: page × site × view → offending elements.
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/reflow-results.json', JSON.stringify(results, null, 2));
  const rows = results.map((r) => `${r.path}\t${r.site}\t${r.view}\t${new Set(r.offenders.map((o) => o.selector)).size}\t${r.truncated.length}`);
  console.log(`page\tsite\tview\toffending\ttruncated\n${rows.join('\n')}`);
});
