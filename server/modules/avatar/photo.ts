import sharp from 'sharp';
import { composeAvatarSvg } from '../../../core/composer/avatar';
import { hexColour } from '../../../core/composer/colour';
import type { TPhotoStyle } from '../../../core/avatars';
import type { TOutlinedDesign } from '../../../core/design';
import { rasterise } from '../../render/formats/bitmap';

/** A filled circle `side` px across, as SVG bytes (cut-out mask, rings). */
export function circleSvg(side: number, fill: string): Buffer {
  const r = side / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="${r}" cy="${r}" r="${r}" fill="${fill}"/></svg>`);
}

/**
 * The user's own avatar with the logo (signed-in users' further variants on
 * the icon page), `side` px square PNG:
 * - photo-badge: the round photo with the logo's round brand badge at the
 *   bottom right, on a white ring;
 * - photo-ring: the round photo inside a ring of the logo's brand colour.
 */
export async function composePhotoAvatar(outlined: TOutlinedDesign, cutout: Buffer, style: TPhotoStyle, side: number): Promise<Buffer> {
  if (style === 'photo-ring') {
    const brand = hexColour(outlined.colors[0] ?? outlined.name.color, 'brand colour');
    const ring = circleSvg(side, brand);
    const inner = Math.round(side * 0.86);
    const photo = await sharp(cutout).resize(inner, inner).png().toBuffer();
    const at = Math.round((side - inner) / 2);
    return sharp(ring).composite([{ input: photo, left: at, top: at }]).png().toBuffer();
  }
  const photo = await sharp(cutout).resize(side, side).png().toBuffer();
  const badgeSide = Math.round(side * 0.36);
  const ringSide = Math.round(badgeSide * 1.12);
  const white = circleSvg(ringSide, '#fff');
  const badge = await (await rasterise(composeAvatarSvg(outlined, 'circle-brand', badgeSide))).png().toBuffer();
  const ringAt = side - ringSide;
  const badgeAt = ringAt + Math.round((ringSide - badgeSide) / 2);
  return sharp(photo)
    .composite([
      { input: white, left: ringAt, top: ringAt },
      { input: badge, left: badgeAt, top: badgeAt },
    ])
    .png()
    .toBuffer();
}
