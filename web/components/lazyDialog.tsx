import { lazy, Suspense, useState, type ComponentType } from 'react';
import { lazyInAntdScope, withAntdScope } from '../app/antdScoped';

/**
 * A dialog whose code is loaded the first time it opens, so a page's first
 * load carries none of it. Once opened it stays mounted, as an eagerly
 * imported dialog would (its closing animation, its state between openings).
 * A dialog that draws with antd comes in antd's scope (app/antdScoped.ts);
 * one of the area's own (components/Dialog) says `{ antd: false }` and loads
 * nothing of antd. `preload()` fetches its code (and the scope) ahead — a
 * pointer or the focus on the control that opens it —, so it opens at once.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
  { antd = true }: { antd?: boolean } = {},
): ComponentType<P> & { preload: () => void } {
  const fetch = antd ? withAntdScope(load) : load;
  const Dialog = antd ? lazyInAntdScope(load) : lazy(async () => ({ default: await load() }));
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
    fetch().catch(() => undefined);
  };
  return DeferredDialog;
}
