import type { FastifyRequest } from 'fastify';
import { can, type Role, type Rule } from '../../../core/permissions';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import * as repo from './repo';

/**
 * The roles of this request's viewer on a customise record (customise mode
 * of the designer-fix page, spec 01 §2/§6): the client is its owner, its
 * designer the designer.
 */
export function customiseRoles(req: FastifyRequest, record: { client_id: number; designer_user_id: number | null }): Role[] {
  const roles: Role[] = [req.site];
  const viewer = req.user;
  if (!viewer) return roles;
  roles.push('login');
  if (viewer.is_admin) roles.push('admin');
  if (record.client_id === viewer.id) roles.push('owner');
  if (record.designer_user_id === viewer.id) roles.push('designer');
  return roles;
}

/** Loads a customise record and checks a rule: 404 when missing, 401 for a visitor, 403 otherwise. */
export async function loadCustomiseFor(ctx: AppContext, req: FastifyRequest, id: number, rule: Rule) {
  const record = await repo.findCustomize(ctx.db, id);
  if (!record) throw new AppError('NOT_FOUND');
  const roles = customiseRoles(req, record);
  if (!can(rule, roles)) throw new AppError(req.user ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  return { record, roles };
}
