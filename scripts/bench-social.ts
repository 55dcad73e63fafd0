import { ZDesign } from '../core/design';
import { defaultSocialTexts, SOCIAL_LOOKS } from '../core/social/compose';
import { SOCIAL_SLOTS, type SocialSlot } from '../core/social/platforms';
import type { Locale } from '../core/constants';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { renderSocialFile, socialInput } from '../server/render/social';
import { median } from './bench-formats';

export interface SocialFigure {
  site: Locale;
  slot: SocialSlot;
  /** Median over the looks and rounds: composing, rasterising and encoding one file. */
  ms: number;
  slowestMs: number;
  bytes: number;
}

/**
 * The social media kit (core/social, server/render/social.ts): every image of
 * a site's kit rendered to its file in every look, `rounds` times; then the
 * whole kit as the route makes it (two at a time), cold (a logo whose text
 * was never outlined).
 */
export async function benchSocial(logoId: number, site: Locale, rounds: number): Promise<{ images: SocialFigure[]; kitMs: number[] }> {
  const design = ZDesign.parse(DEMO_DESIGNS[logoId]);
  const input = socialInput(design, site, defaultSocialTexts(site, design.slogan?.text ?? null, design.name.text));
  const images: SocialFigure[] = [];
  for (const slot of SOCIAL_SLOTS[site]) {
    const times: number[] = [];
    let bytes = 0;
    for (let r = 0; r < rounds; r++) {
      for (const look of SOCIAL_LOOKS) {
        const start = performance.now();
        bytes = Math.max(bytes, (await renderSocialFile(slot, look, input)).length);
        times.push(performance.now() - start);
      }
    }
    images.push({ site, slot, ms: median(times), slowestMs: Math.max(...times), bytes });
  }
  const kitMs: number[] = [];
  for (const look of SOCIAL_LOOKS) {
    // A new headline each time: the texts are set afresh, as a buyer's edit makes them.
    const fresh = socialInput(design, site, { ...input.texts, headline: `${input.texts.headline} ${look}` });
    const start = performance.now();
    const queue = [...SOCIAL_SLOTS[site]];
    const work = async () => {
      for (let slot = queue.shift(); slot; slot = queue.shift()) await renderSocialFile(slot, look, fresh);
    };
    await Promise.all([work(), work()]);
    kitMs.push(performance.now() - start);
  }
  return { images, kitMs };
}
