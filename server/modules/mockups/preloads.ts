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

/** Preset scenes a phone shows first on the brand identity page (its mockup row's first cards). */
const FIRST_PRESETS = 2;

/**
 * The brand identity page's first mockup calls, exactly as its code asks them
 * (web/api/vi.ts, web/api/mockups.ts): the preset list and the first presets'
 * art by version — the picture that is the page's largest on a phone.
 */
export function viPagePreloads(): string[] {
  const first = SCENES.filter((s) => s.preset !== undefined)
    .sort((a, b) => a.preset! - b.preset!)
    .slice(0, FIRST_PRESETS);
  return ['/api/mockups/presets', ...first.map((s) => `/api/mockups/scenes/${s.id}?v=${sceneVersion(s.id)}`)];
}
