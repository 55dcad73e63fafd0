import { App } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's App context for the designer-fix pages, whose irreversible steps
 * (confirm, refund, replace a file, switch the designer) ask first with
 * `App.useApp().modal.confirm`. Held here rather than around every page, so
 * the other pages' first load does not carry it.
 */
export function ConfirmationsHost({ children }: { children: ReactNode }) {
  return <App component={false}>{children}</App>;
}
