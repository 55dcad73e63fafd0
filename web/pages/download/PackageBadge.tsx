import { CrownFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import type { PackageTier } from '../../../core/constants';
import { useT, type TKey } from '../../i18n';

const TIER_NAMES: Record<PackageTier, TKey> = {
  basic: 'package.basic',
  designer: 'package.designer',
  professional: 'package.professional',
  luxury: 'package.luxury',
  brand: 'package.brand',
};

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
