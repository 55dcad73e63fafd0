import { Tabs } from 'antd';
import { BrandMark } from '../../components/BrandMark';
import { useT } from '../../i18n';
import { site } from '../../site';
import { EmailForm } from './EmailForm';
import { safeNext } from './nextUrl';
import { SmsForm } from './SmsForm';
import './login.css';

function goNext(): void {
  const next = new URLSearchParams(window.location.search).get('next');
  window.location.assign(safeNext(next, window.location.origin));
}

/** Sign-in page (served at /login): e-mail + password; on the Chinese site also mobile + SMS code. */
export function LoginPage() {
  const t = useT();
  const email = <EmailForm onSignedIn={goNext} />;
  return (
    <main className="login">
      <div className="login__card">
        <a className="login__brand" href={site.siteRoot}>
          <BrandMark size={36} />
          <span>{t('app.name')}</span>
        </a>
        <h1 className="login__title">{t('login.title')}</h1>
        <p className="login__subtitle">{t('login.subtitle')}</p>
        {site.locale === 'zh' ? (
          <Tabs
            defaultActiveKey="sms"
            items={[
              { key: 'sms', label: t('login.tabs.sms'), children: <SmsForm onSignedIn={goNext} /> },
              { key: 'email', label: t('login.tabs.email'), children: email },
            ]}
          />
        ) : (
          email
        )}
        <a className="login__back" href={site.siteRoot}>
          {t('common.backToSite')}
        </a>
      </div>
    </main>
  );
}
