import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n';
import './dialog.css';

interface DialogProps {
  open: boolean;
  /** Closed by its × button, Escape or a press on the backdrop. */
  onClose: () => void;
  /** Drawn in the header; or, with `labelledBy`, none (the body names it). */
  title?: ReactNode;
  /** The id of the element in the body that names the dialog (a notice's own heading), in place of a title. */
  labelledBy?: string;
  children: ReactNode;
  /** The panel's width on a wide screen (px); a phone's width less its margins at most. */
  width?: number;
  'data-testid'?: string;
}

/**
 * A modal dialog of the area's own (antd's Modal look: a white panel under
 * its title and close button, 100 px from the top, over a dimmed page): the
 * browser's `<dialog>` opened with showModal(), so the page behind is inert,
 * Tab stays inside and Escape closes it. Opened, the focus goes to the
 * element marked `data-autofocus` (else the first control); closed, back to
 * what had it before. Named by its title.
 */
export function Dialog({ open, onClose, title, labelledBy, children, width = 520, 'data-testid': testId }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  // Taken away while open (its page moved on): the focus goes back to what opened it, not to the page's top.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) {
        dialog.close();
        opener.current?.focus();
      }
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      // Said as a modal dialog, so Tab goes round its controls (app/dialogTabs.ts) rather than out to the browser's.
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy ?? titleId}
      // Escape: closed by the page's state, so the dialog and what opened it agree.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A press on the backdrop (the dialog's own box around the panel) closes it.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      data-testid={testId}
    >
      {open && (
        <div className="dialog__panel" style={{ width }}>
          <div className={labelledBy ? 'dialog__header dialog__header--bare' : 'dialog__header'}>
            {!labelledBy && (
              <h2 id={titleId} className="dialog__title">
                {title}
              </h2>
            )}
            <button type="button" className="dialog__close" aria-label={t('common.close')} onClick={onClose}>
              <CloseOutlined aria-hidden />
            </button>
          </div>
          <div className="dialog__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
