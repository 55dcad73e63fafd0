import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import type { TProduct } from '../../../core/products';
import { can, RULES } from '../../../core/permissions';
import { isVisitor } from '../../../core/visitors';
import { useArea, useLogo } from '../../area/AreaContext';
import { translate, useT } from '../../i18n';
import { PaymentNotice, PurchaseDialog } from '../../purchase/lazy';
import type { Feature } from '../../purchase/features';
import { lockupCards } from './cards';
import { brandAssetRefusal } from '../../../core/downloads';
import { lockupsOf, type TLockup } from '../../../core/composer/lockups';
import { loginHref } from '../../layout/loginHref';
import { LockupSwitcher } from './LockupSwitcher';
import { BrandMission } from './BrandMission';
import { BrandKitButton } from './BrandKitButton';
import { DownloadHeader } from './DownloadHeader';
import { menuTriggerId } from './DownloadMenu';
import { DownloadNotices } from './DownloadNotices';
import { cardFormats, lockupFormats } from './formats';
import { LogoCard } from './LogoCard';
import { SizeDialog } from './lazy';
import type { SizeTarget } from './SizeDialog';
import { isSizeRestricted } from './sizes';
import { useFeaturedImages } from './useFeaturedImages';
import '../../components/card-grid.css';
import './download.css';

/** spec 01 §4: a download of a logo not bought offers the packages… */
const BUY_PRODUCTS: readonly TProduct[] = ['package_basic', 'package_professional', 'package_luxury'];
/** …and the size dialog's Upgrade button (basic package) the upgrades. */
const UPGRADE_PRODUCTS: readonly TProduct[] = ['upgrade_professional', 'upgrade_luxury'];

/**
 * Logo download page (spec 01 §2): title, owner controls, notices and one card
 * per variant, plus the page's one size dialog and one purchase dialog that
 * every card's Download menu opens. Mounted once per logo, so every per-logo
 * state (featured images, dialogs, pickers) starts afresh on another logo.
 */
export default function DownloadPage() {
  const logo = useLogo();
  return <DownloadView key={logo.fa_id} />;
}

function DownloadView() {
  const t = useT();
  const logo = useLogo();
  const featured = useFeaturedImages(logo);
  const busy = featured.state === 'waiting' || featured.state === 'rendering';
  const { roles } = useArea();
  const lockups = useMemo(() => {
    try {
      return lockupsOf(logo.design);
    } catch {
      return ['original' as const];
    }
  }, [logo.design]);
  const [chosenLockup, setLockup] = useState<TLockup>('original');
  // The switcher answers the tap at once; the cards follow in a render React may interrupt
  // (composing six previews of a layout took ~300 ms on a phone before the tap was painted).
  const lockup = useDeferredValue(chosenLockup);
  const cards = useMemo(() => lockupCards(logo, lockup), [logo, lockup]);
  const formats = useMemo(() => lockupFormats(cardFormats(roles), lockup), [roles, lockup]);
  /** Why this viewer may not download the lockups (previews are for everyone), or null. */
  const lockupRefusal = brandAssetRefusal(roles);
  const [sizeTarget, setSizeTarget] = useState<SizeTarget | null>(null);
  const [sizeOpen, setSizeOpen] = useState(false);
  // Kind kept apart from `open` so the dialog's title does not change while it fades out.
  const [purchase, setPurchase] = useState<'buy' | 'upgrade'>('buy');
  /** What the upgrade was asked for: the layouts, or any size (the size dialog's Upgrade). */
  const [unlocks, setUnlocks] = useState<Feature | undefined>(undefined);
  const [purchaseOpen, setPurchaseOpen] = useState(false);
  /** The menu the last dialog came from: closing gives it the focus back (the menu item is gone by then). */
  const origin = useRef<SizeTarget['variant'] | null>(null);
  const upgrading = useRef(false);

  useEffect(() => {
    document.title = translate('download.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  const onRequest = useCallback((target: SizeTarget, action: 'size' | 'purchase') => {
    origin.current = target.variant;
    if (action === 'purchase') {
      // A lockup wants the professional package, for a signed-in viewer: a visitor signs in, a basic package upgrades.
      if (target.lockup && target.lockup !== 'original' && roles.has('bought')) {
        if (!roles.has('login')) {
          window.location.assign(loginHref(window.location));
          return;
        }
        setPurchase('upgrade');
        setUnlocks('layouts');
        setPurchaseOpen(true);
        return;
      }
      // The purchase dialog sends an anonymous visitor to sign in first.
      setPurchase('buy');
      setUnlocks(undefined);
      setPurchaseOpen(true);
      return;
    }
    setSizeTarget(target);
    setSizeOpen(true);
  }, [roles]);

  const refocusMenu = useCallback(() => {
    if (origin.current) document.getElementById(menuTriggerId(origin.current))?.focus();
  }, []);

  return (
    <div className="download-page">
      {/* The header (edit, share, designer fix, buy) stays usable while the featured images are prepared. */}
      <DownloadHeader
        logo={logo}
        roles={roles}
        kit={
          <BrandKitButton
            logoId={logo.fa_id}
            allowed={roles.has('bought')}
            onPurchase={() => {
              origin.current = null;
              setPurchase('buy');
              setPurchaseOpen(true);
            }}
          />
        }
      />
      <div className="download-page__body" aria-busy={busy} data-testid="download-body">
        {featured.state === 'failed' && (
          <Alert
            className="download-page__featured-failed"
            type="warning"
            showIcon
            data-testid="featured-failed"
            title={t('download.featuredFailed')}
            action={
              <Button size="small" onClick={featured.retry} data-testid="featured-retry">
                {t('download.featuredRetry')}
              </Button>
            }
          />
        )}
        <DownloadNotices
          logo={logo}
          roles={roles}
          onBuy={() => {
            origin.current = null;
            setPurchase('buy');
            setPurchaseOpen(true);
          }}
        />
        <PaymentNotice logo={logo} />
        {busy && (
          <div className="download-page__tools">
            <div className="download-page__preparing" role="status" data-testid="download-loading">
              <Spinner />
              <span>{t('download.preparing')}</span>
            </div>
          </div>
        )}
        {lockups.length > 1 && (
          <LockupSwitcher design={logo.design} lockups={lockups} value={chosenLockup} onChange={setLockup} locked={lockupRefusal !== null} />
        )}
        <section aria-label={t('download.cardsLabel')} className="card-grid" data-testid="logo-cards" data-lockup={lockup}>
          {cards.map((card) => (
            // Keyed by logo and layout too: a new logo or layout starts each picker at its default colour.
            <LogoCard
              key={`${logo.fa_id}-${lockup}-${card.variant}`}
              logo={logo}
              card={card}
              lockup={lockup}
              formats={formats}
              roles={roles}
              onRequest={onRequest}
              onPreviewLoad={card.variant === 'main' && lockup === 'original' ? featured.hollow : undefined}
            />
          ))}
        </section>
        {can(RULES.brandMission, roles) && <BrandMission logo={logo} />}
      </div>
      <SizeDialog
        faId={logo.fa_id}
        design={logo.design}
        open={sizeOpen}
        target={sizeTarget}
        restricted={isSizeRestricted(logo.package, roles)}
        visitor={isVisitor(roles)}
        onClose={() => setSizeOpen(false)}
        onUpgrade={() => {
          upgrading.current = true;
          setSizeOpen(false);
          setPurchase('upgrade');
          setUnlocks('sizeAny');
          setPurchaseOpen(true);
        }}
        // Not when Upgrade moved on to the purchase dialog, which holds the focus then.
        afterClose={() => {
          if (!upgrading.current) refocusMenu();
          upgrading.current = false;
        }}
      />
      <PurchaseDialog
        logoId={logo.fa_id}
        open={purchaseOpen}
        onClose={() => {
          setPurchaseOpen(false);
          // The purchase dialog has no afterClose; its closing fade is short enough to refocus now.
          refocusMenu();
        }}
        products={purchase === 'upgrade' ? UPGRADE_PRODUCTS : BUY_PRODUCTS}
        title={purchase === 'upgrade' ? 'purchase.title.upgrade' : 'purchase.title.buy'}
        feature={unlocks}
      />
    </div>
  );
}
