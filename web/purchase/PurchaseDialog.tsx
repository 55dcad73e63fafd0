import { useEffect, useMemo, useState } from 'react';
import { MONEY_RECEIVED, type TCreateOrderResponse, type TProduct } from '../../core/products';
import { useCreateOrder, useOffers, useOrderStatus } from '../api/payments';
import { useLogoDetails } from '../api/logo';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { LoadingBlock } from '../components/LoadingBlock';
import { useMe } from '../api/me';
import { useT, type TKey } from '../i18n';
import { errorMessageKey } from '../i18n/errors';
import { loginHref } from '../layout/loginHref';
import { useLayoutMode } from '../layout/useLayoutMode';
import { isRecommended, type Feature } from './features';
import { OfferList } from './OfferList';
import { formatPrice, paidUrl } from './price';
import { StripeCard } from './StripeCard';
import { WechatQr } from './WechatQr';
import './purchase.css';

interface PurchaseDialogProps {
  logoId: number;
  open: boolean;
  onClose: () => void;
  /** Products this entry point sells (e.g. packages and upgrades); others are not listed. */
  products: readonly TProduct[];
  title: TKey;
  /** The feature whose gate opened the dialog (animation, the social kit, the layouts…): said first. */
  feature?: Feature;
}

/**
 * The purchase dialog every gated action opens (spec 01 §4 download action):
 * an anonymous visitor is sent to sign in and comes back; a signed-in owner
 * sees the products of this site at the server's prices and pays with the
 * site's provider (sandbox checkout, WeChat QR or H5 link, card).
 */
export function PurchaseDialog({ logoId, open, onClose, products, title, feature }: PurchaseDialogProps) {
  const t = useT();
  const me = useMe();
  const signedIn = !!me.data;
  const offers = useOffers(logoId, open && signedIn);
  // Already read by every page that opens the dialog: an upgrade lists what it adds to this package.
  const logo = useLogoDetails(open ? logoId : null);
  const create = useCreateOrder();
  const mode = useLayoutMode();
  const [choice, setChoice] = useState<TProduct | null>(null);
  const [order, setOrder] = useState<(TCreateOrderResponse & { product: TProduct }) | null>(null);
  const status = useOrderStatus(order?.codeUrl ? order.order_no : null);

  useEffect(() => {
    if (open && me.isSuccess && !signedIn) window.location.assign(loginHref(window.location));
  }, [open, me.isSuccess, signedIn]);

  useEffect(() => {
    // Paid, or paid when it no longer applied: the notice on the page says which.
    if (status.data && MONEY_RECEIVED.includes(status.data.status) && order) window.location.assign(paidUrl(logoId, order.product, order.order_no));
  }, [status.data?.status, order, logoId]);

  const listed = useMemo(
    () => (offers.data?.offers ?? []).filter((o) => products.includes(o.product)),
    [offers.data, products],
  );
  // The recommended package is chosen to begin with where it is offered, else the first offer.
  const selected = choice ?? listed.find((o) => isRecommended(o.product))?.product ?? listed[0]?.product ?? null;

  async function pay() {
    if (!selected || !offers.data) return;
    const provider = offers.data.provider;
    const channel = provider === 'sandbox' ? 'sandbox' : provider === 'stripe' ? 'card' : mode === 'mobile' ? 'h5' : 'native';
    const created = await create.mutateAsync({ logo: logoId, product: selected, channel });
    if (created.checkoutUrl) window.location.assign(created.checkoutUrl);
    else if (created.h5Url) window.location.assign(created.h5Url);
    else setOrder({ ...created, product: selected });
  }

  const close = () => {
    setOrder(null);
    create.reset();
    onClose();
  };

  return (
    <Dialog
      open={open && signedIn}
      onClose={close}
      title={t(title)}
      width={listed.length >= 3 && !order ? 820 : listed.length === 2 && !order ? 640 : 520}
      data-testid="purchase-dialog"
    >
      {offers.isPending && <LoadingBlock />}
      {offers.isError && <Alert type="error" showIcon title={t(errorMessageKey(offers.error))} />}
      {offers.isSuccess && listed.length === 0 && <Alert type="info" showIcon title={t('purchase.nothing')} />}
      {order?.codeUrl && status.data?.status === 'cancelled' ? (
        // Another tab's payment made this order stale: its QR code must not be paid.
        <Alert type="warning" showIcon title={t('purchase.orderCancelled')} data-testid="purchase-order-cancelled" />
      ) : order?.codeUrl ? (
        <WechatQr codeUrl={order.codeUrl} amount={formatPrice({ price: order.amount, currency: order.currency })} />
      ) : order?.clientSecret ? (
        <StripeCard clientSecret={order.clientSecret} returnUrl={`${window.location.origin}${paidUrl(logoId, order.product, order.order_no)}`} />
      ) : (
        listed.length > 0 && (
          <>
            {feature && (
              <p className="purchase-unlocks" data-testid="purchase-unlocks">
                {t('purchase.unlocks', { feature: t(`purchase.feature.${feature}`) })}
              </p>
            )}
            <OfferList offers={listed} selected={selected} onSelect={setChoice} current={logo.data?.logoIdDetails.package ?? null} focus={feature} />
            {create.isError && <Alert type="error" showIcon title={t(errorMessageKey(create.error))} className="purchase-error" />}
            <Button type="primary" size="large" block loading={create.isPending} onClick={pay} data-testid="purchase-pay">
              {t('purchase.pay')}
            </Button>
            <p className="purchase-note">{t(offers.data?.provider === 'wechat' ? 'purchase.noteWechat' : 'purchase.noteSecure')}</p>
          </>
        )
      )}
    </Dialog>
  );
}
