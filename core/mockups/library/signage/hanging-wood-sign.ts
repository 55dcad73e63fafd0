import { Art, ellipse, poly } from '../../art';
import type { Scene } from '../../scene';
import { hash, lens, rect } from '../props';
import { surface, mapped } from './shared';

/** A chain of oval links between two points. */
function chain(art: Art, x0: number, y0: number, x1: number, y1: number): void {
  const n = Math.max(2, Math.round(Math.hypot(x1 - x0, y1 - y0) / 26));
  const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const links: string[] = [];
  for (let i = 0; i < n; i++) {
    const cx = x0 + ((x1 - x0) * (i + 0.5)) / n;
    const cy = y0 + ((y1 - y0) * (i + 0.5)) / n;
    const wide = i % 2 === 0;
    links.push(`<path transform="rotate(${angle.toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})" d="${wide ? `${ellipse(cx, cy, 19, 11)}${ellipse(cx, cy, 11, 4)}` : rect(cx - 17, cy - 3, 34, 6)}"/>`);
  }
  art.draw(`<g fill="#23211F" fill-rule="evenodd">${links.join('')}</g>`);
}

/** A carved wooden sign swinging a little on a wrought-iron bracket, the street behind it out of focus. */
export function hangingWoodSign(): Scene {
  const art = new Art();
  // The street behind, out of focus: sky, soft façades with windows, lit shop fronts, a tree, warm lights.
  art.fillAll('#CCD5DA');
  const blurred = (x: number, y: number, w: number, h: number, colour: string, opacity: number, spread = 70, steps = 9) =>
    art.softShadow(x, y, w, h, 30, { spread, opacity, steps, colour });
  blurred(300, 220, 700, 1300, '#BBA68D', 0.9);
  blurred(1060, 80, 560, 1400, '#8F8379', 0.8);
  blurred(1700, 300, 800, 1200, '#C6B59E', 0.9);
  const windows: [number, number][] = [];
  for (const y of [380, 720]) {
    for (const x of [420, 640, 1760, 1980, 2200]) windows.push([x, y]);
  }
  for (const [x, y] of windows) blurred(x, y, 120, 200, '#5C5752', 0.55, 36, 4);
  art.shapeShadow(ellipse(1320, 560, 300, 280), { spread: 90, opacity: 0.7, steps: 8, colour: '#5B6E47' });
  // Shop fronts at street level, lit from inside, and the pavement.
  blurred(280, 1120, 2200, 400, '#4A4038', 0.9, 50);
  for (const [x, w] of [[360, 420], [900, 300], [1500, 380], [1980, 420]] as const) blurred(x, 1180, w, 280, '#E2BC84', 0.6, 60, 6);
  // A neighbour's awning in the brand colour.
  blurred(1440, 1090, 520, 110, '{brand}', 0.85, 40, 6);
  blurred(0, 1520, 2400, 300, '#7A736A', 0.95, 70);
  for (const [x, y, r] of [[520, 1270, 54], [1040, 1230, 40], [1640, 1300, 60], [2120, 1250, 48], [1300, 1360, 34], [760, 1420, 44]] as const) {
    art.path(ellipse(x, y, r, r), art.radial(x, y, r, [[0, '#FFF0C8', 0.7], [0.75, '#FFE2A0', 0.45], [1, '#FFE2A0', 0]]));
  }

  // The wall on the left, in focus: limestone blocks and the bracket's wall plate.
  const wallR = 250;
  art.path(rect(0, 0, wallR, 1800), '#CFC3AE');
  const joints: string[] = [];
  for (let y = 0, r = 0; y < 1800; y += 150, r++) {
    joints.push(rect(0, y, wallR, 6));
    joints.push(rect(r % 2 === 0 ? 120 : 40, y, 6, 150));
  }
  art.path(joints.join(''), '#9C8F7A');
  art.path(rect(0, 0, wallR, 1800), art.linear(0, 0, wallR, 0, [[0, '#FFFFFF', 0.12], [0.8, '#000000', 0.05], [1, '#000000', 0.3]]));
  art.path(rect(wallR, 0, 40, 1800), art.linear(wallR, 0, wallR + 40, 0, [[0, '#000000', 0.25], [1, '#000000', 0]]));

  // The bracket: a bar, a curved brace, a ring between them, the wall plate; lit along the top.
  const barY = 400;
  const barEnd = 1840;
  art.path(rect(wallR + 10, barY + 24, barEnd - wallR, 14), '#000000', 'fill-opacity="0.12"');
  art.path(rect(wallR - 30, barY - 80, 60, 440), art.linear(wallR - 30, 0, wallR + 30, 0, [[0, '#3A3835'], [0.4, '#55524D'], [1, '#1C1B1A']]));
  for (const y of [barY - 46, barY + 326]) art.path(ellipse(wallR, y, 12, 12), '#807B73');
  art.path(rect(wallR, barY, barEnd - wallR, 22), art.linear(0, barY, 0, barY + 22, [[0, '#77726B'], [0.3, '#3A3734'], [1, '#161514']]));
  art.path(ellipse(barEnd + 10, barY + 11, 26, 26), '#2A2826');
  art.path(ellipse(barEnd + 10, barY + 11, 12, 12), '#55514B');
  art.path(`M${wallR} ${barY + 330}C560 ${barY + 300} 860 ${barY + 150} 1060 ${barY + 22}H1090C880 ${barY + 170} 570 ${barY + 322} ${wallR} ${barY + 346}Z`, '#2B2926');
  // A ring between the bar and the brace, touching both.
  const ring = `${ellipse(702, barY + 113, 92, 92)}${ellipse(702, barY + 113, 78, 78)}`;
  art.path(ring, '#2B2926', 'fill-rule="evenodd"');
  art.path(ring, art.linear(610, barY + 21, 794, barY + 205, [[0, '#FFFFFF', 0.3], [0.5, '#FFFFFF', 0], [1, '#000000', 0.3]]), 'fill-rule="evenodd"');

  // The board: two corners on the flat w×h board, swung a few degrees so its right edge is further away.
  const W = 1000;
  const H = 620;
  const at = surface([[760, 610], [1716, 646], [1714, 1232], [756, 1282]], W, H);
  const board = mapped(at, [[0, 0], [W, 0], [W, H], [0, H]]);
  // Chains from the bar to two eyes on the board's top.
  const [e0x, e0y] = at(70, 0);
  const [e1x, e1y] = at(W - 70, 0);
  chain(art, e0x - 6, barY + 20, e0x, e0y - 8);
  chain(art, e1x + 4, barY + 20, e1x, e1y - 8);
  for (const [x, y] of [[e0x, e0y], [e1x, e1y]] as const) art.path(`${ellipse(x, y - 6, 13, 13)}${ellipse(x, y - 6, 6, 6)}`, '#2E2C29', 'fill-rule="evenodd"');
  // The underside's thickness, seen from below.
  const [b0x, b0y] = at(0, H);
  const [b1x, b1y] = at(W, H);
  art.path(poly([[b0x, b0y], [b1x, b1y], [b1x - 4, b1y + 26], [b0x + 2, b0y + 32]]), art.linear(b0x, 0, b1x, 0, [[0, '#5A3A20'], [1, '#3A2414']]));
  art.path(board, art.linear(760, 610, 1716, 1282, [[0, '#C08A52'], [0.5, '#A8733F'], [1, '#8A5A2E']]));
  // Planks and grain.
  const seams: string[] = [];
  for (const y of [H / 3, (2 * H) / 3]) seams.push(mapped(at, [[0, y - 2], [W, y - 2], [W, y + 3], [0, y + 3]]));
  art.path(seams.join(''), '#3E2715', 'fill-opacity="0.55"');
  const grain: string[] = [];
  for (let i = 0; i < 46; i++) {
    const y = (i + 0.5) * (H / 46) + (hash(i, 1) - 0.5) * 6;
    const x0 = hash(i, 2) * 200;
    const x1 = W - hash(i, 3) * 200;
    grain.push(mapped(at, [[x0, y], [(x0 + x1) / 2, y + (hash(i, 4) - 0.5) * 8], [x1, y + 1.5], [(x0 + x1) / 2, y + 3 + (hash(i, 4) - 0.5) * 8], [x0, y + 2]]));
  }
  art.path(grain.join(''), '#5A3519', 'fill-opacity="0.22"');
  // A carved border: a dark groove with a lit lower lip.
  const groove = (inset: number, t: number) => `${mapped(at, [[inset, inset], [W - inset, inset], [W - inset, H - inset], [inset, H - inset]])}${mapped(at, [[inset + t, inset + t], [W - inset - t, inset + t], [W - inset - t, H - inset - t], [inset + t, H - inset - t]])}`;
  art.path(groove(30, 10), '#FFE6C0', 'fill-rule="evenodd" fill-opacity="0.35" transform="translate(0 3)"');
  art.path(groove(30, 10), '#4A2C14', 'fill-rule="evenodd" fill-opacity="0.75"');
  // Daylight across the board from the top left.
  art.path(board, art.linear(760, 610, 1716, 1282, [[0, '#FFFFFF', 0.16], [0.55, '#FFFFFF', 0], [1, '#000000', 0.2]]));
  art.path(mapped(at, [[0, 0], [W, 0], [W, 5], [0, 5]]), '#FFE9C8', 'fill-opacity="0.55"');
  art.logo();
  art.grain(0.3, undefined, 2);
  lens(art, 0.32, 0.1);

  const [l0, l1, l2, l3] = [at(100, 100), at(W - 100, 100), at(W - 100, H - 100), at(100, H - 100)];
  return {
    id: 'hanging-wood-sign',
    number: 204,
    label: { zh: '木质吊挂招牌', en: 'Hanging wooden sign' },
    tags: ['signage'],
    keywords: { zh: ['木牌', '吊牌', '招牌', '雕刻', '复古'], en: ['wooden sign', 'hanging sign', 'carved', 'engraved', 'rustic'] },
    art: art.done(),
    placements: [{ left: 100, top: 100, width: W - 200, height: H - 200, warp: { kind: 'quad', corners: [l0, l1, l2, l3] }, finish: 'engrave', surface: '#A8733F' }],
  };
}
