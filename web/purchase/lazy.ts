import { lazyDialog } from '../components/lazyDialog';

/** The purchase dialog, loaded when it first opens (web/components/lazyDialog.tsx). */
export const PurchaseDialog = lazyDialog(() => import('./PurchaseDialog').then((m) => m.PurchaseDialog));
