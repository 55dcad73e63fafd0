import { LATEST_TAG, findScenes } from '../../../core/mockups/catalogue';
import { SCENES } from '../../../core/mockups/library';
import { sceneVersion } from '../../render/scene-version';

/** Scenes a wide window shows before any scrolling (two rows of three). */
const FIRST_SCENES = 6;

/**
 * The addresses the mockups page asks first, exactly as its code asks them
 * (web/api/mockups.ts): the chips, the first page of 'Latest', the first
 * scenes' art by version. The page's HTML preloads them (server/http/pages.ts).
 */
export function mockupPagePreloads(logoId: number): string[] {
  const first = findScenes(SCENES, { tag: LATEST_TAG }).slice(0, FIRST_SCENES);
  return [
    '/api/mockups/tags',
    `/api/mockups?page=1&logo=${logoId}&tag=${LATEST_TAG}`,
    ...first.map((s) => `/api/mockups/scenes/${s.id}?v=${sceneVersion(s.id)}`),
  ];
}
