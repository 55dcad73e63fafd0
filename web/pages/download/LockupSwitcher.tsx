import { useMemo } from 'react';
import { clearSpaceUnit, layoutMinimum, lockupLayout, type TLockup } from '../../../core/composer/lockups';
import type { TOutlinedDesign } from '../../../core/design';
import { useT, type TKey } from '../../i18n';

export const LOCKUP_TITLES: Record<TLockup, TKey> = {
  original: 'download.layout.original',
  horizontal: 'download.layout.horizontal',
  stacked: 'download.layout.stacked',
  square: 'download.layout.square',
  wordmark: 'download.layout.wordmark',
  icon: 'download.layout.icon',
};

/** When to use each lockup: the line under the switcher (and the guidelines' page of layouts). */
export const LOCKUP_USES: Record<TLockup, TKey> = {
  original: 'download.layout.use.original',
  horizontal: 'download.layout.use.horizontal',
  stacked: 'download.layout.use.stacked',
  square: 'download.layout.use.square',
  wordmark: 'download.layout.use.wordmark',
  icon: 'download.layout.use.icon',
};

interface LockupSwitcherProps {
  design: TOutlinedDesign;
  lockups: readonly TLockup[];
  value: TLockup;
  onChange: (lockup: TLockup) => void;
  /** The viewer sees the lockups but their files come with the professional package. */
  locked: boolean;
}

/**
 * The download page's layout switcher (lockups, core/composer/lockups.ts):
 * one radio a layout — the cards below show the chosen one —, when to use it,
 * and its clear space and smallest size. Native radios: arrows move and pick.
 */
export function LockupSwitcher({ design, lockups, value, onChange, locked }: LockupSwitcherProps) {
  const t = useT();
  const measure = useMemo(() => {
    try {
      const layout = lockupLayout(design, value, true);
      const x = clearSpaceUnit(design, layout);
      return { ...layoutMinimum(design, layout), capped: x.capped };
    } catch {
      return null;
    }
  }, [design, value]);
  return (
    <fieldset className="lockup-switcher" data-testid="lockup-switcher">
      <legend className="lockup-switcher__legend">{t('download.layout.label')}</legend>
      <div className="lockup-switcher__options">
        {lockups.map((lockup) => (
          <label key={lockup} className="lockup-switcher__option">
            <input type="radio" name="lockup" value={lockup} checked={value === lockup} onChange={() => onChange(lockup)} data-testid={`lockup-${lockup}`} />
            <span>{t(LOCKUP_TITLES[lockup])}</span>
          </label>
        ))}
      </div>
      <p className="lockup-switcher__use" data-testid="lockup-use">
        {t(LOCKUP_USES[value])}
      </p>
      {value !== 'original' && measure && (
        <p className="lockup-switcher__measure" data-testid="lockup-measure">
          {t(measure.capped ? 'download.layout.measureQuarter' : 'download.layout.measureName', { mm: measure.mm, px: measure.px })}
        </p>
      )}
      {locked && value !== 'original' && (
        <p className="lockup-switcher__locked" data-testid="lockup-locked">
          {t('download.layout.locked')}
        </p>
      )}
    </fieldset>
  );
}
