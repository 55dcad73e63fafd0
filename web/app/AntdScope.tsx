import { ConfigProvider } from 'antd';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useReducedMotion } from '../components/useReducedMotion';
import { antdLocale } from '../i18n';
import { themeFor } from './theme';

const FORM = { scrollToFirstError: { focus: true } } as const;

/**
 * antd's theme and texts around what draws with antd: each page of its own
 * chunk and each dialog loaded when it opens (web/app/antdScoped.tsx), never
 * the area's shell, whose first view draws with the area's own controls
 * (components/Button, Alert, Switch), so the first load carries neither
 * antd's components nor its style engine.
 * Buttons keep their labels as written: antd would put a space inside
 * two-character Chinese labels (通过 → "通 过"). antd's motion follows the
 * reader's reduced-motion setting as it changes. A form sent with errors puts
 * the focus on its first field in error (WCAG 3.3.1: antd only marks the
 * fields, and a keyboard or screen reader user is left on the submit button).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeFor(reducedMotion), [reducedMotion]);
  return (
    <ConfigProvider theme={theme} locale={antdLocale()} button={{ autoInsertSpace: false }} form={FORM}>
      {children}
    </ConfigProvider>
  );
}

/** `Component` inside antd's scope. */
export function inAntdScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `InAntdScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
