import type { Warp } from './warp';

/**
 * A mockup scene (spec 02 §3 "Mockup slide: id, bg, logo placements with
 * top, left, width, transform, opacity, colour; optional clipPath"): art
 * in layers and the places where the logo goes between them. Scenes are plain data, so the server
 * sends them to the browser as they are and both compose the same SVG
 * (compose.ts).
 */

/** Every scene's art is drawn in this space (4:3); a download is 2400 px wide. */
export const SCENE_WIDTH = 2400;
export const SCENE_HEIGHT = 1800;

export const SCENE_TAGS = ['stationery', 'signage', 'apparel', 'packaging', 'digital', 'merchandise', 'food'] as const;
export type SceneTag = (typeof SCENE_TAGS)[number];

/** Which logo a placement shows. */
export type PlacementVariant = 'main' | 'white' | 'black' | 'symbol';

/**
 * How the logo sits on the surface: the light and shadow layers drawn with
 * it (compose.ts `finishLayers`).
 * - print: ink on the surface (multiplied onto paper and fabric, so the grain shows through);
 * - flat: drawn as it is (a screen, a painted sign);
 * - emboss / deboss: pressed out of or into the surface, in the surface's colour, lit from the top left;
 * - foil-gold / foil-silver: hot-foil stamping, a metallic gradient;
 * - engrave: cut into wood or metal, darker, with a lit lower edge;
 * - glow: a lit sign, the logo glowing onto the wall (widening faint strokes, no blur filter);
 * - raised: cut-out letters standing off a wall, with depth and a cast shadow;
 * - stitch: embroidered, thread stitches and a slight relief (no blend).
 */
export const FINISHES = ['print', 'flat', 'emboss', 'deboss', 'foil-gold', 'foil-silver', 'engrave', 'glow', 'raised', 'stitch'] as const;
export type Finish = (typeof FINISHES)[number];

export const BLENDS = ['normal', 'multiply', 'screen', 'overlay', 'soft-light'] as const;
export type Blend = (typeof BLENDS)[number];

export interface ScenePlacement {
  /** The box the logo is fitted into (centred, aspect kept), scene units. */
  top: number;
  left: number;
  width: number;
  height: number;
  /** An SVG transform in scene units applied to the placed logo (rotation, skew); not combined with `warp`. */
  transform?: string;
  /** Perspective or a cylinder: the box is mapped point by point (warp.ts). */
  warp?: Warp;
  /** 0–1. */
  opacity?: number;
  /** One colour for the whole logo: '#RRGGBB' or a scene colour token ('{brand}', …). */
  colour?: string;
  variant?: PlacementVariant;
  /** Path data in scene units; the logo shows only inside it. */
  clipPath?: string;
  blend?: Blend;
  finish?: Finish;
  /**
   * The colour of the surface ('#RRGGBB' or a token): emboss/deboss/engrave
   * draw their light and shadow from it, and a main or symbol logo that would
   * not show on it (white lettering on white paper) is painted in one colour
   * that does (compose.ts `placementColour`).
   */
  surface?: string;
}

export interface SceneArt {
  /** Gradients, filters, patterns, clip paths the art refers to. */
  defs?: string;
  /**
   * The art in layers, one more than the scene has placements: layer 0,
   * then placement 0, layer 1, placement 1, …, and the last layer over
   * everything (light, gloss, folds). So a card lying over another card
   * covers the first card's logo.
   */
  layers: readonly string[];
}

export interface Scene {
  /** Stable, URL-safe ('shop-sign-awning'); part of the download's address. */
  id: string;
  /** 1-based, never reused: the index in the download's file name; the newest scenes have the highest numbers ('Latest'). */
  number: number;
  label: { zh: string; en: string };
  tags: readonly SceneTag[];
  /** Search words besides the label and tag names. */
  keywords: { zh: readonly string[]; en: readonly string[] };
  /** Order among the VI page's 7 preset scenes (spec 02 §9), when it is one. */
  preset?: number;
  art: SceneArt;
  placements: readonly ScenePlacement[];
}

/**
 * Where a 4:3 scene is cropped into a vertical 3:4 card (the brand identity
 * page's row of presets, spec 02 §2 "vertical card"): round its first
 * placement, so the logo stays in the picture. The picture's CSS
 * object-position x, in % (50 without a placement).
 */
export function portraitFocus(scene: Pick<Scene, 'placements'>): number {
  const p = scene.placements[0];
  if (!p) return 50;
  const centre = (p.left + p.width / 2) / SCENE_WIDTH;
  // The card shows (3/4) / (4/3) of the scene's width; object-position x puts the scene's point
  // `centre` in the card's middle when x = (centre − shown / 2) / (1 − shown).
  const shown = 3 / 4 / (4 / 3);
  const x = Math.min(1, Math.max(0, (centre - shown / 2) / (1 - shown)));
  return Math.round(x * 1000) / 10;
}
