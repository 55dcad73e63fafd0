import { CheckOutlined } from '@ant-design/icons';
import { useId } from 'react';
import type { PackageTier } from '../../core/constants';
import type { TOffer, TProduct } from '../../core/products';
import { useT } from '../i18n';
import { includedFixValue, offerContents, type Feature } from './features';
import { PRODUCT_LABELS, TIER_NAMES } from './labels';
import { formatPrice } from './price';

interface OfferListProps {
  offers: readonly TOffer[];
  selected: TProduct | null;
  onSelect: (product: TProduct) => void;
  /** The package the logo has now: an upgrade lists what it adds to it. */
  current: PackageTier | null;
  /** The feature whose gate opened the dialog: first in each offer that gives it, and marked. */
  focus?: Feature;
}

/**
 * The offers as pricing cards to choose from: name, price and what each
 * gives (a package after the one below it, an upgrade what it adds). Native
 * radio buttons, so arrow keys move the choice; each is named by its offer
 * and price and described by what it gives. The chosen card carries a check
 * mark besides its colour (forced-colours mode draws no shadows).
 */
export function OfferList({ offers, selected, onSelect, current, focus }: OfferListProps) {
  const t = useT();
  const id = useId();
  // The included fix says what it is worth when the offers tell it.
  const featureText = (f: Feature, fix: TOffer | null) =>
    f !== 'designerFixIncluded' ? t(`purchase.feature.${f}`) : fix ? t('purchase.feature.designerFixIncluded', { price: formatPrice(fix) }) : t('purchase.feature.designerFix');
  return (
    <div role="radiogroup" aria-label={t('purchase.choose')} className={`purchase-offers purchase-offers--${Math.min(offers.length, 3)}`}>
      {offers.map((o) => {
        const contents = offerContents(o.product, current, focus);
        const checked = o.product === selected;
        const fix = includedFixValue(offers, o.product);
        const [nameId, priceId, detailsId] = [`${id}-${o.product}-name`, `${id}-${o.product}-price`, `${id}-${o.product}-details`];
        return (
          <label key={o.product} className={`purchase-offer${checked ? ' purchase-offer--checked' : ''}`} data-testid={`offer-${o.product}`} data-checked={checked}>
            <input
              type="radio"
              name="purchase-offer"
              className="visually-hidden"
              value={o.product}
              checked={checked}
              onChange={() => onSelect(o.product)}
              aria-labelledby={`${nameId} ${priceId}`}
              aria-describedby={detailsId}
            />
            <span className="purchase-offer__head">
              <span className="purchase-offer__name" id={nameId}>
                {t(PRODUCT_LABELS[o.product])}
              </span>
              {contents?.recommended && <span className="purchase-offer__tag">{t('purchase.recommended')}</span>}
              <span className="purchase-offer__mark" aria-hidden>
                {checked && <CheckOutlined />}
              </span>
            </span>
            <span className="purchase-offer__price" id={priceId}>
              {formatPrice(o)}
            </span>
            <span className="purchase-offer__details" id={detailsId}>
              {contents ? (
                <>
                  {contents.lead && (
                    <span className="purchase-offer__lead">{t(`purchase.lead.${contents.lead.kind}`, { tier: t(TIER_NAMES[contents.lead.tier]) })}</span>
                  )}
                  {contents.features.map((f) => (
                    <span key={f} className={f === focus ? 'purchase-offer__feature purchase-offer__feature--focus' : 'purchase-offer__feature'}>
                      <CheckOutlined aria-hidden className="purchase-offer__check" />
                      {featureText(f, fix)}
                    </span>
                  ))}
                </>
              ) : (
                o.product === 'designer_fix' && <span className="purchase-offer__lead">{t('purchase.describe.designer_fix')}</span>
              )}
            </span>
          </label>
        );
      })}
    </div>
  );
}
