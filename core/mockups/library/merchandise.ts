import { Art, ellipse } from '../art';
import type { Scene } from '../scene';

/** Merchandise: mugs, bottles, pens, tote bags, badges. Numbers 601–699. */

/** A white ceramic mug on a wooden table against a soft wall, the logo wrapped round it. */
function mugOnTable(): Scene {
  const art = new Art();
  // Wall and table.
  art.fillAll(art.linear(0, 0, 0, 1180, [[0, '#E9ECEF'], [1, '#D5DADF']]));
  art.path('M0 1180H2400V1800H0Z', art.linear(0, 1180, 0, 1800, [[0, '#B98A5E'], [1, '#8C6140']]));
  for (let i = 0; i < 9; i++) {
    const y = 1200 + i * 68 + (i % 3) * 9;
    art.path(`M0 ${y}C600 ${y - 14} 1500 ${y + 16} 2400 ${y - 6}V${y - 2}C1500 ${y + 20} 600 ${y - 10} 0 ${y + 4}Z`, '#6E4A2E', 'opacity="0.18"');
  }
  art.grain(0.6, 'M0 1180H2400V1800H0Z', 1.5);
  art.path('M0 1172H2400V1186H0Z', '#000000', 'opacity="0.08"');
  art.fillAll(art.linear(0, 0, 2400, 600, [[0, '#FFFFFF', 0.3], [1, '#FFFFFF', 0]]));

  // The mug: body 760 wide, 820 tall, centred at x 1150.
  const L = 770;
  const R = 1530;
  const top = 520;
  const bottom = 1360;
  art.contactShadow(1190, bottom + 10, 520, 70, 0.45);
  // Handle.
  art.path(`M${R - 10} 700C1760 680 1800 900 1740 1060C1700 1160 1600 1210 ${R - 10} 1220V1130C1580 1125 1650 1080 1670 1010C1700 900 1670 800 ${R - 10} 800Z`, art.linear(R, 700, 1800, 1200, [[0, '#D9DDE2'], [0.5, '#FFFFFF'], [1, '#B5BCC4']]));
  const body = `M${L} ${top}V${bottom - 40}C${L} ${bottom + 20} ${R} ${bottom + 20} ${R} ${bottom - 40}V${top}Z`;
  art.path(body, '#F7F8FA');
  art.logo();
  // Ceramic shading over the logo: dark edges, a highlight stripe, a rim.
  art.path(body, art.linear(L, 0, R, 0, [[0, '#5A6470', 0.55], [0.12, '#8A939C', 0.22], [0.3, '#FFFFFF', 0], [0.62, '#000000', 0.04], [0.88, '#414A54', 0.32], [1, '#2B3138', 0.6]]));
  art.path(`M${L + 150} ${top + 40}H${L + 215}V${bottom - 30}H${L + 150}Z`, art.linear(L + 150, 0, L + 215, 0, [[0, '#FFFFFF', 0], [0.5, '#FFFFFF', 0.55], [1, '#FFFFFF', 0]]));
  art.path(ellipse((L + R) / 2, top, (R - L) / 2, 46), '#E4E8EC');
  art.path(ellipse((L + R) / 2, top + 6, (R - L) / 2 - 22, 34), art.linear(0, top - 30, 0, top + 40, [[0, '#9AA3AD'], [1, '#C9CFD6']]));
  art.vignette(0.22);

  return {
    id: 'mug-on-table',
    number: 601,
    label: { zh: '陶瓷马克杯', en: 'Ceramic mug' },
    tags: ['merchandise', 'food'],
    keywords: { zh: ['杯子', '马克杯', '咖啡', '周边'], en: ['mug', 'cup', 'coffee', 'merch'] },
    preset: 2,
    art: art.done(),
    placements: [{ left: 880, top: 720, width: 540, height: 420, warp: { kind: 'cylinder', arc: 110, bow: 16 }, finish: 'print' }],
  };
}

export const MERCHANDISE: readonly Scene[] = [mugOnTable()];
