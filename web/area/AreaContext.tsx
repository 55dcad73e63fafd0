import { createContext, useContext } from 'react';
import type { TLogoDetails, TUser } from '../../core/api';
import type { Role } from '../../core/permissions';
import type { ApiError } from '../api/client';

/** What every page of the area knows about the viewer and the logo on the page. */
export interface AreaState {
  /** `?logo=` of the page, null when no logo is on the page. */
  logoId: number | null;
  /** Loaded logo; null without a logo or while loading / failed. */
  details: TLogoDetails | null;
  detailsStatus: 'none' | 'loading' | 'ready' | 'error';
  detailsError: ApiError | null;
  retryDetails: () => void;
  user: TUser | null;
  userLoading: boolean;
  roles: ReadonlySet<Role>;
  embedded: boolean;
}

export const AreaContext = createContext<AreaState | null>(null);

/** The area state; only valid under AreaProvider (the layout). */
export function useArea(): AreaState {
  const state = useContext(AreaContext);
  if (!state) throw new Error('useArea() outside AreaProvider');
  return state;
}

/** The loaded logo, for pages that render only once the page start succeeded. */
export function useLogo(): TLogoDetails {
  const { details } = useArea();
  if (!details) throw new Error('useLogo() before the logo was loaded');
  return details;
}
