import { useEffect, useMemo } from 'react';
import { useArea, useLogo } from '../../area/AreaContext';
import { translate, useT } from '../../i18n';
import { logoCards } from './cards';
import { DownloadHeader } from './DownloadHeader';
import { DownloadNotices } from './DownloadNotices';
import { cardFormats } from './formats';
import { LogoCard } from './LogoCard';
import { PaymentNotice } from '../../purchase/PaymentNotice';
import '../../components/card-grid.css';
import './download.css';

/** Logo download page (spec 01 §2): title, owner controls, notices and one card per variant. */
export default function DownloadPage() {
  const t = useT();
  const logo = useLogo();
  const { roles } = useArea();
  const cards = useMemo(() => logoCards(logo), [logo]);
  const formats = useMemo(() => cardFormats(roles), [roles]);

  useEffect(() => {
    document.title = translate('download.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  return (
    <div className="download-page">
      <DownloadHeader logo={logo} roles={roles} />
      <DownloadNotices logo={logo} roles={roles} />
      <PaymentNotice logo={logo} />
      <section aria-label={t('download.cardsLabel')} className="card-grid" data-testid="logo-cards">
        {cards.map((card) => (
          // Keyed by logo too: a new logo starts each picker at its default colour.
          <LogoCard key={`${logo.fa_id}-${card.variant}`} logo={logo} card={card} formats={formats} />
        ))}
      </section>
    </div>
  );
}
