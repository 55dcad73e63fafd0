import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Spinner } from '../components/Spinner';
import { useT } from '../i18n';

/** The WeChat Pay QR code, drawn in the browser from the provider's code_url. */
export function WechatQr({ codeUrl, amount }: { codeUrl: string; amount: string }) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(codeUrl, { width: 220, margin: 1 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [codeUrl]);
  return (
    <div className="purchase-qr" data-testid="wechat-qr">
      <p className="purchase-qr__amount" data-testid="wechat-amount">{amount}</p>
      {src ? <img src={src} width={220} height={220} alt={t('purchase.qrAlt')} /> : <Spinner size={24} label={t('common.loading')} className="purchase-qr__wait" />}
      <p>{t('purchase.scan')}</p>
    </div>
  );
}
