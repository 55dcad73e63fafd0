import { Art, ellipse, roundRect } from '../art';
import type { Scene } from '../scene';
import { crease, f, windowLight } from './props';

/** Apparel: T-shirts, hoodies, caps, aprons. Numbers 301–399. */

type P = readonly [number, number];

/** A fold: a shadow crease with a lit ridge beside it (towards the light, top left). */
function fold(art: Art, a: P, c1: P, c2: P, b: P, width: number, strength: number, side = -1, shine = 0.9): void {
  crease(art, a, c1, c2, b, width, '#000000', strength, 6);
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const ox = (-dy / len) * width * 1.3 * side;
  const oy = (dx / len) * width * 1.3 * side;
  const m = (p: P): P => [p[0] + ox, p[1] + oy];
  crease(art, m(a), m(c1), m(c2), m(b), width * 0.8, '#FFFFFF', strength * shine, 6);
}

/** A line of stitches (a seam) along path data. */
function seam(d: string, colour: string, opacity: number, width = 3, dash = '10 8'): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-dasharray="${dash}" stroke-linecap="round"/>`;
}

/**
 * A closed outline symmetric about x = cx: `start` and the segments of the
 * left half (each [c1, c2, end], ending on the axis), then the same mirrored
 * back up the right half, then `close` (the segments from the right half's
 * start back to `start`, e.g. a neckline).
 */
function symmetric(start: P, half: readonly (readonly [P, P, P])[], cx: number, close: string): string {
  const m = (p: P) => `${f(2 * cx - p[0])} ${f(p[1])}`;
  let d = `M${f(start[0])} ${f(start[1])}`;
  for (const [c1, c2, e] of half) d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(e[0])} ${f(e[1])}`;
  for (let i = half.length - 1; i >= 0; i--) {
    const [c1, c2] = half[i]!;
    const from = i === 0 ? start : half[i - 1]![2];
    d += `C${m(c2)} ${m(c1)} ${m(from)}`;
  }
  return d + close + 'Z';
}

/** A white T-shirt on a wooden hanger hung from a rail on a plaster wall, the logo printed on the chest under the folds. */
function tshirtOnHanger(): Scene {
  const art = new Art();
  const cx = 1200;
  // Wall: plaster in a tint of the brand colour, darker to the bottom right, with a patch of window light.
  art.fillAll('{brandLight}');
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#8C7B66', 0.12], [0.6, '#5C4E40', 0.24], [1, '#3A3028', 0.4]]));
  windowLight(art, 900, 1650, 0.34);

  // The rail: a round metal rod on two brackets.
  for (const bx of [260, 2140]) {
    art.softShadow(bx - 18, 120, 36, 90, 8, { spread: 26, opacity: 0.18, dx: 14, dy: 18, steps: 6 });
    art.path(roundRect(bx - 18, 120, 36, 90, 8), art.linear(bx - 18, 0, bx + 18, 0, [[0, '#6B6259'], [0.4, '#9C9288'], [1, '#4A433C']]));
  }
  art.softShadow(0, 146, 2400, 22, 11, { spread: 24, opacity: 0.22, dy: 26, steps: 6 });
  art.path('M0 146H2400V168H0Z', art.linear(0, 146, 0, 168, [[0, '#C9BFB3'], [0.35, '#FFFFFF'], [0.6, '#A89D90'], [1, '#5E554C']]));

  const outline = symmetric(
    [1080, 352],
    [
      [[990, 384], [870, 418], [784, 456]],
      [[724, 540], [664, 652], [612, 770]],
      [[662, 792], [712, 812], [760, 832]],
      [[778, 806], [792, 786], [808, 764]],
      [[814, 950], [804, 1250], [790, 1556]],
      [[900, 1574], [1000, 1566], [1090, 1578]],
      [[1130, 1584], [1170, 1578], [1200, 1580]],
    ],
    cx,
    'C1290 446 1110 446 1080 352',
  );

  // Shadow of the shirt on the wall, away from the light.
  art.shapeShadow(outline, { spread: 90, opacity: 0.16, dx: 60, dy: 50, steps: 8 });
  art.shapeShadow(outline, { spread: 24, opacity: 0.14, dx: 16, dy: 14, steps: 5 });

  // The inside of the back seen through the neck (with a small label in the brand colour), the hanger, the hook.
  art.path('M1080 352C1120 318 1280 318 1320 352C1290 446 1110 446 1080 352Z', art.linear(0, 330, 0, 440, [[0, '#B3ADA5'], [1, '#D8D3CC']]));
  art.path(roundRect(1166, 336, 68, 44, 4), '{brand}');
  art.path('M1082 390L1200 342L1318 390L1318 414L1200 366L1082 414Z', art.linear(0, 342, 0, 414, [[0, '#D9AE78'], [0.5, '#B4844F'], [1, '#865C34']]));
  const hook = 'M1200 350V240C1200 200 1200 186 1180 170C1160 152 1150 128 1168 110C1188 92 1222 96 1232 122C1238 140 1230 150 1222 156';
  art.draw(`<path d="${hook}" fill="none" stroke="#4C4640" stroke-width="15" stroke-linecap="round" transform="translate(8 10)" stroke-opacity="0.2"/>`);
  art.draw(`<path d="${hook}" fill="none" stroke="#8F9398" stroke-width="13" stroke-linecap="round"/>`);
  art.draw(`<path d="${hook}" fill="none" stroke="#E9ECEF" stroke-width="4" stroke-linecap="round" transform="translate(-3 -1)"/>`);

  // The shirt: cotton white, lit from the left.
  art.def(`<clipPath id="apTee"><path d="${outline}"/></clipPath>`);
  art.path(outline, art.linear(700, 300, 1700, 1500, [[0, '#FBFAF8'], [0.55, '#F2F0EC'], [1, '#DCD8D1']]));
  art.logo();

  // Folds and light over the print, clipped to the shirt.
  art.draw('<g clip-path="url(#apTee)">');
  // The body's edges turn away from the light.
  art.path(outline, art.linear(790, 0, 1610, 0, [[0, '#000000', 0.12], [0.07, '#000000', 0.03], [0.2, '#000000', 0], [0.82, '#000000', 0], [0.94, '#000000', 0.08], [1, '#000000', 0.18]]));
  // Sleeves: shade under them and a crease at the shoulder seam.
  art.path('M784 456C724 540 664 652 612 770C662 792 712 812 760 832C778 806 792 786 808 764Z', art.linear(700, 460, 760, 840, [[0, '#000000', 0], [1, '#000000', 0.08]]));
  art.path('M1616 456C1676 540 1736 652 1788 770C1738 792 1688 812 1640 832C1622 806 1608 786 1592 764Z', art.linear(1700, 460, 1640, 840, [[0, '#000000', 0.04], [1, '#000000', 0.13]]));
  crease(art, [786, 462], [798, 580], [806, 680], [808, 790], 14, '#000000', 0.16, 6);
  crease(art, [1614, 462], [1602, 580], [1594, 680], [1592, 790], 16, '#000000', 0.2, 6);
  crease(art, [660, 640], [690, 700], [720, 760], [740, 820], 30, '#000000', 0.06, 6);
  // Drag folds from the armpits towards the middle, drape folds falling from the hanger's ends.
  fold(art, [812, 792], [900, 880], [990, 980], [1090, 1130], 46, 0.2, 1);
  fold(art, [1588, 792], [1500, 880], [1420, 990], [1320, 1150], 52, 0.26, 1);
  fold(art, [930, 440], [905, 800], [910, 1200], [930, 1570], 70, 0.12);
  fold(art, [1470, 440], [1480, 800], [1478, 1200], [1460, 1570], 70, 0.16);
  fold(art, [1160, 900], [1170, 1100], [1150, 1350], [1120, 1580], 44, 0.12);
  fold(art, [1300, 470], [1262, 700], [1316, 900], [1290, 1080], 40, 0.12);
  fold(art, [1010, 1300], [1000, 1420], [990, 1500], [980, 1580], 36, 0.14);
  fold(art, [1360, 1320], [1380, 1420], [1392, 1500], [1400, 1580], 36, 0.15);
  fold(art, [1040, 560], [1080, 680], [1060, 800], [1100, 900], 30, 0.07);
  // A soft bulge across the chest catching the light.
  crease(art, [860, 540], [1000, 500], [1300, 500], [1500, 560], 90, '#FFFFFF', 0.3, 6);
  // Hems with their stitching.
  art.draw(seam('M796 1518C900 1536 1000 1528 1090 1540C1170 1546 1300 1534 1400 1540C1480 1546 1560 1530 1604 1520', '#8F8A82', 0.45));
  art.draw(seam('M628 736C668 758 712 778 770 800', '#8F8A82', 0.45));
  art.draw(seam('M1772 736C1732 758 1688 778 1630 800', '#8F8A82', 0.45));
  crease(art, [790, 1556], [1000, 1576], [1400, 1580], [1610, 1556], 14, '#000000', 0.12, 5);
  art.draw('</g>');
  // The rib collar: a band round the neck, shaded on its inner edge.
  art.draw('<path d="M1080 352C1110 446 1290 446 1320 352" fill="none" stroke="#E9E6E1" stroke-width="30"/>');
  art.draw('<path d="M1092 364C1122 440 1278 440 1308 364" fill="none" stroke="#000000" stroke-opacity="0.1" stroke-width="4"/>');
  art.draw('<path d="M1070 372C1104 466 1296 466 1330 372" fill="none" stroke="#000000" stroke-opacity="0.08" stroke-width="3"/>');
  art.draw('<path d="M1080 352C1120 318 1280 318 1320 352" fill="none" stroke="#D3CFC8" stroke-width="18"/>');

  art.grain(0.36, undefined, 2);
  art.vignette(0.25);

  return {
    id: 'tshirt-hanger',
    number: 301,
    label: { zh: '衣架上的T恤', en: 'T-shirt on a hanger' },
    tags: ['apparel'],
    keywords: { zh: ['T恤', '衣服', '服装', '短袖', '文化衫'], en: ['T-shirt', 'shirt', 'tee', 'clothing', 'print'] },
    preset: 4,
    art: art.done(),
    placements: [{ left: 1010, top: 540, width: 380, height: 300, colour: '{brand}', finish: 'print' }],
  };
}

/** Light oak floorboards seen from above, `w` wide each, with their seams and a few grain lines. */
function oakFloor(art: Art, w: number): void {
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#E2CDAE'], [1, '#C9AE88']]));
  const tones = ['#FFFFFF', '#000000', '#FFFFFF', '#8A5A2B', '#000000', '#FFFFFF'];
  for (let i = 0, x = -40; x < 2400; i++, x += w) {
    art.path(`M${x} 0H${x + w}V1800H${x}Z`, tones[i % tones.length]!, `fill-opacity="${i % 2 === 0 ? 0.06 : 0.04}"`);
    // Grain: long wavy lines along the board.
    const lines: string[] = [];
    for (let k = 0; k < 5; k++) {
      const gx = x + 30 + ((k * 53 + i * 37) % (w - 60));
      const a = 10 + ((k * 7 + i * 3) % 14);
      lines.push(`M${gx} 0C${gx + a} 450 ${gx - a} 900 ${gx + a / 2} 1350S${gx - a} 1700 ${gx} 1800`);
    }
    art.draw(`<path d="${lines.join('')}" fill="none" stroke="#7A5530" stroke-opacity="0.08" stroke-width="2.5"/>`);
    art.path(`M${x - 2} 0H${x + 3}V1800H${x - 2}Z`, '#5E4023', 'fill-opacity="0.35"');
    // End joints of the boards at staggered heights.
    const j = 300 + ((i * 613) % 1200);
    art.path(`M${x} ${j}H${x + w}V${j + 4}H${x}Z`, '#5E4023', 'fill-opacity="0.25"');
  }
}

/** A cup of coffee on a saucer seen from above. */
function coffeeFromAbove(art: Art, cx: number, cy: number, r: number): void {
  art.path(ellipse(cx + r * 0.12, cy + r * 0.16, r * 1.55, r * 1.55), '#3A2A1A', 'fill-opacity="0.12"');
  art.path(ellipse(cx, cy, r * 1.5, r * 1.5), art.linear(cx - r, cy - r, cx + r, cy + r, [[0, '#FFFFFF'], [1, '#DCDAD6']]));
  art.path(ellipse(cx, cy, r * 1.18, r * 1.18), '#000000', 'fill-opacity="0.05"');
  art.path(ellipse(cx + r * 0.1, cy + r * 0.12, r * 1.02, r * 1.02), '#000000', 'fill-opacity="0.12"');
  art.path(ellipse(cx, cy, r, r), art.linear(cx - r, cy - r, cx + r, cy + r, [[0, '#FFFFFF'], [1, '#E2E0DC']]));
  art.path(ellipse(cx, cy, r * 0.84, r * 0.84), art.radial(cx - r * 0.1, cy - r * 0.1, r * 0.9, [[0, '#C89A6A'], [0.6, '#8E5F36'], [1, '#4B2E18']]));
  art.path(`M${cx - r * 0.3} ${cy - r * 0.15}C${cx - r * 0.1} ${cy - r * 0.45} ${cx + r * 0.3} ${cy - r * 0.3} ${cx + r * 0.2} ${cy}C${cx + r * 0.1} ${cy + r * 0.3} ${cx - r * 0.35} ${cy + r * 0.2} ${cx - r * 0.3} ${cy - r * 0.15}Z`, '#F1E2CC', 'fill-opacity="0.75"');
  // The handle, towards the bottom right.
  art.path(roundRect(cx + r * 0.9, cy + r * 0.28, r * 0.5, r * 0.26, r * 0.13), '#EDEBE7', `transform="rotate(30 ${cx} ${cy})"`);
}

/** Ribbed knit (cuffs, waistbands): fine lines along the rib over path data already drawn. */
function ribs(x1: number, x2: number, y1: number, y2: number, step: number, skew = 0): string {
  const d: string[] = [];
  for (let x = x1 + step / 2; x < x2; x += step) d.push(`M${f(x)} ${f(y1)}L${f(x + skew)} ${f(y2)}`);
  return `<path d="${d.join('')}" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="3"/>`;
}

/** A hoodie in the brand colour laid flat on oak boards, the logo printed in white across the chest. */
function hoodieFlatLay(): Scene {
  const art = new Art();
  const cx = 1150;
  oakFloor(art, 320);
  coffeeFromAbove(art, 2060, 330, 120);
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#FFFFFF', 0.14], [0.5, '#FFFFFF', 0], [1, '#000000', 0.1]]));

  const body = symmetric(
    [1030, 430],
    [
      [[940, 446], [850, 470], [778, 500]],
      [[690, 760], [580, 1010], [470, 1250]],
      [[520, 1276], [560, 1300], [608, 1316]],
      [[700, 1100], [770, 940], [826, 800]],
      [[834, 1000], [830, 1250], [822, 1470]],
      [[960, 1482], [1080, 1484], [cx, 1484]],
    ],
    cx,
    `C${cx + 150} 600 ${cx - 150} 600 1030 430`,
  );
  const hood = `M990 452C930 350 1000 236 ${cx} 230C1300 236 1370 350 1310 452L1290 660H1010Z`;
  const band = `M836 1460C960 1474 1340 1474 1464 1460L1456 1580C1340 1592 960 1592 844 1580Z`;
  const cuffL = 'M470 1250L608 1316L576 1404L430 1342Z';
  const cuffR = 'M1830 1250L1692 1316L1724 1404L1870 1342Z';
  const all = [body, hood, band, cuffL, cuffR];

  // Shadows on the boards: wide and faint, then tight at the edges.
  art.shapeShadow(all.join(''), { spread: 40, opacity: 0.16, dx: 22, dy: 28, steps: 8 });
  art.shapeShadow(all.join(''), { spread: 8, opacity: 0.2, dx: 6, dy: 8, steps: 4 });

  const cloth = art.linear(600, 200, 1700, 1600, [[0, '{brand}'], [1, '{brandDark}']]);
  art.path(hood, cloth);
  // The hood lies flat behind the neck: its centre seam, and the lining seen through the open front.
  art.draw(seam(`M${cx} 234C${cx + 6} 310 ${cx + 4} 380 ${cx} 440`, '#000000', 0.3, 4, '12 6'));
  crease(art, [cx, 240], [cx + 4, 300], [cx + 4, 380], [cx, 450], 16, '#000000', 0.25);
  art.path(hood, art.linear(0, 230, 0, 460, [[0, '#FFFFFF', 0.1], [1, '#000000', 0.16]]));
  art.path(`M1030 430C1090 420 1210 420 1270 430L${cx} 620Z`, '{brandDark}');
  art.path(`M1030 430C1090 420 1210 420 1270 430L${cx} 620Z`, '#000000', 'fill-opacity="0.3"');
  art.path(cuffL, cloth);
  art.path(cuffR, cloth);
  art.path(band, cloth);
  art.path(body, cloth);
  art.def(`<clipPath id="apHoodie"><path d="${body}"/></clipPath>`);
  art.logo();

  // Folds, seams and light over the print.
  art.draw('<g clip-path="url(#apHoodie)">');
  art.path(body, art.linear(600, 300, 1700, 1500, [[0, '#FFFFFF', 0.12], [0.45, '#FFFFFF', 0], [1, '#000000', 0.18]]));
  // The sleeves lie a little apart from the body: a dark seam where they meet.
  crease(art, [780, 500], [800, 600], [820, 700], [826, 800], 12, '#000000', 0.3);
  crease(art, [1520, 500], [1500, 600], [1480, 700], [1474, 800], 12, '#000000', 0.3);
  crease(art, [826, 800], [700, 1000], [640, 1150], [608, 1316], 16, '#000000', 0.28);
  crease(art, [1474, 800], [1600, 1000], [1660, 1150], [1692, 1316], 16, '#000000', 0.28);
  fold(art, [700, 620], [650, 800], [580, 950], [520, 1200], 40, 0.24, 1, 0.5);
  fold(art, [1600, 620], [1650, 800], [1720, 950], [1780, 1200], 40, 0.28, 1, 0.5);
  fold(art, [860, 880], [950, 920], [1000, 1000], [1020, 1100], 40, 0.26, -1, 0.5);
  fold(art, [1440, 860], [1400, 960], [1380, 1000], [1330, 1090], 40, 0.28, -1, 0.5);
  fold(art, [1000, 600], [980, 740], [1010, 900], [990, 1060], 34, 0.2, -1, 0.55);
  fold(art, [1260, 640], [1290, 800], [1260, 940], [1300, 1080], 30, 0.2, -1, 0.55);
  crease(art, [880, 560], [1000, 540], [1300, 540], [1420, 560], 70, '#FFFFFF', 0.1);
  fold(art, [1060, 760], [1100, 860], [1080, 960], [1120, 1080], 36, 0.16, -1, 0.5);
  // The kangaroo pocket: a panel with stitched edges and slanted openings.
  const pocket = 'M960 1120H1340L1440 1430H860Z';
  art.path(pocket, '#000000', 'fill-opacity="0.05"');
  art.draw(seam('M960 1120H1340', '#FFFFFF', 0.25, 3, '9 7'));
  art.draw(seam('M950 1132L870 1420M1350 1132L1430 1420', '#FFFFFF', 0.22, 3, '9 7'));
  crease(art, [958, 1122], [930, 1220], [900, 1330], [866, 1428], 16, '#000000', 0.34);
  crease(art, [1342, 1122], [1370, 1220], [1400, 1330], [1434, 1428], 16, '#000000', 0.34);
  crease(art, [960, 1124], [1060, 1130], [1240, 1130], [1340, 1124], 10, '#000000', 0.22);
  crease(art, [880, 1440], [1000, 1446], [1300, 1446], [1420, 1440], 14, '#000000', 0.18);
  art.draw('</g>');
  // Rib knit on the cuffs and the waistband, with the seam above it.
  art.draw(ribs(836, 1464, 1470, 1584, 14));
  art.draw(`<g clip-path="url(#apHoodieCuffs)">${ribs(420, 620, 1240, 1410, 14, -40)}${ribs(1680, 1880, 1240, 1410, 14, 40)}</g>`);
  art.def(`<clipPath id="apHoodieCuffs"><path d="${cuffL}${cuffR}"/></clipPath>`);
  art.path(band, art.linear(0, 1460, 0, 1590, [[0, '#000000', 0.2], [0.2, '#000000', 0.05], [1, '#000000', 0.18]]));
  art.path(cuffL, '#000000', 'fill-opacity="0.12"');
  art.path(cuffR, '#000000', 'fill-opacity="0.18"');
  // The hood's front edges, hemmed, crossing at the neck.
  const edge = (d: string) => {
    art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.3" stroke-width="44" transform="translate(4 6)"/>`);
    art.draw(`<path d="${d}" fill="none" stroke="{brand}" stroke-width="40"/>`);
    art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.08" stroke-width="40"/>`);
    art.draw(seam(d, '#FFFFFF', 0.18, 3, '9 7'));
  };
  edge(`M1270 440C1240 500 1200 560 ${cx - 30} 612`);
  edge(`M1030 440C1060 500 1100 560 ${cx + 30} 612`);
  for (const x of [1090, 1210]) art.path(ellipse(x, 520, 11, 11), art.linear(x - 10, 510, x + 10, 530, [[0, '#F4F4F4'], [1, '#7D8086']]));
  // Drawstrings with metal tips.
  const cord = (d: string, tipX: number, tipY: number) => {
    art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="18" stroke-linecap="round" transform="translate(6 8)"/>`);
    art.draw(`<path d="${d}" fill="none" stroke="#F2EFEA" stroke-width="14" stroke-linecap="round"/>`);
    art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="14" stroke-dasharray="4 9"/>`);
    art.path(roundRect(tipX - 9, tipY, 18, 56, 6), art.linear(tipX - 9, 0, tipX + 9, 0, [[0, '#8E9196'], [0.4, '#F0F1F2'], [1, '#6E7176']]));
  };
  cord('M1090 522C1076 600 1056 650 1068 720', 1068, 716);
  cord('M1210 522C1222 600 1246 660 1236 740', 1236, 736);

  art.grain(0.4, undefined, 2);
  art.vignette(0.22);

  return {
    id: 'hoodie-flat-lay',
    number: 302,
    label: { zh: '品牌色连帽衫', en: 'Hoodie in the brand colour' },
    tags: ['apparel'],
    keywords: { zh: ['卫衣', '连帽衫', '衣服', '服装', '团队服'], en: ['hoodie', 'sweatshirt', 'clothing', 'merch', 'team wear'] },
    art: art.done(),
    placements: [{ left: 975, top: 770, width: 350, height: 290, variant: 'white', colour: '{onBrand}', finish: 'flat' }],
  };
}

/** A stone-coloured cap with a brim in the brand colour on a concrete shelf, the logo embroidered across the curved front. */
function capEmbroidered(): Scene {
  const art = new Art();
  const cx = 1200;
  // Wall and a concrete shelf top meeting it at y 1130.
  art.fillAll(art.linear(0, 0, 2400, 1130, [[0, '#D8D4CE'], [1, '#BDB7AF']]));
  windowLight(art, 1100, 1700, 0.22);
  art.path('M0 1130H2400V1800H0Z', art.linear(0, 1130, 0, 1800, [[0, '#B5AFA7'], [0.3, '#CBC6BF'], [1, '#A9A39B']]));
  art.path('M0 1130H2400V1140H0Z', '#000000', 'fill-opacity="0.12"');

  const base = 'M740 1030C880 1096 1520 1096 1660 1030';
  const crown = `M740 1030C730 900 770 720 870 620C960 530 1060 500 ${cx} 498C1340 500 1440 530 1530 620C1630 720 1670 900 1660 1030C1520 1096 880 1096 740 1030Z`;
  const front = `C760 1196 980 1252 ${cx} 1254C1420 1252 1640 1196 1712 1092`;
  const brim = `M740 1030C880 1096 1520 1096 1660 1030C1690 1040 1714 1060 1712 1092C1640 1196 1420 1252 ${cx} 1254C980 1252 760 1196 688 1092C686 1060 710 1040 740 1030Z`;

  // The cap, drawn at 1:1 and shown 1.2 times larger about (1200, 1150).
  art.draw('<g transform="translate(-240 -230) scale(1.2)">');
  // Shadows on the shelf: the brim's edge rests on it at the front, the crown further back.
  art.contactShadow(cx + 80, 1250, 640, 70, 0.3);
  art.contactShadow(cx + 20, 1258, 320, 18, 0.45);
  art.shapeShadow(crown, { spread: 60, opacity: 0.14, dx: 70, dy: 40, steps: 7 });

  // The crown: six panels; the two front ones carry the logo.
  art.path(crown, art.linear(740, 494, 1660, 1080, [[0, '#F4EFE6'], [0.5, '#E6DFD2'], [1, '#C9C0B0']]));
  art.def(`<clipPath id="apCap"><path d="${crown}"/></clipPath>`);
  art.draw('</g>');
  art.logo();
  art.draw('<g transform="translate(-240 -230) scale(1.2)">');
  art.draw('<g clip-path="url(#apCap)">');
  // Round shading: the crown turns away at the sides and at the top.
  art.path(crown, art.linear(740, 0, 1660, 0, [[0, '#000000', 0.12], [0.12, '#000000', 0.02], [0.35, '#FFFFFF', 0.12], [0.6, '#FFFFFF', 0], [0.88, '#000000', 0.1], [1, '#000000', 0.26]]));
  art.path(crown, art.linear(0, 494, 0, 1090, [[0, '#000000', 0.08], [0.25, '#000000', 0], [0.85, '#000000', 0], [1, '#000000', 0.1]]));
  // Side panels beyond the seams, a little darker.
  art.path(`M740 1030C730 900 770 720 870 620C960 530 1060 500 ${cx} 498C1040 540 930 720 900 1076Z`, '#000000', 'fill-opacity="0.05"');
  art.path(`M1660 1030C1670 900 1630 720 1530 620C1440 530 1340 500 ${cx} 498C1360 540 1470 720 1500 1076Z`, '#000000', 'fill-opacity="0.1"');
  crease(art, [cx, 496], [1040, 540], [930, 720], [900, 1076], 14, '#000000', 0.28);
  crease(art, [cx, 496], [1360, 540], [1470, 720], [1500, 1076], 14, '#000000', 0.32);
  art.draw(seam(`M${cx - 8} 498C1040 546 936 720 906 1074`, '#8C8272', 0.6, 3, '9 6'));
  art.draw(seam(`M${cx + 8} 498C1360 546 1464 720 1494 1074`, '#8C8272', 0.6, 3, '9 6'));
  crease(art, [cx, 500], [cx + 2, 700], [cx + 2, 900], [cx, 1090], 8, '#000000', 0.14);
  // Where the crown meets the brim: shade and the sweatband seam.
  crease(art, [740, 1030], [880, 1096], [1520, 1096], [1660, 1030], 26, '#000000', 0.3);
  art.draw(seam('M760 1008C900 1070 1500 1070 1640 1008', '#8C8272', 0.55, 3, '9 6'));
  art.draw('</g>');
  // Eyelets and the top button.
  for (const [x, y] of [[940, 660], [1460, 660]] as const) {
    art.path(ellipse(x, y, 15, 12), '#8C8272');
    art.path(ellipse(x, y, 7, 5), '#2E2A25');
  }
  art.path(ellipse(cx, 498, 36, 14), art.linear(cx - 30, 484, cx + 30, 512, [[0, '#FBF8F2'], [1, '#B9B0A1']]));

  // The brim in the brand colour: its thick front edge, rows of stitching, shade under the crown.
  art.draw(`<path d="M700 1110${front}" fill="none" stroke="#000000" stroke-opacity="0.4" stroke-width="16" transform="translate(-6 6)"/>`);
  art.draw(`<path d="M700 1110${front}" fill="none" stroke="{brandDark}" stroke-width="16" transform="translate(-6 2)"/>`);
  art.path(brim, art.linear(688, 1030, 1712, 1254, [[0, '{brand}'], [1, '{brandDark}']]));
  art.path(brim, art.linear(0, 1030, 0, 1254, [[0, '#000000', 0.4], [0.3, '#000000', 0.08], [0.8, '#FFFFFF', 0.08], [1, '#FFFFFF', 0.03]]));
  art.path(brim, art.linear(688, 0, 1712, 0, [[0, '#FFFFFF', 0.1], [0.45, '#FFFFFF', 0], [1, '#000000', 0.22]]));
  const rows: string[] = [];
  for (let i = 1; i <= 6; i++) {
    const k = i * 15;
    const t = 1 - i * 0.012;
    rows.push(seam(`M${f(700 + k * 0.5)} ${f(1088 - k * 0.1)}C${f(cx - 440 * t)} ${f(1192 - k)} ${f(cx - 220 * t)} ${f(1246 - k)} ${cx} ${f(1248 - k)}C${f(cx + 220 * t)} ${f(1246 - k)} ${f(cx + 440 * t)} ${f(1192 - k)} ${f(1700 - k * 0.5)} ${f(1088 - k * 0.1)}`, '#FFFFFF', 0.28, 2.5, '8 6'));
  }
  art.draw(rows.join(''));
  art.draw(`<path d="${base}" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="6"/>`);
  art.draw('</g>');

  art.grain(0.36, undefined, 2);
  art.vignette(0.25);

  return {
    id: 'cap-embroidered',
    number: 303,
    label: { zh: '刺绣棒球帽', en: 'Embroidered baseball cap' },
    tags: ['apparel', 'merchandise'],
    keywords: { zh: ['帽子', '棒球帽', '鸭舌帽', '刺绣', '周边'], en: ['cap', 'hat', 'baseball cap', 'embroidery', 'merch'] },
    art: art.done(),
    placements: [{ left: 960, top: 598, width: 480, height: 276, warp: { kind: 'cylinder', arc: 80, bow: 29 }, colour: '{brand}', finish: 'stitch' }],
  };
}

/** A wooden peg rail across a wall: the board at y, pegs (seen end on) at the given x. */
function pegRail(art: Art, y: number, pegs: readonly number[]): void {
  art.softShadow(-20, y, 2440, 80, 4, { spread: 30, opacity: 0.22, dx: 0, dy: 26, steps: 8 });
  art.path(`M0 ${y}H2400V${y + 80}H0Z`, art.linear(0, y, 0, y + 80, [[0, '#D9B98F'], [0.12, '#C49A6A'], [0.9, '#A87C4E'], [1, '#7E5A36']]));
  art.draw(`<path d="M0 ${y + 24}C600 ${y + 20} 1400 ${y + 30} 2400 ${y + 22}M0 ${y + 52}C800 ${y + 58} 1600 ${y + 46} 2400 ${y + 55}" fill="none" stroke="#6E4A2A" stroke-opacity="0.18" stroke-width="3"/>`);
  for (const x of pegs) {
    art.path(ellipse(x + 14, y + 58, 40, 36), '#000000', 'fill-opacity="0.2"');
    art.path(ellipse(x, y + 40, 38, 38), art.linear(x - 38, y, x + 38, y + 80, [[0, '#E2C49C'], [0.5, '#C29466'], [1, '#8E643C']]));
    art.path(ellipse(x - 4, y + 36, 28, 28), art.linear(x - 30, y + 8, x + 26, y + 64, [[0, '#ECD3AE'], [1, '#B98B5C']]));
  }
}

/** A natural canvas tote with handles in the brand colour hanging from a peg rail, the logo printed on it. */
function toteOnPeg(): Scene {
  const art = new Art();
  const cx = 1050;
  // A sage plaster wall under a peg rail.
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#D7D9CC'], [0.55, '#C3C6B6'], [1, '#A8AB9A']]));
  windowLight(art, 1300, 1900, 0.22);
  pegRail(art, 250, [480, cx, 1620, 2100]);

  const peg: P = [cx, 290];
  const bag = `M676 740C800 760 920 724 ${cx} 730C1180 724 1300 760 1424 740C1440 1000 1450 1300 1440 1570C1300 1592 800 1592 660 1570C650 1300 660 1000 676 740Z`;
  // The handles: flat webbing, each a loop over the peg.
  const strap = (x1: number, x2: number, lift: number) =>
    `M${x1} 760C${x1 + 30} ${560 - lift} ${peg[0] - 70} ${peg[1] + 40 - lift} ${peg[0] - 34} ${peg[1] - 18}` +
    `C${peg[0] - 20} ${peg[1] - 46} ${peg[0] + 20} ${peg[1] - 46} ${peg[0] + 34} ${peg[1] - 18}` +
    `C${peg[0] + 70} ${peg[1] + 40 - lift} ${x2 - 30} ${560 - lift} ${x2} 760`;
  const back = strap(860, 1240, -30);
  const frontStrap = strap(820, 1280, 0);

  // Shadows on the wall, away from the light at the top left.
  art.shapeShadow(bag, { spread: 70, opacity: 0.2, dx: 50, dy: 44, steps: 7 });
  art.draw(`<path d="${frontStrap}" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="60" transform="translate(30 30)"/>`);

  art.draw(`<path d="${back}" fill="none" stroke="{brandDark}" stroke-width="50"/>`);
  art.path(bag, art.linear(660, 730, 1440, 1590, [[0, '#F1EADC'], [0.5, '#E6DCC8'], [1, '#CFC2A8']]));
  art.def(`<clipPath id="apTote"><path d="${bag}"/></clipPath>`);
  art.logo();

  art.draw('<g clip-path="url(#apTote)">');
  // The canvas hangs from the two straps: tension folds fan out below them, the bottom bellies out.
  art.path(bag, art.linear(660, 0, 1440, 0, [[0, '#000000', 0.1], [0.1, '#000000', 0], [0.85, '#000000', 0], [1, '#000000', 0.16]]));
  fold(art, [830, 770], [900, 880], [980, 930], [1040, 1000], 40, 0.16, 1);
  fold(art, [1270, 770], [1200, 880], [1120, 940], [1060, 1000], 44, 0.2, 1);
  fold(art, [700, 760], [760, 900], [780, 1200], [760, 1560], 50, 0.1);
  fold(art, [1400, 760], [1350, 900], [1340, 1200], [1370, 1560], 56, 0.13);
  fold(art, [960, 1300], [980, 1400], [990, 1480], [1000, 1570], 30, 0.1);
  crease(art, [700, 1540], [900, 1520], [1200, 1520], [1420, 1540], 40, '#000000', 0.12);
  crease(art, [760, 1200], [900, 1180], [1200, 1180], [1340, 1210], 120, '#FFFFFF', 0.18);
  // Hem at the top: a folded band with two rows of stitches.
  art.path('M676 740C800 760 920 724 1050 730C1180 724 1300 760 1424 740L1424 800C1300 820 1180 784 1050 790C920 784 800 820 676 800Z', '#000000', 'fill-opacity="0.05"');
  art.draw(seam('M676 792C800 812 920 776 1050 782C1180 776 1300 812 1424 792', '#8E8066', 0.55, 3, '10 7'));
  art.draw(seam('M676 750C800 770 920 734 1050 740C1180 734 1300 770 1424 750', '#8E8066', 0.35, 3, '10 7'));
  art.draw('</g>');

  // The front strap over the hem, with box stitches where it is sewn on.
  art.draw(`<path d="${frontStrap}" fill="none" stroke="{brand}" stroke-width="50"/>`);
  art.draw(`<path d="${frontStrap}" fill="none" stroke="#FFFFFF" stroke-opacity="0.1" stroke-width="16" transform="translate(-10 -4)"/>`);
  art.draw(`<path d="${frontStrap}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="2 6"/>`);
  for (const x of [820, 1280]) {
    art.path(`M${x - 25} 760V840H${x + 25}V760Z`, '{brand}');
    art.draw(seam(`M${x - 17} 772H${x + 17}V830H${x - 17}ZL${x + 17} 830M${x + 17} 772L${x - 17} 830`, '#FFFFFF', 0.35, 2.5, '6 5'));
    art.path(`M${x - 25} 836H${x + 25}V846H${x - 25}Z`, '#000000', 'fill-opacity="0.18"');
  }
  // The peg's end stands out in front of the straps hung over it.
  art.path(ellipse(peg[0] + 10, peg[1] + 14, 36, 34), '#000000', 'fill-opacity="0.25"');
  art.path(ellipse(peg[0], peg[1], 36, 36), art.linear(peg[0] - 36, peg[1] - 36, peg[0] + 36, peg[1] + 36, [[0, '#E2C49C'], [0.5, '#C29466'], [1, '#8E643C']]));
  art.path(ellipse(peg[0] - 4, peg[1] - 4, 26, 26), art.linear(peg[0] - 30, peg[1] - 30, peg[0] + 26, peg[1] + 26, [[0, '#ECD3AE'], [1, '#B98B5C']]));

  art.grain(0.42, undefined, 2);
  art.vignette(0.25);

  return {
    id: 'tote-bag-peg',
    number: 304,
    label: { zh: '挂着的帆布袋', en: 'Canvas tote bag on a peg' },
    tags: ['apparel', 'merchandise'],
    keywords: { zh: ['帆布袋', '手提袋', '环保袋', '购物袋', '周边'], en: ['tote bag', 'canvas bag', 'bag', 'shopping bag', 'merch'] },
    art: art.done(),
    placements: [{ left: 830, top: 960, width: 440, height: 420, colour: '{brand}', finish: 'print' }],
  };
}

/** White subway tiles (w × h, staggered rows) over the whole wall: grout, and a lit and a shaded edge on each tile. */
function subwayTiles(art: Art, w: number, h: number): void {
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#F7F7F4'], [0.6, '#E9E9E4'], [1, '#D6D6D0']]));
  const grout: string[] = [];
  const lit: string[] = [];
  const shade: string[] = [];
  for (let row = 0, y = 0; y < 1800; row++, y += h) {
    grout.push(`M0 ${y}H2400`);
    const off = row % 2 === 0 ? 0 : -w / 2;
    for (let x = off; x < 2400; x += w) {
      grout.push(`M${x} ${y}V${y + h}`);
      lit.push(`M${x + 5} ${y + h - 6}V${y + 5}H${x + w - 6}`);
      shade.push(`M${x + w - 4} ${y + 6}V${y + h - 4}H${x + 6}`);
    }
  }
  art.draw(`<path d="${lit.join('')}" fill="none" stroke="#FFFFFF" stroke-opacity="0.9" stroke-width="4"/>`);
  art.draw(`<path d="${shade.join('')}" fill="none" stroke="#000000" stroke-opacity="0.08" stroke-width="5"/>`);
  art.draw(`<path d="${grout.join('')}" fill="none" stroke="#C9C7C0" stroke-width="4"/>`);
}

/** A canvas cafe apron on a brass hook against subway tiles, the logo embroidered small on the bib. */
function apronOnHook(): Scene {
  const art = new Art();
  const cx = 1200;
  subwayTiles(art, 240, 120);
  windowLight(art, 700, 1500, 0.25);

  // The apron: bib, armhole curves, skirt; the left half mirrored.
  const apron = symmetric(
    [1010, 470],
    [
      [[1008, 620], [960, 780], [760, 860]],
      [[748, 1100], [742, 1400], [730, 1690]],
      [[900, 1702], [1060, 1706], [cx, 1704]],
    ],
    cx,
    `C${cx + 120} 462 ${cx - 120} 462 1010 470`,
  );
  const hook: P = [cx, 200];
  const neck = `M1030 476C1040 360 1140 230 ${hook[0] - 18} ${hook[1] + 6}C${hook[0] - 6} ${hook[1] - 6} ${hook[0] + 6} ${hook[1] - 6} ${hook[0] + 18} ${hook[1] + 6}C1260 230 1360 360 1370 476`;
  const tieL = 'M770 872C700 980 690 1180 720 1420C726 1470 734 1500 744 1520';
  const tieR = 'M1630 872C1720 980 1740 1200 1710 1440C1704 1480 1696 1500 1690 1520';

  // Shadows on the tiles, away from the light.
  art.shapeShadow(apron, { spread: 70, opacity: 0.2, dx: 50, dy: 40, steps: 7 });
  for (const d of [neck, tieL, tieR]) art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.14" stroke-width="40" transform="translate(24 22)"/>`);
  // The brass hook's plate.
  art.path(roundRect(hook[0] - 34, hook[1] - 90, 68, 120, 30), '#000000', 'fill-opacity="0.2" transform="translate(10 12)"');
  art.path(roundRect(hook[0] - 34, hook[1] - 90, 68, 120, 30), art.linear(hook[0] - 34, 0, hook[0] + 34, 0, [[0, '#E2C27A'], [0.5, '#B88B3A'], [1, '#7E5A22']]));

  // Straps in the brand colour: the neck strap over the hook, the waist ties hanging down.
  const strap = (d: string) => {
    art.draw(`<path d="${d}" fill="none" stroke="{brand}" stroke-width="30" stroke-linecap="round"/>`);
    art.draw(`<path d="${d}" fill="none" stroke="#FFFFFF" stroke-opacity="0.14" stroke-width="8" transform="translate(-6 -2)"/>`);
    art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="7 6"/>`);
  };
  strap(neck);
  strap(tieL);
  strap(tieR);

  const cloth = art.linear(730, 470, 1670, 1700, [[0, '#E8DEC9'], [0.5, '#D9CCB1'], [1, '#BBAB8C']]);
  art.path(apron, cloth);
  art.def(`<clipPath id="apApron"><path d="${apron}"/></clipPath>`);
  art.logo();

  art.draw('<g clip-path="url(#apApron)">');
  art.path(apron, art.linear(730, 0, 1670, 0, [[0, '#000000', 0.12], [0.1, '#000000', 0], [0.86, '#000000', 0], [1, '#000000', 0.2]]));
  // Heavy canvas: a few broad folds falling from the waist ties, and the bib's hem.
  fold(art, [780, 880], [820, 1100], [800, 1400], [820, 1700], 60, 0.14);
  fold(art, [1620, 880], [1580, 1100], [1600, 1400], [1580, 1700], 64, 0.18);
  fold(art, [1050, 1150], [1040, 1350], [1060, 1500], [1040, 1700], 40, 0.1);
  fold(art, [1360, 1160], [1380, 1350], [1350, 1500], [1370, 1700], 40, 0.12);
  crease(art, [1010, 470], [1020, 600], [960, 760], [780, 860], 20, '#000000', 0.2);
  crease(art, [1390, 470], [1380, 600], [1440, 760], [1620, 860], 20, '#000000', 0.24);
  art.draw(seam(`M1024 488C1026 620 980 780 790 860M1376 488C1374 620 1420 780 1610 860M1024 488C${cx - 100} 480 ${cx + 100} 480 1376 488`, '#7A6A4E', 0.6, 3, '10 7'));
  art.draw(seam('M748 1676C900 1688 1500 1688 1652 1676', '#7A6A4E', 0.6, 3, '10 7'));
  // The front pocket: a patch across the skirt, split in three.
  const pocket = 'M840 1120H1560V1400C1300 1410 1100 1410 840 1400Z';
  art.path(pocket, art.linear(0, 1120, 0, 1400, [[0, '#FFFFFF', 0.1], [1, '#000000', 0.04]]));
  crease(art, [840, 1122], [1000, 1126], [1400, 1126], [1560, 1122], 12, '#000000', 0.26);
  art.draw(seam('M852 1134H1548M852 1134V1390M1548 1134V1390M852 1390C1100 1400 1300 1400 1548 1390M1080 1134V1398M1320 1134V1398', '#7A6A4E', 0.6, 3, '10 7'));
  crease(art, [840, 1400], [1000, 1412], [1400, 1412], [1560, 1400], 14, '#000000', 0.2);
  art.draw('</g>');
  // Brass rivets where the straps meet the apron.
  for (const [x, y] of [[1030, 486], [1370, 486], [774, 874], [1626, 874]] as const) {
    art.path(ellipse(x + 2, y + 3, 12, 12), '#000000', 'fill-opacity="0.3"');
    art.path(ellipse(x, y, 11, 11), art.linear(x - 10, y - 10, x + 10, y + 10, [[0, '#F3DC9A'], [1, '#8C6526']]));
  }
  // The hook's arm in front of the strap.
  art.draw(`<path d="M${hook[0]} ${hook[1] - 50}V${hook[1] + 40}C${hook[0]} ${hook[1] + 80} ${hook[0] + 40} ${hook[1] + 80} ${hook[0] + 44} ${hook[1] + 44}" fill="none" stroke="#9A7230" stroke-width="18" stroke-linecap="round"/>`);
  art.draw(`<path d="M${hook[0] - 4} ${hook[1] - 46}V${hook[1] + 36}" fill="none" stroke="#F3DC9A" stroke-width="5" stroke-linecap="round"/>`);

  art.grain(0.38, undefined, 2);
  art.vignette(0.24);

  return {
    id: 'cafe-apron',
    number: 305,
    label: { zh: '咖啡店围裙', en: 'Cafe apron' },
    tags: ['apparel', 'food'],
    keywords: { zh: ['围裙', '工作服', '咖啡店', '餐厅', '刺绣'], en: ['apron', 'uniform', 'cafe', 'restaurant', 'embroidery'] },
    art: art.done(),
    placements: [{ left: 1060, top: 550, width: 280, height: 200, colour: '{brand}', finish: 'stitch' }],
  };
}

export const APPAREL: readonly Scene[] = [tshirtOnHanger(), hoodieFlatLay(), capEmbroidered(), toteOnPeg(), apronOnHook()];
