import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { TLogoDetails } from '../../core/api';
import { lazyDialog } from '../components/lazyDialog';

/** The purchase dialog, loaded when it first opens (web/components/lazyDialog.tsx). */
export const PurchaseDialog = lazyDialog(() => import('./PurchaseDialog').then((m) => m.PurchaseDialog), { antd: false });

const Notice = lazy(() => import('./PaymentNotice').then((m) => ({ default: m.PaymentNotice })));

/** The payment notice (spec 01 §4), loaded only when a payment redirect (?payment=1) brought the customer back. */
export function PaymentNotice({ logo }: { logo: TLogoDetails }) {
  const { search } = useLocation();
  if (new URLSearchParams(search).get('payment') !== '1') return null;
  return (
    <Suspense fallback={null}>
      <Notice logo={logo} />
    </Suspense>
  );
}
