import type { Db } from '../db/client';
import { customizeRecords, designers, logos, users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import type { TDesignInput } from '../../core/design';
import { ZDesign } from '../../core/design';

let seq = 0;
const next = () => ++seq;
let cachedHash: string | undefined;

export interface UserOpts {
  email?: string;
  mobile?: string | null;
  password?: string;
  is_admin?: boolean;
  designer?: boolean;
  /** The e-mail was confirmed (default not). */
  email_verified?: boolean;
}

/** A user with password "pw-123456" unless told otherwise. */
export async function createUser(db: Db, opts: UserOpts = {}) {
  const n = next();
  const password_hash =
    opts.password !== undefined ? await hashPassword(opts.password) : (cachedHash ??= await hashPassword('pw-123456'));
  const [u] = await db
    .insert(users)
    .values({
      email: opts.email ?? `user${n}-${Date.now()}@example.test`,
      mobile: opts.mobile ?? null,
      password_hash,
      is_admin: opts.is_admin ?? false,
      email_verified_at: opts.email_verified ? new Date() : null,
    })
    .returning();
  if (opts.designer) await db.insert(designers).values({ user_id: u.id });
  return u;
}

export const TEST_DESIGN: TDesignInput = {
  width: 800,
  height: 600,
  background: '#ffffff',
  layout: 'icon-top',
  icon: { viewBox: [100, 100], shapes: [{ d: 'M10 10H90V90H10Z', fill: '#1f6feb' }] },
  name: { text: 'Test Brand', font: 'inter-700', color: '#111111', size: 72 },
  slogan: { text: 'Tests that fail', font: 'inter-400', color: '#555555', size: 28 },
  colors: ['#1f6feb', '#111111', '#f5a623'],
};

export interface LogoOpts {
  user_id: number;
  design?: TDesignInput;
  is_bought?: boolean;
  bought_type?: number | null;
  share?: boolean;
  designer_user_id?: number | null;
  customize_client_id?: number;
  amount?: string;
  brand_package?: boolean;
  office_package?: boolean;
}

/** A logo owned by `user_id` (professional and bought unless told otherwise). */
export async function createLogo(db: Db, opts: LogoOpts) {
  const design = ZDesign.parse(opts.design ?? TEST_DESIGN);
  let customize_id: number | null = null;
  if (opts.customize_client_id) {
    const [c] = await db.insert(customizeRecords).values({ client_id: opts.customize_client_id }).returning();
    customize_id = c.id;
  }
  const [l] = await db
    .insert(logos)
    .values({
      user_id: opts.user_id,
      logo_name: design.name.text,
      slogan_name: design.slogan?.text ?? null,
      design,
      is_bought: opts.is_bought ?? true,
      bought_type: opts.bought_type === undefined ? 2 : opts.bought_type,
      brand_package: opts.brand_package ?? false,
      office_package: opts.office_package ?? false,
      share_setting: opts.share ?? false,
      designer_user_id: opts.designer_user_id ?? null,
      background_color: design.background,
      amount: opts.amount ?? '99.00',
      customize_id,
    })
    .returning();
  return l;
}
