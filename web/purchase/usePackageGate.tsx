import { useCallback, useState, type ReactNode } from 'react';
import type { DownloadRefusal } from '../../core/downloads';
import type { TProduct } from '../../core/products';
import { loginHref } from '../layout/loginHref';
import type { Feature } from './features';
import { PurchaseDialog } from './lazy';

const BUY: readonly TProduct[] = ['package_basic', 'package_professional', 'package_luxury'];
const UPGRADE: readonly TProduct[] = ['upgrade_professional', 'upgrade_luxury'];
const OFFICE: readonly TProduct[] = ['office_package'];

export interface PackageGate {
  /** True while the viewer may not use the feature. */
  locked: boolean;
  /** What a locked action does instead: sign-in for a visitor, else the purchase (buy, or the upgrade for a basic package). */
  open: () => void;
  /** The purchase dialog, to place once in the page. */
  dialog: ReactNode;
}

/**
 * The gate of a package feature (avatars, mockups, business cards: the
 * professional package; Word and PPT templates: the office package): given
 * the core rule's refusal, what a locked button does and the purchase dialog
 * it opens, with the products that lift that refusal; `feature` is what the
 * gate unlocks, which the dialog says first.
 */
export function usePackageGate(logoId: number, refusal: DownloadRefusal | null, feature?: Feature): PackageGate {
  const [open, setOpen] = useState(false);
  const upgrade = refusal === 'NOT_IN_PACKAGE';
  const office = refusal === 'NOT_IN_OFFICE_PACKAGE';
  const openGate = useCallback(() => {
    if (refusal === 'UNAUTHENTICATED') window.location.assign(loginHref(window.location));
    else setOpen(true);
  }, [refusal]);
  return {
    locked: refusal !== null,
    open: openGate,
    dialog: (
      <PurchaseDialog
        logoId={logoId}
        open={open}
        onClose={() => setOpen(false)}
        products={office ? OFFICE : upgrade ? UPGRADE : BUY}
        title={office ? 'purchase.title.office' : upgrade ? 'purchase.title.upgrade' : 'purchase.title.buy'}
        feature={feature}
      />
    ),
  };
}
