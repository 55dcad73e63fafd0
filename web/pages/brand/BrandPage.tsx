import { ArrowRightOutlined, CheckOutlined, RocketOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DEFAULT_BRAND_COLOR, PARTNER_ACCENT } from '../../../core/constants';
import { can, RULES } from '../../../core/permissions';
import { useArea, useLogo } from '../../area/AreaContext';
import { Button } from '../../components/Button';
import { lazyDialog } from '../../components/lazyDialog';
import { toast } from '../../components/toast';
import { translate, useT, type TKey } from '../../i18n';
import { loginHref } from '../../layout/loginHref';
import { withKeptQuery } from '../../navigation/query';
import { site } from '../../site';
import { previewDataUrl } from '../download/preview';
import { BrandPicture, type PictureFrame } from '../../components/BrandPicture';
import { useActivation } from './useActivation';
import './brand.css';
import { Name } from '../../components/Name';

/** The activation dialog, loaded when it first opens (in antd's scope: components/lazyDialog). */
const ActivateModal = lazyDialog(() => import('./ActivateModal').then((m) => m.ActivateModal));

type TileId = 'website' | 'signature' | 'cards' | 'mockups' | 'social' | 'identity' | 'profile';

interface Tile {
  id: TileId;
  /** Background of the tile's picture. */
  colour: string;
  /** A page of the area, or the partner brand site. */
  to: string | 'partner';
  /** How the logo sits in the picture: on paper, a card, a mail, a phone… */
  frame: PictureFrame;
}

/**
 * The brand package page /brand (spec 02 §2): tiles that scroll sideways to
 * the brand's tools (the e-mail-signature tile in the logo's colour), the
 * promotional panel of the partner brand site with the activate button, and
 * the hidden main logo card.
 */
export default function BrandPage() {
  // A page of its own per logo: nothing of one logo's activation carries over to another's.
  return <BrandPackage key={useLogo().fa_id} />;
}

function BrandPackage() {
  const t = useT();
  const logo = useLogo();
  const { roles, user } = useArea();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  const partner = t('brand.partnerName');
  const logoColour = logo.design.colors[0] ?? DEFAULT_BRAND_COLOR;
  const owner = can(RULES.ubrandActivate, roles);
  const partnerHost = site.partnerUrl ? new URL(site.partnerUrl).host : 'ubrand';
  const activation = useActivation({
    site: roles.has('zh') ? 'zh' : 'en',
    logoId: logo.fa_id,
    logoName: logo.logo_name,
    user,
    partnerUrl: site.partnerUrl,
    canLoadState: can(RULES.ubrandState, roles),
  });
  const { loadState } = activation;

  useEffect(() => {
    document.title = translate('brand.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);
  // The button reads "go" at once for a brand that is already live (brand-package logos).
  useEffect(() => {
    void loadState();
  }, [loadState]);

  const picture = useMemo(() => previewDataUrl(logo.design, 'main', null), [logo.design]);
  const white = useMemo(() => previewDataUrl(logo.design, 'white', null), [logo.design]);

  const tiles: Tile[] = [
    { id: 'website', colour: PARTNER_ACCENT, to: 'partner', frame: 'site' },
    { id: 'signature', colour: logoColour, to: '/email-signature', frame: 'mail' },
    { id: 'cards', colour: '#1F2A44', to: '/business-card', frame: 'card' },
    { id: 'mockups', colour: '#C9B79C', to: '/mockup', frame: 'scene' },
    // The social media kit made from the logo (its page leads on to the main site's editor, /photo).
    { id: 'social', colour: '#E8556D', to: '/social', frame: 'post' },
    { id: 'identity', colour: '#2F9E77', to: '/vi', frame: 'swatches' },
    { id: 'profile', colour: '#7A5AF8', to: '/profile', frame: 'avatar' },
  ];

  /** spec 02 §5/§6: a visitor signs in; only the owner activates; done → the partner (after 300 ms). */
  const activate = () => {
    if (!user) {
      window.location.assign(loginHref(window.location));
      return;
    }
    if (!owner) {
      toast.info(t('ubrand.branding.requiresOwner'));
      return;
    }
    if (activation.done) void activation.submit();
    else setOpen(true);
  };

  return (
    <div className="brand-page">
      <header>
        <p className="download-header__eyebrow"><Name>{logo.logo_name}</Name></p>
        <h1 className="download-header__title">{t('brand.title')}</h1>
        <p className="brand-page__lead">{t('brand.lead')}</p>
      </header>

      <section aria-label={t('brand.tilesLabel')}>
        <ul className="brand-tiles" tabIndex={0} data-testid="brand-tiles">
          {tiles.map((tile) => {
            const body = (
              <>
                <span className={`brand-tile__picture brand-tile__picture--${tile.frame}`} style={{ background: tile.colour }}>
                  <BrandPicture frame={tile.frame} picture={picture} white={white} colours={logo.design.colors} />
                </span>
                <span className="brand-tile__text">
                  <strong>{t(`brand.tiles.${tile.id}.title` as TKey)}</strong>
                  <span>{t(`brand.tiles.${tile.id}.text` as TKey, { partner })}</span>
                </span>
                <ArrowRightOutlined className="brand-tile__arrow" aria-hidden />
              </>
            );
            return (
              <li key={tile.id} className="brand-tile" data-testid={`brand-tile-${tile.id}`} data-colour={tile.colour}>
                {tile.to === 'partner' ? (
                  <button type="button" className="brand-tile__link" onClick={activate}>
                    {body}
                  </button>
                ) : (
                  <Link className="brand-tile__link" to={withKeptQuery(tile.to, search)}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="brand-promo" data-testid="brand-promo">
        <div className="brand-promo__text">
          <p className="brand-promo__eyebrow">{t('brand.promo.eyebrow')}</p>
          <h2>{t('brand.promo.title', { partner })}</h2>
          <p>{t('brand.promo.description', { name: logo.logo_name, partner })}</p>
          <ul className="brand-promo__bullets">
            {(['assets', 'page', 'team', 'sync'] as const).map((b) => (
              <li key={b}>
                <CheckOutlined aria-hidden /> {t(`brand.promo.bullets.${b}`)}
              </li>
            ))}
          </ul>
          <Button
            type="primary"
            size="large"
            icon={<RocketOutlined />}
            onClick={activate}
            onPointerEnter={ActivateModal.preload}
            onFocus={ActivateModal.preload}
            className="brand-promo__activate"
            data-testid="brand-activate"
          >
            {activation.done ? t('brand.promo.go') : t('brand.promo.activate')}
          </Button>
          <p className="brand-promo__tips">{t('brand.promo.tips')}</p>
          <p className="brand-promo__more">{t('brand.promo.more', { partner })}</p>
        </div>
        <div className="brand-promo__visual" aria-hidden>
          <div className="brand-browser">
            <div className="brand-browser__bar">
              <span />
              <span />
              <span />
              <em>{partnerHost}/b/…</em>
            </div>
            <div className="brand-browser__page">
              <div className="brand-browser__hero" style={{ background: logoColour }}>
                {white && <img src={white} alt="" />}
              </div>
              <div className="brand-browser__row">
                {logo.design.colors.slice(0, 4).map((c) => (
                  <i key={c} style={{ background: c }} />
                ))}
              </div>
              <div className="brand-browser__lines">
                <b />
                <b />
                <b />
              </div>
            </div>
          </div>
        </div>
      </section>

      {/* spec 02 §2: the main logo card exists but is hidden. */}
      <div hidden data-testid="brand-main-logo">
        {picture && <img src={picture} alt={t('brand.mainLogo')} />}
      </div>

      <ActivateModal open={open} onClose={() => setOpen(false)} logoName={logo.logo_name} partner={partner} activation={activation} />
    </div>
  );
}
