import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES, AVATAR_SIDE, coverHash } from '../../../core/avatars';
import type { AppContext } from '../../context';
import { avatarCutouts, users } from '../../db/schema';
import { circleSvg } from './photo';
import { AppError } from '../../lib/errors';

/** Image formats an avatar may be uploaded in (checked on the bytes, not the name). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * The uploaded picture as the stored avatar: checked to be a JPG, PNG or WebP
 * by its content, turned upright (EXIF), cut square from the centre (spec 01
 * §5: the avatar is square, whatever a client sends), AVATAR_SIDE px, JPG on
 * white. Anything else is AVATAR_INVALID.
 */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) throw new AppError('AVATAR_INVALID', 'empty or too large');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new AppError('AVATAR_INVALID', 'not an image');
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('AVATAR_INVALID', `not an accepted image (${format ?? 'unknown'})`);
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toBuffer();
  } catch {
    throw new AppError('AVATAR_INVALID', 'the image could not be read');
  }
}

/** The round cut-out of a square avatar: a PNG, transparent outside the circle. */
export async function makeCutout(source: Buffer): Promise<Buffer> {
  const side = AVATAR_SIDE;
  const mask = circleSvg(side, '#fff');
  return sharp(source)
    .resize(side, side, { fit: 'cover' })
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

export const cutoutKey = (hash: string) => `matting/${hash}`;

export interface UploadedAvatar {
  cover: string;
  cutout: string;
}

/**
 * Stores a user's new avatar and its cut-out, then points the user's cover at
 * it. Files first, rows last (one transaction): a failure leaves the user's
 * previous avatar in place.
 */
export async function uploadAvatar(ctx: AppContext, userId: number, bytes: Buffer): Promise<UploadedAvatar> {
  const avatar = await normaliseAvatar(bytes);
  const hash = createHash('sha256').update(avatar).digest('hex');
  const sourceKey = `avatars/${userId}/${hash}.jpg`;
  await ctx.storage.put(sourceKey, avatar, 'image/jpeg');
  await ctx.storage.put(cutoutKey(hash), await makeCutout(avatar), 'image/png');
  const cover = `/oss/${sourceKey}`;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(avatarCutouts).values({ hash, user_id: userId, source_key: sourceKey }).onConflictDoNothing();
    await tx.update(users).set({ cover }).where(eq(users.id, userId));
  });
  return { cover, cutout: `/oss/${cutoutKey(hash)}` };
}

/**
 * The cut-out stored under `matting/{hash}`; when it is missing (lost, or
 * storage moved) it is made again from its source and stored again. Null when
 * the hash is unknown or its source is gone too.
 */
export async function cutoutFile(ctx: AppContext, hash: string): Promise<Buffer | null> {
  const stored = await ctx.storage.get(cutoutKey(hash)).catch(() => null);
  if (stored) return stored;
  const [row] = await ctx.db.select().from(avatarCutouts).where(eq(avatarCutouts.hash, hash)).limit(1);
  if (!row) return null;
  const source = await ctx.storage.get(row.source_key).catch(() => null);
  if (!source) return null;
  const cutout = await makeCutout(source);
  await ctx.storage.put(cutoutKey(hash), cutout, 'image/png');
  return cutout;
}

/** The cut-out of a user's current avatar, or null without one. */
export async function userCutout(ctx: AppContext, cover: string | null): Promise<{ hash: string; body: Buffer } | null> {
  const hash = coverHash(cover);
  if (!hash) return null;
  const body = await cutoutFile(ctx, hash);
  return body ? { hash, body } : null;
}
