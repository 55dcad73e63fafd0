import { StrictMode, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { initI18n } from '../i18n';
import { htmlLang, site } from '../site';
import { ANTD_LOCALES, THEME } from './theme';
import '../styles/global.css';

/** Starts language and document settings once per page, before the first render. */
export function startPage(): void {
  initI18n(site.locale);
  document.documentElement.lang = htmlLang(site.locale);
}

/**
 * Theme, antd locale and the antd App context (message, modal) shared by both
 * pages. Buttons keep their labels as written: antd would put a space inside
 * two-character Chinese labels (通过 → "通 过").
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ConfigProvider theme={THEME} locale={ANTD_LOCALES[site.locale]} button={{ autoInsertSpace: false }}>
        <AntApp component={false}>{children}</AntApp>
      </ConfigProvider>
    </StrictMode>
  );
}
