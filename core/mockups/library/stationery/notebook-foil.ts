import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { hash, lens, rect } from '../props';
import { pen } from './shared';

/** A succulent in a pot seen from above: a rosette of pointed leaves, lit from the top left. */
function succulent(art: Art, cx: number, cy: number, r: number): void {
  art.contactShadow(cx + r * 0.15, cy + r * 0.2, r * 1.25, r * 1.25, 0.35);
  art.path(ellipse(cx, cy, r, r), art.linear(cx - r, cy - r, cx + r, cy + r, [[0, '#E9E4DC'], [1, '#A9A298']]));
  art.path(ellipse(cx, cy, r * 0.86, r * 0.86), '#4A3A2C');
  for (const [ring, count, len] of [[0, 11, 0.82], [1, 8, 0.58], [2, 6, 0.34]] as const) {
    const leaves: string[] = [];
    for (let i = 0; i < count; i++) {
      const a = ((i + ring * 0.5) / count) * Math.PI * 2;
      const l = r * len;
      const w = r * (0.2 - ring * 0.03);
      const tx = cx + Math.cos(a) * l;
      const ty = cy + Math.sin(a) * l;
      const nx = -Math.sin(a) * w;
      const ny = Math.cos(a) * w;
      const mx = cx + Math.cos(a) * l * 0.5;
      const my = cy + Math.sin(a) * l * 0.5;
      leaves.push(`M${cx.toFixed(0)} ${cy.toFixed(0)}Q${(mx + nx).toFixed(0)} ${(my + ny).toFixed(0)} ${tx.toFixed(0)} ${ty.toFixed(0)}Q${(mx - nx).toFixed(0)} ${(my - ny).toFixed(0)} ${cx.toFixed(0)} ${cy.toFixed(0)}Z`);
    }
    art.path(leaves.join(''), ['#6E9478', '#86AD8E', '#A3C6A6'][ring]!);
    art.path(leaves.join(''), '#000000', 'fill-opacity="0.08"');
  }
  art.path(ellipse(cx, cy, r * 0.86, r * 0.86), art.linear(cx - r, cy - r, cx + r, cy + r, [[0, '#FFFFFF', 0.2], [0.5, '#FFFFFF', 0], [1, '#000000', 0.3]]));
}

/** A hardcover notebook in the brand colour with a gold-foil logo, an elastic band and a ribbon, on a kraft one, on concrete. */
export function notebookFoil(): Scene {
  const art = new Art();
  art.fillAll('#B9B4AC');
  const blotches: string[] = [];
  for (let i = 0; i < 14; i++) blotches.push(ellipse(hash(i, 7) * 2400, hash(i, 9) * 1800, 120 + hash(i, 11) * 200, 90 + hash(i, 13) * 140));
  art.path(blotches.join(''), '#000000', 'fill-opacity="0.018"');

  succulent(art, 2080, 330, 210);

  // The kraft notebook underneath, turned the other way.
  art.draw('<g transform="rotate(9 1300 950)">');
  art.softShadow(880, 330, 860, 1220, 18, { spread: 60, opacity: 0.28, dx: 24, dy: 36, steps: 10 });
  art.path(roundRect(880, 330, 860, 1220, 18), '#B48B5E');
  art.path(roundRect(880, 330, 860, 1220, 18), art.linear(880, 330, 1740, 1550, [[0, '#FFFFFF', 0.18], [1, '#000000', 0.12]]));
  art.path(rect(940, 330, 3, 1220), '#000000', 'fill-opacity="0.18"');
  art.draw('</g>');

  // The notebook: page block peeking out, cover, hinge, elastic band, ribbon.
  const x = 700;
  const y = 300;
  const w = 880;
  const h = 1240;
  const turn = `rotate(-7 ${x + w / 2} ${y + h / 2})`;
  art.draw(`<g transform="${turn}">`);
  art.softShadow(x, y, w, h, 20, { spread: 70, opacity: 0.32, dx: 30, dy: 44, steps: 12 });
  art.softShadow(x, y, w, h, 20, { spread: 8, opacity: 0.4, dx: 4, dy: 6, steps: 4 });
  art.path(`M${x + w - 30} ${y + 80}H${x + w + 4}V${y + h - 20}H${x + w - 30}Z`, '#EFE8DA');
  const leaves: string[] = [];
  for (let i = 0; i < 7; i++) leaves.push(rect(x + w - 30, y + 80 + i * 0.2, 34 - i * 0.5, 1));
  art.path(`M${x + w - 10} ${y + 60}Q${x + w + 30} ${y + h / 2} ${x + w - 10} ${y + h - 40}`, 'none', 'stroke="#C9BFAE" stroke-width="1.5"');
  art.path(`M${x + w * 0.74} ${y + h - 40}L${x + w * 0.74 + 40} ${y + h + 150}L${x + w * 0.74 + 58} ${y + h + 124}L${x + w * 0.74 + 76} ${y + h + 146}L${x + w * 0.74 + 56} ${y + h - 40}Z`, '{accent}');
  art.path(`M${x + w * 0.74} ${y + h - 40}L${x + w * 0.74 + 40} ${y + h + 150}L${x + w * 0.74 + 58} ${y + h + 124}L${x + w * 0.74 + 76} ${y + h + 146}L${x + w * 0.74 + 56} ${y + h - 40}Z`, art.linear(x + w * 0.74, 0, x + w * 0.74 + 76, 0, [[0, '#FFFFFF', 0.2], [1, '#000000', 0.25]]));
  art.path(roundRect(x, y, w, h, 20), '{brand}');
  art.path(roundRect(x, y, w, h, 20), art.linear(x, y, x + w, y + h, [[0, '#FFFFFF', 0.16], [0.5, '#FFFFFF', 0.02], [1, '#000000', 0.2]]));
  // The cover's board edge and the spine hinge.
  art.path(`${roundRect(x, y, w, h, 20)}${roundRect(x + 5, y + 5, w - 10, h - 10, 16)}`, '#000000', 'fill-rule="evenodd" fill-opacity="0.18"');
  art.path(rect(x + 74, y + 4, 10, h - 8), '#000000', 'fill-opacity="0.22"');
  art.path(rect(x + 84, y + 4, 4, h - 8), '#FFFFFF', 'fill-opacity="0.12"');
  art.draw('</g>');
  art.logo();
  // Light sliding across the cover and the foil, then the elastic band over it.
  art.draw(`<g transform="${turn}">`);
  art.path(roundRect(x, y, w, h, 20), art.linear(x, y + h * 0.2, x + w, y + h * 0.5, [[0, '#FFFFFF', 0], [0.45, '#FFFFFF', 0.1], [0.6, '#FFFFFF', 0]]));
  art.draw('</g>');
  // The elastic band over the cover, with its own shadow.
  art.draw(`<g transform="${turn}">`);
  art.path(rect(x + w - 118, y - 6, 46, h + 12), '#000000', 'fill-opacity="0.25"');
  art.path(rect(x + w - 128, y - 8, 40, h + 16), '{brandDark}');
  art.path(rect(x + w - 128, y - 8, 40, h + 16), art.linear(x + w - 128, 0, x + w - 88, 0, [[0, '#FFFFFF', 0.18], [0.5, '#FFFFFF', 0], [1, '#000000', 0.35]]));
  art.draw('</g>');

  // A brass pen on the right.
  pen(art, 1900, 1080, 74, 700, '#B08D57');
  art.grain(0.4, undefined, 2);
  lens(art, 0.4, 0.14);

  return {
    id: 'notebook-foil',
    number: 103,
    label: { zh: '烫金笔记本', en: 'Notebook with gold foil' },
    tags: ['stationery', 'merchandise'],
    keywords: { zh: ['笔记本', '烫金', '本子', '文具', '礼品'], en: ['notebook', 'gold foil', 'journal', 'hardcover', 'gift'] },
    art: art.done(),
    placements: [{ left: x + 200, top: y + 330, width: w - 380, height: 420, transform: turn, finish: 'foil-gold' }],
  };
}
