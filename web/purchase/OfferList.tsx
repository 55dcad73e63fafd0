import { CheckOutlined } from '@ant-design/icons';
import type { PackageTier } from '../../core/constants';
import { DESIGNER_FIX_PRICE } from '../../core/constants';
import type { TOffer, TProduct } from '../../core/products';
import { useT } from '../i18n';
import { site } from '../site';
import { offerContents } from './features';
import { PRODUCT_LABELS, TIER_NAMES } from './labels';
import { formatPrice } from './price';

interface OfferListProps {
  offers: readonly TOffer[];
  selected: TProduct | null;
  onSelect: (product: TProduct) => void;
  /** The package the logo has now: an upgrade lists what it adds to it. */
  current: PackageTier | null;
}

/**
 * The offers as pricing cards to choose from: name, price and what each
 * gives (a package after the one below it, an upgrade what it adds). Native
 * radio buttons, so arrow keys move the choice and a screen reader reads one
 * group.
 */
export function OfferList({ offers, selected, onSelect, current }: OfferListProps) {
  const t = useT();
  const fixValue = formatPrice({ price: DESIGNER_FIX_PRICE[site.locale], currency: site.locale === 'zh' ? 'CNY' : 'USD' });
  return (
    <div role="radiogroup" aria-label={t('purchase.choose')} className={`purchase-offers purchase-offers--${Math.min(offers.length, 3)}`}>
      {offers.map((o) => {
        const contents = offerContents(o.product, current);
        const checked = o.product === selected;
        return (
          <label key={o.product} className={`purchase-offer${checked ? ' purchase-offer--checked' : ''}`} data-testid={`offer-${o.product}`} data-checked={checked}>
            <input
              type="radio"
              name="purchase-offer"
              className="visually-hidden"
              value={o.product}
              checked={checked}
              onChange={() => onSelect(o.product)}
            />
            <span className="purchase-offer__head">
              <span className="purchase-offer__name">{t(PRODUCT_LABELS[o.product])}</span>
              {contents?.recommended && <span className="purchase-offer__tag">{t('purchase.recommended')}</span>}
            </span>
            <span className="purchase-offer__price">{formatPrice(o)}</span>
            {contents ? (
              <>
                {contents.lead && (
                  <span className="purchase-offer__lead">{t(`purchase.lead.${contents.lead.kind}`, { tier: t(TIER_NAMES[contents.lead.tier]) })}</span>
                )}
                <ul className="purchase-offer__features">
                  {contents.features.map((f) => (
                    <li key={f}>
                      <CheckOutlined aria-hidden className="purchase-offer__check" />
                      {t(`purchase.feature.${f}`, { price: fixValue })}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              o.product === 'designer_fix' && <span className="purchase-offer__lead">{t('purchase.describe.designer_fix')}</span>
            )}
          </label>
        );
      })}
    </div>
  );
}
