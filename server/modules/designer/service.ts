import { createHash, randomUUID } from 'node:crypto';
import { can, RULES, type Role } from '../../../core/permissions';
import {
  FILE_KINDS,
  FILE_TYPES,
  IMAGE_MAX_BYTES,
  imageFormatsFor,
  isLogoFileType,
  REMARK_MAX,
  TITLE_MAX,
  type TAssist,
  type TDesignerRequest,
  type TFileKind,
  type TFileType,
  type TUploadedFile,
} from '../../../core/designer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { LogoWithClient } from '../logo/repo';
import { IMAGE_EXT, IMAGE_TYPES, imageFormat, SOURCE_TYPES, sourceFormat } from './content';
import * as repo from './repo';

export function presentRequest(row: repo.DesignerRequestRow): TDesignerRequest {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    remark: row.remark,
    status: row.status as 1 | 2 | 3,
    remark_at: iso(row.remark_at),
    confirmed_at: iso(row.confirmed_at),
    claimed_at: iso(row.claimed_at),
    created_at: row.created_at.toISOString(),
  };
}

/** The designer-assist record of a logo (spec 01 §7 "get designer-assist record"): the request and the designer. */
export async function assistInfo(ctx: AppContext, logo: LogoWithClient): Promise<TAssist> {
  const [request, designer] = await Promise.all([
    repo.findRequest(ctx.db, logo.fa_id),
    logo.designer_user_id ? repo.findDesigner(ctx.db, logo.designer_user_id) : undefined,
  ]);
  return {
    designer_assistant: logo.designer_assistant === 1 ? 1 : 0,
    request: request ? presentRequest(request) : null,
    designer: designer ?? null,
  };
}

async function activeRequest(db: Db, faId: number): Promise<repo.DesignerRequestRow> {
  const request = await repo.findRequest(db, faId);
  if (!request) throw new AppError('DESIGNER_NOT_REQUESTED');
  return request;
}

/** The owner's remark (spec 01 §4, §5): not empty, once; afterwards it is read-only. */
export async function submitRemark(ctx: AppContext, faId: number, text: string): Promise<repo.DesignerRequestRow> {
  const remark = text.trim();
  if (!remark) throw new AppError('REMARK_REQUIRED');
  if (remark.length > REMARK_MAX) throw new AppError('REMARK_TOO_LONG');
  const request = await activeRequest(ctx.db, faId);
  if (request.status !== 1 || request.remark_at) throw new AppError('REMARK_SUBMITTED');
  const row = await repo.writeRemark(ctx.db, faId, remark);
  if (!row) throw new AppError('REMARK_SUBMITTED', 'written by another request meanwhile');
  return row;
}

/** The owner confirms the designer's work: needs the remark and at least one logo file from the designer. */
export async function confirmWork(ctx: AppContext, faId: number): Promise<repo.DesignerRequestRow> {
  const request = await activeRequest(ctx.db, faId);
  if (request.status !== 1 || !request.remark_at) throw new AppError('DESIGN_NOT_READY', 'no remark yet or not active');
  if (request.confirmed_at) return request;
  const files = await repo.listFiles(ctx.db, { fa_id: faId });
  if (!files.some((f) => isLogoFileType(f.type as TFileType) && f.file_path)) throw new AppError('DESIGN_NOT_READY');
  const row = await repo.confirmRequest(ctx.db, faId);
  return row ?? (await activeRequest(ctx.db, faId));
}

/** The designer claims the commission after the owner's confirmation (status 2); 'Failed!' otherwise. */
export async function claimCommission(ctx: AppContext, faId: number, designerId: number): Promise<repo.DesignerRequestRow> {
  const row = await repo.claimRequest(ctx.db, faId, designerId);
  if (!row) throw new AppError('CLAIM_FAILED');
  return row;
}

export async function refund(ctx: AppContext, faId: number): Promise<repo.DesignerRequestRow> {
  const row = await repo.refundRequest(ctx.db, faId);
  if (!row) throw new AppError('BAD_REQUEST', 'only an active request is refunded');
  return row;
}

/** Authorise or switch the designer of a logo: an existing, active designer (授权失败 otherwise). */
export async function authorise(ctx: AppContext, faId: number, designerId: number) {
  const designer = await repo.findDesigner(ctx.db, designerId);
  if (!designer || designer.status !== 1) throw new AppError('AUTHORISE_FAILED', 'not an active designer');
  await repo.setLogoDesigner(ctx.db, faId, designerId);
  return designer;
}

export async function resetAuthorisation(ctx: AppContext, logo: LogoWithClient): Promise<void> {
  if (logo.designer_user_id === null) throw new AppError('RESET_FAILED', 'no designer to reset');
  await repo.setLogoDesigner(ctx.db, logo.fa_id, null);
}

export async function setStatus(ctx: AppContext, userId: number, status: number): Promise<void> {
  if (!(await repo.setDesignerStatus(ctx.db, userId, status))) throw new AppError('STATUS_FAILED', 'not a designer');
}

// ---- files ----

/** A file's address for the page (served by the files route after its checks). */
export function presentFile(row: repo.UploadedFileRow, viewerId: number): TUploadedFile {
  const base = `/api/logo/${row.fa_id}/files/${row.id}`;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    user_id: row.user_id,
    mine: row.user_id === viewerId,
    image: row.file_path ? { url: `${base}/${FILE_KINDS.image}`, name: row.file_name ?? `file-${row.id}` } : null,
    source: row.source_file_path ? { url: `${base}/${FILE_KINDS.attachment}`, name: row.source_file_name ?? `source-${row.id}` } : null,
    updated_at: row.updated_at.toISOString(),
  };
}

export interface UploadInput {
  type: TFileType;
  /** The file to replace (type 5); slots 1–4 replace their one row anyway. */
  id?: number;
  title?: string;
  image?: { bytes: Buffer; name: string };
  source?: { bytes: Buffer; name: string };
}

/**
 * Who may change a slot (spec 01 §5): logo files designers and admins;
 * source files anyone of the page, but only the uploader replaces or deletes
 * one. After the owner's confirmation a designer changes nothing more.
 */
function checkMayChange(roles: readonly Role[], viewerId: number, type: TFileType, existing: repo.UploadedFileRow | undefined, request: repo.DesignerRequestRow | undefined) {
  if (isLogoFileType(type)) {
    if (!can(RULES.designerLogoFiles, roles)) throw new AppError('FORBIDDEN');
    if (request?.confirmed_at && !roles.includes('admin')) throw new AppError('DESIGN_CONFIRMED');
  } else {
    if (!can(RULES.designerSourceFiles, roles)) throw new AppError('FORBIDDEN');
    if (existing && existing.user_id !== viewerId) throw new AppError('FORBIDDEN', 'only the uploader changes a source file');
  }
}

/** The name a file is offered under: the uploaded name without path or control characters, with the extension of its content. */
const safeName = (name: string, ext: string) => {
  const clean = [...name].map((ch) => (ch === '/' || ch === '\\' || ch.charCodeAt(0) < 32 ? '_' : ch)).join('');
  const base = clean.replace(/\.[^.]*$/, '').slice(0, 100) || 'file';
  return `${base}.${ext}`;
};

interface Stored {
  key: string;
  name: string;
}

/**
 * Adds or replaces a file. Everything is checked first (permission, title,
 * content); the new bytes are stored under new keys, then the row (and, for
 * slots 1, 2 and 4, the logo's manual image) changes in one transaction;
 * only after that are the replaced files deleted. A failure at any step
 * leaves the old row and files as they were.
 */
export async function uploadFile(
  ctx: AppContext,
  logo: LogoWithClient,
  roles: readonly Role[],
  viewerId: number,
  input: UploadInput,
): Promise<repo.UploadedFileRow> {
  const owner = { fa_id: logo.fa_id };
  const [request, existing] = await Promise.all([
    repo.findRequest(ctx.db, logo.fa_id),
    input.type === FILE_TYPES.source
      ? input.id !== undefined
        ? repo.findFile(ctx.db, owner, input.id)
        : undefined
      : repo.findSlot(ctx.db, owner, input.type),
  ]);
  if (input.type === FILE_TYPES.source && input.id !== undefined && (!existing || existing.type !== FILE_TYPES.source)) {
    throw new AppError('NOT_FOUND', 'no such source file');
  }
  checkMayChange(roles, viewerId, input.type, existing, request);

  const title = input.title?.trim() || (existing?.title ?? '');
  if (input.type === FILE_TYPES.source && !title) throw new AppError('TITLE_REQUIRED');
  if (title.length > TITLE_MAX) throw new AppError('TITLE_REQUIRED', `at most ${TITLE_MAX} characters`);
  if (!input.image && !input.source) throw new AppError('UPLOAD_EMPTY');

  let image: (Stored & { contentType: string; ext: string; bytes: Buffer }) | undefined;
  if (input.image) {
    if (input.image.bytes.length > IMAGE_MAX_BYTES) throw new AppError('UPLOAD_TOO_LARGE');
    const info = await imageFormat(input.image.bytes);
    if (!info || !imageFormatsFor(input.type).includes(info.format)) throw new AppError('UPLOAD_IMAGE_INVALID');
    const ext = IMAGE_EXT[info.format];
    image = { key: `designer/${logo.fa_id}/${randomUUID()}.${ext}`, name: safeName(input.image.name, ext), contentType: IMAGE_TYPES[info.format], ext, bytes: input.image.bytes };
  }
  let source: (Stored & { contentType: string; bytes: Buffer }) | undefined;
  if (input.source) {
    const format = sourceFormat(input.source.bytes);
    if (!format) throw new AppError('UPLOAD_SOURCE_INVALID');
    source = { key: `designer/${logo.fa_id}/${randomUUID()}.${format}`, name: safeName(input.source.name, format), contentType: SOURCE_TYPES[format], bytes: input.source.bytes };
  }

  // The download page's copy of a manual image (public, by content hash).
  const manualColumn = input.type === 1 ? 'manual_jpg' : input.type === 2 ? 'manual_png' : input.type === 4 ? 'manual_icon' : null;
  const manualKey = image && manualColumn ? `manual/${logo.fa_id}/${createHash('sha256').update(image.bytes).digest('hex').slice(0, 32)}.${image.ext}` : null;

  const written: string[] = [];
  try {
    if (image) {
      await ctx.storage.put(image.key, image.bytes, image.contentType);
      written.push(image.key);
    }
    if (source) {
      await ctx.storage.put(source.key, source.bytes, source.contentType);
      written.push(source.key);
    }
    if (image && manualKey) {
      await ctx.storage.put(manualKey, image.bytes, image.contentType);
      written.push(manualKey);
    }
    const cols: repo.FileColumns = {
      title: title || null,
      ...(image ? { file_path: image.key, file_name: image.name } : {}),
      ...(source ? { source_file_path: source.key, source_file_name: source.name } : {}),
    };
    const row = await ctx.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const saved = existing ? await repo.updateFile(t, existing.id, cols) : await repo.insertFile(t, owner, input.type, viewerId, cols);
      if (manualKey && manualColumn) {
        await repo.setManualImages(t, logo.fa_id, {
          manual_jpg: logo.manual_jpg,
          manual_png: logo.manual_png,
          manual_icon: logo.manual_icon,
          [manualColumn]: `/oss/${manualKey}`,
        });
      }
      return saved;
    });
    // Replaced files go once the new ones are in place.
    const replaced = [image && existing?.file_path, source && existing?.source_file_path, manualKey && manualColumn && ossKey(logo[manualColumn])];
    await removeQuietly(ctx, replaced.filter((k): k is string => typeof k === 'string' && k !== manualKey));
    return row;
  } catch (err) {
    await removeQuietly(ctx, written);
    throw err;
  }
}

/** The storage key of an `/oss/…` address of our manual images; null for anything else. */
function ossKey(url: string | null): string | null {
  return url && url.startsWith('/oss/manual/') ? url.slice('/oss/'.length) : null;
}

async function removeQuietly(ctx: AppContext, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => ctx.storage.delete(k).catch(() => undefined)));
}

/**
 * Deletes a file's image (kind 1) or attachment (kind 2); the row goes with
 * its last file. The logo's manual image of slots 1, 2, 4 goes with its image.
 */
export async function deleteFile(
  ctx: AppContext,
  logo: LogoWithClient,
  roles: readonly Role[],
  viewerId: number,
  id: number,
  kind: TFileKind,
): Promise<void> {
  const owner = { fa_id: logo.fa_id };
  const [row, request] = await Promise.all([repo.findFile(ctx.db, owner, id), repo.findRequest(ctx.db, logo.fa_id)]);
  if (!row) throw new AppError('NOT_FOUND');
  const type = row.type as TFileType;
  checkMayChange(roles, viewerId, type, row, request);
  const key = kind === FILE_KINDS.image ? row.file_path : row.source_file_path;
  if (!key) throw new AppError('NOT_FOUND', 'no such file in this slot');
  const manualColumn = kind === FILE_KINDS.image ? (type === 1 ? 'manual_jpg' : type === 2 ? 'manual_png' : type === 4 ? 'manual_icon' : null) : null;
  const manualKey = manualColumn ? ossKey(logo[manualColumn]) : null;
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const other = kind === FILE_KINDS.image ? row.source_file_path : row.file_path;
    if (other) await repo.updateFile(t, row.id, kind === FILE_KINDS.image ? { file_path: null, file_name: null } : { source_file_path: null, source_file_name: null });
    else await repo.deleteFileRow(t, row.id);
    if (manualColumn) {
      await repo.setManualImages(t, logo.fa_id, { manual_jpg: logo.manual_jpg, manual_png: logo.manual_png, manual_icon: logo.manual_icon, [manualColumn]: null });
    }
  });
  await removeQuietly(ctx, [key, ...(manualKey ? [manualKey] : [])]);
}

/** A file's bytes for its download (the route has checked the viewer). */
export async function fileDownload(ctx: AppContext, faId: number, id: number, kind: TFileKind) {
  const row = await repo.findFile(ctx.db, { fa_id: faId }, id);
  const key = row && (kind === FILE_KINDS.image ? row.file_path : row.source_file_path);
  if (!row || !key) throw new AppError('NOT_FOUND');
  const body = await ctx.storage.get(key);
  if (!body) throw new AppError('NOT_FOUND', 'file missing from storage');
  const ext = key.slice(key.lastIndexOf('.') + 1) as keyof typeof SOURCE_TYPES | 'jpg' | 'png' | 'webp';
  const types: Record<string, string> = { ...SOURCE_TYPES, jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
  const name = (kind === FILE_KINDS.image ? row.file_name : row.source_file_name) ?? `file-${row.id}.${ext}`;
  return { body, contentType: types[ext] ?? 'application/octet-stream', name };
}
