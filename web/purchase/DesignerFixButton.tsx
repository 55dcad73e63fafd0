import { HighlightOutlined } from '@ant-design/icons';
import { Button } from '../components/Button';
import { useState } from 'react';
import type { TLogoDetails } from '../../core/api';
import { designerFixOpen } from '../../core/packages';
import { useOffers } from '../api/payments';
import { useT } from '../i18n';
import { PurchaseDialog } from './lazy';

/**
 * "Designer fix" purchase for the owner (spec 01 §4/§9: 200 yuan / 40 on the
 * English site). Shown only when the server offers it, so it stays hidden for
 * sessions of the partner source and once a designer is working on the logo.
 */
export function DesignerFixButton({ logo }: { logo: TLogoDetails }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const offers = useOffers(logo.fa_id, true);
  if (offers.isPending) {
    // Holds the button's place while the offers load, as the purchase button does: the header does not grow under
    // the reader. The server still decides (a partner session's placeholder goes when its offers come).
    if (!designerFixOpen(logo.package, logo.designer_assistant)) return null;
    return (
      <Button icon={<HighlightOutlined />} disabled data-testid="designer-fix-button-pending">
        {t('purchase.button.designerFix')}
      </Button>
    );
  }
  if (!offers.data?.offers.some((o) => o.product === 'designer_fix')) return null;
  return (
    <>
      <Button icon={<HighlightOutlined />} onClick={() => setOpen(true)} data-testid="designer-fix-button">
        {t('purchase.button.designerFix')}
      </Button>
      <PurchaseDialog
        logoId={logo.fa_id}
        open={open}
        onClose={() => setOpen(false)}
        products={['designer_fix']}
        title="purchase.title.designerFix"
      />
    </>
  );
}
