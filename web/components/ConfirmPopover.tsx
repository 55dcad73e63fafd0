import { ExclamationCircleFilled } from '@ant-design/icons';
import { cloneElement, useId, useRef, useState, type ReactElement, type Ref } from 'react';
import { Button } from './Button';
import { Popup } from './Popup';

interface Props {
  /** The question ("Remove this slide?"). */
  title: string;
  okText: string;
  cancelText: string;
  onConfirm: () => void;
  /** The control does nothing (its own `disabled` says so too). */
  disabled?: boolean;
  /** The control that asks: a button of the area's (its ref and press are taken over). */
  children: ReactElement<{ ref?: Ref<HTMLElement>; onClick?: () => void; 'aria-haspopup'?: 'dialog'; 'aria-expanded'?: boolean }>;
}

/**
 * A question beside the control that asks it (antd's Popconfirm look) before
 * an irreversible step: an alert dialog named by its question on
 * components/Popup. Open, the focus is on Cancel (the answer that changes
 * nothing), Tab and Shift+Tab go round its two buttons, Escape or a press
 * outside closes it; closed by either answer or Escape, the focus goes back
 * to the control that opened it.
 */
export function ConfirmPopover({ title, okText, cancelText, onConfirm, disabled, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const anchor = useRef<HTMLElement | null>(null);
  const answer = (confirmed: boolean) => {
    setOpen(false);
    anchor.current?.focus();
    if (confirmed) onConfirm();
  };
  return (
    <>
      {cloneElement(children, {
        ref: (el: HTMLElement | null) => {
          anchor.current = el;
        },
        onClick: () => {
          if (!disabled) setOpen((o) => !o);
        },
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
      })}
      <Popup open={open} anchor={anchor} placement="topRight" onClose={() => setOpen(false)} className="confirm-popover" labelledBy={id} alert initialFocus={CANCEL}>
        <p id={id} className="confirm-popover__title">
          <ExclamationCircleFilled className="confirm-popover__icon" aria-hidden />
          {title}
        </p>
        <div className="confirm-popover__actions">
          <Button size="small" className="confirm-popover__cancel" onClick={() => answer(false)}>
            {cancelText}
          </Button>
          <Button size="small" type="primary" className="confirm-popover__ok" onClick={() => answer(true)}>
            {okText}
          </Button>
        </div>
      </Popup>
    </>
  );
}

const CANCEL = ['.confirm-popover__cancel'] as const;
