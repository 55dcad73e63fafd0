import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { can, type Rule } from '../../core/permissions';
import { useArea } from '../area/AreaContext';
import { PageSkeleton } from '../components/PageSkeleton';
import { withKeptQuery } from './query';

/**
 * Page guard (spec 01 §2): while the page's rule holds the page renders; when
 * it does not (or stops holding, e.g. after sign-out or a share change), the
 * viewer goes to '/' with the kept query.
 */
export function Guard({ rule, children }: { rule: Rule; children: ReactNode }) {
  const { roles, userLoading, detailsStatus } = useArea();
  const { search } = useLocation();
  if (userLoading || detailsStatus === 'loading') return <PageSkeleton />;
  if (!can(rule, roles)) return <Navigate to={withKeptQuery('/', search)} replace />;
  return <>{children}</>;
}

/** A redirect of the route table that keeps custom, logo and png (spec 01 §2). */
export function KeptRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={withKeptQuery(to, search)} replace />;
}
