import { useT } from '../i18n';
import './card-grid.css';

/**
 * Placeholder while a page or the logo loads: a title and a grid of card
 * shapes, shimmering. Plain blocks of our own (antd's Skeleton would add its
 * component to every first load for the sake of a few grey bars).
 */
export function PageSkeleton({ cards = 4 }: { cards?: number }) {
  const t = useT();
  return (
    <div className="page-skeleton" aria-busy="true" data-testid="page-loading">
      {/* The page's heading until the page comes ("Loading…", heard, not shown), its bar in its place. */}
      <h1 className="skeleton-bar skeleton-bar--title">
        <span className="visually-hidden">{t('common.loading')}</span>
      </h1>
      <span className="skeleton-bar skeleton-bar--line" />
      <div className="card-grid" aria-hidden>
        {Array.from({ length: cards }, (_, i) => (
          <div className="logo-card logo-card--skeleton" key={i}>
            <span className="skeleton-bar logo-card__skeleton-preview" />
            <span className="skeleton-bar skeleton-bar--footer" />
          </div>
        ))}
      </div>
    </div>
  );
}
