import { mockupPreviewUrl } from '../../../core/mockups/api';
import { LATEST_TAG, findScenes } from '../../../core/mockups/catalogue';
import { SCENES } from '../../../core/mockups/library';
import type { PagePreloads } from '../../http/pages';
import { sceneVersion } from '../../render/scene-version';

/** Scenes a phone shows before any scrolling on the mockups page and on the brand identity page. */
const FIRST_PICTURES = 2;

/**
 * The mockups page's first calls (web/api/mockups.ts: the chips, the first
 * page of 'Latest') and the previews of its first scenes (MockupCard).
 */
export function mockupPagePreloads(logoId: number): PagePreloads {
  const first = findScenes(SCENES, { tag: LATEST_TAG }).slice(0, FIRST_PICTURES);
  return {
    calls: ['/api/mockups/tags', `/api/mockups?page=1&logo=${logoId}&tag=${LATEST_TAG}`],
    images: first.map((s) => mockupPreviewUrl(logoId, s.id, sceneVersion(s.id))),
  };
}

/**
 * The brand identity page's first mockups (web/api/vi.ts, MockupStage): the
 * preset list and the first presets' previews — the page's largest picture on a phone.
 */
export function viPagePreloads(logoId: number): PagePreloads {
  const first = SCENES.filter((s) => s.preset !== undefined)
    .sort((a, b) => a.preset! - b.preset!)
    .slice(0, FIRST_PICTURES);
  return { calls: ['/api/mockups/presets'], images: first.map((s) => mockupPreviewUrl(logoId, s.id, sceneVersion(s.id))) };
}
