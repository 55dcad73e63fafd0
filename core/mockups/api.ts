import { z } from 'zod';
import { ZIdText } from '../ids';
import { FINISHES, BLENDS, SCENE_TAGS } from './scene';
import { LATEST_TAG } from './catalogue';

/**
 * The mockups page's calls (spec 02 §7 leaves their paths to us):
 * - GET /api/mockups/tags → the chips;
 * - GET /api/mockups?tag=&keyword=&page=&logo= → one page of scenes (page 2
 *   on, load-more, needs the professional package of `logo`);
 * - GET /api/mockups/scenes/{id}?v={version} → one scene's art and
 *   placements, for the browser to compose a preview with a designer's own
 *   picture (immutable per version);
 * - GET /api/logo/{id}/mockups/{scene}/preview.jpg?v={version} → the scene with
 *   the logo as the server renders it, 800×600 (`mockupPreviewUrl`): the
 *   pictures of both pages, drawn once and kept, not composed on a phone;
 * - GET /api/logo/{id}/mockups/{scene} → the 2400×1800 JPG download.
 */

/** The size of a scene's preview picture: a phone's card at 2 device pixels, a wide window's at 1.5. */
export const MOCKUP_PREVIEW = { width: 800, height: 600 } as const;

/** The address of a scene's preview with the logo; `version` is the scene's (new art, a new address). */
export function mockupPreviewUrl(logoId: number, scene: string, version: string): string {
  return `/api/logo/${logoId}/mockups/${scene}/preview.jpg?v=${encodeURIComponent(version)}`;
}

export const ZMockupTagId = z.enum([LATEST_TAG, ...SCENE_TAGS]);

export const ZMockupTags = z.object({
  tags: z.array(z.object({ id: ZMockupTagId, label: z.string() })),
});
export type TMockupTags = z.infer<typeof ZMockupTags>;

export const MOCKUP_KEYWORD_MAX = 50;

export const ZMockupListQuery = z.object({
  tag: ZMockupTagId.optional(),
  keyword: z.string().max(MOCKUP_KEYWORD_MAX).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** The logo whose package decides whether pages after the first may be listed. */
  logo: ZIdText.optional(),
});

export const ZSceneId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(64);

export const ZMockupSummary = z.object({
  id: ZSceneId,
  number: z.number().int().positive(),
  /** In the site's language. */
  label: z.string(),
  tags: z.array(z.enum(SCENE_TAGS)),
  preset: z.number().int().positive().optional(),
  /** Changes whenever the scene's art does: part of its address. */
  version: z.string(),
  /** A preset's crop into a vertical card (core/mockups/scene.ts `portraitFocus`): the picture's object-position x, in %. */
  focus: z.number().min(0).max(100).optional(),
});
export type TMockupSummary = z.infer<typeof ZMockupSummary>;

export const ZMockupList = z.object({
  list: z.array(ZMockupSummary),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  more: z.boolean(),
});
export type TMockupList = z.infer<typeof ZMockupList>;

/** GET /api/mockups/presets: the brand-identity page's 7 preset scenes, in their order (spec 02 §9). */
export const ZMockupPresets = z.object({ list: z.array(ZMockupSummary) });

const ZPoint = z.tuple([z.number(), z.number()]);
const ZWarp = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quad'), corners: z.tuple([ZPoint, ZPoint, ZPoint, ZPoint]) }),
  z.object({ kind: z.literal('cylinder'), arc: z.number(), bow: z.number() }),
]);

const ZPlacement = z.object({
  top: z.number(),
  left: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
  transform: z.string().optional(),
  warp: ZWarp.optional(),
  opacity: z.number().min(0).max(1).optional(),
  colour: z.string().optional(),
  variant: z.enum(['main', 'white', 'black', 'symbol']).optional(),
  clipPath: z.string().optional(),
  blend: z.enum(BLENDS).optional(),
  finish: z.enum(FINISHES).optional(),
  surface: z.string().optional(),
});

const ZLabel = z.object({ zh: z.string(), en: z.string() });

/** A whole scene as core/mockups/scene.ts defines it. */
export const ZScene = z.object({
  id: ZSceneId,
  number: z.number().int().positive(),
  label: ZLabel,
  tags: z.array(z.enum(SCENE_TAGS)),
  keywords: z.object({ zh: z.array(z.string()), en: z.array(z.string()) }),
  preset: z.number().int().positive().optional(),
  art: z.object({ defs: z.string().optional(), layers: z.array(z.string()).min(1) }),
  placements: z.array(ZPlacement),
});

export const ZMockupScene = z.object({ scene: ZScene });
