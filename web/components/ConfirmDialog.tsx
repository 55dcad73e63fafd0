import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { useState } from 'react';
import type { ConfirmOptions } from './useConfirm';
import './confirm-dialog.css';

/**
 * The question before an irreversible step (components/useConfirm.ts): antd's
 * confirmation — a warning icon, the question, what follows, Cancel and OK —
 * whose OK runs the step and stays busy until it is done, then closes.
 * Loaded in antd's scope the first time one is asked.
 */
export function ConfirmDialog({ open, options, onClose }: { open: boolean; options: ConfirmOptions | null; onClose: () => void }) {
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
    <Modal
      open={open}
      title={
        <span className="confirm-dialog__title">
          <ExclamationCircleFilled className="confirm-dialog__icon" aria-hidden />
          {options?.title}
        </span>
      }
      onOk={() => void ok()}
      onCancel={busy ? undefined : onClose}
      confirmLoading={busy}
      closable={false}
      maskClosable={false}
      width={416}
      className="confirm-dialog"
      okButtonProps={{ danger: options?.danger, ...({ 'data-testid': options?.okTestId } as Record<`data-${string}`, string | undefined>) }}
    >
      {options?.content && <p className="confirm-dialog__content">{options.content}</p>}
    </Modal>
  );
}
