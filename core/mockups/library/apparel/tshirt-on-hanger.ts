import { Art, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { crease, windowLight } from '../props';
import { fold, seam, symmetric } from './shared';

/** A white T-shirt on a wooden hanger hung from a rail on a plaster wall, the logo printed on the chest under the folds. */
export function tshirtOnHanger(): Scene {
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
