import type { Page } from 'playwright-core';

/**
 * Measuring a rendered page for WCAG 1.4.10 (reflow), 1.4.4 (resize text) and
 * 1.4.12 (text spacing), used by the page sweep (setup/sweep.ts) and the
 * invoice queue's journey. What a reader loses is found from the boxes the
 * browser laid out, each named by a CSS selector so a failure says which
 * element to fix.
 */

/** The text spacing of WCAG 1.4.12, as its understanding document's test bookmarklet sets it. */
export const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important } p { margin-bottom: 2em !important }';

/**
 * Adds the text spacing stylesheet to (or, `on` false, takes it off) every
 * frame of a page already open, as a reader's bookmarklet does: the page lays
 * its text out again in place.
 */
export async function setTextSpacing(page: Page, on: boolean): Promise<void> {
  for (const frame of page.frames()) {
    if (!/^https?:/.test(frame.url())) continue;
    await frame.evaluate(
      ({ css, on }) => {
        const holder = window as unknown as { textSpacingSheet?: CSSStyleSheet };
        if (on && !holder.textSpacingSheet) {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
          holder.textSpacingSheet = sheet;
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        } else if (!on && holder.textSpacingSheet) {
          const sheet = holder.textSpacingSheet;
          document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
          delete holder.textSpacingSheet;
        }
      },
      { css: TEXT_SPACING_CSS, on },
    );
  }
}

/** A window a page is measured in: its size in CSS px, its pixel ratio (a zoom), and whether the text spacing sheet is on. */
export interface ReflowWindow {
  name: string;
  width: number;
  height: number;
  scale: number;
  textSpacing: boolean;
}

/**
 * The windows of WCAG 1.4.10 (320 CSS px wide; 400 % zoom of a 1280 × 1024
 * window, where a dialog taller than the window must scroll), 1.4.4 (200 %
 * zoom of 1280 × 900) and 1.4.12 (text spacing at 1280 px).
 */
export const REFLOW_WINDOWS = {
  narrow: { name: '320 px', width: 320, height: 720, scale: 1, textSpacing: false },
  zoom400: { name: '400 % zoom', width: 320, height: 256, scale: 4, textSpacing: false },
  zoom200: { name: '200 % zoom', width: 640, height: 450, scale: 2, textSpacing: false },
  spacing: { name: 'text spacing', width: 1280, height: 900, scale: 1, textSpacing: true },
} as const satisfies Record<string, ReflowWindow>;

/**
 * A part of a page allowed to scroll sideways. `two-dimensional`: content that
 * WCAG 1.4.10 excepts because it needs both dimensions to be used (a data
 * table, a picture shown at its size); nothing inside it is measured.
 * `slider`: a row of slides one moves through (the specs' sliders); it may
 * scroll sideways, but each slide must fit in the row's width, and what is
 * inside a slide is measured like the rest of the page.
 */
export interface Allowed {
  /** Matches the scrolling element. */
  selector: string;
  kind: 'two-dimensional' | 'slider';
  why: string;
}

export interface Offender {
  /** CSS selector of the element (for a text, of its element, with the text's start). */
  selector: string;
  problem: string;
}

export interface Measured {
  offenders: Offender[];
  /** Texts cut short with an ellipsis whose full text the reader still has (a title): allowed, listed. */
  truncated: Offender[];
}

interface MeasureArgs {
  allowed: Allowed[];
  /**
   * What is measured when something is open over the page (a dialog, a popup,
   * a drawer: setup/views.ts LAYERS): only what is inside it, and it must be
   * there. Without it, the whole page.
   */
  scope?: string;
}

/**
 * Runs in the page (self-contained: it is sent to the browser as source). The
 * page does not scroll sideways; every visible text, control, picture and card
 * is inside the viewport sideways and not cut off by an ancestor that hides
 * its overflow, nor in a part that scrolls sideways (save a slider's slides);
 * no two lines of text or controls cover each other; every visible element
 * with text that hides its overflow holds its content (scroll size at most
 * 1 px over its client size) unless it cuts its text short with an ellipsis
 * and the full text is in a title.
 */
function measureInPage({ allowed, scope }: MeasureArgs): Measured {
  const offenders: Offender[] = [];
  const truncated: Offender[] = [];
  const root = document.documentElement;
  const vw = root.clientWidth;
  const vh = root.clientHeight;
  const px = (n: number) => `${Math.round(n)} px`;

  const selectorOf = (start: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = start; e && e !== root && parts.length < 5; e = e.parentElement) {
      // An element named by a test id or id that no other element shares anchors the selector.
      const testid = e.getAttribute('data-testid');
      const byTestid = testid ? `[data-testid="${CSS.escape(testid)}"]` : '';
      if (byTestid && document.querySelectorAll(byTestid).length === 1) {
        parts.unshift(byTestid);
        break;
      }
      if (e.id && document.querySelectorAll(`#${CSS.escape(e.id)}`).length === 1) {
        parts.unshift(`#${CSS.escape(e.id)}`);
        break;
      }
      if (byTestid) {
        parts.unshift(byTestid);
        continue;
      }
      let part = e.tagName.toLowerCase();
      const classes = [...e.classList].filter((c) => !c.startsWith('css-')).slice(0, 2);
      part += classes.map((c) => `.${CSS.escape(c)}`).join('');
      const parent: Element | null = e.parentElement;
      if (parent) {
        const sameTag = [...parent.children].filter((c) => c.tagName === e!.tagName);
        const alike = sameTag.filter((c) => classes.every((cl) => c.classList.contains(cl)));
        if (alike.length > 1) part += `:nth-of-type(${sameTag.indexOf(e) + 1})`;
      }
      parts.unshift(part);
    }
    return parts.join(' > ');
  };

  /** Inside content allowed to scroll in two dimensions: not measured. */
  const isAllowed = (el: Element) => allowed.some((a) => a.kind === 'two-dimensional' && el.closest(a.selector));
  /** Hidden from sight on purpose: the visually hidden pattern (clipped to nothing) or not rendered. */
  const hiddenOnPurpose = (el: Element): boolean => {
    for (let e: Element | null = el; e && e !== root; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.clip !== 'auto' && cs.position === 'absolute') return true;
      if (cs.clipPath !== 'none' && /inset\(50%|circle\(0/.test(cs.clipPath)) return true;
    }
    return false;
  };
  const visible = (el: Element): boolean => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };

  type Box = { left: number; right: number; top: number; bottom: number };
  const establishesBlockFor = (cs: CSSStyleDeclaration, fixed: boolean): boolean =>
    (!fixed && cs.position !== 'static') ||
    cs.transform !== 'none' ||
    cs.filter !== 'none' ||
    cs.perspective !== 'none' ||
    /paint|layout|strict|content/.test(cs.contain) ||
    cs.containerType !== 'normal';

  const matches = (el: Element, kind: Allowed['kind']) => allowed.some((a) => a.kind === kind && el.matches(a.selector));

  /**
   * Follows the box up through the ancestors that clip it (those whose overflow is not visible, on the
   * containing-block chain: an absolutely placed box escapes a static ancestor's overflow) and says what
   * loses it: the item cut off (`at` the item) or a part that scrolls sideways (`at` the part); null when
   * it is whole and inside the viewport sideways. `clip` gets the part of the page the item can show in
   * (empty when it is scrolled out of sight inside a part that scrolls).
   */
  const whatCuts = (item: Element, box: Box, own: boolean, clip?: Box): { at: Element | null; problem: string } | null => {
    // A DOMRect's sides are getters: copied one by one.
    let r = { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    const shrink = (c: Box) => {
      if (!clip) return;
      clip.left = Math.max(clip.left, c.left);
      clip.right = Math.min(clip.right, c.right);
      clip.top = Math.max(clip.top, c.top);
      clip.bottom = Math.min(clip.bottom, c.bottom);
    };
    let escapes = own ? getComputedStyle(item).position : 'static';
    let el: Element | null = own ? item.parentElement : item;
    for (; el && el !== document.body && el !== root; el = el.parentElement) {
      const cs = getComputedStyle(el);
      if (escapes === 'absolute' && !establishesBlockFor(cs, false)) continue;
      if (escapes === 'fixed' && !establishesBlockFor(cs, true)) continue;
      escapes = cs.position === 'absolute' || cs.position === 'fixed' ? cs.position : 'static';
      const clipsX = cs.overflowX !== 'visible';
      const clipsY = cs.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const b = el.getBoundingClientRect();
      const left = b.left + el.clientLeft;
      const top = b.top + el.clientTop;
      const c = { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
      const overX = clipsX ? Math.max(r.right - c.right, c.left - r.left) : 0;
      const overY = clipsY ? Math.max(r.bottom - c.bottom, c.top - r.top) : 0;
      const outside = r.right <= c.left || r.left >= c.right || r.bottom <= c.top || r.top >= c.bottom;
      if (overX > 1 || overY > 1) {
        const scrolls = (v: string) => v === 'auto' || v === 'scroll';
        const slider = matches(el, 'slider');
        // Scrolled out of sight inside a part that scrolls (down; or sideways, which is told on the part itself).
        if ((overX <= 1 || scrolls(cs.overflowX) || slider) && (overY <= 1 || scrolls(cs.overflowY))) {
          if (overX > 1 && !slider && el.scrollWidth > el.clientWidth + 1) {
            return { at: el, problem: `scrolls sideways: ${px(el.scrollWidth)} of content in ${px(el.clientWidth)}` };
          }
          if (outside) {
            shrink({ left: 0, right: 0, top: 0, bottom: 0 });
            return null;
          }
        } else {
          // Wholly outside a part that hides it: a slide or panel not shown (told by aria-hidden or inert), else lost.
          if (outside && item.closest('[aria-hidden="true"], [inert]')) return null;
          const sides = [
            r.right - c.right > 1 && `right ${px(r.right - c.right)}`,
            c.left - r.left > 1 && `left ${px(c.left - r.left)}`,
            clipsY && r.bottom - c.bottom > 1 && `bottom ${px(r.bottom - c.bottom)}`,
            clipsY && c.top - r.top > 1 && `top ${px(c.top - r.top)}`,
          ].filter(Boolean);
          return { at: null, problem: `${outside ? 'hidden entirely' : 'cut off'} by ${selectorOf(el)} (overflow ${cs.overflowX}/${cs.overflowY}; ${sides.join(', ')})` };
        }
      }
      r = { left: Math.max(r.left, c.left), right: Math.min(r.right, c.right), top: Math.max(r.top, c.top), bottom: Math.min(r.bottom, c.bottom) };
      shrink(c);
    }
    if (r.right > vw + 1) return { at: null, problem: `beyond the right edge of the ${px(vw)} viewport by ${px(r.right - vw)}` };
    if (r.left < -1) return { at: null, problem: `beyond the left edge by ${px(-r.left)}` };
    // Still placed by the window at the end of the chain (in a part fixed over the page — a dialog, a popup, a
    // drawer — that nothing re-anchors): what lies beyond its top or bottom cannot be scrolled to, save inside a
    // part of it that scrolls (which has already cut the box to itself).
    if (escapes === 'fixed') {
      const fixedPart = 'in a part fixed over the page that does not scroll';
      if (r.top >= vh || r.bottom <= 0) return { at: null, problem: `outside the ${px(vh)} high window, ${fixedPart}: out of reach` };
      if (r.bottom > vh + 1) return { at: null, problem: `below the bottom of the ${px(vh)} high window by ${px(r.bottom - vh)}, ${fixedPart}` };
      if (r.top < -1) return { at: null, problem: `above the top of the window by ${px(-r.top)}, ${fixedPart}` };
    }
    return null;
  };

  const seen = new Set<string>();
  const report = (selector: string, problem: string) => {
    const key = `${selector}\n${problem}`;
    if (seen.has(key)) return;
    seen.add(key);
    offenders.push({ selector, problem });
  };

  if (root.scrollWidth > vw) report('html', `the page scrolls sideways: ${px(root.scrollWidth)} wide in a ${px(vw)} viewport`);
  /** Measured: the whole page, or with `scope` only what is open over it. */
  const inScope = (el: Element) => !scope || el.closest(scope) !== null;
  if (scope && ![...document.querySelectorAll(scope)].some((el) => visible(el))) report(scope, 'nothing open over the page to measure');

  const cutOff: Element[] = [];
  /** What is in sight (texts' lines, controls), each box cut to the parts that clip it: checked for overlaps. */
  const shown: Array<{ owner: Element; box: Box; what: string }> = [];
  const CONTROLS = 'button, input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [role="slider"]';
  const everywhere = (): Box => ({ left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity });
  const within = (b: Box, c: Box): Box => ({ left: Math.max(b.left, c.left), right: Math.min(b.right, c.right), top: Math.max(b.top, c.top), bottom: Math.min(b.bottom, c.bottom) });
  // Controls, pictures and cards: their own boxes.
  const things = document.body.querySelectorAll(
    'button, input:not([type="hidden"]), select, textarea, img, canvas, video, iframe, svg:not(svg svg), [role="button"], [role="switch"], [role="slider"], [class*="card"]',
  );
  for (const el of things) {
    if ([...el.classList].some((c) => /card__|card-/.test(c) && !/card$/.test(c))) continue;
    // What is inside a control or card already told of is not told again.
    if (!inScope(el) || cutOff.some((c) => c.contains(el)) || !visible(el) || isAllowed(el) || hiddenOnPurpose(el)) continue;
    const clip = everywhere();
    const cut = whatCuts(el, el.getBoundingClientRect(), true, clip);
    if (cut?.at) report(selectorOf(cut.at), cut.problem);
    else if (cut) {
      report(selectorOf(el), `${el.tagName.toLowerCase()} ${cut.problem}`);
      cutOff.push(el);
    } else if (el.matches(CONTROLS)) shown.push({ owner: el, box: within(el.getBoundingClientRect(), clip), what: el.tagName.toLowerCase() });
  }

  // Texts outside those: each text node's box, from its element up.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|OPTION)$/.test(parent.tagName)) continue;
    if (!inScope(parent) || cutOff.some((c) => c.contains(parent)) || !visible(parent) || isAllowed(parent) || hiddenOnPurpose(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const b = range.getBoundingClientRect();
    if (b.width === 0 || b.height === 0) continue;
    const clip = everywhere();
    const cut = whatCuts(parent, b, false, clip);
    const quoted = `"${text.slice(0, 24)}${text.length > 24 ? '…' : ''}"`;
    if (cut?.at) report(selectorOf(cut.at), cut.problem);
    else if (cut) report(`${selectorOf(parent)} ${quoted}`, `text ${cut.problem}`);
    else for (const line of range.getClientRects()) shown.push({ owner: parent, box: within(line, clip), what: `text ${quoted}` });
  }

  // Nothing covers anything else: no two lines of text, controls or a text and a control share more than a sliver,
  // save parts of one control (a select's text under its search box) or a text inside a control.
  const widget = (e: Element) => e.closest('button, a, label, [role="button"], [role="switch"], [role="slider"], [role="combobox"], .ant-select, .ant-input-affix-wrapper, .ant-picker, .ant-input-number, .ant-segmented, .ant-radio-wrapper, .ant-checkbox-wrapper, .ant-tag');
  const solid = shown.filter((s) => s.box.right - s.box.left > 1 && s.box.bottom - s.box.top > 1);
  for (let i = 0; i < solid.length; i++) {
    for (let j = i + 1; j < solid.length; j++) {
      const a = solid[i];
      const b = solid[j];
      const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (w <= 2 || h <= 2) continue;
      if (a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
      const wa = widget(a.owner);
      if (wa && wa === widget(b.owner)) continue;
      report(`${selectorOf(a.owner)} (${a.what})`, `overlaps ${selectorOf(b.owner)} (${b.what}) by ${px(w)} × ${px(h)}`);
    }
  }

  // A slider's slides each fit in its width: a slide is read without scrolling sideways inside it.
  for (const a of allowed.filter((x) => x.kind === 'slider')) {
    for (const row of document.querySelectorAll(a.selector)) {
      if (!inScope(row) || !visible(row)) continue;
      // The slides: the row's children, or those of its one child (a track that moves).
      const slides = row.children.length === 1 ? row.children[0].children : row.children;
      for (const slide of slides) {
        const w = slide.getBoundingClientRect().width;
        if (visible(slide) && w > row.clientWidth + 1) report(selectorOf(slide), `slide ${px(w)} wide in a slider ${px(row.clientWidth)} wide`);
      }
    }
  }

  // Elements with text that hide their overflow: their content fits (WCAG 1.4.12's "no loss of content").
  for (const el of document.body.querySelectorAll('*')) {
    const cs = getComputedStyle(el);
    const hides = (v: string) => v === 'hidden' || v === 'clip';
    if (!hides(cs.overflowX) && !hides(cs.overflowY)) continue;
    if (/^(SCRIPT|STYLE|svg)$/i.test(el.tagName) || !el.textContent?.trim()) continue;
    if (!inScope(el) || matches(el, 'slider') || !visible(el) || isAllowed(el) || hiddenOnPurpose(el)) continue;
    const overX = hides(cs.overflowX) ? el.scrollWidth - el.clientWidth : 0;
    const overY = hides(cs.overflowY) ? el.scrollHeight - el.clientHeight : 0;
    if (overX <= 1 && overY <= 1) continue;
    const problem = `holds more than it shows (overflow ${cs.overflowX}/${cs.overflowY}): ${px(el.scrollWidth)} × ${px(el.scrollHeight)} in ${px(el.clientWidth)} × ${px(el.clientHeight)}`;
    const ellipsis = cs.textOverflow === 'ellipsis' || (cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== '');
    const full = el.textContent.trim();
    const titled = el.closest('[title]')?.getAttribute('title') ?? el.getAttribute('aria-label') ?? '';
    if (ellipsis && titled.includes(full)) {
      truncated.push({ selector: selectorOf(el), problem: `cut short with an ellipsis, full text in its title: "${full.slice(0, 40)}"` });
      continue;
    }
    report(selectorOf(el), problem);
  }
  return { offenders, truncated };
}

/** The offending elements, one a line (a failure's message; '' when there are none). */
export const listOffenders = (offenders: readonly Offender[]): string => offenders.map((o) => `${o.selector}: ${o.problem}`).join('\n');

/** Measures every frame of the page (a framed page is part of what the reader meets); a frame's selectors say which frame. */
export async function measureReflow(page: Page, allowed: readonly Allowed[], scope?: string): Promise<Measured> {
  const all: Measured = { offenders: [], truncated: [] };
  // A page is measured from its top: scrolled (the browser keeps a reader's place while what is above grows), its
  // content would run under the header that stays at the top, which is what a header that stays does.
  if (!scope) await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  for (const frame of page.frames()) {
    if (!/^https?:/.test(frame.url())) continue;
    const prefix = frame === page.mainFrame() ? '' : `iframe ${new URL(frame.url()).pathname} >>> `;
    // What is open over the page is in the page itself, not in its frames.
    if (scope && frame !== page.mainFrame()) continue;
    const m = await frame.evaluate(measureInPage, { allowed: [...allowed], scope });
    all.offenders.push(...m.offenders.map((o) => ({ ...o, selector: prefix + o.selector })));
    all.truncated.push(...m.truncated.map((o) => ({ ...o, selector: prefix + o.selector })));
  }
  return all;
}
