/**
 * How close a Lottie is to the animation page's own frames: for a demo logo
 * and a shape, every effect's Lottie (core/animate/lottie.ts) played by
 * lottie-web's SVG player in Chromium, against the same frame drawn by
 * resvg from core/animate/svg.ts (the operations the page's canvas draws),
 * 400 px wide; prints the mean difference (/255) at every 9th frame. With an
 * effect named, writes both pictures of each frame to /tmp/lt/.
 *
 *   npx tsx scripts/lottie-check.ts [logo=1001] [shape=classic] [effect]
 */
import { Resvg } from '@resvg/resvg-js';
import { chromium } from 'playwright-core';
import { writeFileSync, copyFileSync, mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { ZDesign } from '../core/design';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { outlinedDesign } from '../server/render/outlined';
import { lottieOf } from '../core/animate/lottie';
import { shapeLogo, ZAnimShape } from '../core/animate/formats';
import { animFrame, EFFECT_IDS, frameTime } from '../core/animate/effects';
import { frameSvg } from '../core/animate/svg';
const id = Number(process.argv[2] ?? 1001);
const shape = ZAnimShape.parse(process.argv[3] ?? 'classic');
const only = process.argv[4];
mkdirSync('/tmp/lt', { recursive: true });
copyFileSync('node_modules/lottie-web/build/player/lottie_svg.min.js', '/tmp/lt/lottie_svg.min.js');
const d = outlinedDesign(ZDesign.parse(DEMO_DESIGNS[id]));
const bg = '#FFFFFF';
const logo = shapeLogo(d, shape, bg);
const W = 400, H = Math.round((400 * logo.height) / logo.width);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await b.newPage({ viewport: { width: W, height: H } });
for (const e of EFFECT_IDS.filter((x) => !only || x === only)) {
  const json = lottieOf(logo, e, { name: 'x', background: bg });
  writeFileSync('/tmp/lt/p.html', `<html><body style="margin:0"><div id="a" style="width:${W}px;height:${H}px"></div><script src="lottie_svg.min.js"></script><script>window.anim = lottie.loadAnimation({ container: document.getElementById('a'), renderer: 'svg', loop: false, autoplay: false, animationData: ${JSON.stringify(json)} });</script></body></html>`);
  await page.goto('file:///tmp/lt/p.html');
  const row: string[] = [];
  for (const f of [0, 9, 18, 27, 36, 45, 54, 63, 72, 89]) {
    await page.evaluate((f) => (window as unknown as { anim: { goToAndStop(f: number, frame: boolean): void } }).anim.goToAndStop(f, true), f);
    const shot = await page.screenshot({ clip: { x: 0, y: 0, width: W, height: H } });
    const a = await sharp(shot).removeAlpha().raw().toBuffer();
    const ref = new Resvg(frameSvg(animFrame(logo, e, frameTime(f, 30)), logo.width, logo.height, W / logo.width), { font: { loadSystemFonts: false }, background: bg }).render();
    const r = await sharp(Buffer.from(ref.asPng())).removeAlpha().resize(W, H).raw().toBuffer();
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - r[i]);
    const mean = sum / a.length;
    row.push(`${f}:${mean.toFixed(2)}`);
    if (only) { writeFileSync(`/tmp/lt/${e}-${f}-lottie.png`, shot); writeFileSync(`/tmp/lt/${e}-${f}-ref.png`, ref.asPng()); }
  }
  console.log(e.padEnd(10), row.join(' '));
}
await b.close();
