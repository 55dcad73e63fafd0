import type { Scene } from '../scene';
import { APPAREL } from './apparel';
import { DIGITAL } from './digital';
import { FOOD } from './food';
import { MERCHANDISE } from './merchandise';
import { PACKAGING } from './packaging';
import { SIGNAGE } from './signage';
import { STATIONERY } from './stationery';

/**
 * The scene library: every scene, drawn in code in this folder (one file a
 * group, or a folder of one file a scene for the larger groups; how they are
 * made: docs/MOCKUPS.md). Ordered newest first, the order of the mockups
 * page's 'Latest'.
 */
export const SCENES: readonly Scene[] = [...STATIONERY, ...SIGNAGE, ...APPAREL, ...PACKAGING, ...DIGITAL, ...MERCHANDISE, ...FOOD].sort(
  (a, b) => b.number - a.number,
);

const BY_ID = new Map(SCENES.map((s) => [s.id, s]));

export function sceneById(id: string): Scene | undefined {
  return BY_ID.get(id);
}
