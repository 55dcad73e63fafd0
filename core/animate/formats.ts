import { z } from 'zod';
import { ANIMATION } from '../constants';
import { lockupsOf, type TLockup } from '../composer/lockups';
import type { TOutlinedDesign } from '../design';
import { animLogo, type AnimLogo } from './logo';

/**
 * The shapes an animation is made in (issue: motion for every channel). The
 * classic 4:3 is spec 02 §9's: an 800×600 picture with the logo as designed,
 * the video at twice that. The others are the social channels' frames: the
 * composition is half the video (the GIF's size), the video twice it, and the
 * logo is laid out in the lockup that fits the shape (core/composer/lockups)
 * inside a box that keeps it clear of what a platform lays over the frame
 * (a story's top bar and caption) with the lockup's clear space around it.
 */
export const ANIM_SHAPES = ['classic', 'landscape', 'square', 'portrait', 'vertical'] as const;
export const ZAnimShape = z.enum(ANIM_SHAPES);
export type TAnimShape = (typeof ANIM_SHAPES)[number];

export interface AnimShapeSpec {
  /** The ratio as people say it. */
  ratio: string;
  /** The composition (the preview, the GIF and the Lottie's own size), px. */
  width: number;
  height: number;
  /** The lockup the logo takes in this shape (the logo's own layout where it has not that lockup). */
  lockup: TLockup;
  /** The logo's box as shares of the frame (centred); null: the whole frame with the composer's margin (the classic picture). */
  box: { width: number; height: number } | null;
}

export const ANIM_SHAPE: Record<TAnimShape, AnimShapeSpec> = {
  classic: { ratio: '4:3', width: ANIMATION.preview.width, height: ANIMATION.preview.height, lockup: 'original', box: null },
  // 1920×1080 video: a wide lockup across two thirds of the width.
  landscape: { ratio: '16:9', width: 960, height: 540, lockup: 'horizontal', box: { width: 0.66, height: 0.5 } },
  // 1080×1080 posts.
  square: { ratio: '1:1', width: 540, height: 540, lockup: 'stacked', box: { width: 0.7, height: 0.62 } },
  // 1080×1350 feed posts (Instagram, 小红书).
  portrait: { ratio: '4:5', width: 540, height: 675, lockup: 'stacked', box: { width: 0.7, height: 0.56 } },
  // 1080×1920 stories and reels, watched on a phone: the logo fills the part every platform leaves clear (Instagram
  // covers the top 250 px and the bottom 340 px: 13 % and 18 %), as the social kit's stories do.
  vertical: { ratio: '9:16', width: 540, height: 960, lockup: 'stacked', box: { width: 0.86, height: 0.56 } },
};

/** The video's size of a shape: twice its composition (spec 02 §9's "video output at 2x size"). */
export function videoSize(shape: TAnimShape): { width: number; height: number } {
  const s = ANIM_SHAPE[shape];
  return { width: s.width * ANIMATION.videoScale, height: s.height * ANIMATION.videoScale };
}

/** The GIF's size: the composition (half the video). */
export function gifSize(shape: TAnimShape): { width: number; height: number } {
  const s = ANIM_SHAPE[shape];
  return { width: s.width, height: s.height };
}

/** The lockup a design takes in a shape: the shape's, or the design's own layout when the design has not that one (a text-only logo). */
export function shapeLockup(design: Pick<TOutlinedDesign, 'icon' | 'name' | 'slogan' | 'monogram'>, shape: TAnimShape): TLockup {
  const want = ANIM_SHAPE[shape].lockup;
  return lockupsOf(design).includes(want) ? want : 'original';
}

/** Where the logo goes in the frame of a shape, px of the composition (null: the whole frame, the classic). */
export function shapeBox(shape: TAnimShape): { left: number; top: number; width: number; height: number } | null {
  const s = ANIM_SHAPE[shape];
  if (!s.box) return null;
  const width = s.width * s.box.width;
  const height = s.height * s.box.height;
  return { left: (s.width - width) / 2, top: (s.height - height) / 2, width, height };
}

/** A file's name: `<logo>-<effect>-<w>x<h>.<ext>` (issue: motion for every channel). */
export function animFileName(logoName: string, effectName: string, size: { width: number; height: number }, ext: string): string {
  return `${animBaseName(logoName, effectName, size)}.${ext}`;
}

/** The name without its extension (the Lottie ZIP's files share it). */
export function animBaseName(logoName: string, effectName: string, size: { width: number; height: number }): string {
  return `${logoName}-${effectName}-${size.width}x${size.height}`;
}

/** The logo's items in a shape's frame (the lockup in its box, or the classic picture), on `background`. */
export function shapeLogo(design: TOutlinedDesign, shape: TAnimShape, background: string | null): AnimLogo {
  const s = ANIM_SHAPE[shape];
  const box = shapeBox(shape);
  const size = { width: s.width, height: s.height, background };
  return box ? animLogo(design, size, { lockup: shapeLockup(design, shape), box }) : animLogo(design, size);
}
