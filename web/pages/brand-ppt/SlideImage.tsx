import { memo, useMemo } from 'react';
import type { OfficeBrand } from '../../../core/office/brand';
import { composeSlide, slideSvg, type DeckLook, type SlideContent } from '../../../core/office/slides';
import { fillImageSlots, type ImageSlot, type SlotAspects } from '../../../core/office/svg';
import { useSvgUrl } from '../../components/useSvgUrl';

/** One slide drawn by core/office/slides — the very elements the .pptx export writes — with the logo in its slots. */
export const SlideImage = memo(function SlideImage(props: {
  slide: SlideContent;
  index: number;
  look: DeckLook;
  brand: OfficeBrand;
  slots: Partial<Record<ImageSlot, string>>;
  aspects: SlotAspects;
  alt: string;
  testId?: string;
}) {
  const { slide, index, look, brand, slots, aspects } = props;
  const svg = useMemo(() => fillImageSlots(slideSvg(composeSlide(slide, index, look), brand, aspects), slots), [slide, index, look, brand, slots, aspects]);
  const url = useSvgUrl(svg);
  return url ? <img src={url} alt={props.alt} className="ppt-slide-image" data-testid={props.testId} /> : <span className="skeleton-bar ppt-slide-image" aria-hidden />;
});
