import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { can, RULES, type Rule } from '../../core/permissions';
import { useArea } from '../area/AreaContext';
import { PageSkeleton } from '../components/PageSkeleton';
import { withKeptQuery } from './query';

/** The brand portal's page of the area. */
const PORTAL_PATH = '/portal';

/**
 * Page guard (spec 01 §2): while the page's rule holds the page renders; when
 * it does not (or stops holding, e.g. after sign-out or a share change), the
 * viewer goes to '/' with the kept query.
 */
export function Guard({ rule, children }: { rule: Rule; children: ReactNode }) {
  const { roles, userLoading, detailsStatus } = useArea();
  const { search, pathname } = useLocation();
  if (userLoading || detailsStatus === 'loading') return <PageSkeleton />;
  // A brand portal's editor is in the area for the portal page alone (core/permissions portalTeamOnly).
  if (can(RULES.portalTeamOnly, roles) && pathname !== PORTAL_PATH) return <Navigate to={withKeptQuery(PORTAL_PATH, search)} replace />;
  if (!can(rule, roles)) return <Navigate to={withKeptQuery('/', search)} replace />;
  return <>{children}</>;
}

/** A redirect of the route table that keeps custom, logo and png (spec 01 §2). */
export function KeptRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={withKeptQuery(to, search)} replace />;
}
