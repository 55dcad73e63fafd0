import { z } from 'zod';
import { isTypedText } from '../text';
import { SOCIAL_TEXT_MAX, ZSocialLook, ZSocialTexts, type TSocialLook } from './compose';

/**
 * The social media kit's calls (web/pages/social):
 * - POST /api/logo/{id}/social/preview {look, texts, slots?} → the site's
 *   images as SVG (every one, or those asked) and the texts drawn, for whoever
 *   may view the logo, at most SOCIAL_PREVIEW_LIMIT calls a minute from one
 *   address; the texts as typed so far (lengths and typed text only: the
 *   preview follows the typing);
 * - GET /api/logo/{id}/social/preview?look= → the same with the texts the page
 *   starts with (defaultSocialTexts of the logo's names): what the page's HTML
 *   preloads, so the first previews come with the page;
 * - POST /api/logo/{id}/social/{slot} {look, texts} → one image, PNG or JPG;
 * - POST /api/logo/{id}/social/kit {look, texts} → every image of the site and a README, one ZIP.
 * Files need the texts to pass every check (compose.ts), a signed-in viewer
 * and the professional package.
 */

/** The texts while they are typed. */
export const ZSocialDraft = z.object({
  tagline: z.string().max(SOCIAL_TEXT_MAX.tagline + 20).refine(isTypedText, 'not text').default(''),
  headline: z.string().max(SOCIAL_TEXT_MAX.headline + 20).refine(isTypedText, 'not text').default(''),
  cta: z.string().max(SOCIAL_TEXT_MAX.cta + 20).refine(isTypedText, 'not text').default(''),
});

export type TSocialDraft = z.infer<typeof ZSocialDraft>;

export const ZSocialSlotId = z.string().regex(/^[a-z0-9-]{1,40}$/);

export const ZSocialPreviewBody = z.object({
  look: ZSocialLook,
  texts: ZSocialDraft,
  /** Only these images (a changed text redraws the images that show it); all of the site's when absent. */
  slots: z.array(ZSocialSlotId).min(1).max(40).optional(),
});

export const ZSocialPreviewQuery = z.object({ look: ZSocialLook });

/** The look the page starts with: its first previews are the GET's, preloaded by the page's HTML. */
export const SOCIAL_FIRST_LOOK: TSocialLook = 'field';

export const ZSocialFileBody = z.object({ look: ZSocialLook, texts: ZSocialTexts });

export const ZSocialPreview = z.object({
  /** The texts drawn (trimmed). */
  texts: z.object({ tagline: z.string(), headline: z.string(), cta: z.string() }),
  images: z.array(z.object({ id: z.string(), svg: z.string() })),
});
export type TSocialPreview = z.infer<typeof ZSocialPreview>;
