import type { Locale } from '../../core/constants';
import type { Role } from '../../core/permissions';

export interface ViewerRoleInput {
  /** Roles the server granted on the logo (GET /api/logo/details), [] without a logo. */
  serverRoles: readonly Role[];
  locale: Locale;
  embedded: boolean;
  signedIn: boolean;
  /** users.is_admin: an admin is one with or without a logo (admin pages have none). */
  isAdmin?: boolean;
}

/**
 * The roles the browser decides menus and guards with: the server's roles
 * plus what only the browser knows (embedded mode) and what holds without a
 * logo (site language, signed in, admin).
 */
export function viewerRoles({ serverRoles, locale, embedded, signedIn, isAdmin }: ViewerRoleInput): ReadonlySet<Role> {
  const roles = new Set<Role>(serverRoles);
  roles.add(locale);
  if (embedded) roles.add('embedded');
  if (signedIn) roles.add('login');
  if (isAdmin) roles.add('admin');
  return roles;
}
