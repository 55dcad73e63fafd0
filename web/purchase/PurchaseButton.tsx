import { ShoppingOutlined, RiseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { TLogoDetails } from '../../core/api';
import type { TProduct } from '../../core/products';
import { useT } from '../i18n';
import { PurchaseDialog } from './PurchaseDialog';

const PACKAGE_PRODUCTS: readonly TProduct[] = [
  'package_basic',
  'package_professional',
  'package_luxury',
  'upgrade_professional',
  'upgrade_luxury',
  'office_package',
];

/** Buy (logo not bought) or Upgrade (a lower package) on the download page, for the owner. */
export function PurchaseButton({ logo }: { logo: TLogoDetails }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (logo.package === 'brand') return null;
  const buying = !logo.is_bought;
  return (
    <>
      <Button
        type="primary"
        icon={buying ? <ShoppingOutlined /> : <RiseOutlined />}
        onClick={() => setOpen(true)}
        data-testid="purchase-button"
      >
        {t(buying ? 'purchase.button.buy' : 'purchase.button.upgrade')}
      </Button>
      <PurchaseDialog
        logoId={logo.fa_id}
        open={open}
        onClose={() => setOpen(false)}
        products={PACKAGE_PRODUCTS}
        title={buying ? 'purchase.title.buy' : 'purchase.title.upgrade'}
      />
    </>
  );
}
