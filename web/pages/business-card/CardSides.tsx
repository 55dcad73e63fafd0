import { useRef, type CSSProperties } from 'react';
import { cardPreviewUrl, CARD_PREVIEW_WIDTH, type TCardPreview } from '../../../core/cards/api';
import { CARD_NAMES } from '../../../core/cards/catalogue';
import { CARD_FORMATS } from '../../../core/cards/format';
import type { TOutlinedDesign } from '../../../core/design';
import { followingDesign, ServerPicture } from '../../components/ServerPicture';
import { useSeen } from '../../components/useInView';
import { svgSize, useSvgUrl } from '../../components/useSvgUrl';
import { useT } from '../../i18n';
import { site } from '../../site';

/** A side as the page shows it: the server's SVG with the details typed, or its picture of the sample person. */
type Side = { svg: string } | { src: string };

/** A card design as the page shows it: its name and its two sides. */
export interface CardView {
  id: string;
  label: string;
  front: Side;
  back: Side;
}

/** Every design with the site's sample person: the server's pictures (core/cards/api.ts `cardPreviewUrl`), known without a call. */
export function sampleCards(logoId: number, design: TOutlinedDesign): CardView[] {
  const side = (id: string, which: 'front' | 'back') => ({ src: followingDesign(cardPreviewUrl(logoId, id, which), logoId, design) });
  return CARD_NAMES.map((card) => ({ id: card.id, label: card.label[site.locale], front: side(card.id, 'front'), back: side(card.id, 'back') }));
}

/** The designs with typed details: the server's SVGs. */
export function typedCards(preview: TCardPreview): CardView[] {
  return preview.cards.map((card) => ({ id: card.id, label: card.label, front: { svg: card.front }, back: { svg: card.back } }));
}

const FORMAT = CARD_FORMATS[site.locale];
/** A sample picture's size: the card's proportions, so its space is kept before it comes. */
const PICTURE_SIZE = { width: CARD_PREVIEW_WIDTH, height: Math.round((CARD_PREVIEW_WIDTH * FORMAT.height) / FORMAT.width) };

/** The card's proportions, for a sample picture's box before it has come. */
const RATIO = { '--card-ratio': `${FORMAT.width} / ${FORMAT.height}` } as CSSProperties;

/** A design's front and back as pictures; the server's sample pictures are asked for as the card nears the view. */
export function CardSides({ card, busy, testId }: { card: CardView; busy?: boolean; testId?: string }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeen(box);
  return (
    <div ref={box} className={`card-sides${busy ? ' card-sides--busy' : ''}`} style={RATIO} data-testid={testId} aria-busy={busy}>
      <CardSide side={card.front} alt={t('cards.frontOf', { name: card.label })} seen={seen} testId="card-front" />
      <CardSide side={card.back} alt={t('cards.backOf', { name: card.label })} seen={seen} testId="card-back" />
    </div>
  );
}

function CardSide({ side, alt, seen, testId }: { side: Side; alt: string; seen: boolean; testId: string }) {
  const t = useT();
  const svg = useSvgUrl('svg' in side ? side.svg : null);
  if ('svg' in side) return svg ? <img className="card-side" src={svg} {...svgSize(side.svg)} alt={alt} data-testid={testId} /> : null;
  return (
    <ServerPicture
      src={side.src}
      seen={seen}
      alt={alt}
      className="card-side card-side--picture"
      placeholderClassName="card-side__placeholder"
      failed={<span className="card-side__failed">{t('cards.previewFailed')}</span>}
      {...PICTURE_SIZE}
      testId={testId}
    />
  );
}
