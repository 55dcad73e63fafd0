import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_ROUTES } from '../../web/routes';
import { areaPath, logoFor, OWN_DIALOG, OWNER, rendered, viewerFor } from './area-pages';
import { axeViolations, describeViolation, expectAccessible, failing, type AxeViolation } from './axe';
import { closeBrowser, launchBrowser, siteUrl, type ContextSettings, type Site } from './browser';
import { holdRequests } from './hold';
import { people } from './people';
import { listOffenders, measureReflow, REFLOW_WINDOWS, setTextSpacing, type Allowed, type Offender, type ReflowWindow } from './reflow';
import { LAYERS, openView, viewsFor, type View } from './views';

/**
 * The page sweep (issue 30, docs/ACCESSIBILITY.md): every page of the route
 * table — read from web/routes.tsx, so a page added later is checked too —,
 * the sign-in page, and the dialogs, viewers and states of setup/views.ts, on
 * one site, each load checked for everything a reader needs of it:
 * - at 1280 × 900: axe-core (WCAG 2.0/2.1/2.2 A and AA: no critical or serious
 *   violation; the page's language, title and current link); then, on the
 *   same load, the WCAG 1.4.12 text spacing sheet added (as a reader's
 *   extension adds it) and measured for reflow; then the sheet taken off and
 *   the window zoomed to 200 % (640 × 450 CSS px at 2 device pixels, WCAG
 *   1.4.4) and measured again;
 * - then, on the same load, the window made 390 × 844 (a phone's): axe; then
 *   narrowed to 320 × 720 (WCAG 1.4.10) — 320 × 256 at 4 device pixels (400 %
 *   zoom) where a dialog, popup or drawer is open — and measured.
 * Each page and view is loaded (and its dialog opened) once, at 1280 px, and
 * checked at both widths; a view only a phone has (the menu drawer) is opened
 * at 390 px. Phone loads are the other journeys' (their `390` runs).
 * Reflow (setup/reflow.ts): nothing to scroll sideways (save the sliders of
 * ALLOWED), no text, control, picture or card beyond the viewport's edge, cut
 * off, or covered by another, no text that hides part of itself; where
 * something is open over the page, only what is open is measured. A reader
 * zooms, narrows the window or adds a spacing sheet to a page already open:
 * the page answers in place, as it is measured here.
 */

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

/**
 * Serious or critical axe violations still open, by rule and page (docs/ACCESSIBILITY.md
 * "Open"): each is tolerated on its page only, so any other one fails.
 */
const OPEN: ReadonlyArray<{ rule: string; path: string; why: string }> = [];

/** A window a page is first loaded in, checked there with axe, and the reflow windows it then goes to. */
interface Form {
  width: number;
  height: number;
  /** The reflow windows of a page of the route table (and the sign-in page). */
  pages: readonly ReflowWindow[];
  /** The reflow windows of what a view opens over the page (or of a page's other state). */
  layers: readonly ReflowWindow[];
}
const W = REFLOW_WINDOWS;
const DESKTOP: Form = { width: 1280, height: 900, pages: [W.spacing, W.zoom200], layers: [W.spacing, W.zoom200] };
const PHONE: Form = { width: 390, height: 844, pages: [W.narrow], layers: [W.zoom400] };
const FORMS = [DESKTOP, PHONE] as const;

/**
 * The reflow windows a view is measured in from `form`: the form's own, and
 * on the phone those of the desktop's that a view only a phone has (the menu
 * drawer) would otherwise miss, since it is never opened at 1280 px.
 */
function layerWindows(site: Site, form: Form, view: View): ReflowWindow[] {
  const has = (width: number) => viewsFor(site, width).some((v) => v === view);
  if (form === DESKTOP) return form.layers.filter((w) => has(w.width));
  return [...form.layers, ...(has(DESKTOP.width) ? [] : DESKTOP.layers.filter((w) => has(w.width)))];
}

interface AxeResult {
  path: string;
  site: Site;
  width: number;
  viewer: string;
  violations: AxeViolation[];
}
interface ReflowResult {
  path: string;
  site: Site;
  view: string;
  viewer: string;
  offenders: Offender[];
  truncated: Offender[];
}

/**
 * Endless animations running beyond the 300 px a card starts its work at (useSeen): each draws a frame for
 * nobody, as long as the page stays open (a phone's battery; ten shimmering placeholders below the VI page's
 * fold took a third of a core). Loops are met with the motion on (the English sweep): with less, nothing loops but
 * antd's spinners.
 */
function loopsOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.getAnimations().flatMap((a) => {
      const el = (a.effect as KeyframeEffect | null)?.target;
      if (a.playState !== 'running' || a.effect?.getTiming().iterations !== Infinity || !el) return [];
      const r = el.getBoundingClientRect();
      const out = r.bottom < -300 || r.top > innerHeight + 300 || r.right < -300 || r.left > innerWidth + 300;
      return out ? [`${(a as CSSAnimation).animationName ?? 'an animation'} on ${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').trim().split(/\s+/).join('.')}`] : [];
    }),
  );
}

/**
 * The whole sweep of one site: its describe blocks and tests (e2e/a11y-en.test.ts, e2e/a11y-zh.test.ts), as a
 * reader with `motion`: the English site is swept with the motion on (WITH_MOTION: antd's zooms, the logo's
 * animations playing), the Chinese site as a reader who asks for less motion (docs/TESTING.md, "Checks moved"),
 * so both settings meet every check of the sweep.
 */
export function sweepSite(site: Site, motion: ContextSettings): void {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => closeBrowser(browser));
  const { contextFor } = people(() => browser, undefined, motion);
  const axeResults: AxeResult[] = [];
  const reflowResults: ReflowResult[] = [];

  /** Checks the page open at `pathname` once rendered with axe; fails on a serious or critical violation not OPEN on `page`. */
  async function checkAxe(page: Page, pathname: string, key: string, width: number, viewer: string): Promise<void> {
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
    axeResults.push({ path: key, site, width, viewer, violations });
    const where = `${key} (${site}, ${width} px, ${viewer})`;
    const unexpected = violations.filter((v) => !OPEN.some((o) => o.rule === v.rule && o.path === key));
    expect(unexpected.map((v) => describeViolation(v, where)).join('\n'), `axe on ${where}`).toBe('');
    expect(await spokenStructure(page), `page language and current page on ${where}`).toEqual({
      lang: site === 'zh' ? 'zh-CN' : 'en',
      titled: true,
      currentLinks: 'each link to this page marked current, no other',
    });
    expect(await loopsOutOfView(page), `endless animations out of view on ${where}`).toEqual([]);
  }

  /** Puts the open page in `window` (its size, pixel ratio and spacing sheet), then measures it once rendered; fails naming each offending element. */
  async function checkReflow(page: Page, cdp: CDPSession, window: ReflowWindow, pathname: string, key: string, viewer: string, scope?: string): Promise<void> {
    await toWindow(page, cdp, window);
    await rendered(page, pathname);
    const { offenders, truncated } = await measureReflow(page, ALLOWED, scope);
    // A page still making what it shows (the brand PPT writes its deck on the first visit, behind a progress bar)
    // is measured as it is and again once done: both are pages a reader meets.
    if (await page.locator('[role="progressbar"][aria-busy="true"]').count()) {
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"][aria-busy="true"]'), undefined, { timeout: 30_000 });
      await rendered(page, pathname);
      const done = await measureReflow(page, ALLOWED, scope);
      offenders.push(...done.offenders.filter((o) => !offenders.some((p) => p.selector === o.selector && p.problem === o.problem)));
      truncated.push(...done.truncated.filter((o) => !truncated.some((p) => p.selector === o.selector)));
    }
    const where = `${key} (${site}, ${window.name}, ${viewer})`;
    // Still the page asked for: one that went on elsewhere while measured would have had another page measured in its name.
    expect(new URL(page.url()).pathname, `${where} left for another page while measured`).toBe(pathname);
    reflowResults.push({ path: key, site, view: window.name, viewer, offenders, truncated });
    expect(listOffenders(offenders), `reflow on ${where}`).toBe('');
  }

  /**
   * Puts the open page in a window (its size, pixel ratio and spacing sheet): a reader who turns a phone, narrows
   * the window or zooms has the page answer in place. What the page does on its resize event (a popup placing
   * itself again) runs in the frames that follow; a busy machine may not have drawn them by the time the page
   * looks settled, so two are waited for.
   */
  async function toWindow(page: Page, cdp: CDPSession, window: Omit<ReflowWindow, 'name'>): Promise<void> {
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: window.width, height: window.height, deviceScaleFactor: window.scale, mobile: false });
    await setTextSpacing(page, window.textSpacing);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }

  /** `form`'s window: its size at one device pixel, no spacing sheet. */
  const toForm = (page: Page, cdp: CDPSession, form: Form) => toWindow(page, cdp, { width: form.width, height: form.height, scale: 1, textSpacing: false });

  /**
   * A page of the route table, loaded once at 1280 px: checked with axe there and at 390 px, and measured in
   * each form's windows. A page that opens a dialog over itself (the trademark page offers the registration's
   * purchase as it opens) has the reader in the dialog: axe checks the page with it open, the dialog is
   * measured alone in each window, then closed (Escape, as a reader does) and the page under it measured too.
   */
  async function checkPage(page: Page, cdp: CDPSession, pathname: string, key: string, viewer: string): Promise<void> {
    const layer = page.locator(LAYERS).filter({ visible: true });
    const own = (await layer.count()) > 0;
    for (const form of FORMS) {
      await toForm(page, cdp, form);
      await checkAxe(page, pathname, key, form.width, viewer);
      if (own) for (const window of form.pages) await checkReflow(page, cdp, window, pathname, `${key} · its own dialog`, viewer, LAYERS);
    }
    if (own) {
      await page.keyboard.press('Escape');
      await layer.first().waitFor({ state: 'hidden' });
    }
    for (const form of FORMS) for (const window of form.pages) await checkReflow(page, cdp, window, pathname, key, viewer);
  }

  /** A new page in the context, its device metrics in reach (the forms and zooms), closed after `run` whatever happens. */
  async function onPage(ctx: BrowserContext, run: (page: Page, cdp: CDPSession) => Promise<void>): Promise<void> {
    const page = await ctx.newPage();
    try {
      await run(page, await ctx.newCDPSession(page));
    } finally {
      await page.close();
    }
  }

  const names = (windows: readonly ReflowWindow[]) => windows.map((w) => w.name).join(', ');
  const widths = (forms: readonly Form[]) => forms.map((f) => `${f.width}`).join(' and ');
  const PAGE_WINDOWS = FORMS.flatMap((f) => f.pages);

  describe(`${site}: the pages, loaded at ${DESKTOP.width} px, then at ${PHONE.width} px`, () => {
    // One context per viewer (and one signed out), a page per test.
    const contexts = new Map<string, Promise<BrowserContext>>();
    const contextOf = (email: string | null) => {
      const key = email ?? 'signed out';
      if (!contexts.has(key)) contexts.set(key, contextFor(site, email, DESKTOP.width, DESKTOP.height));
      return contexts.get(key)!;
    };
    afterAll(async () => {
      for (const ctx of contexts.values()) await (await ctx).close();
    });

    for (const route of AREA_ROUTES) {
      const viewer = viewerFor(route.rule, site);
      // A page of the other site is skipped (its guard rule names that site).
      it.skipIf(viewer === null)(`${route.path}: no critical or serious axe violation at ${widths(FORMS)} px; at ${names(PAGE_WINDOWS)} nothing to scroll sideways, cut off, clipped or covered`, async () => {
        await onPage(await contextOf(viewer), async (page, cdp) => {
          const pathname = areaPath(route.path);
          await page.goto(siteUrl(site, `${pathname}?logo=${logoFor(route.path, site)}`));
          const own = OWN_DIALOG[route.path];
          if (own) await page.locator(own).waitFor();
          await checkPage(page, cdp, pathname, route.path, viewer!);
        });
      });
    }

    // The sign-in page is a page of its own (web/login.html), outside the route table; signed out.
    it(`/login: no critical or serious axe violation at ${widths(FORMS)} px; at ${names(PAGE_WINDOWS)} nothing to scroll sideways, cut off, clipped or covered`, async () => {
      await onPage(await contextOf(null), async (page, cdp) => {
        await page.goto(siteUrl(site, '/login'));
        await checkPage(page, cdp, '/login', '/login', 'signed out');
      });
    });
  });

  describe(`${site}: dialogs, viewers and states, opened once and checked at each width they have`, () => {
    const views = [...new Set(FORMS.flatMap((form) => viewsFor(site, form.width)))];
    for (const view of views) {
      // Opened at the first width it has (the menu drawer only on a phone), then the window narrowed.
      const forms = FORMS.filter((form) => viewsFor(site, form.width).includes(view));
      const windows = forms.flatMap((form) => layerWindows(site, form, view));
      it(`${view.name}: no critical or serious axe violation at ${widths(forms)} px; at ${names(windows)} nothing to scroll sideways, cut off, clipped or covered`, async () => {
        const ctx = await contextFor(site, view.viewer, forms[0].width, forms[0].height);
        try {
          await onPage(ctx, async (page, cdp) => {
            const pathname = await openView(page, site, view);
            const key = `${pathname} · ${view.name}`;
            const viewer = view.viewer ?? 'signed out';
            for (const form of forms) {
              await toForm(page, cdp, form);
              await checkAxe(page, pathname, key, form.width, viewer);
              // What a view opens is measured alone; a state of a page (no dialog) is the page.
              for (const window of layerWindows(site, form, view)) await checkReflow(page, cdp, window, pathname, key, viewer, view.open ? LAYERS : undefined);
            }
          });
        } finally {
          await ctx.close();
        }
      });
    }
    // While the logo's details are on their way: the page's loading state (checked as it stands, not waited out).
    it(`the download page while its logo loads: no critical or serious axe violation at ${widths(FORMS)} px`, async () => {
      const ctx = await contextFor(site, OWNER, DESKTOP.width, DESKTOP.height);
      try {
        await onPage(ctx, async (page, cdp) => {
          const release = await holdRequests(page, /\/api\/logo\/details\?/);
          try {
            await page.goto(siteUrl(site, `/download/?logo=${logoFor('/', site)}`));
            await page.getByTestId('page-loading').waitFor();
            for (const form of FORMS) {
              await toForm(page, cdp, form);
              await expectAccessible(page, `/download/ · loading (${site}, ${form.width} px)`);
            }
          } finally {
            release();
          }
          await page.getByTestId('page-loading').waitFor({ state: 'detached' });
        });
      } finally {
        await ctx.close();
      }
    });
  });

  afterAll(() => {
    // The tables docs/ACCESSIBILITY.md shows: page × width → violations and elements; page × window → offending elements.
    mkdirSync('.tmp', { recursive: true });
    writeFileSync(`.tmp/a11y-results-${site}.json`, JSON.stringify(axeResults, null, 2));
    writeFileSync(`.tmp/reflow-results-${site}.json`, JSON.stringify(reflowResults, null, 2));
    const axeRows = axeResults.map((r) => `${r.path}\t${r.width}\t${r.violations.length}\t${r.violations.reduce((n, v) => n + v.targets.length, 0)}\t${[...new Set(r.violations.map((v) => v.rule))].join(',')}`);
    const reflowRows = reflowResults.map((r) => `${r.path}\t${r.view}\t${new Set(r.offenders.map((o) => o.selector)).size}\t${r.truncated.length}`);
    console.log(`${site}\npage\twidth\trules\telements\tids\n${axeRows.join('\n')}\n\npage\twindow\toffending\ttruncated\n${reflowRows.join('\n')}`);
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
