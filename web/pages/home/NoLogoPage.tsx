import { PictureOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useMyLogos } from '../../api/logo';
import { useArea } from '../../area/AreaContext';
import { useT } from '../../i18n';
import { loginHref } from '../../layout/loginHref';
import { site } from '../../site';
import { PackageBadge } from '../download/PackageBadge';
import '../../components/card-grid.css';
import './home.css';
import { Name } from '../../components/Name';
import { LoadingBlock } from '../../components/LoadingBlock';

/**
 * '/' without `?logo` and without `?custom` (the customise page's record): a
 * signed-in user picks one of their logos (name, preview, package); with none
 * yet, or signed out, the page says what is missing and where to go.
 */
export function NoLogoPage() {
  const t = useT();
  const { user } = useArea();
  const mine = useMyLogos(user !== null);
  if (user && mine.isPending) return <LoadingBlock data-testid="my-logos-loading" />;
  const logos = mine.data?.logos ?? [];
  if (user && logos.length > 0) {
    return (
      <div className="my-logos">
        <header className="my-logos__header">
          <h1 className="download-header__title">{t('noLogo.mine.title')}</h1>
          <p className="my-logos__lead">{t('noLogo.mine.lead')}</p>
        </header>
        <ul className="card-grid my-logos__grid" data-testid="my-logos">
          {logos.map((logo) => (
            <li key={logo.fa_id} className="logo-card my-logos__card">
              <Link to={{ pathname: '/', search: `?logo=${logo.fa_id}` }} className="my-logos__link" data-testid={`my-logo-${logo.fa_id}`}>
                <img src={logo.preview} width={400} height={300} alt="" loading="lazy" />
                <span className="my-logos__footer">
                  <span className="my-logos__name"><Name>{logo.logo_name}</Name></span>
                  {logo.package ? <PackageBadge tier={logo.package} /> : <span className="my-logos__unbought">{t('noLogo.mine.notBought')}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <Result
      icon={<PictureOutlined />}
      title={t(user ? 'noLogo.none.title' : 'noLogo.title')}
      subTitle={t(user ? 'noLogo.none.text' : 'noLogo.text')}
      data-testid="no-logo"
      extra={[
        <Button type="primary" href={site.editorUrl} key="editor" data-testid="no-logo-editor">
          {t('noLogo.createLogo')}
        </Button>,
        user ? null : (
          <Button href={loginHref(window.location)} key="sign-in" data-testid="no-logo-sign-in">
            {t('noLogo.signIn')}
          </Button>
        ),
      ]}
    />
  );
}
