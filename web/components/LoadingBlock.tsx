import { useT } from '../i18n';
import './card-grid.css';

interface Props {
  /** Grey lines under the title bar (3 unless said). */
  rows?: number;
  'data-testid'?: string;
}

/**
 * A block still loading: a shimmering title bar and lines for the eye (the
 * area's skeleton bars, antd's Skeleton look without antd's runtime), one
 * "Loading…" for a screen reader; the bars are hidden from assistive
 * technology.
 */
export function LoadingBlock({ rows = 3, 'data-testid': testId }: Props) {
  const t = useT();
  return (
    <div role="status" aria-busy="true" data-testid={testId}>
      <span className="visually-hidden">{t('common.loading')}</span>
      <div aria-hidden="true" className="loading-block">
        <span className="skeleton-bar loading-block__title" />
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="skeleton-bar loading-block__line" />
        ))}
      </div>
    </div>
  );
}
