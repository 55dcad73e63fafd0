import { StrictMode, type ReactNode } from 'react';
import { Toasts } from '../components/toast';
import { loadI18n } from '../i18n';
import { htmlLang, site } from '../site';
import { installDialogTabs } from './dialogTabs';
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

/**
 * What every page shares: the toasts (components/toast.tsx). antd's theme is
 * not here: it wraps what draws with antd, each loaded later (AntdScope.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <Toasts />
    </StrictMode>
  );
}
