import { Art, ellipse } from '../../art';
import type { Scene } from '../../scene';
import { crease, windowLight } from '../props';
import { type P, fold, seam } from './shared';

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
export function toteOnPeg(): Scene {
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
