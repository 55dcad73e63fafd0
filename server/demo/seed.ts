import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { ZDesign, type TDesign } from '../../core/design';
import type { Db } from '../db/client';
import { customizeRecords, designers, logos, paymentRecords, users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { designerRequests, uploadedFiles } from '../modules/designer/schema';
import { fontAuthorizations, fontPrices } from '../modules/vi/schema';
import { manualStorageKey } from '../modules/files/logo-files';
import { outlinedDesign } from '../render/outlined';
import { renderPool } from '../render/pool';
import type { Storage } from '../storage';
import { DEMO_DESIGNS } from './designs';

export const DEMO_PASSWORD = 'demo1234';
/** A fixed time for the demo rows' dates, so seeding twice writes the same rows. */
const DEMO_EPOCH = new Date('2026-01-01T00:00:00Z');

/** Demo users (README table). Ids are fixed so links in the README work. */
export const DEMO_USERS = [
  { id: 1, email: 'owner@demo.test', mobile: '13800000001', is_admin: false, designer: false },
  { id: 2, email: 'admin@demo.test', mobile: null, is_admin: true, designer: false },
  { id: 3, email: 'designer@demo.test', mobile: null, is_admin: false, designer: true },
  { id: 4, email: 'other@demo.test', mobile: null, is_admin: false, designer: false },
] as const;

interface DemoLogo {
  fa_id: number;
  is_bought: boolean;
  bought_type: number | null;
  brand_package?: boolean;
  office_package?: boolean;
  share?: boolean;
  amount: string;
  designer_assistant?: number;
  designer?: number;
  manualPng?: boolean;
  what: string;
}

/** Demo logos, all owned by owner@demo.test (README table). */
export const DEMO_LOGOS: DemoLogo[] = [
  { fa_id: 1001, is_bought: true, bought_type: 2, amount: '99.00', designer: 3, office_package: true, what: 'professional, slogan and icon, share off, office templates' },
  { fa_id: 1002, is_bought: true, bought_type: 1, amount: '29.00', what: 'basic' },
  { fa_id: 1003, is_bought: false, bought_type: null, amount: '0', what: 'not bought' },
  { fa_id: 1004, is_bought: true, bought_type: 3, amount: '199.00', what: 'luxury, no slogan' },
  { fa_id: 1005, is_bought: true, bought_type: 2, amount: '99.00', share: true, what: 'professional, shared' },
  { fa_id: 1006, is_bought: true, bought_type: 2, amount: '99.00', what: 'text only, no icon' },
  { fa_id: 1007, is_bought: true, bought_type: 4, brand_package: true, amount: '299.00', what: 'brand package' },
  { fa_id: 1008, is_bought: true, bought_type: 2, amount: '99.00', designer_assistant: 1, designer: 3, manualPng: true, what: 'designer assistant on, manual png' },
  { fa_id: 1009, is_bought: true, bought_type: 2, amount: '99.00', what: 'Chinese name and slogan' },
  { fa_id: 1010, is_bought: false, bought_type: null, amount: '0', what: 'not bought (to try buying on the English site)' },
  { fa_id: 1011, is_bought: false, bought_type: null, amount: '0', what: 'Chinese, not bought (to try buying on the Chinese site)' },
];

const OWNER_ID = 1;

/**
 * The payments of a demo logo: its amount in USD (bought on the English site),
 * except where listed. 1001 was bought on the Chinese site (CNY, the invoice
 * journey) and later bought office templates on the English site, so its
 * invoice page shows a USD payment left out of the yuan invoice.
 */
const DEMO_PAYMENTS: Record<number, Array<{ amount: string; currency: 'CNY' | 'USD'; product: string }>> = {
  1001: [
    { amount: '99.00', currency: 'CNY', product: 'logo-package' },
    { amount: '15.00', currency: 'USD', product: 'office-package' },
  ],
};

/** Serial columns must continue after the fixed demo ids. */
async function bumpSequences(db: Db): Promise<void> {
  for (const [table, col] of [
    ['users', 'id'],
    ['logos', 'fa_id'],
    ['customize_records', 'id'],
    ['payment_records', 'id'],
  ]) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', '${col}'), greatest((select max(${col}) from ${table}), 1))`),
    );
  }
}

/** The demo customise record (`/download/?custom=1`): a logo being made for owner@demo.test by designer@demo.test. */
const DEMO_CUSTOMISE_ID = 1;
const DEMO_DESIGNER_ID = 3;

const DEMO_REMARK = 'Make the symbol a little larger and the name bolder, please.';

interface DemoManual {
  /** The designer's private upload (slot 2). */
  fileKey: string;
  /** The logo's manual_png column: the public copy, served like an upload's (server/modules/files/logo-files.ts). */
  column: string;
}

/**
 * The designer's png of a demo logo, stored as an upload stores it: the
 * private file under `designer/{fa_id}/` and the manual copy under a key of
 * its own; the id comes from the bytes, so seeding again writes the same keys.
 */
async function manualPng(storage: Storage, faId: number, design: TDesign): Promise<DemoManual> {
  const { body: png } = await renderPool().render(outlinedDesign(design), { variant: 'main', format: 'png-high', background: null, width: 1200, height: 900 });
  const h = createHash('sha256').update(png).digest('hex');
  const id = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
  const fileKey = `designer/${faId}/${id}.png`;
  const manualKey = manualStorageKey(faId, 'manual_png', 'png', id);
  await storage.put(fileKey, png, 'image/png');
  await storage.put(manualKey, png, 'image/png');
  return { fileKey, column: `/oss/${manualKey}` };
}

/**
 * Writes the demo users and logos, resetting those rows to their demo state
 * (other rows are untouched). Deterministic: the same ids and designs each time.
 */
export async function seedDemo(db: Db, storage: Storage): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const manual = new Map<number, DemoManual>();
  for (const l of DEMO_LOGOS) {
    if (l.manualPng) manual.set(l.fa_id, await manualPng(storage, l.fa_id, ZDesign.parse(DEMO_DESIGNS[l.fa_id])));
  }
  // The demo customise record's first draft: a render of a demo design.
  const draftKey = `designer/c${DEMO_CUSTOMISE_ID}/draft-1.png`;
  // Drawn by the render workers, as every download is: the server's own thread never holds pixels.
  const draft = await renderPool().render(outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1003])), { variant: 'main', format: 'png-high', width: 1024, height: 768 });
  await storage.put(draftKey, draft.body, 'image/png');
  await db.transaction(async (tx) => {
    for (const u of DEMO_USERS) {
      // The demo accounts' e-mails count as confirmed (the main site's sign-up would have confirmed them).
      const row = { id: u.id, email: u.email, mobile: u.mobile, password_hash: hash, is_admin: u.is_admin, cover: null, email_verified_at: DEMO_EPOCH };
      await tx.insert(users).values(row).onConflictDoUpdate({ target: users.id, set: row });
      if (u.designer) {
        await tx.insert(designers).values({ user_id: u.id, status: 1 }).onConflictDoUpdate({
          target: designers.user_id,
          set: { status: 1 },
        });
      }
    }
    for (const l of DEMO_LOGOS) {
      const design = ZDesign.parse(DEMO_DESIGNS[l.fa_id]);
      const symbol = design.icon ? `/api/logo/${l.fa_id}/download?variant=symbol&format=svg` : null;
      const row = {
        fa_id: l.fa_id,
        user_id: OWNER_ID,
        logo_name: design.name.text,
        slogan_name: design.slogan?.text ?? null,
        design,
        amount: l.amount,
        is_bought: l.is_bought,
        bought_type: l.bought_type,
        brand_package: l.brand_package ?? false,
        office_package: l.office_package ?? false,
        designer_assistant: l.designer_assistant ?? 0,
        designer_user_id: l.designer ?? null,
        share_setting: l.share ?? false,
        icon_normal: symbol,
        icon_png: symbol ? `/api/logo/${l.fa_id}/download?variant=symbol&format=png-high` : null,
        featured_jpg: null,
        featured_png: null,
        logo_main_png: null,
        background_color: design.background,
        brand_register: 0,
        mono: false,
        name_icon: [],
        manual_logo: manual.has(l.fa_id),
        manual_png: manual.get(l.fa_id)?.column ?? null,
        manual_jpg: null,
        manual_icon: null,
        shape: design.icon ? 'symbol' : 'text',
        customize_id: null,
      };
      await tx.delete(uploadedFiles).where(eq(uploadedFiles.fa_id, l.fa_id));
      await tx.delete(designerRequests).where(eq(designerRequests.fa_id, l.fa_id));
      await tx.insert(logos).values(row).onConflictDoUpdate({ target: logos.fa_id, set: row });
      if (l.designer_assistant === 1) {
        // A designer fix under way: the owner's remark is written, the designer's png is up.
        await tx.insert(designerRequests).values({ fa_id: l.fa_id, remark: DEMO_REMARK, remark_at: sql`now()` });
        const png = manual.get(l.fa_id);
        if (png && l.designer) {
          await tx.insert(uploadedFiles).values({
            fa_id: l.fa_id,
            type: 2,
            file_path: png.fileKey,
            file_name: 'logo.png',
            user_id: l.designer,
          });
        }
      }
      await tx.delete(paymentRecords).where(sql`${paymentRecords.fa_id} = ${l.fa_id}`);
      if (l.is_bought && Number(l.amount) > 0) {
        const payments = DEMO_PAYMENTS[l.fa_id] ?? [{ amount: l.amount, currency: 'USD', product: 'logo-package' }];
        for (const p of payments) {
          await tx.insert(paymentRecords).values({
            fa_id: l.fa_id,
            user_id: OWNER_ID,
            actual_amount: p.amount,
            currency: p.currency,
            provider: 'sandbox',
            product: p.product,
          });
        }
      }
    }
    const custom = { id: DEMO_CUSTOMISE_ID, client_id: OWNER_ID, designer_user_id: DEMO_DESIGNER_ID };
    await tx.insert(customizeRecords).values(custom).onConflictDoUpdate({ target: customizeRecords.id, set: custom });
    await tx.delete(uploadedFiles).where(eq(uploadedFiles.customize_id, DEMO_CUSTOMISE_ID));
    await tx.insert(uploadedFiles).values({ customize_id: DEMO_CUSTOMISE_ID, type: 6, file_path: draftKey, file_name: 'draft-1.png', user_id: DEMO_DESIGNER_ID });
    // Font licences (spec 02 §8): every notice shows on some demo logo. The fonts shipped are all free
    // (SIL OFL, migration 0011); the demo catalogue sells Pacifico's commercial licence (1006) and has
    // ZCOOL KuaiLe granted free by its provider (1011), as a catalogue with bought fonts would.
    await tx.update(fontPrices).set({ isfree: 0, price: '68.00' }).where(eq(fontPrices.font_id, 'pacifico-400'));
    await tx.update(fontPrices).set({ isfree: 0, price: '0' }).where(eq(fontPrices.font_id, 'zcool-kuaile-400'));
    // Authorisations filled in, except 1006 (bought: "fill in", the dialog after a page change) and
    // 1011 (not bought: asked to fill in) — so each notice of spec 02 §8 shows on some logo.
    await tx.delete(fontAuthorizations).where(inArray(fontAuthorizations.fa_id, DEMO_LOGOS.map((l) => l.fa_id)));
    await tx.insert(fontAuthorizations).values(
      DEMO_LOGOS.filter((l) => l.fa_id !== 1006 && l.fa_id !== 1011).map((l) => ({
        fa_id: l.fa_id,
        authorized_name: l.fa_id === 1009 ? '青山茶舍（杭州）有限公司' : '北风咖啡有限公司',
        authorized_contact_number: l.fa_id === 1009 ? '0571-88886666' : '13800000001',
        updated_by: OWNER_ID,
      })),
    );
    await bumpSequences(tx as unknown as Db);
  });
}

/** Seeds the demo data when the database has no users yet (first start). */
export async function seedDemoIfEmpty(db: Db, storage: Storage): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, storage);
  return true;
}

