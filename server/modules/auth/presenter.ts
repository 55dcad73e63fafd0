import type { TUser } from '../../../core/api';
import type { SessionUser } from './repo';

export function presentUser(u: SessionUser): TUser {
  return {
    id: u.id,
    email: u.email,
    mobile: u.mobile,
    cover: u.cover,
    is_admin: u.is_admin,
    email_validated: u.email !== null && u.email_verified_at !== null,
    is_designer: u.is_designer,
  };
}
