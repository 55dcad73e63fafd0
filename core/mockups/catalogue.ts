import type { Locale } from '../constants';
import { SITE_TEXT } from '../constants';
import { SCENE_TAGS, type Scene, type SceneTag } from './scene';

/**
 * The mockups page's catalogue rules (spec 02 §2, §4, §9): the tag chips
 * ('Latest' first), the search, the download's file name. Used by the
 * server's list routes; the browser only shows what they answer.
 */

/** The first chip: every scene, newest first. */
export const LATEST_TAG = 'latest';
export type MockupTag = SceneTag | typeof LATEST_TAG;

export const TAG_LABELS: Record<MockupTag, Record<Locale, string>> = {
  latest: { zh: '最新', en: 'Latest' },
  stationery: { zh: '办公文具', en: 'Stationery' },
  signage: { zh: '招牌标识', en: 'Signage' },
  apparel: { zh: '服装', en: 'Apparel' },
  packaging: { zh: '包装', en: 'Packaging' },
  digital: { zh: '数码屏幕', en: 'Screens' },
  merchandise: { zh: '周边礼品', en: 'Merchandise' },
  food: { zh: '餐饮', en: 'Food & drink' },
};

/** The chips: 'Latest', then every tag at least one scene has, in SCENE_TAGS order. */
export function mockupTags(scenes: readonly Scene[]): MockupTag[] {
  const used = new Set(scenes.flatMap((s) => s.tags));
  return [LATEST_TAG, ...SCENE_TAGS.filter((t) => used.has(t))];
}

/** Lower case, full-width forms folded, spaces collapsed: how labels and keywords are compared. */
function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The scenes a chip or a search shows, newest first. A keyword (spec 02 §4:
 * searching clears the tag) matches, in either language, a scene's label,
 * its keywords or its tags' names; several words must all match. Without a
 * keyword the tag decides ('latest' = all).
 */
export function findScenes(scenes: readonly Scene[], ask: { tag?: MockupTag; keyword?: string }): Scene[] {
  const words = fold(ask.keyword ?? '')
    .split(' ')
    .filter((w) => w !== '');
  const newestFirst = [...scenes].sort((a, b) => b.number - a.number);
  if (words.length > 0) {
    return newestFirst.filter((s) => {
      const haystack = fold(
        [s.label.zh, s.label.en, ...s.keywords.zh, ...s.keywords.en, ...s.tags.flatMap((t) => [TAG_LABELS[t].zh, TAG_LABELS[t].en, t])].join(' | '),
      );
      return words.every((w) => haystack.includes(w));
    });
  }
  const tag = ask.tag ?? LATEST_TAG;
  return tag === LATEST_TAG ? newestFirst : newestFirst.filter((s) => s.tags.includes(tag));
}

/** Characters a file name may not hold on common systems (logo names are typed text: no control characters reach here). */
const UNSAFE = /[\\/:*?"<>|]+/g;

/** Spec 02 §9: site text + logo name + mockup label + index, .jpg (the index is the scene's number). */
export function mockupFileName(site: Locale, logoName: string, scene: Scene): string {
  const parts = [SITE_TEXT[site], logoName, scene.label[site], String(scene.number)].map((p) => p.replace(UNSAFE, ' ').trim()).filter((p) => p !== '');
  return `${parts.join('-')}.jpg`;
}
