import { ArrowRightOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { DEFAULT_BRAND_COLOR } from '../../../core/constants';
import { useLogo } from '../../area/AreaContext';
import { BrandPicture, type PictureFrame } from '../../components/BrandPicture';
import { translate, useT, type TKey } from '../../i18n';
import { withKeptQuery } from '../../navigation/query';
import { previewDataUrl } from '../download/preview';
import { withLogoParam } from '../../site';
import { AI_TOOLS } from './aiTools';
import './design.css';
import { Name } from '../../components/Name';

type CardId = 'businessCard' | 'mockups' | 'signature' | 'social' | 'profile';

interface HubCard {
  id: CardId;
  colour: string;
  frame: PictureFrame;
  /** A page of the area (with the kept query, plus extra values) or a design link of the main site. */
  target: { route: string; extra?: Record<string, string> } | { href: string };
}

/**
 * The design hub /design (spec 02 §2): cards for business card, mockups,
 * e-mail signature, social media and profile picture, each opening its
 * design with the logo (the e-mail signature with the logo's colour);
 * business card and mockups are pages of the area. Then the AI image tools.
 */
export default function DesignPage() {
  const t = useT();
  const logo = useLogo();
  const { search } = useLocation();
  const colour = logo.design.colors[0] ?? DEFAULT_BRAND_COLOR;

  useEffect(() => {
    document.title = translate('design.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  const picture = useMemo(() => previewDataUrl(logo.design, 'main', null), [logo.design]);
  const white = useMemo(() => previewDataUrl(logo.design, 'white', null), [logo.design]);

  const cards: HubCard[] = [
    { id: 'businessCard', colour: '#1F2A44', frame: 'card', target: { route: '/business-card' } },
    { id: 'mockups', colour: '#C9B79C', frame: 'scene', target: { route: '/mockup' } },
    { id: 'signature', colour, frame: 'mail', target: { route: '/email-signature', extra: { color: colour } } },
    { id: 'social', colour: '#E8556D', frame: 'post', target: { href: withLogoParam('/design/social', logo.fa_id) } },
    { id: 'profile', colour: '#7A5AF8', frame: 'avatar', target: { href: withLogoParam('/design/avatar', logo.fa_id) } },
  ];

  return (
    <div className="design-hub">
      <header>
        <p className="download-header__eyebrow"><Name>{logo.logo_name}</Name></p>
        <h1 className="download-header__title">{t('design.title')}</h1>
        <p className="design-hub__lead">{t('design.lead')}</p>
      </header>

      <ul className="design-hub__cards" aria-label={t('design.cardsLabel')}>
        {cards.map((card) => {
          const inner = (
            <>
              <span className="design-card__picture" style={{ background: card.colour }}>
                <BrandPicture frame={card.frame} picture={picture} white={white} colours={logo.design.colors} />
              </span>
              <span className="design-card__body">
                <strong>{t(`design.cards.${card.id}.title` as TKey)}</strong>
                <span>{t(`design.cards.${card.id}.text` as TKey)}</span>
                <span className="design-card__cta">
                  {t('design.open')} <ArrowRightOutlined aria-hidden />
                </span>
              </span>
            </>
          );
          let to: string;
          if ('route' in card.target) {
            const kept = withKeptQuery(card.target.route, search);
            const q = new URLSearchParams(kept.search);
            for (const [k, v] of Object.entries(card.target.extra ?? {})) q.set(k, v);
            to = `${kept.pathname}?${q}`;
          } else to = card.target.href;
          return (
            <li key={card.id} className="design-card" data-testid={`design-card-${card.id}`}>
              {'route' in card.target ? (
                <Link className="design-card__link" to={to}>
                  {inner}
                </Link>
              ) : (
                <a className="design-card__link" href={to}>
                  {inner}
                </a>
              )}
            </li>
          );
        })}
      </ul>

      <section className="design-hub__ai" aria-labelledby="design-ai-title">
        <h2 id="design-ai-title">
          <ThunderboltOutlined aria-hidden /> {t('design.ai.title')}
        </h2>
        <p className="design-hub__lead">{t('design.ai.lead')}</p>
        <ul className="design-hub__tools" data-testid="design-ai-tools">
          {AI_TOOLS.map((tool) => (
            <li key={tool.id}>
              <a className="ai-tool" href={withLogoParam(`/ai/${tool.id}`, logo.fa_id)} data-testid={`ai-tool-${tool.id}`}>
                <span className="ai-tool__badge" style={{ background: `linear-gradient(135deg, ${tool.from}, ${tool.to})` }}>
                  {picture && <img src={white ?? picture} alt="" />}
                </span>
                <span className="ai-tool__label">{t(tool.label)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
