import { ExclamationCircleFilled } from '@ant-design/icons';
import { useState } from 'react';
import { useT } from '../i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';
import type { ConfirmOptions } from './useConfirm';
import './confirm-dialog.css';

/**
 * The question before an irreversible step (components/useConfirm.tsx) on the
 * area's own modal (components/Dialog): a warning icon, the question, what
 * follows, Cancel and OK — whose OK runs the step and stays busy (and the
 * dialog open) until it is done, then closes.
 */
export function ConfirmDialog({ open, options, onClose }: { open: boolean; options: ConfirmOptions | null; onClose: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    if (!options) return;
    setBusy(true);
    try {
      await options.onOk();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      width={416}
      title={
        <span className="confirm-dialog__title">
          <ExclamationCircleFilled className="confirm-dialog__icon" aria-hidden />
          {options?.title}
        </span>
      }
    >
      {options?.content && <p className="confirm-dialog__content">{options.content}</p>}
      <div className="confirm-dialog__actions">
        <Button onClick={onClose} disabled={busy} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button type="primary" danger={options?.danger} loading={busy} onClick={() => void ok()} data-testid={options?.okTestId}>
          {t('common.ok')}
        </Button>
      </div>
    </Dialog>
  );
}
