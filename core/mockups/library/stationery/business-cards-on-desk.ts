import { Art, roundRect } from '../../art';
import type { Scene } from '../../scene';

/** Two business cards on a linen desk: the back in the brand colour, the front on white stock. */
export function businessCardsOnDesk(): Scene {
  const art = new Art();
  // Desk: warm stone linen, lit from the top left.
  art.fillAll(art.linear(300, 0, 2100, 1800, [[0, '#F1EEE9'], [0.55, '#DDD7CE'], [1, '#C4BCB0']]));

  const card = (cx: number, cy: number, angle: number, paint: string, edge: string) => {
    const x = cx - 525;
    const y = cy - 315;
    art.draw(`<g transform="rotate(${angle} ${cx} ${cy})">`);
    art.softShadow(x, y, 1050, 630, 10, { spread: 60, opacity: 0.22, dx: 26, dy: 40, steps: 12 });
    art.softShadow(x, y, 1050, 630, 8, { spread: 8, opacity: 0.35, dx: 4, dy: 6, steps: 4 });
    art.path(roundRect(x, y + 4, 1050, 630, 8), edge);
    art.path(roundRect(x, y, 1050, 630, 8), paint);
    art.path(roundRect(x, y, 1050, 630, 8), art.linear(x, y, x + 1050, y + 630, [[0, '#FFFFFF', 0.18], [0.6, '#FFFFFF', 0], [1, '#000000', 0.08]]));
    art.draw('</g>');
  };
  card(1000, 800, -14, '{brand}', '{brandDark}');
  art.logo();
  card(1400, 1040, 7, '#FBFAF7', '#DCD8D0');
  art.logo();
  // One grain pass over everything (paper and ink alike), then the lens.
  art.grain(0.5, undefined, 2);
  art.vignette(0.28);

  return {
    id: 'business-cards-desk',
    number: 101,
    label: { zh: '桌上的名片', en: 'Business cards on a desk' },
    tags: ['stationery'],
    keywords: { zh: ['名片', '卡片', '印刷', '办公'], en: ['business card', 'card', 'print', 'office'] },
    preset: 1,
    art: art.done(),
    placements: [
      { left: 700, top: 660, width: 600, height: 280, transform: 'rotate(-14 1000 800)', variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.96 },
      { left: 1110, top: 890, width: 580, height: 300, transform: 'rotate(7 1400 1040)', finish: 'print', surface: '#FBFAF7' },
    ],
  };
}
