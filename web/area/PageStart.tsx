import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { can, RULES } from '../../core/permissions';
import { lazyInAntdScope } from '../app/antdScoped';
import { PageSkeleton } from '../components/PageSkeleton';
import { SIGN_IN_FIRST } from '../navigation/signInFirst';
import { site } from '../site';
import { useArea } from './AreaContext';

// Shown only when the logo cannot be shown: its code (and antd's Result) loads then.
const LogoErrorState = lazyInAntdScope(() => import('./LogoErrorState').then((m) => m.LogoErrorState));

/**
 * spec 01 §4 page start. Outside a host frame, a visitor who may not view the
 * logo (not shared; not owner, admin or designer) is sent to the site root —
 * the server says so with 403 LOGO_PRIVATE, and the roles are checked again
 * here. Embedded, the page says the logo is private instead. Pages render only
 * once the logo (when there is one) has loaded. A signed-out visitor of a
 * sign-in-first page (navigation/signInFirst.ts) gets that page, which asks
 * them to sign in.
 */
export function PageStart({ children }: { children: ReactNode }) {
  const area = useArea();
  const { pathname } = useLocation();
  const signInFirst = !area.user && !area.userLoading && SIGN_IN_FIRST.has(pathname.replace(/\/+$/, '') || '/');
  const refused =
    area.detailsError?.code === 'LOGO_PRIVATE' || (area.details !== null && !can(RULES.viewLogo, area.roles));
  const leave = refused && !area.embedded && !signInFirst;

  useEffect(() => {
    if (leave) window.location.assign(site.siteRoot);
  }, [leave]);

  if (signInFirst) return <>{children}</>;
  if (leave || area.detailsStatus === 'loading') return <PageSkeleton />;
  if (area.detailsStatus === 'error' || refused) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <LogoErrorState kind={refused ? 'private' : 'error'} error={area.detailsError} onRetry={area.retryDetails} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
