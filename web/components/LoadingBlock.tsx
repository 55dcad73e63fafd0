import { Skeleton } from 'antd';
import { useT } from '../i18n';

interface Props {
  /** Grey lines under the title bar (antd's default: 3). */
  rows?: number;
  'data-testid'?: string;
}

/**
 * A block still loading: antd's shimmering title and lines for the eye, one
 * "Loading…" for a screen reader. The bars are hidden from assistive
 * technology: antd draws the title bar as an empty `h3` and the lines as an
 * empty list, which a reader would announce as a heading and a list of nothing.
 */
export function LoadingBlock({ rows, 'data-testid': testId }: Props) {
  const t = useT();
  return (
    <div role="status" aria-busy="true" data-testid={testId}>
      <span className="visually-hidden">{t('common.loading')}</span>
      <div aria-hidden="true">
        <Skeleton active paragraph={rows === undefined ? true : { rows }} />
      </div>
    </div>
  );
}
