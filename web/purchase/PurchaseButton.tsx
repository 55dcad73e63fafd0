import { AppstoreAddOutlined, RiseOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Button } from '../components/Button';
import { useState } from 'react';
import type { TLogoDetails } from '../../core/api';
import { useOffers } from '../api/payments';
import { useT } from '../i18n';
import { PACKAGE_PRODUCTS } from '../../core/products';
import { fallbackEntry, purchaseEntry } from './entry';
import { PurchaseDialog } from './lazy';

const ICONS = { buy: <ShoppingOutlined />, upgrade: <RiseOutlined />, office: <AppstoreAddOutlined /> };

/**
 * Buy (logo not bought), Upgrade (a higher package is offered) or the office
 * templates (all a luxury logo can still add) on the download page, for the
 * owner: named by the server's offers, shown once they are known.
 */
export function PurchaseButton({ logo }: { logo: TLogoDetails }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const offers = useOffers(logo.fa_id, logo.package !== 'brand');
  if (logo.package === 'brand') return null;
  if (offers.isPending) {
    // Holds the button's place while the offers load, so the header does not move under the reader.
    const pending = fallbackEntry(logo.is_bought);
    return (
      <Button type="primary" icon={ICONS[pending.kind]} disabled data-testid="purchase-button-pending">
        {t(pending.label)}
      </Button>
    );
  }
  // Offers that failed to load: the dialog shows the error; the button keeps the spec's name.
  const entry = offers.isSuccess ? purchaseEntry(offers.data.offers) : fallbackEntry(logo.is_bought);
  if (!entry) return null;
  return (
    <>
      <Button type="primary" icon={ICONS[entry.kind]} onClick={() => setOpen(true)} data-testid="purchase-button" data-entry={entry.kind}>
        {t(entry.label)}
      </Button>
      <PurchaseDialog logoId={logo.fa_id} open={open} onClose={() => setOpen(false)} products={PACKAGE_PRODUCTS} title={entry.title} />
    </>
  );
}
