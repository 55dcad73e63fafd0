// Office files (npm run bench, part "office"): every Word and PPT template built, nothing stored, for a demo logo.
import { ZDesign } from '../core/design';
import { PPT_TEMPLATES } from '../core/office/ppt-templates';
import { WORD_TEMPLATES } from '../core/office/word-templates';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { findTemplate, officeFile, type OfficeLogo } from '../server/modules/templates/service';
import type { Storage } from '../server/storage';
import { median } from './bench-formats';

export interface OfficeFigure {
  kind: 'word' | 'ppt';
  slug: string;
  /** Median ms of one build (document, theme; the logo's pictures kept after the first file), nothing stored. */
  buildMs: number;
  bytes: number;
}

/** A storage that keeps nothing: every call builds. */
const nothingKept: Storage = {
  get: async () => null,
  put: async () => undefined,
} as unknown as Storage;

export async function benchOffice(logoId: number, rounds: number): Promise<OfficeFigure[]> {
  const design = ZDesign.parse(DEMO_DESIGNS[logoId]);
  const logo: OfficeLogo = { design, logo_name: design.name.text, slogan_name: design.slogan?.text ?? null };
  const out: OfficeFigure[] = [];
  const all = [...WORD_TEMPLATES.map((t) => ['word', t.id, t.slug] as const), ...PPT_TEMPLATES.map((t) => ['ppt', t.id, t.slug] as const)];
  for (const [kind, id, slug] of all) {
    const t = findTemplate(kind, id)!;
    const times: number[] = [];
    let bytes = 0;
    for (let r = 0; r < rounds; r++) {
      // A different day each round: a new key, so nothing is shared between rounds.
      const day = new Date(Date.UTC(2026, 0, 1 + r));
      const start = performance.now();
      bytes = (await officeFile(nothingKept, t, logo, 'en', day)).body.length;
      times.push(performance.now() - start);
    }
    out.push({ kind, slug, buildMs: median(times), bytes });
  }
  return out;
}
