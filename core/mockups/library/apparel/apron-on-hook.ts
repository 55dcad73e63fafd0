import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { crease, windowLight } from '../props';
import { type P, fold, seam, symmetric } from './shared';

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
export function apronOnHook(): Scene {
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
