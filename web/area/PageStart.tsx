import { useEffect, type ReactNode } from 'react';
import { can, RULES } from '../../core/permissions';
import { PageSkeleton } from '../components/PageSkeleton';
import { site } from '../site';
import { useArea } from './AreaContext';
import { LogoErrorState } from './LogoErrorState';

/**
 * spec 01 §4 page start. Outside a host frame, a visitor who may not view the
 * logo (not shared; not owner, admin or designer) is sent to the site root —
 * the server says so with 403 LOGO_PRIVATE, and the roles are checked again
 * here. Embedded, the page says the logo is private instead. Pages render only
 * once the logo (when there is one) has loaded.
 */
export function PageStart({ children }: { children: ReactNode }) {
  const area = useArea();
  const refused =
    area.detailsError?.code === 'LOGO_PRIVATE' || (area.details !== null && !can(RULES.viewLogo, area.roles));
  const leave = refused && !area.embedded;

  useEffect(() => {
    if (leave) window.location.assign(site.siteRoot);
  }, [leave]);

  if (leave || area.detailsStatus === 'loading') return <PageSkeleton />;
  if (area.detailsStatus === 'error' || refused) {
    return <LogoErrorState kind={refused ? 'private' : 'error'} error={area.detailsError} onRetry={area.retryDetails} />;
  }
  return <>{children}</>;
}
