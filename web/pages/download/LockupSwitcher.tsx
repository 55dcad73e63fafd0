import { useMemo } from 'react';
import { clearSpaceUnit, layoutMinimum, lockupLayout, type TLockup } from '../../../core/composer/lockups';
import type { TOutlinedDesign } from '../../../core/design';
import { LOCKUP_LABELS, LOCKUP_USES } from '../../../core/composer/lockup-names';
import { PillRadios } from '../../components/PillRadios';
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
 * one radio a layout (components/PillRadios) — the cards below show the
 * chosen one —, when to use it, and its clear space and smallest size.
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
    <div className="lockup-switcher" data-testid="lockup-switcher">
      <PillRadios legend={t('download.layout.label')} options={lockups.map((l) => ({ value: l, label: LOCKUP_LABELS[l][site.locale] }))} value={value} onChange={onChange} testId="lockup" />
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
    </div>
  );
}
