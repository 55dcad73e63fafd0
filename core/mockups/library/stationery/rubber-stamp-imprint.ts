import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { hash, lens, rect } from '../props';

/** A wooden rubber stamp lying on its side, seen from above: knob, neck, block, the rubber die at its foot. */
function rubberStamp(art: Art, x: number, cy: number, angle: number): void {
  art.draw(`<g transform="rotate(${angle} ${x + 300} ${cy})">`);
  const outline = `M${x + 20} ${cy}C${x + 20} ${cy - 120} ${x + 200} ${cy - 120} ${x + 210} ${cy - 50}C${x + 260} ${cy - 52} ${x + 300} ${cy - 60} ${x + 330} ${cy - 150}H${x + 600}V${cy + 150}H${x + 330}C${x + 300} ${cy + 60} ${x + 260} ${cy + 52} ${x + 210} ${cy + 50}C${x + 200} ${cy + 120} ${x + 20} ${cy + 120} ${x + 20} ${cy}Z`;
  art.shapeShadow(outline, { spread: 30, opacity: 0.4, dx: 22, dy: 30, steps: 8 });
  art.path(outline, '#B8875A');
  // Round parts shaded as cylinders across their width, the block with grain lines.
  art.path(outline, art.linear(0, cy - 150, 0, cy + 150, [[0, '#FFFFFF', 0.25], [0.3, '#FFFFFF', 0.05], [0.7, '#000000', 0.12], [1, '#000000', 0.4]]));
  const grain: string[] = [];
  for (let i = 0; i < 14; i++) {
    const gy = cy - 140 + i * 20 + hash(i, 8) * 8;
    grain.push(`M${x + 340} ${gy.toFixed(0)}C${x + 420} ${(gy + 6).toFixed(0)} ${x + 500} ${(gy - 6).toFixed(0)} ${x + 590} ${gy.toFixed(0)}V${(gy + 2).toFixed(0)}C${x + 500} ${(gy - 4).toFixed(0)} ${x + 420} ${(gy + 8).toFixed(0)} ${x + 340} ${(gy + 2).toFixed(0)}Z`);
  }
  art.path(grain.join(''), '#6E4A2A', 'fill-opacity="0.3"');
  art.path(rect(x + 330, cy - 150, 6, 300), '#000000', 'fill-opacity="0.15"');
  // The rubber die and its mount: a dark foam strip, then the inked rubber.
  art.path(rect(x + 600, cy - 146, 18, 292), '#2E2E2E');
  art.path(rect(x + 618, cy - 140, 14, 280), '{brandDark}');
  art.path(ellipse(x + 110, cy - 40, 40, 20), '#FFFFFF', 'fill-opacity="0.25"');
  art.draw('</g>');
}

/** A stamp pad seen from above: a metal tray with the pad soaked in the brand colour, its hinged lid open flat beside it. */
function inkPad(art: Art, x: number, y: number, w: number, h: number): void {
  art.softShadow(x, y - h - 8, w, h * 2 + 8, 22, { spread: 30, opacity: 0.32, dx: 18, dy: 26, steps: 8 });
  const metal = (top: number) => art.linear(x, top, x + w, top + h, [[0, '#F2F3F4'], [0.45, '#AEB4BA'], [0.55, '#D9DDE1'], [1, '#7A8188']]);
  // The lid, its inside up, joined to the tray by the hinge.
  art.path(roundRect(x, y - h - 8, w, h, 22), metal(y - h - 8));
  art.path(roundRect(x + 16, y - h + 8, w - 32, h - 32, 14), '#000000', 'fill-opacity="0.08"');
  art.path(rect(x + 30, y - 12, w - 60, 16), '#6E757C');
  art.path(roundRect(x, y, w, h, 22), metal(y));
  art.path(roundRect(x + 22, y + 22, w - 44, h - 44, 12), '#3E4247');
  art.path(roundRect(x + 28, y + 28, w - 56, h - 56, 10), '{brandDark}');
  art.path(roundRect(x + 28, y + 28, w - 56, h - 56, 10), art.linear(x, y, x + w, y + h, [[0, '#FFFFFF', 0.16], [0.5, '#FFFFFF', 0.03], [1, '#000000', 0.3]]));
}

/** Worn spots over an imprint: tiny flecks of the paper's colour where the ink did not take. */
function inkWear(art: Art, x: number, y: number, w: number, h: number, colour: string, seed: number): void {
  const flecks: string[] = [];
  for (let i = 0; i < 360; i++) {
    const r = 1.5 + hash(i, seed + 3) * 4;
    flecks.push(`<circle cx="${(x + hash(i, seed) * w).toFixed(0)}" cy="${(y + hash(i, seed + 1) * h).toFixed(0)}" r="${r.toFixed(1)}"/>`);
  }
  art.draw(`<g fill="${colour}" fill-opacity="0.55">${flecks.join('')}</g>`);
}

/** A rubber stamp beside its imprints in the brand colour, on kraft paper and on a white gift tag, with the stamp pad. */
export function rubberStampImprint(): Scene {
  const art = new Art();
  const kraft = '#C49C6C';
  // Kraft paper with fibres.
  art.fillAll(kraft);
  const fibres: [string[], string[]] = [[], []];
  for (let i = 0; i < 420; i++) {
    const fx = hash(i, 21) * 2400;
    const fy = hash(i, 23) * 1800;
    const a = hash(i, 25) * Math.PI;
    const l = 10 + hash(i, 27) * 26;
    fibres[i % 2]!.push(`M${fx.toFixed(0)} ${fy.toFixed(0)}l${(Math.cos(a) * l).toFixed(0)} ${(Math.sin(a) * l).toFixed(0)}`);
  }
  art.path(fibres[0].join(''), 'none', 'stroke="#7A5530" stroke-opacity="0.22" stroke-width="2"');
  art.path(fibres[1].join(''), 'none', 'stroke="#F1DDBE" stroke-opacity="0.35" stroke-width="2"');
  art.logo();
  inkWear(art, 300, 330, 1000, 620, kraft, 40);

  // A white gift tag at the bottom left, its string running off the picture.
  const tag = 'rotate(-10 640 1440)';
  art.draw(`<g transform="${tag}">`);
  const tagShape = `M330 1260H1000V1620H330L230 1530V1350Z${ellipse(310, 1440, 22, 22)}`;
  art.shapeShadow(tagShape, { spread: 24, opacity: 0.3, dx: 16, dy: 22, steps: 8 });
  art.path(tagShape, '#F7F4EE', 'fill-rule="evenodd"');
  art.path(`${ellipse(310, 1440, 30, 30)}${ellipse(310, 1440, 22, 22)}`, '#D8CDB8', 'fill-rule="evenodd"');
  art.draw('</g>');
  art.logo();
  art.path('M300 1460C200 1520 120 1620 60 1700C20 1760 0 1790 -20 1820', 'none', 'stroke="#000000" stroke-opacity="0.18" stroke-width="7" transform="translate(8 10)"');
  art.path('M300 1460C200 1520 120 1620 60 1700C20 1760 0 1790 -20 1820', 'none', 'stroke="#D9C7A4" stroke-width="6"');
  art.path('M300 1460C200 1520 120 1620 60 1700C20 1760 0 1790 -20 1820', 'none', 'stroke="#8E7654" stroke-width="6" stroke-dasharray="3 7"');
  art.draw(`<g transform="${tag}">`);
  inkWear(art, 440, 1290, 520, 300, '#F7F4EE', 80);
  art.draw('</g>');

  inkPad(art, 1700, 480, 540, 340);
  rubberStamp(art, 1300, 1280, -28);
  art.grain(0.5, undefined, 2);
  lens(art, 0.36, 0.16);

  return {
    id: 'rubber-stamp-imprint',
    number: 105,
    label: { zh: '橡皮印章与印迹', en: 'Rubber stamp and imprint' },
    tags: ['stationery', 'packaging'],
    keywords: { zh: ['印章', '橡皮章', '盖章', '牛皮纸', '吊牌'], en: ['rubber stamp', 'stamp', 'imprint', 'kraft paper', 'gift tag'] },
    art: art.done(),
    placements: [
      { left: 300, top: 330, width: 1000, height: 620, transform: 'rotate(-4 800 640)', colour: '{brand}', finish: 'print' },
      { left: 440, top: 1300, width: 520, height: 280, transform: tag, colour: '{brand}', finish: 'flat' },
    ],
  };
}
