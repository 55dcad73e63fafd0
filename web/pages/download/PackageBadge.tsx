import { CrownFilled } from '@ant-design/icons';
import type { PackageTier } from '../../../core/constants';
import { useT } from '../../i18n';
import { TIER_NAMES } from '../../purchase/labels';


/** The bought package tier on the main card (spec 01 §2); nothing when not bought. */
export function PackageBadge({ tier }: { tier: PackageTier | null }) {
  const t = useT();
  if (!tier) return null;
  return (
    <span className={`package-badge package-badge--${tier}`} data-testid="package-badge" data-tier={tier}>
      <CrownFilled aria-hidden="true" />
      {t(TIER_NAMES[tier])}
    </span>
  );
}
