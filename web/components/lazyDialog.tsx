import { Suspense, useState, type ComponentType } from 'react';
import { lazyInAntdScope, withAntdScope } from '../app/antdScoped';

/**
 * A dialog whose code is loaded the first time it opens, so a page's first
 * load carries none of it. Once opened it stays mounted, as an eagerly
 * imported dialog would (its closing animation, its state between openings).
 * Dialogs draw with antd: each comes in antd's scope (app/antdScoped.ts).
 * `preload()` fetches its code and the scope ahead (a pointer or the focus
 * on the control that opens it), so it opens at once.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => void } {
  const Dialog = lazyInAntdScope(load);
  function DeferredDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  DeferredDialog.preload = () => {
    withAntdScope(load)().catch(() => undefined);
  };
  return DeferredDialog;
}
