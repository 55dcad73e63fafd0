import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../api/client';
import { logoDetailsKey, useLogoDetails } from '../api/logo';
import { useMe } from '../api/me';
import { downloadInfoData, provideDownloadInfo } from '../embed/downloadInfo';
import { logoIdFrom } from '../navigation/query';
import { isEmbedded } from '../navigation/embedded';
import { site } from '../site';
import { AreaContext, type AreaState } from './AreaContext';
import { viewerRoles } from './roles';

function toApiError(error: Error | null): ApiError | null {
  if (!error) return null;
  return error instanceof ApiError ? error : new ApiError(0, 'NETWORK', error.message);
}

/**
 * Others change a logo while its pages are open (a designer's upload, an
 * admin's refund): each page of the area the viewer moves to asks for the
 * details again, showing the cached ones meanwhile (no loading state). Not
 * on the first page, whose details are being loaded already.
 */
function useFreshDetailsPerPage(pathname: string, logoId: number | null) {
  const queryClient = useQueryClient();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (logoId !== null) void queryClient.invalidateQueries({ queryKey: logoDetailsKey(logoId) });
  }, [pathname, logoId, queryClient]);
}

/** Loads the viewer and the logo of the page (spec 01 §4 page start) and shares them. */
export function AreaProvider({ children }: { children: ReactNode }) {
  const { search, pathname } = useLocation();
  const logoId = logoIdFrom(search);
  const me = useMe();
  const logo = useLogoDetails(logoId);
  useFreshDetailsPerPage(pathname, logoId);
  const answer = logoId !== null ? logo.data : undefined;
  const user = me.data ?? null;
  const { isError: logoFailed, error: logoError, refetch: refetchLogo } = logo;

  const value = useMemo<AreaState>(() => {
    const detailsStatus: AreaState['detailsStatus'] =
      logoId === null ? 'none' : answer ? 'ready' : logoFailed ? 'error' : 'loading';
    return {
      logoId,
      details: answer?.logoIdDetails ?? null,
      detailsStatus,
      detailsError: toApiError(logoError),
      retryDetails: () => void refetchLogo(),
      user,
      userLoading: me.isPending,
      roles: viewerRoles({
        serverRoles: answer?.roles ?? [],
        locale: site.locale,
        embedded: isEmbedded,
        signedIn: user !== null,
        isAdmin: user?.is_admin ?? false,
      }),
      embedded: isEmbedded,
    };
  }, [logoId, answer, logoFailed, logoError, refetchLogo, user, me.isPending]);

  // The embedded downloadInfo protocol answers from the logo once its featured images exist.
  const details = value.details;
  const status = value.detailsStatus;
  useEffect(() => {
    if (status === 'none') provideDownloadInfo(null);
    else if (status === 'error' && logoId !== null) provideDownloadInfo({ logoId, error: 'NOT_READY' });
    else if (status === 'ready' && details) {
      const data = downloadInfoData(details, window.location.origin);
      provideDownloadInfo(data ? { logoId: details.fa_id, data } : undefined);
    } else provideDownloadInfo(undefined);
  }, [status, details, logoId]);

  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}
