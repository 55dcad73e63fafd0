import { StrictMode, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { Toasts } from '../components/toast';
import { useReducedMotion } from '../components/useReducedMotion';
import { antdLocale, loadI18n } from '../i18n';
import { htmlLang, site } from '../site';
import { installDialogTabs } from './dialogTabs';
import { themeFor } from './theme';
import '../styles/global.css';

/**
 * Starts language and document settings once per page (and whatever else
 * `alsoBefore` fetches for the first render), then renders it. Should
 * the site's catalogue not load (the network went away between the entry and
 * it), the page says so in both languages rather than staying blank.
 */
export function startPage(render: () => void, alsoBefore: Promise<unknown> = Promise.resolve()): void {
  document.documentElement.lang = htmlLang(site.locale);
  installDialogTabs();
  // What else the first render should have (the area's first calls) never keeps it from happening.
  Promise.all([loadI18n(site.locale), alsoBefore.catch(() => undefined)]).then(render, () => {
    const root = document.getElementById('root');
    if (root) root.innerHTML = '<p class="page-load-failed" role="alert">页面加载失败，请刷新重试。 The page could not load: please reload it.</p>';
  });
}

const FORM = { scrollToFirstError: { focus: true } } as const;

/**
 * Theme, antd locale and the toasts (components/toast.tsx) shared by both
 * pages; the pages that ask for confirmations hold antd's App themselves
 * (pages/mod/withConfirmations.tsx). Buttons keep their labels as written:
 * antd would put a space inside two-character Chinese labels (通过 → "通 过").
 * antd's motion follows the reader's reduced-motion setting as it changes.
 * A form sent with errors puts the focus on its first field in error (WCAG
 * 3.3.1: antd only marks the fields, and a keyboard or screen reader user is
 * left on the submit button).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Themed>{children}</Themed>
    </StrictMode>
  );
}

function Themed({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeFor(reducedMotion), [reducedMotion]);
  return (
    <ConfigProvider theme={theme} locale={antdLocale()} button={{ autoInsertSpace: false }} form={FORM}>
      {children}
      <Toasts />
    </ConfigProvider>
  );
}
