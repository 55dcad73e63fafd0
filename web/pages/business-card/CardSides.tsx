import type { TCardPreview } from '../../../core/cards/api';
import { svgSize, useSvgUrl } from '../../components/useSvgUrl';
import { useT } from '../../i18n';

/** A design's front and back as pictures (the server's SVGs, shown through <img>). */
export function CardSides({ card, busy, testId }: { card: TCardPreview['cards'][number]; busy?: boolean; testId?: string }) {
  const t = useT();
  const front = useSvgUrl(card.front);
  const back = useSvgUrl(card.back);
  return (
    <div className={`card-sides${busy ? ' card-sides--busy' : ''}`} data-testid={testId} aria-busy={busy}>
      {front && <img className="card-side" src={front} {...svgSize(card.front)} alt={t('cards.frontOf', { name: card.label })} data-testid="card-front" />}
      {back && <img className="card-side" src={back} {...svgSize(card.back)} alt={t('cards.backOf', { name: card.label })} data-testid="card-back" />}
    </div>
  );
}
