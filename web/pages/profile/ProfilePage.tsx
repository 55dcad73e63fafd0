import { DownloadOutlined, PictureOutlined, UserOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useArea } from '../../area/AreaContext';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { withKeptQuery } from '../../navigation/query';
import { withLogoParam } from '../../site';
import './profile.css';

/**
 * The profile picture page /profile (spec 02 §2): the signed-in user's cover
 * as an avatar, the 'More Profile' link (the main site's profile-picture
 * designs, with the logo) and the download. Without a picture yet: where to
 * add one (the icon page's upload).
 */
export default function ProfilePage() {
  const t = useT();
  const { user, details } = useArea();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = t('profile.documentTitle');
  }, [t]);
  const cover = user?.cover ?? null;
  const more = details ? withLogoParam('/design/avatar', details.fa_id) : '/design/avatar';
  const ext = cover?.split('?')[0].split('.').pop()?.toLowerCase() ?? 'jpg';

  return (
    <div className="profile-page">
      <header>
        <h1 className="download-header__title">{t('profile.title')}</h1>
        <p className="profile-page__lead">{t('profile.lead')}</p>
      </header>
      <section className="profile-card" data-testid="profile-card">
        <div className="profile-card__avatar">
          {cover ? <img src={cover} alt={t('profile.title')} data-testid="profile-avatar" /> : <UserOutlined aria-hidden />}
        </div>
        <div className="profile-card__side">
          <p className="profile-card__who">{user?.email ?? user?.mobile}</p>
          {cover ? (
            <Button type="primary" size="large" icon={<DownloadOutlined />} href={cover} download={`${t('profile.fileName')}.${ext}`} data-testid="profile-download">
              {t('profile.download')}
            </Button>
          ) : (
            <>
              <p className="profile-card__none" data-testid="profile-none">
                {t('profile.none')}
              </p>
              {details && (
                <Button type="primary" size="large" onClick={() => navigate(withKeptQuery('/icon', search))} data-testid="profile-add">
                  {t('profile.add')}
                </Button>
              )}
            </>
          )}
          <a className="profile-card__more" href={more} data-testid="profile-more">
            <PictureOutlined aria-hidden /> {t('profile.more')}
          </a>
        </div>
      </section>
    </div>
  );
}
