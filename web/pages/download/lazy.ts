import { lazyDialog } from '../../components/lazyDialog';

/** The download page's dialogs, loaded when they first open (web/components/lazyDialog.tsx). */
export const SizeDialog = lazyDialog(() => import('./SizeDialog').then((m) => m.SizeDialog));
export const KitDialog = lazyDialog(() => import('./KitDialog').then((m) => m.KitDialog));
