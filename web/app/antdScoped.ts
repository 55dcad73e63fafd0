import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on demand, with antd's scope (AntdScope.tsx) loaded
 * beside it and around it: what the shell loads later — a page, a dialog, a
 * notice — draws with the area's antd theme though the shell holds none.
 */
export function withAntdScope<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () => Promise.all([load(), import('./AntdScope')]).then(([Component, scope]) => scope.inAntdScope(Component));
}

/** React.lazy of a component that draws with antd, in antd's scope. */
export function lazyInAntdScope<P extends object>(load: () => Promise<ComponentType<P>>) {
  const scoped = withAntdScope(load);
  return lazy(async () => ({ default: await scoped() }));
}
