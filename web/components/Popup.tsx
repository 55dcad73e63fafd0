import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './popup.css';

export type PopupPlacement = 'bottomRight' | 'bottomLeft' | 'topRight';

interface PopupProps {
  open: boolean;
  /** The control it opens from: the popup is set under (or over) it, right (bottomLeft: left) edges aligned; a press on it is not "outside". */
  anchor: RefObject<HTMLElement | null>;
  /** Where it prefers to be; it goes to the other side when there is no room there. */
  placement: PopupPlacement;
  /**
   * Closed by a press outside it and its anchor, by Escape (the focus goes back to the anchor), or by
   * Tab past its first or last control (the focus goes back to the anchor; it sits at the end of the body,
   * so the next Tab would leave the page).
   */
  onClose: () => void;
  className?: string;
  /** A panel of controls that is not a menu (the background swatches) is a non-modal dialog, named. */
  dialogLabel?: string;
  /**
   * A question to answer (components/ConfirmPopover): an alert dialog, modal, named by `labelledBy` or `dialogLabel`;
   * Tab and Shift+Tab go round its buttons instead of closing it (app/dialogTabs.ts, for every modal dialog).
   */
  alert?: boolean;
  /** The id of what names it (a question in it), in place of `dialogLabel`. */
  labelledBy?: string;
  /** What takes the focus once it is placed: the first of these selectors that finds a control in it (a constant: a new list is a new opening). */
  initialFocus?: readonly string[];
  children: ReactNode;
}

const GAP = 4;
const MARGIN = 8;

/** Where the popup goes: right (bottomLeft: left) edges aligned with the anchor, flipped to the other side when it does not fit, kept inside the window. */
export function popupPosition(anchor: DOMRect, size: { width: number; height: number }, view: { width: number; height: number }, placement: PopupPlacement): { left: number; top: number } {
  const aligned = placement === 'bottomLeft' ? anchor.left : anchor.right - size.width;
  const left = Math.max(MARGIN, Math.min(aligned, view.width - size.width - MARGIN));
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - size.height;
  const fitsBelow = below + size.height <= view.height - MARGIN;
  const fitsAbove = above >= MARGIN;
  const top = placement !== 'topRight' ? (fitsBelow || !fitsAbove ? below : above) : fitsAbove || !fitsBelow ? above : below;
  // Room on neither side (a short window, a zoomed page): held inside the window, over its button; at most
  // the window's height (popup.css), it scrolls what it cannot show.
  return { left, top: Math.max(MARGIN, Math.min(top, view.height - size.height - MARGIN)) };
}

/** What Tab stops at inside the panel (a menu's items and links are taken out of the tab order: the arrows move between them). */
const focusable = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );

/**
 * A small panel opened from a button (a card's Download menu, its background
 * swatches): at the end of the body, fixed over the page beside its anchor,
 * following it as the page scrolls. What antd's Popover did for these two,
 * without its positioning engine on the download page's first load.
 */
export function Popup({ open, anchor, placement, onClose, className, dialogLabel, alert = false, labelledBy, initialFocus, children }: PopupProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    if (!open) {
      setPosition(null);
      return;
    }
    let frame = 0;
    const place = () => {
      const a = anchor.current;
      const p = panel.current;
      if (!a || !p) return;
      setPosition(popupPosition(a.getBoundingClientRect(), { width: p.offsetWidth, height: p.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }, placement));
    };
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    // Any scrolling box that moves the anchor moves the popup with it.
    window.addEventListener('scroll', later, true);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later, true);
      window.removeEventListener('resize', later);
    };
  }, [open, anchor, placement]);

  useEffect(() => {
    // Opened: the control asked for takes the focus, after the popup has placed itself.
    if (!open || !initialFocus) return;
    const frame = requestAnimationFrame(() => {
      for (const selector of initialFocus) {
        const found = panel.current?.querySelector<HTMLElement>(selector);
        if (found) return found.focus();
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [open, initialFocus]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || anchor.current?.contains(target)) return;
      close.current();
    };
    // Escape wherever the focus is (still on the button just pressed, or in the panel): closed, the focus on the button.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close.current();
      anchor.current?.focus();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', escape);
    };
  }, [open, anchor]);

  if (!open) return null;
  return createPortal(
    <div
      ref={panel}
      className={['popup', className].filter(Boolean).join(' ')}
      role={alert ? 'alertdialog' : dialogLabel ? 'dialog' : undefined}
      aria-modal={alert || undefined}
      aria-label={labelledBy ? undefined : dialogLabel}
      aria-labelledby={labelledBy}
      // Measured first where it cannot be seen, then placed.
      style={position ? { left: position.left, top: position.top } : { left: 0, top: 0, visibility: 'hidden' }}
      onKeyDown={(event) => {
        if (event.defaultPrevented) return;
        const back = () => {
          event.preventDefault();
          close.current();
          anchor.current?.focus();
        };
        // A question stays until answered: as a modal alert dialog, Tab goes round its buttons (app/dialogTabs.ts).
        if (event.key === 'Tab' && panel.current && !alert) {
          const all = focusable(panel.current);
          const at = document.activeElement as HTMLElement;
          const edge = event.shiftKey ? all[0] : all[all.length - 1];
          // Past its first or last tab stop, or from a control out of the tab order (a menu item): closed.
          if (!edge || at === edge || !all.includes(at)) back();
        }
      }}
    >
      {children}
    </div>,
    document.body,
  );
}
