import { Art, ellipse } from '../../art';
import type { Scene } from '../../scene';
import { crease, f, windowLight } from '../props';
import { seam } from './shared';

/** A stone-coloured cap with a brim in the brand colour on a concrete shelf, the logo embroidered across the curved front. */
export function capEmbroidered(): Scene {
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
