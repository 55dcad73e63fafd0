import { useDeferredValue, useRef, type CSSProperties } from 'react';
import type { Area, SocialSlot } from '../../../core/social/platforms';
import { placeholderClass, useSeen } from '../../components/useInView';
import { useSvgUrl } from '../../components/useSvgUrl';
import { useT } from '../../i18n';
import { site } from '../../site';

const pct = (v: number, of: number) => `${(v / of) * 100}%`;
const box = (a: Area, slot: SocialSlot): CSSProperties => ({ left: pct(a.x, slot.width), top: pct(a.y, slot.height), width: pct(a.w, slot.width), height: pct(a.h, slot.height) });

/**
 * One kit image (the server's SVG through <img>) and, when `overlays` is on,
 * what its platform does to it: the round crop of a profile picture, the
 * parts it covers (a profile picture over a banner, a story's bars) and the
 * part every device shows — drawn over the image, never into it. The image
 * is drawn once its card comes near the view: seventeen pictures at once kept
 * the first ones from showing for half a second. The pictures follow the
 * page's first paint, in a deferred render: drawing a dozen SVGs held the
 * page's heading and fields back by ~0.6 s on a phone.
 */
export function SocialImage({ slot, svg, overlays, busy }: { slot: SocialSlot; svg: string | null; overlays: boolean; busy: boolean }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref);
  const url = useSvgUrl(useDeferredValue(seen ? svg : null, null));
  return (
    <div ref={ref} className={`social-image${busy ? ' social-image--busy' : ''}`} style={{ aspectRatio: `${slot.width} / ${slot.height}` }} aria-busy={busy}>
      {url ? (
        <img src={url} alt={t('social.imageAlt', { name: slot.label[site.locale] })} width={slot.width} height={slot.height} data-testid={`social-image-${slot.id}`} />
      ) : (
        <span className={placeholderClass(seen)} />
      )}
      {overlays && (
        <div className="social-image__overlays" aria-hidden="true" data-testid={`social-overlays-${slot.id}`}>
          {slot.round && <span className="social-image__round" />}
          {slot.safe && <span className="social-image__safe" style={box(slot.safe, slot)} />}
          {(slot.covered ?? []).map((c, i) => (
            <span key={i} className="social-image__covered" style={box(c, slot)} />
          ))}
        </div>
      )}
    </div>
  );
}
