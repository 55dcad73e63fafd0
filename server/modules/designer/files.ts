import { randomUUID } from 'node:crypto';
import {
  CUSTOMISE_SLOTS,
  FILE_KINDS,
  FILE_TYPES,
  IMAGE_MAX_BYTES,
  imageFormatsFor,
  isLogoFileType,
  LOGO_SLOTS,
  TITLE_MAX,
  type TFileKind,
  type TFileType,
  type TUploadedFile,
} from '../../../core/designer';
import { can, RULES, type Role } from '../../../core/permissions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { manualKeyOf, manualStorageKey } from '../files/logo-files';
import type { LogoWithClient } from '../logo/repo';
import { IMAGE_EXT, IMAGE_TYPES, imageFormat, SOURCE_TYPES, sourceFormat } from './content';
import * as repo from './repo';
import { scriptFinding } from './scripted';

/**
 * Whose files a call is about: a logo's (slots 1–4 and source files; its
 * manual images follow slots 1, 2 and 4) or, in customise mode, a
 * customise record's (drafts 6 and 7 and source files).
 */
export interface FileSubject {
  owner: repo.FileOwner;
  /** Storage folder of its private files. */
  folder: string;
  /** Address of its files route. */
  urlBase: string;
  slots: readonly TFileType[];
  /** The logo whose manual jpg/png/icon follow slots 1, 2 and 4; null in customise mode. */
  logo: LogoWithClient | null;
  /** The owner confirmed the work: designers change no more logo files. */
  locked: boolean;
}

export async function logoSubject(ctx: AppContext, logo: LogoWithClient): Promise<FileSubject> {
  const request = await repo.findRequest(ctx.db, logo.fa_id);
  return {
    owner: { fa_id: logo.fa_id },
    folder: `designer/${logo.fa_id}`,
    urlBase: `/api/logo/${logo.fa_id}/files`,
    slots: LOGO_SLOTS,
    logo,
    locked: request?.confirmed_at != null,
  };
}

export function customiseSubject(id: number): FileSubject {
  return { owner: { customize_id: id }, folder: `designer/c${id}`, urlBase: `/api/customize/${id}/files`, slots: CUSTOMISE_SLOTS, logo: null, locked: false };
}

/** A file's addresses for the page (served by the files route after its checks). */
export function presentFile(subject: FileSubject, row: repo.UploadedFileRow, viewerId: number): TUploadedFile {
  const base = `${subject.urlBase}/${row.id}`;
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
  /** The file to replace (type 5); the other slots replace their one row anyway. */
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
function checkMayChange(subject: FileSubject, roles: readonly Role[], viewerId: number, type: TFileType, existing: repo.UploadedFileRow | undefined) {
  if (isLogoFileType(type)) {
    if (!can(RULES.designerLogoFiles, roles)) throw new AppError('FORBIDDEN');
    if (subject.locked && !roles.includes('admin')) throw new AppError('DESIGN_CONFIRMED');
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

const MANUAL_COLUMN: Partial<Record<TFileType, repo.ManualColumn>> = { 1: 'manual_jpg', 2: 'manual_png', 4: 'manual_icon' };

async function removeQuietly(ctx: AppContext, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => ctx.storage.delete(k).catch(() => undefined)));
}

interface Prepared {
  key: string;
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Adds or replaces a file. Everything is checked first (slot, permission,
 * title, content); the new bytes are stored under new keys, then the row
 * (and, for slots 1, 2 and 4, the logo's manual image) changes in one
 * transaction; only after that are the replaced files deleted. A failure at
 * any step leaves the old row and files as they were.
 */
export async function uploadFile(
  ctx: AppContext,
  subject: FileSubject,
  roles: readonly Role[],
  viewerId: number,
  input: UploadInput,
): Promise<repo.UploadedFileRow> {
  if (!subject.slots.includes(input.type)) throw new AppError('BAD_REQUEST', `type ${input.type} is not a slot here`);
  const source5 = input.type === FILE_TYPES.source;
  const existing = source5
    ? input.id !== undefined
      ? await repo.findFile(ctx.db, subject.owner, input.id)
      : undefined
    : await repo.findSlot(ctx.db, subject.owner, input.type);
  if (source5 && input.id !== undefined && (!existing || existing.type !== FILE_TYPES.source)) {
    throw new AppError('NOT_FOUND', 'no such source file');
  }
  checkMayChange(subject, roles, viewerId, input.type, existing);

  const title = input.title?.trim() || (existing?.title ?? '');
  if (source5 && !title) throw new AppError('TITLE_REQUIRED');
  if (title.length > TITLE_MAX) throw new AppError('BAD_REQUEST', `a title has at most ${TITLE_MAX} characters`);
  if (!input.image && !input.source) throw new AppError('UPLOAD_EMPTY');

  let image: (Prepared & { ext: string }) | undefined;
  if (input.image) {
    if (input.image.bytes.length > IMAGE_MAX_BYTES) throw new AppError('UPLOAD_TOO_LARGE');
    const info = await imageFormat(input.image.bytes);
    if (!info || !imageFormatsFor(input.type).includes(info.format)) throw new AppError('UPLOAD_IMAGE_INVALID');
    const ext = IMAGE_EXT[info.format];
    image = { key: `${subject.folder}/${randomUUID()}.${ext}`, name: safeName(input.image.name, ext), contentType: IMAGE_TYPES[info.format], bytes: input.image.bytes, ext };
  }
  let source: Prepared | undefined;
  if (input.source) {
    const format = sourceFormat(input.source.bytes);
    if (!format) throw new AppError('UPLOAD_SOURCE_INVALID');
    const scripted = scriptFinding(format, input.source.bytes);
    if (scripted) throw new AppError(scripted);
    source = { key: `${subject.folder}/${randomUUID()}.${format}`, name: safeName(input.source.name, format), contentType: SOURCE_TYPES[format], bytes: input.source.bytes };
  }

  // The download page's copy of a manual image, under a key of its own (served at the slot's checked address, files/logo-files.ts).
  const logo = subject.logo;
  const manualColumn = logo && image ? MANUAL_COLUMN[input.type] : undefined;
  const manualKey = logo && image && manualColumn ? manualStorageKey(logo.fa_id, manualColumn, image.ext, randomUUID()) : null;

  const written: string[] = [];
  try {
    for (const f of [image, source]) {
      if (!f) continue;
      await ctx.storage.put(f.key, f.bytes, f.contentType);
      written.push(f.key);
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
    const { row, replaced } = await ctx.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // Checked again on locked rows: a confirmation, a delete or another upload may have come meanwhile.
      await recheckLock(t, subject, roles, input.type);
      const current = existing
        ? await repo.lockFile(t, subject.owner, existing.id)
        : source5
          ? undefined
          : await repo.lockSlot(t, subject.owner, input.type);
      if (existing && !current && source5) throw new AppError('NOT_FOUND', 'the source file was deleted meanwhile');
      checkMayChange(subject, roles, viewerId, input.type, current);
      const saved = current ? await repo.updateFile(t, current.id, cols) : await repo.insertFile(t, subject.owner, input.type, viewerId, cols);
      const old = [image && current?.file_path, source && current?.source_file_path];
      if (logo && manualKey && manualColumn) old.push(manualKeyOf(await repo.setManualImage(t, logo.fa_id, manualColumn, `/oss/${manualKey}`)));
      return { row: saved, replaced: old.filter((k): k is string => typeof k === 'string') };
    });
    // Replaced files go once the new ones are in place; pages showing the old manual image ask its slot's address, which answers with the new one.
    await removeQuietly(ctx, replaced);
    return row;
  } catch (err) {
    // Only keys this upload made: fresh UUIDs, which nothing else points to.
    await removeQuietly(ctx, written);
    throw err;
  }
}

/** After the owner's confirmation designers change no logo files: checked on the locked request row. */
async function recheckLock(t: Db, subject: FileSubject, roles: readonly Role[], type: TFileType): Promise<void> {
  if (!subject.logo || !isLogoFileType(type) || roles.includes('admin')) return;
  const request = await repo.lockRequest(t, subject.logo.fa_id);
  if (request?.confirmed_at) throw new AppError('DESIGN_CONFIRMED');
}

/**
 * Deletes a file's image (kind 1) or attachment (kind 2); the row goes with
 * its last file. The logo's manual image of slots 1, 2, 4 goes with its image.
 */
export async function deleteFile(
  ctx: AppContext,
  subject: FileSubject,
  roles: readonly Role[],
  viewerId: number,
  id: number,
  kind: TFileKind,
): Promise<void> {
  const row = await repo.findFile(ctx.db, subject.owner, id);
  if (!row) throw new AppError('NOT_FOUND');
  const type = row.type as TFileType;
  checkMayChange(subject, roles, viewerId, type, row);
  const key = kind === FILE_KINDS.image ? row.file_path : row.source_file_path;
  if (!key) throw new AppError('NOT_FOUND', 'no such file in this slot');
  const logo = subject.logo;
  const manualColumn = logo && kind === FILE_KINDS.image ? MANUAL_COLUMN[type] : undefined;
  const gone = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await recheckLock(t, subject, roles, type);
    const current = await repo.lockFile(t, subject.owner, id);
    const currentKey = current && (kind === FILE_KINDS.image ? current.file_path : current.source_file_path);
    if (!current || !currentKey) throw new AppError('NOT_FOUND', 'deleted meanwhile');
    checkMayChange(subject, roles, viewerId, type, current);
    const other = kind === FILE_KINDS.image ? current.source_file_path : current.file_path;
    if (other) await repo.updateFile(t, current.id, kind === FILE_KINDS.image ? { file_path: null, file_name: null } : { source_file_path: null, source_file_name: null });
    else await repo.deleteFileRow(t, current.id);
    const keys = [currentKey];
    if (logo && manualColumn) {
      const manual = manualKeyOf(await repo.setManualImage(t, logo.fa_id, manualColumn, null));
      if (manual) keys.push(manual);
    }
    return keys;
  });
  await removeQuietly(ctx, gone);
}

const TYPES_BY_EXT: Record<string, string> = { ...SOURCE_TYPES, jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A file's bytes for its download (the route has checked the viewer). */
export async function fileDownload(ctx: AppContext, subject: FileSubject, id: number, kind: TFileKind) {
  const row = await repo.findFile(ctx.db, subject.owner, id);
  const key = row && (kind === FILE_KINDS.image ? row.file_path : row.source_file_path);
  if (!row || !key) throw new AppError('NOT_FOUND');
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const name = (kind === FILE_KINDS.image ? row.file_name : row.source_file_name) ?? `file-${row.id}.${ext}`;
  return { key, contentType: TYPES_BY_EXT[ext] ?? 'application/octet-stream', name };
}
