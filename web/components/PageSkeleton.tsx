import { Skeleton } from 'antd';
import { useT } from '../i18n';
import './card-grid.css';

/** Placeholder while a page or the logo loads: a title and a grid of card shapes. */
export function PageSkeleton({ cards = 4 }: { cards?: number }) {
  const t = useT();
  return (
    <div className="page-skeleton" aria-busy="true" aria-label={t('common.loading')} data-testid="page-loading">
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1, width: '25%' }} />
      <div className="card-grid">
        {Array.from({ length: cards }, (_, i) => (
          <div className="logo-card logo-card--skeleton" key={i}>
            <Skeleton.Node active className="logo-card__skeleton-preview">
              <span />
            </Skeleton.Node>
            <Skeleton active title={false} paragraph={{ rows: 1, width: '60%' }} />
          </div>
        ))}
      </div>
    </div>
  );
}
