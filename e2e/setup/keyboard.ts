import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Keyboard-only journeys (issue 30): move with Tab (and Shift+Tab), act with
 * Enter, Space, arrows and Escape, never the mouse, and at every stop check
 * that the focus can be seen (WCAG 2.4.7) and is not hidden behind something
 * else on the page (2.4.11).
 */

/** What counts as an open dialog around the focus: antd's Modal, Drawer, Popover (a Popconfirm too) and Dropdown, or an ARIA dialog. */
export const DIALOG = 'dialog[open], [role="dialog"], [role="alertdialog"], .popup, .ant-modal, .ant-drawer, .ant-popover, .ant-dropdown';

/** What the focused element is and whether its focus can be seen (outline or ring drawn at :focus-visible). */
export interface FocusStop {
  /** Tag, test id or accessible text: enough to name the stop in a failure. */
  name: string;
  visible: boolean;
  /** Inside an open dialog (antd Modal, Drawer, Popover or Dropdown, or role=dialog / alertdialog). */
  inDialog: boolean;
  /** The page has the focus (false: Tab went past its last control to the browser's own). */
  inPage: boolean;
  /** What hides the focused element entirely (a sticky header over it: WCAG 2.4.11), or null when some of it shows. */
  obscuredBy: string | null;
}

/** Reads the focused element (in the page's main frame) and whether a focus indicator shows on it. */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(async (dialog) => {
    // Two frames after the key: the styles the new focus brings (`:has(input:focus-visible)` on a radio's card) are applied.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // Read once what is moving has come to rest (a dialog zooming in starts transparent; a ring fades in): at most 2 s.
    // antd's click wave (2 s on a pressed button's own layer) changes no focus ring: not waited for.
    const wave = (a: Animation) => a.effect instanceof KeyframeEffect && a.effect.target instanceof Element && a.effect.target.classList.contains('ant-wave');
    const moving = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity && !wave(a));
    await Promise.race([Promise.all(moving.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2_000))]);
    const el = document.activeElement as HTMLElement | null;
    const inPage = document.hasFocus();
    if (!el || el === document.body) return { name: inPage ? 'body' : '(browser)', visible: false, inDialog: false, inPage, obscuredBy: null };
    const name = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 40)}`;
    // An outline counts only where it is painted: antd's radio and checkbox inputs are transparent (opacity 0)
    // over the box it draws, so a ring on the input itself is never seen.
    const painted = (node: Element) => {
      const r = node.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && node.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    // A colour at under half opacity draws no ring to speak of: antd's own field rings are 6–10 % tints, which
    // over a field's red error border show nothing at all.
    const solid = (colour: string) => {
      const alpha = /^rgba\([^)]*,\s*([\d.]+)\)$/.exec(colour);
      return colour !== 'transparent' && (!alpha || parseFloat(alpha[1]!) >= 0.5);
    };
    // An outline drawn at focus on the element or the wrapper antd draws it on (a checkbox's or radio's box, a
    // slider's handle, a field's affix wrapper): the element and three ancestors. Outlines are drawn only for focus
    // here; a shadow is not counted there (cards carry one at rest), except around a text field or a select, whose
    // focus ring antd (and the area's fields, text-input.css) draws as a shadow: 1 px spread or more, in a solid colour.
    const outlined = (node: Element) => {
      const s = getComputedStyle(node);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && solid(s.outlineColor) && painted(node);
    };
    const ringed = (node: Element) => {
      const shadows = getComputedStyle(node).boxShadow.split(/,(?![^(]*\))/);
      const ring = shadows.some((shadow) => {
        const colour = /rgba?\([^)]*\)/.exec(shadow)?.[0] ?? '';
        const lengths = shadow.replace(colour, '').trim().split(/\s+/).filter((v) => v !== 'inset').map(parseFloat);
        return solid(colour) && (lengths[3] ?? 0) >= 1;
      });
      return ring && painted(node);
    };
    const field = el.matches('input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea, select, [role="combobox"], [role="spinbutton"]');
    let visible = false;
    for (let node: Element | null = el, up = 0; node && up < 4 && !visible; node = node.parentElement, up++) visible = outlined(node) || (field && ringed(node));
    if (!visible && el.parentElement) visible = [...el.parentElement.querySelectorAll('.ant-radio-inner, .ant-checkbox-inner, .ant-switch-handle')].some(outlined);
    const inDialog = !!el.closest(dialog);
    // Not hidden behind anything: the middle or a corner of it (or of the wrapper drawn for it) is on top there.
    const box = el.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
    const hits = points.map(([x, y]) => document.elementFromPoint(x!, y!));
    const shows = hits.some((hit) => !!hit && (hit === el || el.contains(hit) || hit.contains(el)));
    const cover = hits.find((hit) => hit && !hit.contains(el));
    const obscuredBy = shows || points.length === 0 ? null : cover ? `${cover.tagName.toLowerCase()}.${[...cover.classList].join('.')}` : 'nothing';
    return { name, visible, inDialog, inPage, obscuredBy };
  }, DIALOG);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus (none when it has it already), at most `max` times,
 * and checks that the focus can be seen at every stop on the way. Fails naming
 * the stops when the target is never reached (not reachable by keyboard).
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false }: { max?: number; back?: boolean } = {}): Promise<void> {
  const stops: FocusStop[] = [];
  const focused = () => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
  // Already there (a dialog gave it the focus, a button kept it while its label changed): no key needed.
  if (await focused()) {
    const stop = await focusStop(page);
    expect(stop.visible, `focus on ${stop.name} cannot be seen`).toBe(true);
    expect(stop.obscuredBy, `focus on ${stop.name} is hidden behind ${stop.obscuredBy}`).toBeNull();
    return;
  }
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    stops.push(stop);
    // Past the page's last control (or before its first) the browser's own toolbar has the focus: no stop of the page.
    if (!stop.inPage) continue;
    expect(stop.visible, `focus on ${stop.name} cannot be seen (after ${stops.map((s) => s.name).join(' → ')})`).toBe(true);
    expect(stop.obscuredBy, `focus on ${stop.name} is hidden behind ${stop.obscuredBy} (after ${stops.map((s) => s.name).join(' → ')})`).toBeNull();
    if (await focused()) return;
  }
  throw new Error(`not reached by ${max} × ${back ? 'Shift+Tab' : 'Tab'}: ${stops.map((s) => s.name).join(' → ')}`);
}

/** Tabs to `target` and presses `key` on it (Enter by default). */
export async function tabAndPress(page: Page, target: Locator, key = 'Enter', opts?: { max?: number; back?: boolean }): Promise<void> {
  await tabTo(page, target, opts);
  await page.keyboard.press(key);
}

/**
 * The focus stays inside the open dialog it is in: `presses` Tabs and as
 * many Shift+Tabs never leave that dialog (for the page, nor for the
 * browser's own controls past its last one), and each stop can be seen.
 */
export async function expectFocusTrapped(page: Page, presses = 25): Promise<void> {
  const dialog = await page.evaluateHandle((sel) => document.activeElement?.closest(sel) ?? null, DIALOG);
  expect(await dialog.evaluate((d) => d !== null), 'the focus is in no dialog').toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    const stops: string[] = [];
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const stop = await focusStop(page);
      stops.push(stop.name);
      const inside = await dialog.evaluate((d) => document.hasFocus() && !!d?.contains(document.activeElement));
      expect(inside, `${key} ${i + 1} left the dialog for ${stop.name}: ${stops.join(' → ')}`).toBe(true);
      expect(stop.visible, `focus on ${stop.name} in the dialog cannot be seen`).toBe(true);
      expect(stop.obscuredBy, `focus on ${stop.name} in the dialog is hidden behind ${stop.obscuredBy}`).toBeNull();
    }
  }
  await dialog.dispose();
}

/** Waits until the focus is inside an open dialog (it moved there when the dialog opened). */
export async function expectFocusInDialog(page: Page): Promise<void> {
  await page.waitForFunction((sel) => !!document.activeElement?.closest(sel), DIALOG, { timeout: 5_000 });
}

/** Waits until `opener` has the focus again (a dialog closed gives it back), where it can be seen and is not hidden. */
export async function expectFocusOn(opener: Locator): Promise<void> {
  const page = opener.page();
  await page.waitForFunction((el) => el === document.activeElement, await opener.elementHandle(), { timeout: 5_000 });
  const stop = await focusStop(page);
  expect(stop.visible, `focus back on ${stop.name} cannot be seen`).toBe(true);
  expect(stop.obscuredBy, `focus back on ${stop.name} is hidden behind ${stop.obscuredBy}`).toBeNull();
}
