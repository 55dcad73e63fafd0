/**
 * Tab and Shift+Tab go round inside the open modal dialog (WAI-ARIA dialog
 * pattern): from its last control to its first and back. antd's focus lock
 * only pulls the focus back once it has landed outside the dialog, and past
 * the last control of a page there is nothing to land on — the focus left the
 * document for the browser's own controls, one Tab with no focus to be seen.
 * Installed once for both pages (startPage), so every modal — antd's Modal and
 * Drawer, our own with `aria-modal` (a confirmation: components/ConfirmPopover) — has it.
 */

const CANDIDATES = 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';

/** The controls of `root` that Tab stops on, in order (a radio group stops once: on its checked radio, else its first). */
export function tabStops(root: Element): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter((el) => {
    if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert], [aria-hidden="true"]')) return false;
    if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
    return el.getClientRects().length > 0 || (el instanceof HTMLInputElement && el.closest('label')?.getClientRects().length);
  });
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = all.filter((o): o is HTMLInputElement => o instanceof HTMLInputElement && o.type === 'radio' && o.name === el.name);
    return el.checked || (!group.some((o) => o.checked) && group[0] === el);
  });
}

/** The modal dialog on top: the last one open and shown (an alert dialog is one too). */
function topDialog(doc: Document): Element | undefined {
  return [...doc.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]')].filter((d) => d.getClientRects().length > 0).at(-1);
}

export function installDialogTabs(doc: Document = document): void {
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const dialog = topDialog(doc);
      if (!dialog) return;
      const stops = tabStops(dialog);
      if (stops.length === 0) return;
      const active = doc.activeElement;
      const first = stops[0];
      const last = stops[stops.length - 1];
      const outside = !active || !dialog.contains(active);
      if (event.shiftKey ? active === first || outside : active === last || outside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    },
    true,
  );
}
