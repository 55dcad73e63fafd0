import { CrownFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import type { PackageTier } from '../../../core/constants';
import { useT } from '../../i18n';
import { TIER_NAMES } from '../../purchase/labels';

const TIER_COLOURS: Record<PackageTier, string> = {
  basic: 'default',
  designer: 'cyan',
  professional: 'blue',
  luxury: 'gold',
  brand: 'purple',
};

/** The bought package tier on the main card (spec 01 §2); nothing when not bought. */
export function PackageBadge({ tier }: { tier: PackageTier | null }) {
  const t = useT();
  if (!tier) return null;
  return (
    <Tag color={TIER_COLOURS[tier]} icon={<CrownFilled />} data-testid="package-badge" data-tier={tier} bordered={false}>
      {t(TIER_NAMES[tier])}
    </Tag>
  );
}
