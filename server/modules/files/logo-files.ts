import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZIdText } from '../../../core/ids';
import { RULES } from '../../../core/permissions';
import type { AppContext } from '../../context';
import { contentTypeForKey } from '../../storage/types';
import { loadLogoFor } from '../logo/access';

/*
 * The one rule for files derived from one logo (docs/ARCHITECTURE.md "Logo
 * files at /oss"): they live under `manual/{fa_id}/…` and `featured/{fa_id}/…`
 * and /oss serves them only to whoever may view that logo now (spec 01 §6
 * viewLogo: owner, admin, its designer, anyone while it is shared). The
 * fa_id in the key makes the check one row read.
 */

/** The download page's manual images (spec 01 §3), one slot per logo column. */
export const MANUAL_SLOTS = { jpg: 'manual_jpg', png: 'manual_png', icon: 'manual_icon' } as const;
export type TManualSlot = keyof typeof MANUAL_SLOTS;
type ManualColumn = (typeof MANUAL_SLOTS)[TManualSlot];

/** A manual image's stable address always answers with the slot's current file: browsers check again every time (a 304 when unchanged). */
const MANUAL_CACHE = 'private, no-cache';
/** Featured images are content-addressed, but who may see them can change (sharing off): private, an hour. */
const FEATURED_CACHE = 'private, max-age=3600';
/** Version parameter of a manual address: changes with each upload, so a page given new details shows the new file at once. */
const VERSION_CHARS = 12;

const LOGO_KEY = /^(manual|featured)\/(\d{1,10})\/([^/]+)$/;

/** Storage key of a manual image copy: a fresh id per upload, so a failed upload never overwrites a live file. */
export function manualStorageKey(faId: number, column: ManualColumn, ext: string, id: string): string {
  return `manual/${faId}/${column.slice('manual_'.length)}-${id}.${ext}`;
}

/** The storage key a manual column points at (its value is `/oss/{key}`); null for anything else. */
export function manualKeyOf(stored: string | null): string | null {
  return stored && stored.startsWith('/oss/manual/') ? stored.slice('/oss/'.length) : null;
}

/**
 * The address the page is given for a manual slot: the slot's stable,
 * permission-checked address (`/oss/manual/{fa_id}/{slot}.{ext}`), with the
 * current file's id as a version. An older page's address still answers,
 * with the current file (the version is not checked).
 */
export function manualAddress(faId: number, slot: TManualSlot, stored: string | null): string | null {
  const key = manualKeyOf(stored);
  if (!key) return stored;
  const file = key.slice(key.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  const id = file.slice(0, dot < 0 ? undefined : dot).replace(/^[a-z]+-/, '').slice(0, VERSION_CHARS);
  // The extension names the file for a page that saves it; the route answers the slot whatever it says.
  return `/oss/manual/${faId}/${slot}${dot < 0 ? '' : file.slice(dot)}?v=${id}`;
}

/** True when the key is one logo's file (answered by `sendLogoFile`). */
export const isLogoFileKey = (key: string) => LOGO_KEY.test(key);

async function streamKey(ctx: AppContext, key: string) {
  const stat = await ctx.storage.stat(key).catch(() => null);
  const stream = stat ? await ctx.storage.stream(key).catch(() => null) : null;
  return stat && stream ? { size: stat.size, stream } : null;
}

/**
 * Answers `/oss/manual/…` and `/oss/featured/…` after the logo's view check.
 * A manual slot answers with its current file; read again once when the file
 * went between reading the row and opening it (a replace meanwhile).
 */
export async function sendLogoFile(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, key: string) {
  const [, area, id, name] = LOGO_KEY.exec(key) as RegExpExecArray;
  // Ids are PostgreSQL integers (core/ids.ts): a larger number in an address is no logo at all.
  const parsed = ZIdText.safeParse(id);
  if (!parsed.success) return reply.callNotFound();
  const faId = parsed.data;
  const slot = name.replace(/\.[a-z0-9]{1,5}$/, '');
  if (area === 'manual' && !Object.hasOwn(MANUAL_SLOTS, slot)) return reply.callNotFound();
  let { logo } = await loadLogoFor(ctx, req, faId, RULES.viewLogo, 'LOGO_PRIVATE');
  if (area === 'featured') {
    const file = await streamKey(ctx, key);
    if (!file) return reply.callNotFound();
    return reply.header('content-type', contentTypeForKey(key)).header('content-length', file.size).header('cache-control', FEATURED_CACHE).send(file.stream);
  }
  const column = MANUAL_SLOTS[slot as TManualSlot];
  for (let attempt = 0; attempt < 2; attempt++) {
    const current = manualKeyOf(logo[column]);
    if (!current) return reply.callNotFound();
    const etag = `"${current.slice(current.lastIndexOf('/') + 1)}"`;
    reply.header('etag', etag).header('cache-control', MANUAL_CACHE);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    const file = await streamKey(ctx, current);
    if (file) return reply.header('content-type', contentTypeForKey(current)).header('content-length', file.size).send(file.stream);
    logo = (await loadLogoFor(ctx, req, faId, RULES.viewLogo, 'LOGO_PRIVATE')).logo;
  }
  return reply.callNotFound();
}
