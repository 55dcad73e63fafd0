import { useMemo } from 'react';
import { clearSpaceUnit, layoutMinimum, lockupLayout, type TLockup } from '../../../core/composer/lockups';
import type { TOutlinedDesign } from '../../../core/design';
import { LOCKUP_LABELS, LOCKUP_USES } from '../../../core/composer/lockup-names';
import { useT } from '../../i18n';
import { site } from '../../site';

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
            <span>{LOCKUP_LABELS[lockup][site.locale]}</span>
          </label>
        ))}
      </div>
      <p className="lockup-switcher__use" data-testid="lockup-use">
        {LOCKUP_USES[value][site.locale]}
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
