import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { crease, f } from '../props';
import { fold, seam, symmetric } from './shared';

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
export function hoodieFlatLay(): Scene {
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
