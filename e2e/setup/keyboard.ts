import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Keyboard-only journeys (issue 30): move with Tab (and Shift+Tab), act with
 * Enter, Space, arrows and Escape, never the mouse, and at every stop check
 * that the focus can be seen.
 */

/** What the focused element is and whether its focus can be seen (outline or ring drawn at :focus-visible). */
export interface FocusStop {
  /** Tag, test id or accessible text: enough to name the stop in a failure. */
  name: string;
  visible: boolean;
  /** Inside an open dialog (antd Modal, Drawer or Popover, or role=dialog). */
  inDialog: boolean;
}

/** Reads the focused element (in the page's main frame) and whether a focus indicator shows on it. */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', visible: false, inDialog: false };
    const name = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 40)}`;
    // An outline drawn at focus on the element or the wrapper antd draws it on (a checkbox's or radio's box, a
    // slider's handle, a field's affix wrapper): the element and three ancestors. Outlines are drawn only for focus
    // here; a shadow is not counted there (cards carry one at rest), except around a text field, whose focus ring
    // antd draws as a shadow (and a caret blinks in it).
    const outlined = (node: Element) => {
      const s = getComputedStyle(node);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && s.outlineColor !== 'rgba(0, 0, 0, 0)';
    };
    const ringed = (node: Element) => getComputedStyle(node).boxShadow !== 'none';
    const field = el.matches('input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea, [role="combobox"], [role="spinbutton"]');
    let visible = false;
    for (let node: Element | null = el, up = 0; node && up < 4 && !visible; node = node.parentElement, up++) visible = outlined(node) || (field && ringed(node));
    if (!visible && el.parentElement) visible = [...el.parentElement.querySelectorAll('.ant-radio-inner, .ant-checkbox-inner, .ant-switch-handle')].some(outlined);
    const inDialog = !!el.closest('[role="dialog"], .ant-modal, .ant-drawer, .ant-popover, .ant-dropdown');
    return { name, visible, inDialog };
  });
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
    return;
  }
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    stops.push(stop);
    expect(stop.visible, `focus on ${stop.name} cannot be seen (after ${stops.map((s) => s.name).join(' → ')})`).toBe(true);
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
 * The focus stays inside the open dialog: `presses` Tabs and as many
 * Shift+Tabs never leave it, and each stop can be seen.
 */
export async function expectFocusTrapped(page: Page, presses = 25): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const stop = await focusStop(page);
      expect(stop.inDialog, `${key} ${i + 1} left the dialog for ${stop.name}`).toBe(true);
      expect(stop.visible, `focus on ${stop.name} in the dialog cannot be seen`).toBe(true);
    }
  }
}

/** Waits until the focus is inside an open dialog (it moved there when the dialog opened). */
export async function expectFocusInDialog(page: Page): Promise<void> {
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"], .ant-modal, .ant-drawer, .ant-popover'), undefined, { timeout: 5_000 });
}

/** Waits until `opener` has the focus again (a dialog closed gives it back). */
export async function expectFocusOn(opener: Locator): Promise<void> {
  await opener.page().waitForFunction((el) => el === document.activeElement, await opener.elementHandle(), { timeout: 5_000 });
}
