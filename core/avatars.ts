/**
 * The avatar and icon page (spec 01 §2 "Avatar/icon page", §5 avatar crop,
 * §7 `/oss/matting/{hash}`): constants and names shared by the page and the
 * server.
 */

/** Largest picture a user may upload as avatar. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** Side of a stored avatar and of its round cut-out (px, square). */
export const AVATAR_SIDE = 512;
/** Side of the icon downloads of the page (px). */
export const AVATAR_DOWNLOAD_SIDE = 1024;
/** Sides the icon download route accepts. */
export const AVATAR_MIN_SIDE = 16;
export const AVATAR_MAX_SIDE = 2048;

/** Pictures made of the user's own avatar with the logo (signed-in users). */
export const PHOTO_STYLES = ['photo-badge', 'photo-ring'] as const;
export type TPhotoStyle = (typeof PHOTO_STYLES)[number];

const COVER_RE = /^\/oss\/avatars\/\d+\/([0-9a-f]{64})\.jpg$/;

/** The content hash of an uploaded avatar from the user's cover address, or null (none, or not uploaded here). */
export function coverHash(cover: string | null | undefined): string | null {
  return (cover && COVER_RE.exec(cover)?.[1]) || null;
}

/** Where the round cut-out of the user's avatar is served, or null. */
export function cutoutUrl(cover: string | null | undefined): string | null {
  const hash = coverHash(cover);
  return hash ? `/oss/matting/${hash}` : null;
}
