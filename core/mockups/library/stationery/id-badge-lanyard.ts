import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { type Point } from '../../warp';
import { hash, lens, rect } from '../props';
import { pen } from './shared';

type Cubic = readonly [Point, Point, Point, Point];

/** The point of a cubic Bézier at t, and the angle (radians) of its tangent there. */
function cubicAt([p0, p1, p2, p3]: Cubic, t: number): [Point, number] {
  const u = 1 - t;
  const at = (i: 0 | 1): number => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
  const d = (i: 0 | 1): number => 3 * u * u * (p1[i] - p0[i]) + 6 * u * t * (p2[i] - p1[i]) + 3 * t * t * (p3[i] - p2[i]);
  return [[at(0), at(1)], Math.atan2(d(1), d(0))];
}

/** A staff ID badge on its lanyard, lying on a desk: the strap in the brand colour printed with the logo, the card with a brand header, photo and name. */
export function idBadgeLanyard(): Scene {
  const art = new Art();
  art.fillAll('#DAD8D3');
  pen(art, 2000, 1240, 62, 640, '{brand}');

  // The lanyard: a flat strap lying in a loose loop, both ends joined at the clip.
  const clip: [number, number] = [1200, 640];
  const left: Cubic = [[1186, 628], [1000, 520], [700, 440], [620, 260]];
  const right: Cubic = [[1760, 300], [1730, 440], [1400, 530], [1214, 628]];
  const loop = `M${left[0].join(' ')}C${left[1].join(' ')} ${left[2].join(' ')} ${left[3].join(' ')}C540 80 800 40 1150 60C1500 80 1790 120 ${right[0].join(' ')}C${right[1].join(' ')} ${right[2].join(' ')} ${right[3].join(' ')}`;
  art.path(loop, 'none', 'stroke="#000000" stroke-opacity="0.16" stroke-width="78" stroke-linejoin="round" transform="translate(12 18)"');
  art.path(loop, 'none', 'stroke="{brandDark}" stroke-width="72" stroke-linejoin="round"');
  art.path(loop, 'none', 'stroke="{brand}" stroke-width="64" stroke-linejoin="round"');
  art.path(loop, 'none', 'stroke="#FFFFFF" stroke-opacity="0.08" stroke-width="30" stroke-linejoin="round"');
  art.logo();
  art.logo();

  // The swivel clip from the strap down to the card's slot.
  art.path(`M${clip[0] - 40} ${clip[1] - 30}H${clip[0] + 40}L${clip[0] + 28} ${clip[1] + 24}H${clip[0] - 28}Z`, art.linear(clip[0] - 40, 0, clip[0] + 40, 0, [[0, '#8E959C'], [0.4, '#F1F3F5'], [1, '#5E656C']]));
  art.path(`M${clip[0] - 10} ${clip[1] + 20}H${clip[0] + 10}V${clip[1] + 70}H${clip[0] - 10}Z`, '#9AA1A8');
  art.path(`${ellipse(clip[0], clip[1] + 96, 30, 34)}${ellipse(clip[0], clip[1] + 96, 20, 24)}`, art.linear(clip[0] - 30, 0, clip[0] + 30, 0, [[0, '#7E858C'], [0.4, '#EEF0F2'], [1, '#5A6168']]), 'fill-rule="evenodd"');

  // The card, turned a little, with a slot punched near its top.
  const cx = 1200;
  const top = 700;
  const w = 580;
  const h = 900;
  const x = cx - w / 2;
  const turn = `rotate(-4 ${cx} ${top})`;
  art.draw(`<g transform="${turn}">`);
  art.softShadow(x, top, w, h, 26, { spread: 50, opacity: 0.26, dx: 22, dy: 32, steps: 10 });
  art.softShadow(x, top, w, h, 26, { spread: 6, opacity: 0.3, dx: 3, dy: 4, steps: 3 });
  art.path(roundRect(x, top, w, h, 26), '#FFFFFF');
  art.path(`M${x + 26} ${top}H${x + w - 26}C${x + w - 12} ${top} ${x + w} ${top + 12} ${x + w} ${top + 26}V${top + 300}H${x}V${top + 26}C${x} ${top + 12} ${x + 12} ${top} ${x + 26} ${top}Z`, '{brand}');
  art.path(roundRect(cx - 70, top + 40, 140, 26, 13), '#E9E8E4');
  art.path(roundRect(cx - 70, top + 40, 140, 26, 13), '#000000', 'fill-opacity="0.12"');
  // Photo, name, role, an access code.
  const py = top + 340;
  art.path(roundRect(cx - 105, py, 210, 236, 18), '#DADDE1');
  art.path(`M${cx - 105} ${py + 218}C${cx - 95} ${py + 150} ${cx - 48} ${py + 134} ${cx} ${py + 134}C${cx + 48} ${py + 134} ${cx + 95} ${py + 150} ${cx + 105} ${py + 218}Q${cx + 105} ${py + 236} ${cx + 87} ${py + 236}H${cx - 87}Q${cx - 105} ${py + 236} ${cx - 105} ${py + 218}Z${ellipse(cx, py + 82, 48, 54)}`, '#A9AFB6');
  art.path(`${roundRect(cx - 150, py + 272, 300, 24, 12)}`, '#2A2D31', 'fill-opacity="0.85"');
  art.path(`${roundRect(cx - 100, py + 314, 200, 15, 7.5)}`, '#7A7F86', 'fill-opacity="0.7"');
  const code: string[] = [];
  for (let i = 0; i < 34; i++) if (hash(i, 5) > 0.35) code.push(rect(cx - 170 + i * 10, py + 370, 4 + Math.round(hash(i, 6) * 4), 80));
  art.path(code.join(''), '#2A2D31', 'fill-opacity="0.8"');
  art.path(rect(x, top + h - 40, w, 14), '{accent}');
  art.draw('</g>');
  art.logo();
  // The plastic's gloss, over the printed logo too.
  art.draw(`<g transform="${turn}">`);
  art.path(roundRect(x, top, w, h, 26), art.linear(x, top, x + w, top + h, [[0, '#FFFFFF', 0.22], [0.3, '#FFFFFF', 0.04], [0.42, '#FFFFFF', 0.16], [0.5, '#FFFFFF', 0], [1, '#000000', 0.06]]));
  art.draw('</g>');
  art.grain(0.35, undefined, 2);
  lens(art, 0.32, 0.14);

  // A logo printed along the strap, centred at t on a run, turned with it.
  const onStrap = (c: Cubic, t: number) => {
    const [[x, y], a] = cubicAt(c, t);
    const deg = (((a * 180) / Math.PI + 450) % 180) - 90;
    return { left: x - 150, top: y - 24, width: 300, height: 48, transform: `rotate(${deg.toFixed(2)} ${x.toFixed(1)} ${y.toFixed(1)})` };
  };
  return {
    id: 'id-badge-lanyard',
    number: 106,
    label: { zh: '工牌与挂绳', en: 'ID badge and lanyard' },
    tags: ['stationery', 'merchandise'],
    keywords: { zh: ['工牌', '挂绳', '胸牌', '员工证', '会议'], en: ['ID badge', 'lanyard', 'name badge', 'staff card', 'event'] },
    art: art.done(),
    placements: [
      { ...onStrap(left, 0.45), variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.92 },
      { ...onStrap(right, 0.55), variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.92 },
      { left: x + 70, top: top + 90, width: w - 140, height: 180, transform: turn, variant: 'white', colour: '{onBrand}', finish: 'flat' },
    ],
  };
}
