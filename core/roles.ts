import type { Locale } from './constants';
import { packageState, type PackageFields } from './packages';
import type { Role } from './permissions';

export interface RoleLogo extends PackageFields {
  user_id: number;
  designer_user_id: number | null;
  shareSetting: boolean;
  designer_assistant: number;
  manual_png: string | null;
  manual_logo: boolean;
  /** client_id of the customise record, when the logo came from one. */
  customize_client_id?: number | null;
}

export interface RoleViewer {
  id: number;
  is_admin: boolean;
}

export interface RoleContext {
  site: Locale;
  viewer: RoleViewer | null;
  logo: RoleLogo | null;
  embedded?: boolean;
  invoiceEnabled?: boolean;
}

/**
 * The roles a viewer holds on a logo (spec 01 §6). Server routes and the
 * browser both derive permissions from this list through `can()`.
 */
export function rolesFor(ctx: RoleContext): Role[] {
  const roles = new Set<Role>([ctx.site]);
  const { viewer, logo } = ctx;
  if (ctx.embedded) roles.add('embedded');
  if (viewer) roles.add('login');
  if (viewer?.is_admin) roles.add('admin');
  if (logo) {
    roles.add('logo');
    const owner =
      !!viewer && (logo.user_id === viewer.id || (logo.customize_client_id != null && logo.customize_client_id === viewer.id));
    if (owner) roles.add('owner');
    if (viewer && logo.designer_user_id === viewer.id) roles.add('designer');
    const pkg = packageState(logo, !!viewer?.is_admin);
    if (pkg.bought) roles.add('bought');
    if (pkg.upgrade) roles.add('upgrade');
    if (pkg.vip) roles.add('vip');
    if (pkg.brandPackage) roles.add('brandPackage');
    if (pkg.office) roles.add('office');
    if (pkg.bought && logo.manual_logo) roles.add('uploadPermission');
    if (logo.manual_png) roles.add('manualPng');
    if (logo.designer_assistant === 1) roles.add('designerAssistant');
    if (logo.shareSetting) roles.add('shared');
    if (ctx.invoiceEnabled && owner && pkg.bought) roles.add('invoice');
  }
  return [...roles];
}
