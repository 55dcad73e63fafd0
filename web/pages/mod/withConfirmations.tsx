import { App } from 'antd';
import type { ComponentType } from 'react';

/**
 * A designer-fix page inside antd's App context: its irreversible steps
 * (confirm, refund, replace a file, switch the designer) ask first with
 * `App.useApp().modal.confirm`. Held by these pages rather than around every
 * page, so the other pages' first load does not carry it.
 */
export function withConfirmations<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function WithConfirmations(props: P) {
    return (
      <App component={false}>
        <Page {...props} />
      </App>
    );
  };
}
