// Mockups and business cards (npm run bench, part "brand").
import { composeCardSvg } from '../core/cards/compose';
import { CARD_DESIGNS } from '../core/cards/designs';
import { PT_PER_MM } from '../core/cards/format';
import { SAMPLE_CARD_INFO } from '../core/cards/info';
import { ZDesign } from '../core/design';
import { SCENES } from '../core/mockups/library';
import { launchChromium } from '../e2e/setup/chromium';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { cardSideInput } from '../server/render/cards';
import { DOCUMENT_CREATOR, renderFormat } from '../server/render/formats';
import { cardToPdf } from '../server/render/formats/card-pdf';
import { outlinedDesign } from '../server/render/outlined';
import { median } from './bench-formats';
import { EFFECTS } from '../core/vi/effects';
import { guidelinesPdf } from '../server/modules/guidelines/guidelines-pdf';
import { fontLicencePdf } from '../server/modules/vi/licence-pdf';
import { signIn } from './bench-http';

export interface BrandFigures {
  /** Median ms of each scene's 2400×1800 JPG (in this process, as one render worker does it). */
  mockupMs: { id: string; ms: number }[];
  /** Median ms of a business card's print PDF (compose both sides, CMYK, PDF) over every design. */
  cardPdfMs: number;
  cardPdfWorstMs: number;
}

/** Every scene's JPG download, `rounds` times each, after one warm-up render (fonts, sharp). */
export async function benchBrandRenders(rounds: number): Promise<BrandFigures> {
  const design = ZDesign.parse(DEMO_DESIGNS[1001]);
  const outlined = outlinedDesign(design);
  await renderFormat(outlined, { variant: 'main', format: 'jpg-high', width: 2400, height: 1800, scene: SCENES[0]!.id });
  const mockupMs: BrandFigures['mockupMs'] = [];
  for (const scene of SCENES) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      await renderFormat(outlined, { variant: 'main', format: 'jpg-high', width: 2400, height: 1800, scene: scene.id });
      times.push(performance.now() - t);
    }
    mockupMs.push({ id: scene.id, ms: median(times) });
  }
  const input = cardSideInput(design, SAMPLE_CARD_INFO.en, 'en');
  const pdf = async (i: number) => {
    const card = CARD_DESIGNS[i % CARD_DESIGNS.length]!;
    const sides = (['front', 'back'] as const).map((side) => composeCardSvg(card, side, input, { bleed: true, unitsPerMm: PT_PER_MM }));
    return cardToPdf(sides, { format: input.format, title: 'bench', creator: DOCUMENT_CREATOR });
  };
  await pdf(0);
  const perDesign: number[] = [];
  for (let d = 0; d < CARD_DESIGNS.length; d++) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      await pdf(d);
      times.push(performance.now() - t);
    }
    perDesign.push(median(times));
  }
  return { mockupMs, cardPdfMs: median(perDesign), cardPdfWorstMs: Math.max(...perDesign) };
}

export interface ViFigures {
  /** Median ms of each effect's 2400×1800 JPG (on its backdrop) and PNG (cut out). */
  effectMs: { id: string; jpg: number; png: number }[];
  /** Median ms of one brand guidelines PDF built from nothing (its three mockups in this process). */
  guidelinesMs: number;
  guidelinesBytes: number;
  /** Median ms of the font licence certificate. */
  licenceMs: number;
}

/** The brand-identity page's server work: effects, the guidelines PDF, the licence certificate. */
export async function benchViRenders(rounds: number): Promise<ViFigures> {
  const design = ZDesign.parse(DEMO_DESIGNS[1001]);
  const outlined = outlinedDesign(design);
  const effect = (id: (typeof EFFECTS)[number], format: 'jpg-high' | 'png-high') => renderFormat(outlined, { variant: 'main', format, width: 2400, height: 1800, effect: id });
  await effect('golden', 'jpg-high');
  const effectMs: ViFigures['effectMs'] = [];
  for (const id of EFFECTS) {
    const times = { jpg: [] as number[], png: [] as number[] };
    for (let i = 0; i < rounds; i++) {
      for (const f of ['jpg', 'png'] as const) {
        const t = performance.now();
        await effect(id, `${f}-high`);
        times[f].push(performance.now() - t);
      }
    }
    effectMs.push({ id, jpg: median(times.jpg), png: median(times.png) });
  }
  const book = () => guidelinesPdf({ design, logoName: 'Northwind Coffee', site: 'en', date: new Date(0) });
  let bytes = (await book()).length;
  const bookTimes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    bytes = (await book()).length;
    bookTimes.push(performance.now() - t);
  }
  const licence = () =>
    fontLicencePdf({ faId: 1001, logoName: 'Northwind Coffee', design, fonts: [], licensee: '北风咖啡有限公司', contact: '13800000001', date: new Date(0) });
  await licence();
  const licenceTimes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await licence();
    licenceTimes.push(performance.now() - t);
  }
  return { effectMs, guidelinesMs: median(bookTimes), guidelinesBytes: bytes, licenceMs: median(licenceTimes) };
}

/**
 * A page of previews in Chromium, as a buyer opens it (owner, logo 1001,
 * 1280 px): from the navigation to the first `count` previews (`selector`)
 * drawn, in a fresh profile (cold) and again in the same one (warm), median
 * of `rounds` (a first round, which warms the server, not counted).
 */
export async function benchFirstPreviews(port: number, rounds: number, at: { path: string; selector: string; count: number }): Promise<{ coldMs: number; warmMs: number }> {
  const browser = await launchChromium();
  const cookie = (await signIn(port)).split('=');
  const url = `http://localhost:${port}${at.path}`;
  const visit = async (ctx: Awaited<ReturnType<typeof browser.newContext>>) => {
    const page = await ctx.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      ({ selector, count }) => {
        const imgs = [...document.querySelectorAll<HTMLImageElement>(selector)].slice(0, count);
        return imgs.length === count && imgs.every((i) => i.complete && i.naturalWidth > 0);
      },
      { selector: at.selector, count: at.count },
      { timeout: 60_000, polling: 20 },
    );
    const ms = await page.evaluate(() => performance.now());
    await page.close();
    return ms;
  };
  try {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i <= rounds; i++) {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 2000 } });
      await ctx.addCookies([{ name: cookie[0]!, value: cookie[1]!, domain: 'localhost', path: '/' }]);
      const c = await visit(ctx);
      const w = await visit(ctx);
      if (i > 0) {
        cold.push(c);
        warm.push(w);
      }
      await ctx.close();
    }
    return { coldMs: median(cold), warmMs: median(warm) };
  } finally {
    await browser.close();
  }
}

/**
 * The mockups page for the signed-in owner of logo 1001: navigation start →
 * the first 12 previews composed and drawn, in a fresh profile (scene art not
 * cached) and again in it (cached). The window is tall enough to hold 12 cards
 * (1280 × 2000), since previews are composed only near the view.
 */
export function benchMockupPage(port: number, rounds: number): Promise<{ coldMs: number; warmMs: number }> {
  return benchFirstPreviews(port, rounds, { path: '/download/mockup?logo=1001', selector: '[data-testid="mockup-preview"]', count: 12 });
}
