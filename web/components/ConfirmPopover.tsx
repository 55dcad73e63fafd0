import { Popconfirm, type PopconfirmProps } from 'antd';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { tabStops } from '../app/dialogTabs';

type Props = Omit<PopconfirmProps, 'open' | 'onOpenChange' | 'id' | 'title'> & { title: string; children: ReactElement };

/**
 * antd's Popconfirm as a keyboard needs it (WCAG 2.1.1, 2.4.3; antd leaves
 * all of it out: the focus stays on the button behind, Escape does nothing
 * and the panel is announced as a tooltip). Open, it is an alert dialog named
 * by its question; the focus moves to its first button (Cancel: the answer
 * that changes nothing), Tab and Shift+Tab go round its buttons, Escape
 * closes it; closed, by either answer or Escape, the focus goes back to the
 * control that opened it.
 */
export function ConfirmPopover({ title, children, onConfirm, onCancel, disabled, ...rest }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const opener = useRef<HTMLElement | null>(null);
  const panel = () => document.getElementById(id);

  useEffect(() => {
    if (!open) return;
    // The control pressed to open it (a click focuses a button too).
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let frame = requestAnimationFrame(function enter() {
      const node = panel();
      if (!node) {
        frame = requestAnimationFrame(enter);
        return;
      }
      // antd's popup element renders role="tooltip" once; set here while it is a confirmation. As a modal
      // dialog, Tab and Shift+Tab go round its buttons (app/dialogTabs.ts).
      node.setAttribute('role', 'alertdialog');
      node.setAttribute('aria-modal', 'true');
      node.setAttribute('aria-labelledby', `${id}-title`);
      tabStops(node)[0]?.focus();
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !panel()) return;
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey, true);
      // Closed: the focus goes back where it was, unless the user put it elsewhere (a click outside).
      const active = document.activeElement;
      if (!active || active === document.body || panel()?.contains(active)) opener.current?.focus();
    };
  }, [open, id]);

  return (
    <Popconfirm
      {...rest}
      id={id}
      title={<span id={`${id}-title`}>{title}</span>}
      open={open}
      onOpenChange={(next) => setOpen(next && !disabled)}
      disabled={disabled}
      onConfirm={(e) => {
        setOpen(false);
        return onConfirm?.(e);
      }}
      onCancel={(e) => {
        setOpen(false);
        onCancel?.(e);
      }}
    >
      {children}
    </Popconfirm>
  );
}
