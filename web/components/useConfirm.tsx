import { useCallback, useState, type ReactNode } from 'react';
import { lazyDialog } from './lazyDialog';

export interface ConfirmOptions {
  /** The question ("Delete this file?"). */
  title: string;
  /** What follows from it, when the question does not say. */
  content?: string;
  /** The step destroys or gives back something: OK in the danger colour. */
  danger?: boolean;
  /** The OK button's test id. */
  okTestId: string;
  /** The step: OK stays busy until it settles, then the dialog closes. */
  onOk: () => unknown;
}

const ConfirmDialog = lazyDialog(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog), { antd: false });

/**
 * Asks before an irreversible step (confirm the work, refund, delete a file,
 * switch the designer): `confirm(options)` opens the question, `dialog` is
 * rendered by the caller, `preload` (on a pointer or the focus reaching the
 * control) fetches the dialog's code ahead. The dialog is the area's own
 * (components/Dialog) and loads the first time one is asked (components/lazyDialog),
 * so a page that asks carries none of it in its first load, and nothing of antd.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => void; dialog: ReactNode; preload: () => void } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const confirm = useCallback((o: ConfirmOptions) => {
    setOptions(o);
    setOpen(true);
  }, []);
  const dialog = <ConfirmDialog open={open} options={options} onClose={() => setOpen(false)} />;
  return { confirm, dialog, preload: ConfirmDialog.preload };
}
