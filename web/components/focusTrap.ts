const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The controls of `root` that Tab stops at, in order: not disabled, not taken out of the order, shown. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

/**
 * Tab (or Shift+Tab) pressed inside `root`: at its last control (or first)
 * the focus goes round to its first (or last) instead of leaving it.
 */
export function keepTabInside(root: HTMLElement, e: KeyboardEvent): void {
  const list = focusableIn(root);
  if (list.length === 0) return;
  const at = list.indexOf(document.activeElement as HTMLElement);
  const next = e.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : at === -1 || at === list.length - 1 ? 0 : at + 1;
  e.preventDefault();
  list[next]!.focus();
}
